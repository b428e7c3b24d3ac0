import crypto from 'crypto';

/**
 * Route chunks live in one folder, each file by its id (`output.chunkFilename`): the runtime
 * every page loads then needs no table of every chunk's content hash. The bundler's own name for
 * such a folder, the build's hash (`[fullhash]`), also covers what the emitted code never shows:
 * the absolute paths in the sources Docusaurus generates. The same commit built in another folder,
 * or with the bundler's cache and without, got another folder, and every returning visitor
 * fetched every route chunk again. The chunks are first written to a placeholder folder, which
 * `renameRouteFolder` renames after what is in it. (Not the hash put in its place afterwards: the
 * minifier picks the runtime's variable names by how often each letter occurs in it, its strings
 * included, so a runtime minified around the build's hash came out different in each folder.)
 */
const PLACEHOLDER = 'assets/js/route-chunks/';
export const ROUTE_CHUNK_FILENAME = `${PLACEHOLDER}[id].js`;
const FOLDER_LENGTH = 10;

interface AssetLike {
  name: string;
  source: {source(): string | Buffer};
}

interface CompilationLike {
  getAssets(): readonly AssetLike[];
  renameAsset(from: string, to: string): void;
  updateAsset(name: string, source: never): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void}};
}

interface CompilerLike {
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: CompilationLike) => void): void}};
}

/** The folder's name: a hash of each route chunk's file name and bytes, in name order. */
export function routeFolderName(files: {name: string; bytes: string | Buffer}[]): string {
  const digest = crypto.createHash('sha256');
  for (const {name, bytes} of [...files].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    digest.update(name).update('\0').update(bytes).update('\0');
  }
  return digest.digest('hex').slice(0, FOLDER_LENGTH);
}

/**
 * A bundler plugin that renames the route chunks' folder after their content, and puts the new
 * name where the runtime has the placeholder (the chunk loader's `__webpack_require__.u`). It runs
 * once the files are minified and before the bundler's real content hash, which then names the
 * runtime after its new text.
 */
export function renameRouteFolder(
  stage: number,
  rawSource: (text: string) => unknown,
): {apply(compiler: CompilerLike): void} {
  const name = 'lean-route-folder';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({name, stage}, () => {
          const assets = compilation.getAssets();
          const chunks = assets.filter((asset) => asset.name.startsWith(PLACEHOLDER));
          if (chunks.length === 0) return;
          const fileName = (asset: AssetLike) => asset.name.slice(PLACEHOLDER.length);
          const folder = `assets/js/${routeFolderName(
            chunks.map((asset) => ({name: fileName(asset), bytes: asset.source.source()})),
          )}/`;
          for (const asset of chunks) compilation.renameAsset(asset.name, folder + fileName(asset));
          for (const asset of assets) {
            if (!asset.name.endsWith('.js') || asset.name.startsWith(PLACEHOLDER)) continue;
            const text = asset.source.source().toString();
            if (text.includes(PLACEHOLDER)) {
              const next = text.replaceAll(PLACEHOLDER, folder);
              compilation.updateAsset(asset.name, rawSource(next) as never);
            }
          }
        });
      });
    },
  };
}
