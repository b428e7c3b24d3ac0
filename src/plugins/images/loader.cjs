// @ts-check
/**
 * Webpack/Rspack loader: `require("!!<this loader>!./cover.jpg").default` is a ResponsiveImage
 * (src/plugins/images/types.ts): intrinsic size, placeholder, and AVIF/WebP/fallback srcsets
 * whose files it emits under assets/images/ with content-hashed names (cached for a year).
 * The remark plugin (remark.ts) writes those requires for relative image paths in case-study MDX.
 */
const path = require('path');
const {ENCODERS, inspectImage, processImage} = require('./pipeline.cjs');

/** Default fallback: the widest variant up to this, for browsers without srcset support. */
const FALLBACK_WIDTH = 1280;

/**
 * The parts of the webpack/Rspack loader context this loader uses.
 * @typedef {{async(): (err: Error | null, code?: string) => void, resourcePath: string,
 *   emitFile(name: string, content: Buffer): void, _compiler?: {name?: string}}} LoaderContext
 */

/**
 * @this {LoaderContext}
 * @param {Buffer} content
 */
module.exports = function responsiveImageLoader(content) {
  const callback = this.async();
  const resource = this.resourcePath;
  // Only the browser build writes files; the server build renders the same URLs.
  const emit = this._compiler?.name !== 'server';
  const stem = path
    .basename(resource, path.extname(resource))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  inspectImage(resource)
    .then(() => processImage(content))
    .then(async (image) => {
      const url = (/** @type {{format: string, width: number}} */ v) =>
        `assets/images/${stem}-${image.hash.slice(0, 10)}-${v.width}.${v.format === 'jpeg' ? 'jpg' : v.format}`;
      if (emit) {
        const fs = require('fs');
        for (const v of image.variants) {
          this.emitFile(url(v), await fs.promises.readFile(v.file));
        }
      }
      const srcSet = (/** @type {string} */ format) =>
        image.variants
          .filter((v) => v.format === format)
          .map((v) => `\${p}${url(v)} ${v.width}w`)
          .join(', ');
      const fallbacks = image.variants.filter((v) => v.format === image.fallback);
      const fallback =
        [...fallbacks].reverse().find((v) => v.width <= FALLBACK_WIDTH) ?? fallbacks[0];
      const code = `const p = __webpack_public_path__;
export default {
  width: ${image.width},
  height: ${image.height},
  placeholder: ${JSON.stringify(image.placeholder ?? null)},
  src: \`\${p}${url(fallback)}\`,
  srcSet: \`${srcSet(image.fallback)}\`,
  type: ${JSON.stringify(ENCODERS[image.fallback].type)},
  sources: [
    {type: 'image/avif', srcSet: \`${srcSet('avif')}\`},
    {type: 'image/webp', srcSet: \`${srcSet('webp')}\`},
  ],
};
`;
      callback(null, code);
    })
    .catch((err) => {
      callback(new Error(`${path.relative(process.cwd(), resource)} ${err.message}`));
    });
};

module.exports.raw = true;
