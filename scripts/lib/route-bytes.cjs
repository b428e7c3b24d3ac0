// Bytes each route of a build makes the browser load: its HTML, the scripts (entry scripts in
// the HTML plus the route's own chunks, as Docusaurus's client manifest maps them) and the
// stylesheets, all gzipped. Deterministic: used by the byte budget in npm test and by perf.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;

function collectChunkNames(value, out = new Set()) {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => collectChunkNames(v, out));
  return out;
}

/** routePath "/stockboy" → html file in the build (trailingSlash: false). */
function htmlFileFor(buildDir, routePath) {
  if (routePath === '/') return path.join(buildDir, 'index.html');
  const flat = path.join(buildDir, `${routePath.replace(/^\//, '')}.html`);
  return fs.existsSync(flat) ? flat : path.join(buildDir, routePath, 'index.html');
}

/**
 * @param {{buildDir: string, generatedDir: string, baseUrl?: string}} options
 * @returns {{route: string, html: number, js: number, css: number, scripts: string[]}[]}
 */
function routeBytes({buildDir, generatedDir, baseUrl = '/'}) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(generatedDir, 'client-manifest.json'), 'utf8'),
  );
  const routeChunks = JSON.parse(
    fs.readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8'),
  );
  const filesOf = (chunkName) =>
    (manifest.origins[chunkName] ?? []).flatMap((id) =>
      (manifest.assets[id]?.js ?? []).map((a) => a.file),
    );

  const routes = new Map(); // route path → chunk names
  for (const [key, chunks] of Object.entries(routeChunks)) {
    const route = key.replace(/-[0-9a-f]{3}$/, '');
    if (!route.startsWith(baseUrl)) continue;
    routes.set(route, collectChunkNames(chunks));
  }
  routes.set('/404', new Set()); // the not-found page renders from the main bundle
  // Routes loaded on demand (src/plugins/lean/onDemandRoutes.ts): their chunks have no names;
  // the build wrote which files each loads, its bucket among them.
  const assetsFile = path.join(generatedDir, 'lean/route-assets.json');
  const onDemand = fs.existsSync(assetsFile) ? JSON.parse(fs.readFileSync(assetsFile, 'utf8')) : {};

  const results = [];
  for (const [route, chunkNames] of routes) {
    const relative = route.slice(baseUrl.length - 1) || '/';
    const htmlFile = htmlFileFor(buildDir, relative);
    if (!fs.existsSync(htmlFile)) continue;
    const html = fs.readFileSync(htmlFile, 'utf8');
    const strip = (src) => src.replace(new RegExp(`^${baseUrl}`), '');
    // Attributes may be unquoted: the production HTML is minified.
    // Start-up scripts: listed by the after-first-paint loader (src/plugins/lean/ssrTemplate.ts),
    // or as <script src> tags.
    const startup = html.match(/<script\b[^>]*\sdata-startup="([^"]+)"/)?.[1].split(' ') ?? [];
    const tagged = [...html.matchAll(/<script\b[^>]*\ssrc=["']?([^"'\s>]+)/g)].map((m) => m[1]);
    const entryScripts = [...startup, ...tagged].map(strip);
    const styles = [...html.matchAll(/<link\b[^>]*\srel=["']?stylesheet\b[^>]*>/g)].map((m) =>
      strip(m[0].match(/\shref=["']?([^"'\s>]+)/)[1]),
    );
    const own = onDemand[route] ?? [...chunkNames].flatMap(filesOf);
    const scripts = [...new Set([...entryScripts, ...own])].sort();
    const sum = (files) => files.reduce((total, f) => total + gzipSize(path.join(buildDir, f)), 0);
    results.push({
      route: relative,
      html: gzipSize(htmlFile),
      js: sum(scripts),
      css: sum(styles),
      scripts,
    });
  }
  return results.sort((a, b) => a.route.localeCompare(b.route));
}

module.exports = {routeBytes};
