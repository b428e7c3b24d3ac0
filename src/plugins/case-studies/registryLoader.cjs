// @ts-check
/**
 * Under `npm start`, the loader of Docusaurus's generated registry (`.docusaurus/registry.js`,
 * every page's modules, each as `[() => import("…"), "…", require.resolveWeak("…")]`): the
 * third, the module's id for react-loadable, becomes its name. A `require.resolveWeak` makes the
 * bundler build the module all the same (only its code stays out of the page's scripts), so every
 * study was compiled when the preview started, and again, with the pages that show its card,
 * after each save; without it, a page's modules are compiled when the page is first opened
 * (firstVisit.ts). react-loadable reads a name it finds in no loaded module as "not loaded yet"
 * and loads the page through its import, as it does for any page the preview has not shown.
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryLoader(source) {
  return source.replace(/require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)/g, '$1');
};
