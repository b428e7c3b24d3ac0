// A throwaway copy of the site (sources only, node_modules linked) for builds that must not
// touch the working tree: the integration tests and the benchmarks of 300 studies.
const {spawnSync} = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const {isStudyEntry} = require('../../src/plugins/case-studies/names.cjs');

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

/**
 * The studies the integration tests name, the spec's three. A copy for the tests (testCopy) holds
 * these and no other: the firm's own studies would make each test slower as they are published,
 * each with its photos (300 studies are about 330 MB, and a test that puts the studies back after
 * each of its mistakes copied them a hundred times), and would change what the tests find. The
 * firm's studies are checked by `npm run build` (its check) and by the end-to-end tests, which
 * read the site as built.
 */
const TESTED_STUDIES = ['stockboy', 'budbilliken', 'case-study'];

/**
 * Copies the case-studies folder `from` to `to` with only `studies` (folders or `.mdx` files, by
 * name) of its studies, and everything else it holds (its guide, template, tags, what is set
 * aside: names starting with _ or .).
 * @param {string} from
 * @param {string} to
 * @param {string[]} studies
 */
function copyCaseStudies(from, to, studies) {
  const entries = fs.readdirSync(from, {withFileTypes: true});
  const nameOf = (entry) => entry.name.replace(/\.mdx$/, '');
  const missing = studies.filter(
    (study) => !entries.some((entry) => isStudyEntry(entry) && nameOf(entry) === study),
  );
  if (missing.length > 0) throw new Error(`no study ${missing.join(', ')} in ${from} to copy`);
  fs.mkdirSync(to, {recursive: true});
  for (const entry of entries) {
    if (isStudyEntry(entry) && !studies.includes(nameOf(entry))) continue;
    fs.cpSync(path.join(from, entry.name), path.join(to, entry.name), {recursive: true});
  }
}

/**
 * A copy of the site's sources in a new folder under the system's temporary one. `studies`: only
 * these of its case studies (copyCaseStudies).
 * @param {string} [prefix]
 * @param {{studies?: string[]}} [options]
 */
function copySite(prefix = 'site-copy-', {studies} = {}) {
  const dir = linkedTempDir(prefix);
  for (const name of fs.readdirSync(ROOT)) {
    // build-*: the base-URL build and scratch builds (ignored by git, as here).
    if (SKIP.has(name) || name.startsWith('build-')) continue;
    if (name === 'case-studies' && studies)
      copyCaseStudies(path.join(ROOT, name), path.join(dir, name), studies);
    else fs.cpSync(path.join(ROOT, name), path.join(dir, name), {recursive: true});
  }
  return dir;
}

/** A copy of the site for the integration tests: the spec's three studies only (TESTED_STUDIES). */
const testCopy = (prefix = 'site-copy-') => copySite(prefix, {studies: TESTED_STUDIES});

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

module.exports = {
  ROOT,
  TESTED_STUDIES,
  copyCaseStudies,
  copySite,
  linkedTempDir,
  loadConfigOnce,
  testCopy,
};
