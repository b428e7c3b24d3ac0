#!/usr/bin/env node
// npm run bench:build: times production builds of the site as it is, with its photos:
//   cold    no image cache and no bundler cache (a fresh clone): every photo is encoded;
//   images  image cache kept, bundler cache cleared: a rebuild re-encodes only what changed;
//   warm    both caches kept (a second `npm run build` on a laptop);
// then a copy grown to 300 generated case studies (each with its own folder and cover photo, see
// lib/grow-site.mjs), built like "images", and their ratio, with the CPU time of each (on
// Linux: that time over the cores is the least any build can take), and again like "warm" (the
// ratio were a bundler cache kept from build to build); and the same studies with a
// one-sentence story each and no photo: what their routes cost with nothing in the stories to
// compile. Median of RUNS each; checks perf/budgets.json. For reference, it also builds
// Docusaurus's own blog with the same build options and 3, then 3 + STUDIES, posts
// (lib/bare-blog.mjs): what the framework alone costs a post.
// Options: USAGE below (`npm run bench:build -- --help`).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT, copySite, loadConfigOnce} from './lib/site-copy.cjs';
import {growSite, seedImageCache} from './lib/grow-site.mjs';
import {bareBlog} from './lib/bare-blog.mjs';
import {readOptions} from './lib/tools.cjs';
import routeBytesLib from './lib/route-bytes.cjs';

const {routeBytes} = routeBytesLib;

const USAGE = `npm run bench:build -- [options]
  --runs N      builds of each kind, medians (3)
  --studies N   the generated case studies the grown copy adds (300)`;
const options = readOptions('bench:build', USAGE, {
  runs: {type: 'number', default: 3, min: 1},
  studies: {type: 'number', default: 300, min: 1},
});
const RUNS = options.runs;
const STUDIES = options.studies;
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'perf/budgets.json'), 'utf8')).build;
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

const imageCache = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));

// What a build replaces is moved here, and deleted only when the benchmark ends. On ext4 (Linux's
// usual file system), a new file skips the inodes freed in the last 30 seconds, one by one: a
// build started right after deleting the last one's thousands of files spent seconds in the
// kernel making its own, more the more studies there were. That is a cost of this script, not
// of the build, which on a deploy runs in a fresh checkout.
const trash = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-trash-'));
let retired = 0;
/** Moves `dir` out of the way (a rename, however many files it holds). */
function retire(dir) {
  if (fs.existsSync(dir)) fs.renameSync(dir, path.join(trash, String(retired++)));
}

/** Clock ticks a second, for /proc's CPU times (100 on every usual Linux). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).stdout) || 100;

/**
 * CPU time (every thread) of the child processes this one has waited for, in seconds: in all,
 * and the part spent in the kernel on their behalf (page faults, files, threads waking), from
 * Linux's /proc/self/stat (cutime, cstime). Undefined elsewhere.
 * @returns {{total: number, kernel: number} | undefined}
 */
function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [user, kernel] = [Number(fields[13]), Number(fields[14])]; // fields 16 and 17 of proc(5)
    return {total: (user + kernel) / TICKS, kernel: kernel / TICKS};
  } catch {
    return undefined;
  }
}

/**
 * One build, its wall and CPU seconds; `images: false` empties the image cache first,
 * `bundler: false` skips Rspack's.
 */
function timedBuild(siteDir, {images = true, bundler = false} = {}) {
  if (!images) {
    retire(imageCache);
    fs.mkdirSync(imageCache);
  }
  if (!bundler) retire(path.join(siteDir, '.docusaurus'));
  // npm run build runs the check first, and the build reads the stories' parses it keeps
  // (src/plugins/case-studies/keptStoryTrees.ts): run here, untimed (timedCheck() times it).
  // The reference blog has no check.
  if (fs.existsSync(path.join(siteDir, 'scripts/check.mjs'))) timedCheck(siteDir);
  const out = path.join(siteDir, 'build');
  retire(out);
  const cpuBefore = childrenCpuSeconds();
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [DOCUSAURUS, 'build', '--out-dir', out], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...(bundler ? {} : {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}),
      SITE_IMAGE_CACHE: imageCache,
      FORCE_COLOR: '0',
      // Docusaurus's timings of each step, read by phasesOf().
      DOCUSAURUS_PERF_LOGGER: 'true',
    },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`build failed in ${siteDir}:\n${result.stderr}`);
  const cpuAfter = childrenCpuSeconds();
  return {
    seconds,
    cpu: cpuBefore && cpuAfter ? cpuAfter.total - cpuBefore.total : undefined,
    kernel: cpuBefore && cpuAfter ? cpuAfter.kernel - cpuBefore.kernel : undefined,
    phases: phasesOf(`${result.stdout}\n${result.stderr}`, seconds),
  };
}

/**
 * A build with both caches kept, as a second `npm run build` makes: one build first fills the
 * copy's own Rspack cache (each copy has its own node_modules/.cache), the next is timed.
 */
function warmBuild(siteDir) {
  timedBuild(siteDir, {bundler: true});
  return timedBuild(siteDir, {bundler: true});
}

/**
 * Seconds of `npm run check` in `siteDir`: `npm run build` runs it before Docusaurus's build (and
 * `npm start` before its server), every study read and compiled once more. `kept: false`: as in a
 * fresh checkout, with no story's parse kept from an earlier check (lib/story-trees.cjs).
 */
function timedCheck(siteDir, {kept = true} = {}) {
  if (!kept)
    fs.rmSync(path.join(siteDir, 'node_modules/.cache/site-check'), {recursive: true, force: true});
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/check.mjs')], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  if (result.status !== 0) throw new Error(`check failed in ${siteDir}:\n${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** The build's steps, as Docusaurus's performance log names them, in the order they run. */
const PHASES = [
  ['config', 'Get locales to build'],
  ['load site (plugins, content)', 'Build > en > Load site'],
  ['bundle (Rspack, MDX)', 'Build > en > Bundling with rspack'],
  ['static render (SSG)', 'Build > en > SSG'],
  ['postBuild (search, feeds, purge, gzip)', 'Build > en > postBuild()'],
];

/**
 * Seconds of each of PHASES in a build's output (DOCUSAURUS_PERF_LOGGER's lines, e.g.
 * `[PERF] Build > en > SSG - 2.13 seconds! - (Heap …)`), and `rest`: the build's wall time
 * outside them (Node starting, loading Docusaurus, the bundler's configs, the link checker).
 * Empty when the log lacks one of them (a Docusaurus that renamed its steps).
 */
function phasesOf(output, seconds) {
  const phases = new Map();
  for (const [label, name] of PHASES) {
    const match = new RegExp(
      `^\\[PERF\\] ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - ([\\d.]+) (ms|seconds)`,
      'm',
    ).exec(output);
    if (match) phases.set(label, Number(match[1]) / (match[2] === 'ms' ? 1000 : 1));
  }
  if (phases.size < PHASES.length) return new Map();
  phases.set('rest', seconds - [...phases.values()].reduce((a, b) => a + b, 0));
  return phases;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median build of `builds` by wall time (its CPU time with it). */
const medianBuild = (builds) =>
  [...builds].sort((a, b) => a.seconds - b.seconds)[Math.floor(builds.length / 2)];

const plain = copySite('bench-site-');
const big = copySite('bench-300-');
// The same studies, each story one sentence with no block and no photo: what the routes cost with
// nothing in their stories to compile.
const bare = copySite('bench-bare-');
const huge = copySite('bench-1000-');
growSite(big, STUDIES);
growSite(bare, STUDIES, {bare: true});
growSite(huge, 1000);
const blogs = {few: bareBlog(3), many: bareBlog(3 + STUDIES)};
for (const dir of [big, bare, huge, blogs.few, blogs.many]) loadConfigOnce(dir);

/** Start-up JavaScript of each route (gzipped bytes), by route. */
function startupBytes(siteDir) {
  return new Map(
    routeBytes({
      buildDir: path.join(siteDir, 'build'),
      generatedDir: path.join(siteDir, '.docusaurus'),
    }).map((r) => [r.route, r.js]),
  );
}
try {
  const broken = [];
  let photos;
  const times = {
    cold: [],
    images: [],
    warm: [],
    big: [],
    bigWarm: [],
    bare: [],
    blogFew: [],
    blogMany: [],
  };
  const checks = {site: [], big: [], bigKept: []};
  for (let run = 1; run <= RUNS; run++) {
    times.cold.push(timedBuild(plain, {images: false}));
    times.images.push(timedBuild(plain));
    photos ??= fs.readdirSync(imageCache).length; // before the grown copies' covers join them
    times.warm.push(warmBuild(plain));
    await seedImageCache(big, imageCache); // the cold build above emptied the cache
    times.big.push(timedBuild(big));
    times.bigWarm.push(warmBuild(big));
    await seedImageCache(bare, imageCache);
    times.bare.push(timedBuild(bare));
    times.blogFew.push(timedBuild(blogs.few));
    times.blogMany.push(timedBuild(blogs.many));
    checks.site.push(timedCheck(plain, {kept: false}));
    checks.big.push(timedCheck(big, {kept: false}));
    checks.bigKept.push(timedCheck(big));
    const last = (list) => list.at(-1).seconds.toFixed(1);
    console.log(
      `run ${run}: cold ${last(times.cold)} s, images cached ${last(times.images)} s, warm ${last(times.warm)} s, +${STUDIES} studies ${last(times.big)} s (one-sentence ${last(times.bare)} s), blog ${last(times.blogFew)}/${last(times.blogMany)} s`,
    );
  }
  // Start-up JavaScript: the grown site against the shipped one, route by route.
  const shipped = (timedBuild(plain), startupBytes(plain));
  const grown = startupBytes(big);
  const growth = [...shipped].map(([route, bytes]) => [route, (grown.get(route) ?? NaN) - bytes]);
  const worst = growth.reduce((a, b) => (b[1] > a[1] ? b : a));
  await seedImageCache(huge, imageCache);
  const hugeSeconds = timedBuild(huge).seconds;
  const wall = (builds) => median(builds.map((build) => build.seconds));
  const site = wall(times.images);
  const withStudies = wall(times.big);
  const ratio = withStudies / site;
  console.log(`\nProduction build of the site as it is (${photos} photos), median of ${RUNS}`);
  console.log(
    `  cold (no caches)                ${wall(times.cold).toFixed(1)} s   (budget ${budgets.coldSeconds} s)`,
  );
  console.log(`  image cache kept                ${site.toFixed(1)} s`);
  console.log(`  image and bundler caches kept   ${wall(times.warm).toFixed(1)} s`);
  console.log(`  with ${STUDIES} case studies (images cached) ${withStudies.toFixed(1)} s`);
  console.log(
    `  ratio                           ${ratio.toFixed(2)}×   (budget ${budgets.ratio300}×)`,
  );
  // A deploy's build has no bundler cache (the workflow keeps only the image cache), as above.
  // Were one kept from build to build, bundling would mostly be read from it, but each page's
  // static render and postBuild would not: the same ratio with both caches kept on both sides.
  const warmSite = wall(times.warm);
  const warmBig = wall(times.bigWarm);
  console.log(
    `  both caches kept, shipped and +${STUDIES}   ${warmSite.toFixed(1)} s and ${warmBig.toFixed(1)} s (${(warmBig / warmSite).toFixed(2)}×)`,
  );
  // Each run's own: its two builds a minute apart. A machine whose speed moves (a shared host)
  // shows it here, as a spread no change to the site could make.
  if (RUNS > 1) {
    const each = times.big.map((big, i) => (big.seconds / times.images[i].seconds).toFixed(2));
    console.log(`  each run's ratio                ${each.join(', ')}`);
  }
  // The part of the growth that is the routes themselves: the same studies with one sentence
  // each and no photo, so nothing in their stories to compile. Their ratio is the least any
  // change to how stories compile could bring the one above to.
  const withBare = wall(times.bare);
  console.log(
    `  with ${STUDIES} one-sentence studies        ${withBare.toFixed(1)} s   (${(withBare / site).toFixed(2)}×: the routes alone, nothing in the stories to compile)`,
  );
  console.log(
    `  with 1,000 case studies (one run, images cached) ${hugeSeconds.toFixed(1)} s   (${(hugeSeconds / site).toFixed(2)}×)`,
  );
  // The ratio above is Docusaurus's build (after the check, whose parses it reads); npm run build
  // runs the check before it. As in a fresh checkout (a deploy), then again with the stories'
  // parses the first check kept (a laptop).
  const checkSite = median(checks.site);
  const checkBig = median(checks.big);
  console.log(
    `  the check before it (npm run check) ${checkSite.toFixed(1)} s, and ${checkBig.toFixed(1)} s with ${STUDIES} studies`,
  );
  console.log(
    `    run again, the stories' parses kept from the first: ${median(checks.bigKept).toFixed(1)} s with ${STUDIES} studies`,
  );
  console.log(
    `  so npm run build, check and build, ${(checkSite + site).toFixed(1)} s and ${(checkBig + withStudies).toFixed(1)} s (${((checkBig + withStudies) / (checkSite + site)).toFixed(2)}×)`,
  );
  // The floor under any build: its CPU work shared perfectly by the machine's cores.
  const {cpu: siteCpu, kernel: siteKernel} = medianBuild(times.images);
  const {cpu: bigCpu, kernel: bigKernel} = medianBuild(times.big);
  if (siteCpu !== undefined && bigCpu !== undefined) {
    const cores = os.availableParallelism();
    console.log(
      `  CPU time, every thread           ${siteCpu.toFixed(1)} s, and ${bigCpu.toFixed(1)} s with ${STUDIES} studies`,
    );
    // The kernel's part: page faults (fresh memory for the heaps), threads waking one another,
    // files. A virtual machine pays more for each fault than a laptop does.
    console.log(
      `    of it in the kernel            ${siteKernel.toFixed(1)} s, and ${bigKernel.toFixed(1)} s`,
    );
    console.log(
      `  so on ${cores} cores, at best      ${(bigCpu / cores).toFixed(1)} s with ${STUDIES} studies (${(bigCpu / cores / site).toFixed(2)}×): the floor under the ratio`,
    );
  }
  // Where the added time goes: each step of the median builds, shipped site against grown copy.
  const phasesSite = medianBuild(times.images).phases;
  const phasesBig = medianBuild(times.big).phases;
  const phasesBare = medianBuild(times.bare).phases;
  if (phasesSite.size && phasesBig.size && phasesBare.size) {
    console.log(`\n  Step by step, the median builds (DOCUSAURUS_PERF_LOGGER), seconds`);
    console.log(
      `  ${'step'.padEnd(40)} ${'site'.padStart(6)} ${`+${STUDIES}`.padStart(6)}  added  ${'one-sentence'.padStart(12)}  added`,
    );
    const added = (more, site) => `${more >= site ? '+' : ''}${(more - site).toFixed(2)}`;
    for (const [label, site] of phasesSite) {
      const big = phasesBig.get(label);
      const oneSentence = phasesBare.get(label);
      console.log(
        `  ${label.padEnd(40)} ${site.toFixed(2).padStart(6)} ${big.toFixed(2).padStart(6)}  ${added(big, site).padStart(5)}  ${oneSentence.toFixed(2).padStart(12)}  ${added(oneSentence, site).padStart(5)}`,
      );
    }
  } else {
    console.log(
      "\n  (Docusaurus's performance log did not name the build's steps: no step-by-step table)",
    );
  }
  // The framework's own cost: Docusaurus's blog with 3 posts (as the site has 3 studies), then
  // with STUDIES more, as the same ratio and as milliseconds per added post.
  const blogFew = wall(times.blogFew);
  const blogMany = wall(times.blogMany);
  const perAdded = (many, few) => (((many - few) / STUDIES) * 1000).toFixed(0);
  console.log(
    `\nReference, Docusaurus's own blog with the same build options (lib/bare-blog.mjs), median of ${RUNS}`,
  );
  console.log(`  3 posts ${blogFew.toFixed(1)} s, ${3 + STUDIES} posts ${blogMany.toFixed(1)} s`);
  console.log(`  ratio                           ${(blogMany / blogFew).toFixed(2)}×`);
  const blogCpu = medianBuild(times.blogMany).cpu;
  if (blogCpu !== undefined) {
    console.log(
      `  CPU time, every thread           ${blogCpu.toFixed(1)} s with ${3 + STUDIES} posts`,
    );
  }
  console.log(
    `  each added post ${perAdded(blogMany, blogFew)} ms; each added case study here ${perAdded(withStudies, site)} ms, ${perAdded(withBare, site)} ms with a one-sentence story`,
  );
  // What the ratio's budget leaves each added study: a faster shipped build leaves less, as the
  // budget is a multiple of it. And the ratio the site would have if each study cost a post's.
  const allowed = ((site * (budgets.ratio300 - 1)) / STUDIES) * 1000;
  const atPostCost = (site + (blogMany - blogFew)) / site;
  console.log(
    `  the ${budgets.ratio300}× budget leaves each added study ${allowed.toFixed(0)} ms; at a post's cost the ratio would be ${atPostCost.toFixed(2)}×`,
  );
  const kb = (bytes) => `${bytes >= 0 ? '+' : ''}${(bytes / 1024).toFixed(2)} KB gz`;
  console.log(
    `\nStart-up JavaScript with ${STUDIES} studies, against the shipped site: at most ${kb(worst[1])} (${worst[0]}; budget +2 KB)`,
  );
  // A list page's route data is its cards (24 at most), each with its own text and placeholder
  // (lib/grow-site.mjs): what the page shows. /test lists none: its growth is the code and the
  // global data every page loads.
  console.log(
    `  on /test, which lists no study, ${kb(growth.find(([route]) => route === '/test')?.[1] ?? NaN)}: the rest is each page's own cards and routes`,
  );
  if (worst[1] > 2048) {
    broken.push(`start-up JS grew ${kb(worst[1])} on ${worst[0]}`);
  }
  if (wall(times.cold) > budgets.coldSeconds)
    broken.push(`cold build ${wall(times.cold).toFixed(1)} s > ${budgets.coldSeconds} s`);
  if (ratio > budgets.ratio300) broken.push(`ratio ${ratio.toFixed(2)} > ${budgets.ratio300}`);
  if (broken.length) {
    console.log(`\nBudgets broken: ${broken.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery build budget holds (perf/budgets.json).');
  }
} finally {
  fs.rmSync(plain, {recursive: true, force: true});
  fs.rmSync(big, {recursive: true, force: true});
  fs.rmSync(bare, {recursive: true, force: true});
  fs.rmSync(huge, {recursive: true, force: true});
  fs.rmSync(blogs.few, {recursive: true, force: true});
  fs.rmSync(blogs.many, {recursive: true, force: true});
  fs.rmSync(imageCache, {recursive: true, force: true});
  fs.rmSync(trash, {recursive: true, force: true});
}
