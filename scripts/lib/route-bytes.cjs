// Bytes each route of a build makes the browser load: its HTML, the scripts (entry scripts in
// the HTML plus the route's own, read as the start-up layer reads them: routeFiles.cjs in
// src/plugins/lean) and the stylesheets, all gzipped. Deterministic: used by the byte budget in
// npm test and by perf.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const {pageFileOf, routeScripts} = require('../../src/plugins/lean/routeFiles.cjs');

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;

/**
 * @param {{buildDir: string, generatedDir: string, baseUrl?: string}} options
 * @returns {{route: string, html: number, js: number, css: number, scripts: string[]}[]}
 */
function routeBytes({buildDir, generatedDir, baseUrl = '/'}) {
  // Each route's own scripts, as the start-up layer lists them on its page (routeFiles.cjs).
  const scriptsOf = routeScripts(generatedDir);
  const routes = [...scriptsOf.keys()].filter((route) => route.startsWith(baseUrl));
  // The not-found page renders from the main bundle.
  routes.push(`${baseUrl}404`);

  const results = [];
  for (const route of routes) {
    const relative = route.slice(baseUrl.length - 1) || '/';
    const htmlFile = pageFileOf(buildDir, route, baseUrl);
    if (!htmlFile) continue;
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
    const own = scriptsOf.get(route) ?? [];
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
