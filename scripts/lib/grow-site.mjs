// Grows a copy of the site to N generated case studies, each in its own folder with a cover photo
// copied from the samples: what the firm's site looks like after years of publishing. Used by
// npm run bench:build (build time) and npm run perf -- --studies 300 (Lighthouse on the lists).
import fs from 'node:fs';
import path from 'node:path';
import siteCopy from './site-copy.cjs';

const {ROOT} = siteCopy;
const TAGS_A = ['brand-development', 'partnerships', 'events', 'chicago'];
const TAGS_B = ['apparel', 'social-media', 'financial-consulting'];

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
date: 2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}
tags: [${TAGS_A[i % 4]}, ${TAGS_B[i % 3]}]
order: ${1000 + i}
featured: false
cover:
  src: ./cover.jpg
  alt: A placeholder cover
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

/** Adds `count` generated studies to the site copy at `siteDir`. */
export function growSite(siteDir, count) {
  const covers = ['stockboy', 'budbilliken', 'case-study'].map((s) =>
    path.join(ROOT, 'case-studies', s, 'cover.jpg'),
  );
  for (let i = 1; i <= count; i++) {
    const dir = path.join(siteDir, 'case-studies', `generated-${i}`);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'index.mdx'), study(i));
    fs.copyFileSync(covers[i % covers.length], path.join(dir, 'cover.jpg'));
  }
}
