/**
 * The scripts' options (scripts/lib/tools.cjs: parseOptions, readOptions): a mistyped option
 * stops a script with the closest one named, instead of the script running on its defaults
 * (`npm run perf -- --studys 300` measured the shipped site, and its table looked like an answer).
 */
import {spawnSync} from 'child_process';
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {parseOptions, UsageError} = require('../../../scripts/lib/tools.cjs');

const SPEC = {
  runs: {type: 'number', default: 5, min: 1},
  studies: {type: 'number', default: 0, min: 0},
  routes: {type: 'string', default: '/'},
  'no-build': {type: 'boolean'},
};

const mistake = (argv: string[]) => {
  try {
    parseOptions(argv, SPEC);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was read without a mistake`);
};

describe('parseOptions', () => {
  test('reads each option, numbers as numbers, and gives the defaults of the others', () => {
    expect(parseOptions([], SPEC)).toEqual({runs: 5, studies: 0, routes: '/', 'no-build': false});
    expect(
      parseOptions(['--runs', '3', '--studies=300', '--routes', '/,/stockboy', '--no-build'], SPEC),
    ).toEqual({runs: 3, studies: 300, routes: '/,/stockboy', 'no-build': true});
  });

  test('a mistyped option is named, with the option meant', () => {
    expect(mistake(['--studys', '300'])).toBe(
      '--studys is not an option (did you mean --studies?)',
    );
    expect(mistake(['--no-biuld'])).toBe('--no-biuld is not an option (did you mean --no-build?)');
    expect(mistake(['--colour'])).toBe('--colour is not an option');
  });

  test('a number that is not one, or below its least, is named with what it takes', () => {
    expect(mistake(['--runs', 'three'])).toBe('--runs takes a whole number from 1, not "three"');
    expect(mistake(['--runs', '0'])).toBe('--runs takes a whole number from 1, not "0"');
    expect(mistake(['--studies', '2.5'])).toBe('--studies takes a whole number from 0, not "2.5"');
    expect(parseOptions(['--studies', '0'], SPEC).studies).toBe(0);
  });

  test('a value missing, a value given to a switch, and a stray word are named', () => {
    expect(mistake(['--runs'])).toBe('--runs needs a value after it, e.g. --runs 5');
    expect(mistake(['--runs', '--no-build'])).toBe('--runs needs a value after it, e.g. --runs 5');
    expect(mistake(['--no-build=yes'])).toBe('--no-build takes no value');
    expect(mistake(['300'])).toBe('"300" is not an option (options start with --)');
  });
});

describe('the scripts read their options this way', () => {
  const ROOT = path.resolve(__dirname, '../../..');
  const run = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      // A script that ignored the typo would go on to build: stopped here, it fails the test.
      timeout: 20_000,
    });

  test.each([
    ['perf.mjs', '--studys', 'perf: --studys is not an option (did you mean --studies?)'],
    ['bench-build.mjs', '--run', 'bench:build: --run is not an option (did you mean --runs?)'],
    [
      'bench-preview.mjs',
      '--save',
      'bench:preview: --save is not an option (did you mean --saves?)',
    ],
    [
      'loadtest.mjs',
      '--duraton',
      'loadtest: --duraton is not an option (did you mean --duration?)',
    ],
    ['nginx.mjs', '--rot', 'nginx: --rot is not an option (did you mean --root?)'],
    ['check.mjs', '--wran', 'check: --wran is not an option (did you mean --warn?)'],
    ['bench-suite.mjs', '--kep', 'bench:suite: --kep is not an option (did you mean --keep?)'],
    ['prune-image-cache.mjs', '--dry-run', 'prune:image-cache: --dry-run is not an option'],
    ['make-sample-images.mjs', '--help-me', 'make:sample-images: --help-me is not an option'],
    ['make-sample-videos.mjs', '--quiet', 'make:sample-videos: --quiet is not an option'],
    ['package.mjs', '--out', 'package: --out is not an option'],
  ])('%s stops at %s before doing anything, and shows its usage', (script, option, said) => {
    const result = run(script, option, '1');
    expect(result.status).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(said);
    expect(result.stderr).toMatch(/\n\n(npm run|node scripts)/);
    expect(result.stdout).toBe('');
  });

  test('--help prints the usage and exits', () => {
    const result = run('bench-build.mjs', '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^npm run bench:build -- \[options\]\n {2}--runs N/);
  });
});
