// @ts-check
/**
 * The files a production build made for each route, as the build's generated folder
 * (`.docusaurus`) records them. One reader for the start-up layer, which adds each route's scripts
 * to its page's start-up list (onDemandRoutes.ts), and for the byte budget, which counts what each
 * page loads (scripts/lib/route-bytes.cjs). CommonJS: the scripts and tests require it as it is.
 */
const fs = require('fs');
const path = require('path');

/**
 * Every chunk name in a route's entry of routesChunkNames.json (nested objects for its modules,
 * and for routes within routes), added to `out`.
 * @param {unknown} value
 * @param {Set<string>} [out]
 * @returns {Set<string>}
 */
function chunkNamesOf(value, out = new Set()) {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => chunkNamesOf(v, out));
  return out;
}

/**
 * Docusaurus's client manifest (react-loadable-ssr-addon): chunk names to their files.
 * @typedef {{origins: Record<string, string[]>, assets: Record<string, {js?: {file: string}[]}>}} ClientManifest
 */

/**
 * Each route's own scripts (paths under the build's folder), by its path (under the base URL):
 * a route loaded on demand, as the start-up layer wrote them in `lean/route-assets.json` (its
 * bucket and chunks, which have no names to find them by); another's, from its chunk names in
 * Docusaurus's route table and the client manifest that maps them to files (what Docusaurus itself
 * loads for the route).
 * @param {string} generatedDir
 * @returns {Map<string, string[]>}
 */
function routeScripts(generatedDir) {
  /** @param {string} file */
  const read = (file) => JSON.parse(fs.readFileSync(path.join(generatedDir, file), 'utf8'));
  const moved = path.join(generatedDir, 'lean/route-assets.json');
  /** @type {Map<string, string[]>} */
  const scripts = new Map(
    fs.existsSync(moved) ? Object.entries(read('lean/route-assets.json')) : [],
  );
  /** @type {ClientManifest} */
  const manifest = read('client-manifest.json');
  /** @type {Record<string, unknown>} */
  const chunkNames = read('routesChunkNames.json');
  for (const [key, names] of Object.entries(chunkNames)) {
    const route = key.replace(/-[0-9a-f]{3}$/, '');
    if (scripts.has(route)) continue;
    const files = [...chunkNamesOf(names)].flatMap((name) =>
      (manifest.origins[name] ?? []).flatMap((id) =>
        (manifest.assets[id]?.js ?? []).map(({file}) => file),
      ),
    );
    scripts.set(route, [...new Set(files)].sort());
  }
  return scripts;
}

/**
 * The page the build wrote for `route` (a path under `baseUrl`), or null: `<route>.html`, else
 * `<route>/index.html` (the site's `trailingSlash: false`).
 * @param {string} buildDir
 * @param {string} route
 * @param {string} baseUrl
 * @returns {string | null}
 */
function pageFileOf(buildDir, route, baseUrl) {
  const relative = route.slice(baseUrl.length).replace(/\/$/, '');
  return (
    [`${relative}.html`, path.join(relative, 'index.html')]
      .map((file) => path.join(buildDir, file))
      .find((file) => fs.existsSync(file)) ?? null
  );
}

module.exports = {chunkNamesOf, routeScripts, pageFileOf};
