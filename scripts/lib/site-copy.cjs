// A throwaway copy of the site (sources only, node_modules linked) for builds that must not
// touch the working tree: the integration tests and the 300-study benchmark.
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

/** A new folder under the system's temporary one, with the site's node_modules linked in it. */
function linkedTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
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

module.exports = {ROOT, copySite, linkedTempDir};
