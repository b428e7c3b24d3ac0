// A throwaway copy of the site (sources only, node_modules linked) for builds that must not
// touch the working tree: the integration tests and the benchmarks of 300 studies.
const {spawnSync} = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '../..');
const SKIP = new Set([
  'node_modules',
  'build',
  'build-v42',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'dist',
  '.perf',
]);

/** The caches under node_modules/.cache that copies share with the site: encoded images. */
const SHARED_CACHES = ['site-images'];

/**
 * A new folder under the system's temporary one whose node_modules links each of the site's
 * packages. Its `.cache` is its own, so that the copy's Rspack cache (tens of MB a build, under a
 * name no later build reuses) goes when the copy does, and two copies building at once never
 * share one; only the encoded images (SHARED_CACHES) are the site's, so that no copy encodes them
 * again.
 */
function linkedTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const modules = path.join(ROOT, 'node_modules');
  const linked = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(linked, '.cache'), {recursive: true});
  for (const name of fs.readdirSync(modules)) {
    if (name !== '.cache') fs.symlinkSync(path.join(modules, name), path.join(linked, name));
  }
  for (const name of SHARED_CACHES) {
    const shared = path.join(modules, '.cache', name);
    fs.mkdirSync(shared, {recursive: true});
    fs.symlinkSync(shared, path.join(linked, '.cache', name), 'dir');
  }
  return dir;
}

function copySite(prefix = 'site-copy-') {
  const dir = linkedTempDir(prefix);
  for (const name of fs.readdirSync(ROOT)) {
    // build-*: the base-URL build and scratch builds (ignored by git, as here).
    if (!SKIP.has(name) && !name.startsWith('build-'))
      fs.cpSync(path.join(ROOT, name), path.join(dir, name), {recursive: true});
  }
  return dir;
}

/**
 * Loads `siteDir`'s config once, untimed. Docusaurus loads the config and the site's TypeScript
 * through jiti, which keeps each file's transpiled code under the system's temporary folder, by
 * path: a copy's first build (or start) transpiled all of it (about a second here), where the
 * site's had already done so. So a benchmark's copy starts as the site does.
 */
function loadConfigOnce(siteDir) {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const {loadSiteConfig} = await import(${JSON.stringify(path.join(ROOT, 'node_modules/@docusaurus/core/lib/server/config.js'))});
await loadSiteConfig({siteDir: process.cwd()});`,
    ],
    {cwd: siteDir, encoding: 'utf8', env: {...process.env, NODE_ENV: 'production'}},
  );
  if (result.status !== 0)
    throw new Error(`config failed to load in ${siteDir}:\n${result.stderr}`);
}

module.exports = {ROOT, copySite, linkedTempDir, loadConfigOnce};
