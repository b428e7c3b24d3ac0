// Grows a copy of the site to N generated case studies, each in its own folder with its own cover
// photo: what the firm's site looks like after years of publishing. Used by npm run bench:build
// (build time) and npm run perf -- --studies 300 (Lighthouse on the lists).
//
// Each cover is one of the sample photos with the study's number in a JPEG comment: the same
// pixels, a different file. So every study has its own image hash, as real ones do (its own
// URLs in the cards, its own files in the build), and seedImageCache() can file its encoded
// variants as already made instead of spending a minute per photo encoding the same pixels.
import fs from 'node:fs';
import path from 'node:path';
import siteCopy from './site-copy.cjs';
import {withComment, withoutComment} from './jpeg-comment.cjs';
import {cacheEntry, processImage} from '../../src/plugins/images/pipeline.cjs';

const {ROOT} = siteCopy;
const SAMPLES = ['stockboy', 'budbilliken', 'case-study'].map((s) =>
  path.join(ROOT, 'case-studies', s, 'cover.jpg'),
);

const TAGS_A = ['brand-development', 'partnerships', 'events', 'chicago'];
const TAGS_B = ['apparel', 'social-media', 'financial-consulting'];

/** Every tag a generated study (or lib/bare-blog.mjs's post) carries. */
export const GENERATED_TAGS = [...TAGS_A, ...TAGS_B];

/** The front-matter lines `date:` and `tags:` of generated study (or post) number `i`. */
export function datedAndTagged(i) {
  return `date: 2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}
tags: [${TAGS_A[i % 4]}, ${TAGS_B[i % 3]}]`;
}

function study(i, word) {
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
${datedAndTagged(i)}
order: ${1000 + i}
featured: false
cover:
  src: ./cover.jpg
  alt: Brand materials laid out on a studio table, for generated study ${n}
---

## The challenge

Paragraph ${n}${word ? ` ${word}` : ''} with **bold** text and a [link](https://www.example.com/${n}).

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

/**
 * Adds `count` generated studies to the site copy at `siteDir`, numbered after any it already has
 * (generated-1, generated-2, ...), with `word` in each story when given. Returns their folders'
 * names, in order.
 */
export function growSite(siteDir, count, {word = ''} = {}) {
  const studies = path.join(siteDir, 'case-studies');
  const taken = fs
    .readdirSync(studies)
    .map((name) => Number(/^generated-(\d+)$/.exec(name)?.[1] ?? 0));
  const first = Math.max(0, ...taken) + 1;
  const samples = SAMPLES.map((file) => fs.readFileSync(file));
  const names = [];
  for (let i = first; i < first + count; i++) {
    const name = `generated-${i}`;
    const dir = path.join(studies, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'index.mdx'), study(i, word));
    const cover = withComment(samples[i % samples.length], `generated study ${i}`);
    fs.writeFileSync(path.join(dir, 'cover.jpg'), cover);
    names.push(name);
  }
  return names;
}

/**
 * Files each generated cover's variants in the image cache (`cacheDir`, or the site's own) as
 * links to its sample photo's, encoding the samples first if they are not cached yet. A build
 * then reads them as it reads any cached photo.
 */
export async function seedImageCache(siteDir, cacheDir) {
  const samples = await Promise.all(
    SAMPLES.map(async (file) => {
      const input = fs.readFileSync(file);
      await processImage(input, cacheDir ? {cacheDir} : {});
      return {input, dir: cacheEntry(input, cacheDir).dir};
    }),
  );
  const studies = path.join(siteDir, 'case-studies');
  for (const name of fs.readdirSync(studies).filter((n) => n.startsWith('generated-'))) {
    const cover = fs.readFileSync(path.join(studies, name, 'cover.jpg'));
    const {hash, dir} = cacheEntry(cover, cacheDir);
    if (fs.existsSync(path.join(dir, 'manifest.json'))) continue;
    const original = withoutComment(cover);
    const sample = samples.find(({input}) => input.equals(original));
    if (!sample) throw new Error(`${name}/cover.jpg is not one of the sample photos`);
    fs.mkdirSync(dir, {recursive: true});
    const manifest = JSON.parse(fs.readFileSync(path.join(sample.dir, 'manifest.json'), 'utf8'));
    for (const {file} of manifest.variants) {
      fs.rmSync(path.join(dir, file), {force: true});
      fs.linkSync(path.join(sample.dir, file), path.join(dir, file));
    }
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({...manifest, hash}));
  }
}
