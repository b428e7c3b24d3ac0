// Where this machine keeps the programs the tests and scripts drive, and small CLI helpers.
// One place for playwright.config.ts, scripts/nginx.mjs, perf, bench and loadtest.
const fs = require('fs');
const {spawnSync} = require('child_process');

const firstExisting = (candidates) => candidates.find((p) => p && fs.existsSync(p));

const DEBIAN_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * For Lighthouse (npm run perf), the browser a visitor runs: $CHROMIUM_PATH, else Debian's
 * Chromium; undefined lets chrome-launcher choose.
 */
function findChromium() {
  return firstExisting([process.env.CHROMIUM_PATH, ...DEBIAN_CHROMIUM]);
}

/**
 * For the browser tests: $CHROMIUM_PATH, else Debian's headless shell (package
 * chromium-headless-shell: the same engine without the browser's UI, which is what Playwright
 * runs for headless Chromium when it brings its own), else Debian's Chromium; undefined lets
 * Playwright use its own browser. On CI's two cores the end-to-end suite took 10.8 min in the
 * full browser and 6.3 min in the headless shell.
 */
function findTestChromium() {
  return firstExisting([
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    ...DEBIAN_CHROMIUM,
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

/**
 * Playwright's launch options for every browser test (end-to-end and integration): the browser
 * findTestChromium() picks, and flags that keep Chromium's own background traffic quiet, since a
 * closed network refuses it.
 */
function testLaunchOptions() {
  return {
    executablePath: findTestChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // No address outside this machine resolves: a test that forgot to answer a request that
      // leaves the site fails here as it would offline, never reaching the internet.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  };
}

module.exports = {findChromium, findNginx, numberArg, testLaunchOptions};
