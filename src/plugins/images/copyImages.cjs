// @ts-check
/**
 * Rspack plugin for production builds: puts every processed photo's variants from the image cache
 * into the output folder, under the names the loader wrote into the pages.
 *
 * Handing each file to Rspack (`emitFile` in loader.cjs) cost about 13 ms per photo (15 files):
 * four seconds of a build with 300 case studies; copying them cost three. So each file is a hard
 * link to the cached one (about 0.02 ms), or a copy where the cache sits on another disk. Nothing
 * writes into a built image, so the cache cannot be changed through its link.
 *
 * The photos come from the compilation's modules, not from the loader, so modules that Rspack's
 * persistent cache restores without running the loader get their files too.
 */
const fs = require('fs');
const path = require('path');
const {coverOf, processFile, shareOf, variantPath} = require('./pipeline.cjs');

const NAME = 'copy-images';
const LOADER = require.resolve('./loader.cjs');

/**
 * The parts of an Rspack module and compiler this plugin uses.
 * @typedef {{resource?: string, loaders?: {loader: string}[]}} ModuleLike
 * @typedef {{hooks: {finishModules: {tap(name: string, fn: (modules: Iterable<ModuleLike>) => void): void}}}} CompilationLike
 * @typedef {{outputPath: string, hooks: {
 *   thisCompilation: {tap(name: string, fn: (compilation: CompilationLike) => void): void},
 *   afterEmit: {tapPromise(name: string, fn: () => Promise<void>): void}}}} CompilerLike
 */

class CopyImagesPlugin {
  /** @param {any} rspackCompiler webpack's types (Docusaurus's) do not describe Rspack's modules */
  apply(rspackCompiler) {
    const compiler = /** @type {CompilerLike} */ (rspackCompiler);
    /** @type {Set<string>} photos the pages use, each with its query */
    let photos = new Set();
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      photos = new Set();
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        for (const module of modules) {
          if (module.resource && module.loaders?.some(({loader}) => loader === LOADER)) {
            photos.add(module.resource);
          }
        }
      });
    });
    compiler.hooks.afterEmit.tapPromise(NAME, async () => {
      /** @type {Map<string, string>} destination → cached file */
      const copies = new Map();
      for (const resource of photos) {
        // A cover's request says the part its frame shows (`…/cover.jpg?cover=top`); a sharing
        // picture's, that it is one (`…/share.jpg?share`).
        const [file, query = ''] = resource.split('?');
        // From the cache: the loader encoded it in this build, or a build before.
        const image = await processFile(file, {cover: coverOf(query), share: shareOf(query)});
        for (const variant of image.variants) {
          copies.set(
            path.join(compiler.outputPath, variantPath(file, image, variant)),
            variant.file,
          );
        }
      }
      const folders = new Set([...copies.keys()].map((to) => path.dirname(to)));
      await Promise.all([...folders].map((dir) => fs.promises.mkdir(dir, {recursive: true})));
      await Promise.all(
        [...copies].map(([to, from]) =>
          fs.promises.link(from, to).catch(() => fs.promises.copyFile(from, to)),
        ),
      );
    });
  }
}

module.exports = {CopyImagesPlugin};
