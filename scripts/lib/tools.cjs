// Where this machine keeps the programs the tests and scripts drive, and small CLI helpers.
// One place for playwright.config.ts, scripts/nginx.mjs, perf, bench and loadtest.
const fs = require('fs');
const {spawnSync} = require('child_process');

const firstExisting = (candidates) => candidates.find((p) => p && fs.existsSync(p));

/** $CHROMIUM_PATH, else Debian's Chromium; undefined lets Playwright / chrome-launcher choose. */
function findChromium() {
  return firstExisting([
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]);
}

/** $NGINX_PATH, else Debian's nginx, else nginx on the PATH; null when there is none. */
function findNginx() {
  const found = firstExisting([process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']);
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'});
  return which.status === 0 ? which.stdout.trim() : null;
}

/** Reads `--name value` from argv as a number, or the fallback. */
function numberArg(argv, name, fallback) {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
}

module.exports = {findChromium, findNginx, numberArg};
