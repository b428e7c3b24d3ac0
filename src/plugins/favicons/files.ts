// Read by the pages too (the home page's JSON-LD): nothing here may import Node's modules.

/**
 * The icons a page links to, as PNG. A browser draws an SVG icon by starting a whole SVG document
 * on the page's main thread, on every page load: 60 to 170 ms of a phone's (Chromium's trace at 4×
 * CPU slowdown), in the middle of the start-up the visitor waits for. A small PNG costs next to
 * nothing to decode.
 * `icon`: the tab's, 32 px (16 px at 2×); `touch`: a home-screen shortcut's, 180 px, opaque (the
 * phone rounds its corners), which is also the Organization logo in the home page's JSON-LD (at
 * least 112 px, raster, for search).
 */
export const FAVICONS = {
  icon: {file: 'img/favicon-32.png', size: 32},
  touch: {file: 'img/apple-touch-icon.png', size: 180, opaque: true},
} as const;
