// @ts-check
/**
 * Webpack/Rspack loader: `require("!!<this loader>!./cover.jpg").default` is a ResponsiveImage
 * (src/plugins/images/types.ts): intrinsic size, placeholder, and AVIF/WebP/fallback srcsets
 * whose files go under assets/images/ with content-hashed names (cached for a year); under
 * `npm start`, their addresses are the image cache's own files, which its server serves.
 * The remark plugin (remark.ts) writes those requires for relative image paths in case-study MDX.
 */
const path = require('path');
const {
  coverOf,
  fallbackWidth,
  extensionOf,
  inspectImage,
  processFile,
  servedStem,
  shareOf,
  variantPath,
  variantStem,
} = require('./pipeline.cjs');

/** The browser-side half: expands the compact module this loader writes. */
const RESPONSIVE = path.join(__dirname, 'responsive.js');

/**
 * The parts of the webpack/Rspack loader context this loader uses.
 * @typedef {{async(): (err: Error | null, code?: string) => void, resourcePath: string, resourceQuery: string,
 *   addDependency(file: string): void, emitFile(name: string, content: Buffer): void,
 *   _compiler?: {name?: string, watchMode?: boolean, options?: {mode?: string}}}} LoaderContext
 */

/**
 * A pitching loader: it answers before Rspack reads the photo, so a cached photo's bytes are
 * never read whole (only hashed, in pieces, by processFile()). Reading them cost both compilers
 * about a second per 300 photos of 560 KB.
 * @this {LoaderContext}
 */
function responsiveImageLoader() {
  const callback = this.async();
  const resource = this.resourcePath;
  // Skipping the read also skips Rspack's note that the module depends on the file: without
  // this, `npm start` would not rebuild when a photo is replaced.
  this.addDependency(resource);
  const compiler = this._compiler;
  // Under `npm start`, a preview: the photo at its widest, in one format (see processFile()).
  const preview = compiler?.options?.mode === 'development';
  // Under `npm start` (a development build the dev server watches), the server serves the image
  // cache's files as they are (the images plugin), and the page's addresses are theirs. Handed to
  // Rspack instead, every variant sat in the server's memory and was read back there after every
  // change to any study, to see if it had changed: with 300 studies (600 photos, 15 files each
  // once a build had filled the cache) that was about 0.6 s of each reload, and 150 MB.
  const served = preview && compiler?.watchMode === true;
  // A production build copies them from the cache itself (copyImages.cjs), which is much faster
  // for hundreds of photos; `docusaurus build --dev` hands them to Rspack.
  const emit = !served && compiler?.name !== 'server' && compiler?.options?.mode !== 'production';
  // A cover (`./cover.jpg?cover=top`, coverRequest()): the part its frame shows.
  const cover = coverOf(this.resourceQuery);
  // A study's sharing picture (`./share.jpg?share`, shareQuery()): its 1280 px fallback only.
  const share = shareOf(this.resourceQuery);
  inspectImage(resource)
    .then(() => processFile(resource, {preview, cover, share}))
    .then(async (image) => {
      if (emit) {
        const fs = require('fs');
        for (const v of image.variants) {
          this.emitFile(variantPath(resource, image, v), await fs.promises.readFile(v.file));
        }
      }
      const fallbacks = image.variants.filter((v) => v.format === image.fallback);
      // The pipeline's fallback width; a preview has only its widest.
      const fallback =
        fallbacks.find((v) => v.width === fallbackWidth(image.width)) ?? fallbacks[0];
      const widths = fallbacks.map((v) => v.width);
      // A preview has no other format.
      const sources = ['avif', 'webp'].filter((format) =>
        image.variants.some((v) => v.format === format),
      );
      for (const format of sources) {
        const own = image.variants.filter((v) => v.format === format).map((v) => v.width);
        if (own.join() !== widths.join()) throw new Error(`has no ${format} at every width`);
      }
      // One call with the URL stem, expanded in the browser (responsive.js).
      const urlStem = served ? servedStem(image) : variantStem(resource, image);
      const args = [
        widths,
        extensionOf(image.fallback),
        fallback.width,
        image.width,
        image.height,
        image.placeholder ?? null,
        // Said only when not both (responsive.js's default), as a build's modules are.
        ...(sources.length < 2 ? [sources] : []),
      ].map((value) => JSON.stringify(value));
      const code = `import responsive from ${JSON.stringify(RESPONSIVE)};
export default responsive(__webpack_public_path__ + ${JSON.stringify(urlStem)}, ${args.join(', ')});
`;
      callback(null, code);
    })
    .catch((err) => {
      callback(new Error(`${path.relative(process.cwd(), resource)} ${err.message}`));
    });
}

/** Only the pitch runs; a loader needs a normal phase too, which it never reaches. */
module.exports = () => {
  throw new Error('the image loader answers in its pitch phase');
};
module.exports.pitch = responsiveImageLoader;
