#!/usr/bin/env node
// npm run bench:build: times cold production builds (no persistent bundler cache, fresh
// .docusaurus) of the site as it is and of a copy with 300 generated case studies; median of
// RUNS each; prints both and their ratio, and checks perf/budgets.json.
//   node scripts/bench-build.mjs [--runs 3] [--studies 300]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import siteCopy from './lib/site-copy.cjs';
import {numberArg} from './lib/tools.cjs';

const {ROOT, copySite} = siteCopy;

const argv = process.argv.slice(2);
const arg = (name, fallback) => numberArg(argv, name, fallback);
const RUNS = arg('--runs', 3);
const STUDIES = arg('--studies', 300);
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'perf/budgets.json'), 'utf8')).build;
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

function coldBuild(siteDir) {
  fs.rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  const out = path.join(siteDir, 'build');
  fs.rmSync(out, {recursive: true, force: true});
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [DOCUSAURUS, 'build', '--out-dir', out], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', FORCE_COLOR: '0'},
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`build failed in ${siteDir}:\n${result.stderr}`);
  return seconds;
}

function study(i) {
  const n = String(i).padStart(3, '0');
  return `---
title: Generated study ${n}
description: A generated case study used to measure how the build scales with content, number ${n}.
category: Benchmark
subtitle: Generated content for the build benchmark.
highlights:
  - First
  - Second
  - Third
order: ${1000 + i}
featured: false
cover:
  src: case-studies/stockboy/cover.svg
  alt: A placeholder cover
  width: 1200
  height: 750
---

## The challenge

Paragraph ${n} with **bold** text and a [link](https://www.example.com/${n}).

<HighlightTiles
  label="Highlights"
  tiles={[
    {value: '${i}', label: 'First', text: 'One.'},
    {value: '2', label: 'Second', text: 'Two.'},
    {value: '3', label: 'Third', text: 'Three.'},
  ]}
/>

<ComparisonTable caption="Before and after" columns={['Measure', 'Before', 'After']} rows={[['Cost', '10%', '${i % 10}%']]} />

<CallToAction title="Talk to us">Short call to action.</CallToAction>

<BackToStories />
`;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const plain = copySite('bench-site-');
const big = copySite('bench-300-');
for (let i = 1; i <= STUDIES; i++) {
  fs.writeFileSync(path.join(big, 'case-studies', `generated-${i}.mdx`), study(i));
}
try {
  const times = {site: [], big: []};
  for (let run = 1; run <= RUNS; run++) {
    times.site.push(coldBuild(plain));
    times.big.push(coldBuild(big));
    console.log(
      `run ${run}: site ${times.site.at(-1).toFixed(1)} s, +${STUDIES} studies ${times.big.at(-1).toFixed(1)} s`,
    );
  }
  const site = median(times.site);
  const withStudies = median(times.big);
  const ratio = withStudies / site;
  console.log(`\nCold production build, median of ${RUNS}`);
  console.log(
    `  site as it is            ${site.toFixed(1)} s   (budget ${budgets.coldSeconds} s)`,
  );
  console.log(`  with ${STUDIES} case studies     ${withStudies.toFixed(1)} s`);
  console.log(`  ratio                    ${ratio.toFixed(2)}×   (budget ${budgets.ratio300}×)`);
  const broken = [];
  if (site > budgets.coldSeconds)
    broken.push(`cold build ${site.toFixed(1)} s > ${budgets.coldSeconds} s`);
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
}
