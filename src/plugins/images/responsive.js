// @ts-check
/**
 * Expands the compact form the image loader (loader.cjs) writes into a ResponsiveImage
 * (types.ts). Every variant of a photo shares one URL stem, so a module names its hash once
 * instead of fifteen times: what a list page of 24 cards downloads shrinks by about 2 KB gz.
 * @param {string} stem URL up to the width: `${publicPath}assets/images/cover-<hash>-`
 * @param {number[]} widths the variants' widths, narrowest first (the same for every format)
 * @param {'jpg' | 'png'} fallback the fallback format's extension
 * @param {number} fallbackWidth the width `src` points at
 * @param {number} width intrinsic width
 * @param {number} height intrinsic height
 * @param {string | null} placeholder
 * @param {('avif' | 'webp')[]} [sources] the other formats made (a preview under `npm start` has
 *   none)
 * @returns {import('./types').ResponsiveImage}
 */
export default function responsive(
  stem,
  widths,
  fallback,
  fallbackWidth,
  width,
  height,
  placeholder,
  sources = ['avif', 'webp'],
) {
  const srcSet = (/** @type {string} */ ext) =>
    widths.map((w) => `${stem}${w}.${ext} ${w}w`).join(', ');
  return {
    width,
    height,
    placeholder,
    src: `${stem}${fallbackWidth}.${fallback}`,
    // As sharp resizes to a width: the height in proportion, rounded.
    srcSize: {width: fallbackWidth, height: Math.round((fallbackWidth * height) / width)},
    srcSet: srcSet(fallback),
    type: fallback === 'png' ? 'image/png' : 'image/jpeg',
    sources: sources.map((format) => ({type: `image/${format}`, srcSet: srcSet(format)})),
  };
}
