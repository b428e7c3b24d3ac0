#!/usr/bin/env node
// npm run bench:suite: how long a staff pull request's checks take once the firm has published
// hundreds of studies. Clones this repository's last commit (changes not committed are not in
// it), grows the clone to 300 generated case studies (lib/grow-site.mjs) and commits them, as
// years of pull requests would, files their photos in an image cache as the workflow keeps one,
// and runs CI's command there (`bash .ci/run`: npm install, then npm test). Prints its time, the
// tests each stage ran and whether it passed; exits as it did. The suite's budget is 15 minutes
// (README). About ten minutes on a two-core machine.
// Options: USAGE below (`npm run bench:suite -- --help`).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {ROOT} from './lib/site-copy.cjs';
import {growSite, seedImageCache} from './lib/grow-site.mjs';
import tools from './lib/tools.cjs';

const {readOptions} = tools;
const {DEFAULT_CACHE_DIR} = createRequire(import.meta.url)('../src/plugins/images/pipeline.cjs');

const USAGE = `npm run bench:suite -- [options]
  --studies N   the generated case studies the clone adds (300)
  --keep        keep the clone and its log (their folder is printed)`;
const options = readOptions('bench:suite', USAGE, {
  studies: {type: 'number', default: 300, min: 0},
  keep: {type: 'boolean'},
});
/** The suite's budget, in minutes (README: keep the whole suite under 15 minutes). */
const BUDGET_MINUTES = 15;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-suite-'));
const clone = path.join(work, 'site');
const images = path.join(work, 'images');
const log = path.join(work, 'ci.log');
/** Whether the clone stays when the benchmark ends: asked for, or kept to read a failure. */
let keep = options.keep === true;

/** Runs `command` in `cwd`, stopping the benchmark if it fails. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8'});
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

/** What each stage of npm test ran, read from its output: Jest's and Playwright's summaries. */
function stages(output) {
  const jest = [...output.matchAll(/^Tests: +(.+), \d+ total$/gm)].map((m) => m[1]);
  const playwright = [...output.matchAll(/^ +(\d+ (?:passed|failed|flaky|skipped).*)$/gm)].map(
    (m) => m[1].trim(),
  );
  return {jest, playwright};
}

try {
  const commit = run('git', ['rev-parse', '--short', 'HEAD'], ROOT).trim();
  run('git', ['clone', '--quiet', ROOT, clone], work);
  growSite(clone, options.studies);
  run('git', ['add', '--all'], clone);
  const who = ['-c', 'user.name=Staff', '-c', 'user.email=staff@example.com'];
  run('git', [...who, 'commit', '--quiet', '-m', `${options.studies} studies`], clone);
  // The image cache as the workflow keeps it: the shipped photos' entries (this site's cache, if
  // it has them: else they are encoded, a minute) and each grown study's.
  if (fs.existsSync(DEFAULT_CACHE_DIR)) fs.cpSync(DEFAULT_CACHE_DIR, images, {recursive: true});
  fs.mkdirSync(images, {recursive: true});
  await seedImageCache(clone, images);
  console.log(
    `bench:suite: ${commit} with ${options.studies} more studies, in ${clone}; bash .ci/run…`,
  );

  const started = performance.now();
  const output = await new Promise((resolve) => {
    const child = spawn('bash', ['.ci/run'], {
      cwd: clone,
      env: {...process.env, SITE_IMAGE_CACHE: images, FORCE_COLOR: '0'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = fs.createWriteStream(log);
    let text = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        out.write(chunk);
        text += chunk;
      });
    child.on('close', (status) => {
      out.end();
      resolve({text, status});
    });
  });
  const minutes = (performance.now() - started) / 60_000;
  const {jest, playwright} = stages(output.text);
  const passed = output.status === 0;
  console.log(`
bash .ci/run with ${options.studies} more studies than the site has: ${passed ? 'passed' : `FAILED (status ${output.status})`}
  time                 ${minutes.toFixed(1)} min   (budget ${BUDGET_MINUTES} min)
  Jest (unit, integration)   ${jest.join(' | ') || '-'}
  Playwright (e2e, base URL) ${playwright.join(' | ') || '-'}`);
  if (!passed) {
    console.log(`\nThe end of its output (all of it in ${log}):`);
    console.log(output.text.split('\n').slice(-40).join('\n'));
    keep = true;
  }
  if (minutes > BUDGET_MINUTES)
    console.log(`Budget broken: ${minutes.toFixed(1)} > ${BUDGET_MINUTES} min`);
  process.exitCode = passed && minutes <= BUDGET_MINUTES ? 0 : 1;
} finally {
  if (keep) console.log(`Kept: ${work}`);
  else fs.rmSync(work, {recursive: true, force: true});
}
