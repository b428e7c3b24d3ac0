#!/usr/bin/env node
// npm run bench:preview: how `npm start`'s preview answers a member of staff as the site grows.
// For the site as it is, then a copy grown to 300 generated case studies (lib/grow-site.mjs),
// each served by Docusaurus's dev server (the check `npm start` runs first is bench:build's to
// time): the time until it serves a study's page, and until Chromium shows it (a page's content
// is compiled when the page is first opened), then the time /case-studies takes to show the first
// time; then, with the study open again, the time from saving the study until the page shows the
// change, a word in its story and one in its title; and the server's memory after starting and
// after the saves. The image cache is filled as a build leaves it (every variant of every photo).
// Numbers only: no budget.
// Options: USAGE below (`npm run bench:preview -- --help`).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {ROOT, copySite, loadConfigOnce} from './lib/site-copy.cjs';
import {growSite, seedImageCache} from './lib/grow-site.mjs';
import tools from './lib/tools.cjs';

const {readOptions, testLaunchOptions} = tools;

const USAGE = `npm run bench:preview -- [options]
  --studies N   the generated case studies the grown copy adds (300)
  --saves N     saves of each kind (story, title), medians (5)
  --port N      the preview's port on loopback (4330)`;
const options = readOptions('bench:preview', USAGE, {
  studies: {type: 'number', default: 300, min: 1},
  saves: {type: 'number', default: 5, min: 1},
  port: {type: 'number', default: 4330, min: 1},
});
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const ORIGIN = `http://127.0.0.1:${options.port}`;
const STUDY = 'stockboy';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The resident memory of process `pid` in MB (Linux's /proc), or NaN elsewhere. */
function residentMegabytes(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** Starts the dev server in `siteDir`; resolves once it serves the study's page. */
async function startPreview(siteDir, imageCache) {
  const env = {...process.env, SITE_IMAGE_CACHE: imageCache, FORCE_COLOR: '0', BROWSER: 'none'};
  delete env.NODE_ENV; // as in a staff member's shell
  const started = process.hrtime.bigint();
  const server = spawn(
    process.execPath,
    [DOCUSAURUS, 'start', '--port', String(options.port), '--host', '127.0.0.1', '--no-open'],
    {cwd: siteDir, env, stdio: ['ignore', 'pipe', 'pipe']},
  );
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the preview stopped:\n${output}`);
    try {
      if ((await fetch(`${ORIGIN}/${STUDY}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  return {server, started, seconds, stop};
}

/**
 * Saves the study `saves` times with a new word in its story, and as often with one in its
 * title, each as an editor does (a new file renamed over it), and times each until the open page
 * shows it; the file is put back after each, and the page seen without the word again.
 */
async function timedSaves(page, siteDir) {
  const file = path.join(siteDir, 'case-studies', STUDY, 'index.mdx');
  const original = fs.readFileSync(file, 'utf8');
  const save = (text) => {
    fs.writeFileSync(`${file}.saving`, text);
    fs.renameSync(`${file}.saving`, file);
  };
  const kinds = {
    story: (text, word) => text.replace(/\n## /, `\n${word} here.\n\n## `),
    title: (text, word) => text.replace(/^title: (["']?)/m, `title: $1${word} `),
  };
  const times = {story: [], title: []};
  for (let i = 0; i < options.saves; i++) {
    for (const [kind, edit] of Object.entries(kinds)) {
      const word = `Bench${kind}${i}x${Math.random().toString(36).slice(2, 7)}`;
      const shown = (present) =>
        page.waitForFunction(
          ([w, p]) => document.body.innerText.includes(w) === p,
          [word, present],
          {polling: 20, timeout: 120_000},
        );
      const started = process.hrtime.bigint();
      save(edit(original, word));
      await shown(true);
      times[kind].push(Number(process.hrtime.bigint() - started) / 1e9);
      save(original);
      await shown(false);
    }
  }
  return times;
}

/** One site's figures: start, saves, memory. */
async function measure(siteDir, imageCache, browser) {
  const preview = await startPreview(siteDir, imageCache);
  try {
    const atStart = residentMegabytes(preview.server.pid);
    const page = await browser.newPage();
    /** Opens `route` in the page; resolves once its heading shows. */
    const open = async (route) => {
      await page.goto(`${ORIGIN}${route}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.getByRole('heading', {level: 1}).first().waitFor();
    };
    const since = (started) => Number(process.hrtime.bigint() - started) / 1e9;
    // A page's content is compiled when the page is first opened (firstVisit.ts): these include it.
    await open(`/${STUDY}`);
    const shown = since(preview.started);
    const indexStarted = process.hrtime.bigint();
    await open('/case-studies');
    const index = since(indexStarted);
    await open(`/${STUDY}`);
    const saves = await timedSaves(page, siteDir);
    await page.close();
    return {
      start: preview.seconds,
      shown,
      index,
      story: median(saves.story),
      title: median(saves.title),
      memoryAtStart: atStart,
      memoryAfter: residentMegabytes(preview.server.pid),
    };
  } finally {
    await preview.stop();
  }
}

const imageCache = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-preview-images-'));
const plain = copySite('bench-preview-site-');
const big = copySite('bench-preview-300-');
let browser;
try {
  growSite(big, options.studies);
  // Every variant of every photo, as a build leaves the cache: the shipped photos, and the grown
  // studies' (linked to those).
  await seedImageCache(plain, imageCache);
  await seedImageCache(big, imageCache);
  for (const dir of [plain, big]) loadConfigOnce(dir);
  browser = await chromium.launch(testLaunchOptions());
  const site = await measure(plain, imageCache, browser);
  const grown = await measure(big, imageCache, browser);
  const rows = [
    ['first page served', 'start', 's', 1],
    ['the study shown in the browser', 'shown', 's', 1],
    ['then /case-studies, until shown', 'index', 's', 2],
    ['a save to the story, until shown', 'story', 's', 2],
    ['a save to the title, until shown', 'title', 's', 2],
    ['memory after starting', 'memoryAtStart', 'MB', 0],
    [`memory after ${options.saves * 2} saves`, 'memoryAfter', 'MB', 0],
  ];
  console.log(
    `\nnpm start's preview (Docusaurus's dev server), the site as it is and with ${options.studies} case studies; saves: median of ${options.saves}`,
  );
  const cell = (value, unit, digits) => `${value.toFixed(digits)} ${unit}`.padEnd(12);
  console.log(`  ${''.padEnd(36)}${'site'.padEnd(12)}${`+${options.studies}`.padEnd(12)}ratio`);
  for (const [label, key, unit, digits] of rows) {
    console.log(
      `  ${label.padEnd(36)}${cell(site[key], unit, digits)}${cell(grown[key], unit, digits)}${(grown[key] / site[key]).toFixed(2)}×`,
    );
  }
} finally {
  await browser?.close();
  fs.rmSync(plain, {recursive: true, force: true});
  fs.rmSync(big, {recursive: true, force: true});
  fs.rmSync(imageCache, {recursive: true, force: true});
}
