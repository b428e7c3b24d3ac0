#!/usr/bin/env node
// npm run perf: builds, serves the build through deploy/nginx.conf on loopback, runs Lighthouse
// (mobile and desktop, RUNS runs each, 5 by default: medians) on every route, prints one table and checks it
// against perf/budgets.json, then prints reference pages measured the same way (see floorRoot).
// Exits non-zero when a budget is broken. It then measures each route at rest (lib/at-rest.mjs:
// the browser's CPU time with nothing moving, loaded, scrolled, search and menu open) in the
// browser the end-to-end tests use. Options: USAGE below (`npm run perf -- --help`).
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {startNginx} from './nginx.mjs';
import {startStandIns, chromeFlags} from './lib/stand-ins.mjs';
import {findChromium, readOptions} from './lib/tools.cjs';
import {growSite, seedImageCache} from './lib/grow-site.mjs';
import {bareBlog} from './lib/bare-blog.mjs';
import {AT_REST_SECONDS, atRestOverBudget, atRestTable, measureAtRest} from './lib/at-rest.mjs';

const require = createRequire(import.meta.url);
const {routeBytes} = require('./lib/route-bytes.cjs');
const {copySite} = require('./lib/site-copy.cjs');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'perf/budgets.json'), 'utf8'));

const USAGE = `npm run perf -- [options]
  --runs N            Lighthouse runs per route and preset, medians (5)
  --routes /,/a       the routes to measure (every page of the shipped site; /404 is the not-found page)
  --no-build          measure build/ as it is
  --studies N         measure a throwaway copy grown to N generated case studies instead
  --verbose           print each run's TBT and LCP (to see how far the runs spread)
  --at-rest-only      measure only the routes at rest (needs no full Chromium)
  --cpu-slowdown X    the mobile preset's CPU multiplier: 4 (Lighthouse's default, which the
                      budgets are checked with) or auto (calibrated to this machine's benchmark
                      index the way Lighthouse's docs describe; see cpuSlowdownFor)
  --port N            nginx's port on loopback (4210)`;
const options = readOptions('perf', USAGE, {
  runs: {type: 'number', default: 5, min: 1},
  routes: {
    type: 'string',
    default: '/,/test,/case-studies,/stockboy,/budbilliken,/case-study,/404',
  },
  'no-build': {type: 'boolean'},
  studies: {type: 'number', default: 0, min: 0},
  verbose: {type: 'boolean'},
  'at-rest-only': {type: 'boolean'},
  'cpu-slowdown': {type: 'string', default: '4'},
  port: {type: 'number', default: 4210, min: 1},
});
const RUNS = options.runs;
const VERBOSE = options.verbose;
const ROUTES = options.routes.split(',');
const NOT_FOUND_URL = '/this-page-does-not-exist';
/** A route's address: the not-found page is measured at an address no page has. */
const addressOf = (route) => (route === '/404' ? NOT_FOUND_URL : route);
const AT_REST_ONLY = options['at-rest-only'];

const CPU_SLOWDOWN = options['cpu-slowdown'];
if (CPU_SLOWDOWN !== 'auto' && !(Number(CPU_SLOWDOWN) > 0)) {
  console.error(`perf: --cpu-slowdown takes a positive number or auto, not ${CPU_SLOWDOWN}`);
  process.exit(2);
}

/** Debian's Chromium or $CHROMIUM_PATH, else any Chrome that chrome-launcher knows how to find. */
const chromePath = findChromium() ?? firstInstalledChrome();
function firstInstalledChrome() {
  try {
    return chromeLauncher.Launcher.getFirstInstallation();
  } catch {
    return undefined; // chrome-launcher throws when it finds none
  }
}
if (!chromePath && !AT_REST_ONLY) {
  console.error(
    'perf: Lighthouse needs the Chromium a visitor runs, and none was found: ' +
      '`apt-get install chromium`, or set CHROMIUM_PATH. (The browser tests run in the headless ' +
      'shell that .ci/run installs; Lighthouse is measured in the full browser.)',
  );
  process.exit(2);
}

const STUDIES = options.studies;
let SITE = ROOT;
if (STUDIES) {
  SITE = copySite(`perf-${STUDIES}-`);
  growSite(SITE, STUDIES);
  await seedImageCache(SITE);
  process.on('exit', () => fs.rmSync(SITE, {recursive: true, force: true}));
  console.log(`perf: building a copy with ${STUDIES} more case studies…`);
  execSync('npm run build', {cwd: SITE, stdio: ['ignore', 'ignore', 'inherit']});
} else if (!options['no-build']) {
  console.log('perf: building…');
  execSync('npm run build', {cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit']});
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const PORT = options.port;
const nginx = await startNginx({port: PORT, root: path.join(SITE, 'build')});

/** Every route at rest, against the served build, by route (see lib/at-rest.mjs). */
async function atRest() {
  console.log('perf: measuring every route at rest…');
  const rows = await measureAtRest({origin: nginx.url, routes: ROUTES.map(addressOf)});
  return rows.map((r) => ({...r, route: r.route === NOT_FOUND_URL ? '/404' : r.route}));
}
/** Prints the routes at rest as a table (printTable, below) and returns what breaks the budget. */
function reportAtRest(rows) {
  const budget = budgets.atRest.cpuPercent;
  console.log(
    `\nAt rest: the browser's CPU time over ${AT_REST_SECONDS} s with nothing moving, as a share ` +
      `of one core (budget ${budget}%; '-': the page has no such state at that size)\n`,
  );
  printTable(atRestTable(rows));
  return atRestOverBudget(rows, budget);
}
if (AT_REST_ONLY) {
  let rows;
  try {
    rows = await atRest();
  } finally {
    await nginx.stop();
  }
  const broken = reportAtRest(rows);
  if (broken.length) {
    console.log(`\nBudgets broken (perf/budgets.json):\n  ${broken.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nEvery page costs nothing at rest (perf/budgets.json).');
  process.exit(0);
}

/**
 * Two references, measured with the mobile preset next to the site so that a reader can tell
 * this machine's share and the framework's share of a score from the site's own:
 * - the machine's floor: a static page with a heading, a paragraph and no script. Lighthouse's
 *   phone model multiplies all the work it sees on the main thread by four, the browser's own
 *   included, so on a machine where this page shows blocking time every route carries it too;
 * - Docusaurus's own classic site (lib/bare-blog.mjs, the build benchmark's reference: the
 *   classic preset and its default theme, nothing of ours), built with as many blog posts as the
 *   site has studies: its home page and its blog list, next to / and /case-studies.
 * Both are served by the same nginx configuration, their two generated includes left empty.
 */
const floorRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-floor-'));
process.on('exit', () => fs.rmSync(floorRoot, {recursive: true, force: true}));
fs.writeFileSync(
  path.join(floorRoot, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Floor</title><meta name="description" content="A page without scripts."></head>' +
    '<body><h1>A static page</h1><p>One heading, one paragraph, no script.</p></body></html>',
);
/** Serves a folder that is not the site's build, its two generated nginx includes left empty. */
function serveReference(root, port) {
  for (const include of ['nginx-csp.conf', 'nginx-headers.conf']) {
    fs.writeFileSync(path.join(root, include), '');
  }
  return startNginx({port, root});
}
const floorServer = await serveReference(floorRoot, PORT + 1);
const reference = bareBlog(3 + STUDIES);
process.on('exit', () => fs.rmSync(reference, {recursive: true, force: true}));
console.log(`perf: building Docusaurus's classic site with ${3 + STUDIES} posts for reference…`);
execSync('npx docusaurus build', {cwd: reference, stdio: ['ignore', 'ignore', 'inherit']});
const referenceServer = await serveReference(path.join(reference, 'build'), PORT + 2);
const standIns = await startStandIns();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...chromeFlags(standIns.port)],
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The CPU multiplier that makes this machine emulate Lighthouse's target phone, from the
 * benchmark index Lighthouse measures on every run. Lighthouse's constant 4× assumes a high-end
 * desktop (index 1500 to 2000) and warns, on its command line, when the index is 1000 or less.
 * This is the piecewise-linear fit of Lighthouse's own calculator
 * (patrickhulce/lighthouse-cpu-throttling-calculator, linked from docs/throttling.md):
 * 150 → 1×, 800 → 2×, 1300 → 3×, then one more × for every 233 points.
 */
function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * What the largest paint was (an image or text) and, for an image, the bytes of the variant the
 * browser downloaded for it: the image request matching the element's file (same name before
 * the width), or else the biggest image fetched at high priority.
 */
function lcpImage(lhr) {
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  const snippet = element?.node?.snippet ?? '';
  const isImage = /^<img\b/.test(snippet);
  const images = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Image',
  );
  if (!isImage) return {lcpKind: 'text', lcpImageBytes: 0};
  const stem = /\/assets\/images\/([a-z0-9-]+-[0-9a-f]{10})-\d+\./.exec(snippet)?.[1];
  const match =
    images.find((r) => stem && r.url.includes(stem)) ??
    images
      .filter((r) => r.priority === 'High' || r.priority === 'VeryHigh')
      .sort((a, b) => b.transferSize - a.transferSize)[0];
  return {lcpKind: 'image', lcpImageBytes: match?.transferSize ?? 0};
}
const results = [];
/** Benchmark index of every route's mobile run: how fast this machine was while measuring. */
const benchmarkIndexes = [];
let mobileSlowdown = Number(CPU_SLOWDOWN);

/**
 * One Lighthouse run in the shared browser; `label` names it in messages. Lighthouse occasionally
 * fails to record a trace (NO_NAVSTART): that run is retried, up to three attempts.
 */
async function runLighthouse(label, url, flags, config) {
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt++) {
    ({lhr} = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', ...flags},
      config,
    ));
    if (!lhr.runtimeError) return lhr;
    console.warn(`\n${label}: ${lhr.runtimeError.code}, retrying`);
  }
  throw new Error(`${label}: ${lhr.runtimeError.message}`);
}

/** RUNS mobile runs of a reference page (see floorRoot): medians of its score, TBT and work. */
async function measureReference(label, url, cpuSlowdownMultiplier) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await runLighthouse(label, url, {
      onlyCategories: ['performance'],
      throttling: {cpuSlowdownMultiplier},
    });
    runs.push({
      perf: Math.round(lhr.categories.performance.score * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
    process.stdout.write('.');
  }
  const of = (key) => Math.round(median(runs.map((r) => r[key])));
  return {
    label,
    cpuSlowdownMultiplier,
    perf: of('perf'),
    tbt: of('tbt'),
    mainThread: of('mainThread'),
    benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
  };
}
const references = [];
try {
  // The floor first, at Lighthouse's 4×: it also gives the benchmark index for --cpu-slowdown auto.
  const floor = await measureReference('a static page without scripts', floorServer.url, 4);
  references.push(floor);
  if (CPU_SLOWDOWN === 'auto') mobileSlowdown = cpuSlowdownFor(median(floor.benchmarkIndexes));
  references.push(
    await measureReference("Docusaurus's classic site: home", referenceServer.url, mobileSlowdown),
    await measureReference(
      `Docusaurus's classic site: blog list (${3 + STUDIES} posts)`,
      `${referenceServer.url}/blog`,
      mobileSlowdown,
    ),
  );
  for (const route of ROUTES) {
    const url = `${nginx.url}${addressOf(route)}`;
    for (const preset of ['mobile', 'desktop']) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await runLighthouse(
          `${route} ${preset}`,
          url,
          {
            onlyCategories: CATEGORIES,
            // The not-found page is measured too: it answers 404 on purpose.
            ignoreStatusCode: route === '/404',
            ...(preset === 'mobile' && {throttling: {cpuSlowdownMultiplier: mobileSlowdown}}),
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (preset === 'mobile') benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        if (VERBOSE) {
          // Where the main thread went: the scripts that cost most, and the long tasks.
          const boot = lhr.audits['bootup-time']?.details?.items ?? [];
          const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
          const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
          const dom = lhr.audits['dom-size']?.numericValue;
          console.log(
            `\n  scripts: ${boot
              .slice(0, 4)
              .map((b) => `${b.url.split('/').pop()} ${Math.round(b.scripting)} ms`)
              .join(', ')}\n  long tasks: ${tasks
              .map(
                (t) =>
                  `${t.url.split('/').pop() || t.url} ${Math.round(t.duration)} ms@${Math.round(t.startTime)}`,
              )
              .join(', ')}\n  main thread: ${work
              .map((w) => `${w.group} ${Math.round(w.duration)} ms`)
              .join(', ')}; DOM ${dom} elements`,
          );
        }
        runs.push({
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]),
          ),
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          bytes: lhr.audits['total-byte-weight'].numericValue,
          ...lcpImage(lhr),
          failed: CATEGORIES.flatMap((c) =>
            lhr.categories[c].auditRefs
              .filter(
                (ref) =>
                  ref.weight > 0 &&
                  lhr.audits[ref.id].score !== null &&
                  lhr.audits[ref.id].score < 1,
              )
              .map((ref) => `${c}:${ref.id}`),
          ),
        });
        process.stdout.write('.');
      }
      if (VERBOSE) {
        const each = runs.map((r) => `${Math.round(r.tbt)}/${(r.lcp / 1000).toFixed(2)}`);
        console.log(`\n${route} ${preset} TBT ms/LCP s per run: ${each.join('  ')}`);
      }
      results.push({
        route,
        preset,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
        ),
        fcp: median(runs.map((r) => r.fcp)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        bytes: median(runs.map((r) => r.bytes)),
        lcpKind: runs[0].lcpKind,
        lcpImageBytes: Math.max(...runs.map((r) => r.lcpImageBytes)),
        failed: [...new Set(runs.flatMap((r) => r.failed))],
      });
    }
  }
} finally {
  process.stdout.write('\n');
  await chrome.kill();
  await standIns.close();
  await floorServer.stop();
  await referenceServer.stop();
}
// At rest, once Lighthouse's browser has gone: the site's own server is all that runs.
let restRows;
try {
  restRows = await atRest();
} finally {
  await nginx.stop();
}

const sizes = new Map(
  routeBytes({
    buildDir: path.join(SITE, 'build'),
    generatedDir: path.join(SITE, '.docusaurus'),
  }).map((r) => [r.route, r]),
);
const kb = (n) => (n / 1024).toFixed(1);
const rows = results.map((r) => {
  const size = sizes.get(r.route) ?? {html: NaN, js: NaN, css: NaN};
  return {
    route: r.route,
    preset: r.preset,
    perf: r.scores.performance,
    a11y: r.scores.accessibility,
    bp: r.scores['best-practices'],
    seo: r.scores.seo,
    'FCP s': (r.fcp / 1000).toFixed(2),
    'LCP s': (r.lcp / 1000).toFixed(2),
    'TBT ms': Math.round(r.tbt),
    CLS: r.cls.toFixed(3),
    LCP: r.lcpKind === 'image' ? `img ${kb(r.lcpImageBytes)} KB` : 'text',
    'transfer KB': kb(r.bytes),
    'HTML KB': kb(size.html),
    'JS KB': kb(size.js),
    'CSS KB': kb(size.css),
  };
});
/** Prints rows that share their keys as a table under a header line. */
function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  rows.forEach((row) => console.log(line(columns.map((c) => row[c]))));
}
const slowdownNote =
  CPU_SLOWDOWN === 'auto'
    ? `mobile CPU slowdown ${mobileSlowdown.toFixed(1)}×, calibrated to this machine (--cpu-slowdown auto)`
    : `mobile CPU slowdown ${mobileSlowdown}×${mobileSlowdown === 4 ? ", Lighthouse's default" : ''}`;
console.log(
  `\nLighthouse ${RUNS} runs per route and preset, medians; ${slowdownNote}; ` +
    `sizes gzipped (KB = 1024 B)\n`,
);
printTable(rows);
console.log('');
printTable(
  references.map((r) => ({
    [`references on this machine (mobile, median of ${RUNS})`]: r.label,
    CPU: `${Number(r.cpuSlowdownMultiplier.toFixed(1))}×`,
    perf: r.perf,
    'TBT ms': r.tbt,
    'main thread ms': r.mainThread,
  })),
);
const index = Math.round(
  median([...references.flatMap((r) => r.benchmarkIndexes), ...benchmarkIndexes]),
);
console.log(
  `\nLighthouse's CPU benchmark index on this machine: ${index} (median of every mobile run; ` +
    `${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))} ` +
    `over the routes'). Its 4× phone model assumes 1500 to 2000 and Lighthouse warns at 1000 or ` +
    `less; for this machine its calculator suggests ${cpuSlowdownFor(index).toFixed(1)}× ` +
    `(--cpu-slowdown auto).`,
);

const broken = [];
const exempt = budgets.lighthouse.exempt ?? {};
for (const r of results) {
  const budget = budgets.lighthouse[r.preset];
  for (const category of CATEGORIES) {
    if ((exempt[r.route] ?? []).includes(category)) continue;
    if (r.scores[category] < budget[category]) {
      const why = r.failed.filter((f) => f.startsWith(`${category}:`)).join(', ');
      broken.push(
        `${r.route} ${r.preset} ${category} ${r.scores[category]} < ${budget[category]} (${why})`,
      );
    }
  }
  if (budget.lcpMs && r.lcp > budget.lcpMs)
    broken.push(`${r.route} ${r.preset} LCP ${Math.round(r.lcp)} ms > ${budget.lcpMs}`);
  if (budget.tbtMs && r.tbt > budget.tbtMs)
    broken.push(`${r.route} ${r.preset} TBT ${Math.round(r.tbt)} ms > ${budget.tbtMs}`);
  if (budget.lcpImageBytes && r.lcpImageBytes > budget.lcpImageBytes)
    broken.push(
      `${r.route} ${r.preset} LCP image ${kb(r.lcpImageBytes)} KB > ${kb(budget.lcpImageBytes)} KB`,
    );
  if (budget.cls !== undefined && r.cls > budget.cls)
    broken.push(`${r.route} ${r.preset} CLS ${r.cls} > ${budget.cls}`);
}
for (const [route, size] of sizes) {
  for (const [key, limit] of [
    ['js', budgets.bytes.jsGzip],
    ['css', budgets.bytes.cssGzip],
    ['html', budgets.bytes.htmlGzip],
  ]) {
    if (size[key] > limit) broken.push(`${route} ${key} ${kb(size[key])} KB > ${kb(limit)} KB`);
  }
}
broken.push(...reportAtRest(restRows));
if (broken.length) {
  console.log(`\nBudgets broken (perf/budgets.json):\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery budget holds (perf/budgets.json).');
