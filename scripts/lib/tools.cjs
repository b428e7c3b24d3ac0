// Where this machine keeps the programs the tests and scripts drive, and small CLI helpers.
// One place for playwright.config.ts, scripts/nginx.mjs, perf, bench and loadtest, and how
// their options are read.
const fs = require('fs');
const {spawnSync} = require('child_process');
const {parseArgs} = require('util');

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

/** A mistake in a script's options, in words; readOptions() prints it above the usage. */
class UsageError extends Error {}

/**
 * @typedef {{type: 'boolean'} | {type: 'string', default?: string} |
 *   {type: 'number', default: number, min: number}} OptionSpec
 */

/** The option of `names` closest to a mistyped one (src/lib/closest.ts), as `--name`. */
function closestOption(names, written) {
  const jiti = require('jiti')(__filename, {interopDefault: true});
  const {closestName} = jiti('../../src/lib/closest.ts');
  const close = closestName(names, written.replace(/^-+/, '').split('=')[0]);
  return close === undefined ? '' : ` (did you mean --${close}?)`;
}

/**
 * A script's options from `argv`, read strictly by Node's parseArgs: an option the script does not
 * have, one without its value, a word that is not an option or a number that is not one is a
 * UsageError, instead of the script running on its defaults (`--studys 300` measured the shipped
 * site, and its table looked like an answer). Numbers are whole, at least `min`.
 * @param {string[]} argv
 * @param {Record<string, OptionSpec>} spec
 * @returns {Record<string, string | number | boolean | undefined>}
 */
function parseOptions(argv, spec) {
  const names = Object.keys(spec);
  /** @type {import('util').ParseArgsConfig['options']} */
  const options = {};
  for (const [name, option] of Object.entries(spec)) {
    options[name] = {type: option.type === 'boolean' ? 'boolean' : 'string'};
  }
  let values;
  try {
    ({values} = parseArgs({args: argv, options, strict: true, allowPositionals: false}));
  } catch (error) {
    const written = /'(-[^' ]+)/.exec(error.message)?.[1] ?? '';
    const positional = /Unexpected argument '([^']*)'/.exec(error.message)?.[1];
    if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new UsageError(`${written} is not an option${closestOption(names, written)}`);
    if (positional !== undefined)
      throw new UsageError(`"${positional}" is not an option (options start with --)`);
    if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const name = written.replace(/^-+/, '').split(/[ =]/)[0];
      throw new UsageError(
        spec[name]?.type === 'boolean'
          ? `--${name} takes no value`
          : `--${name} needs a value after it, e.g. --${name} ${spec[name]?.default ?? '…'}`,
      );
    }
    throw error;
  }
  /** @type {Record<string, string | number | boolean | undefined>} */
  const read = {};
  for (const [name, option] of Object.entries(spec)) {
    const value = values[name];
    if (option.type === 'boolean') read[name] = value === true;
    else if (option.type === 'string') read[name] = value ?? option.default;
    else if (value === undefined) read[name] = option.default;
    else if (/^\d+$/.test(value) && Number(value) >= option.min) read[name] = Number(value);
    else throw new UsageError(`--${name} takes a whole number from ${option.min}, not "${value}"`);
  }
  return read;
}

/**
 * parseOptions() for the script running: `--help` (or `-h`) prints `usage` and exits; a mistake
 * prints `<script>: <what>` and the usage, and exits with status 2, before the script does
 * anything.
 * @param {string} script the name its messages start with
 * @param {string} usage
 * @param {Record<string, OptionSpec>} spec
 * @param {string[]} [argv]
 */
function readOptions(script, usage, spec, argv = process.argv.slice(2)) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseOptions(argv, spec);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${script}: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
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

module.exports = {
  findChromium,
  findNginx,
  parseOptions,
  readOptions,
  testLaunchOptions,
  UsageError,
};
