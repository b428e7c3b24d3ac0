/**
 * What the tests take from the firm's studies as they grow: the end-to-end tests open a bounded
 * set of study pages that still shows every kind of content (tests/content.ts: storiesToOpen), and
 * the integration tests work on a copy holding the spec's three studies only (site-copy.cjs:
 * testCopy). Opening all 300 pages of a grown site, a test outran its time; copying 300 studies'
 * photos after each mistake took the mistakes suite minutes.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {OPEN_ALL_UP_TO, listedStudies, storiesToOpen, storyFeatures} from '../content';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {TESTED_STUDIES, copyCaseStudies, testCopy} = require('../../scripts/lib/site-copy.cjs');

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A site folder whose case-studies/ holds a study per story, dated one day apart, newest first. */
function siteWith(stories: string[], {draft = -1} = {}) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'test-content-'));
  made.push(site);
  stories.forEach((story, i) => {
    const dir = path.join(site, 'case-studies', `study-${i + 1}`);
    fs.mkdirSync(dir, {recursive: true});
    const day = String(28 - (i % 28)).padStart(2, '0');
    const month = String(12 - Math.floor(i / 28)).padStart(2, '0');
    fs.writeFileSync(
      path.join(dir, 'index.mdx'),
      `---\ntitle: Study ${i + 1}\ndate: 2025-${month}-${day}\norder: ${i + 1}\n${i === draft ? 'draft: true\n' : ''}---\n\n${story}\n`,
    );
  });
  return site;
}

const PLAIN = '## The story\n\nWords, and more words.';

test('while there are a dozen studies or fewer, every listed one is opened', () => {
  const site = siteWith(
    Array.from({length: OPEN_ALL_UP_TO + 1}, () => PLAIN),
    {draft: 0},
  );
  expect(storiesToOpen(site)).toEqual(listedStudies(site));
  expect(storiesToOpen(site)).toHaveLength(OPEN_ALL_UP_TO);
});

test('past a dozen, a dozen or so that between them show every kind of content any story has', () => {
  // 300 studies, the plain ones newest; each rarer kind of content in one old study only.
  const rare = [
    '<Carousel>\n  <MediaFigure src="./a.jpg" alt="A" />\n</Carousel>',
    '| Work | What changed |\n| --- | --- |\n| [Calendar](/stockboy) | Fewer drops |',
    ':::note\nA note.\n:::',
    '1. First\n2. Second',
    '> A client said so, [in the press](https://example.com).',
    'A footnote.[^1]\n\n[^1]: Its text.',
    '### A smaller heading',
  ];
  const stories = [...Array.from({length: 300 - rare.length}, () => PLAIN), ...rare];
  const site = siteWith(stories);
  const opened = storiesToOpen(site);
  const shown = new Set(opened.flatMap((study) => [...storyFeatures(study)]));
  const all = new Set(listedStudies(site).flatMap((study) => [...storyFeatures(study)]));
  expect([...all].filter((feature) => !shown.has(feature))).toEqual([]);
  for (const feature of ['<Carousel>', '<MediaFigure>', 'table', 'link in a table', ':::note'])
    expect(all).toContain(feature);
  // Each rare story, and the newest plain ones up to a dozen, in the list's order.
  expect(opened).toHaveLength(OPEN_ALL_UP_TO);
  const permalinks = opened.map((study) => study.permalink);
  expect(permalinks.slice(0, OPEN_ALL_UP_TO - rare.length)).toEqual(
    listedStudies(site)
      .slice(0, OPEN_ALL_UP_TO - rare.length)
      .map((study) => study.permalink),
  );
  expect(permalinks.slice(-rare.length)).toEqual(
    rare.map((_, i) => `/study-${300 - rare.length + i + 1}`),
  );
});

test("the integration tests' copy holds the spec's three studies and the rest of case-studies/", () => {
  const copy = testCopy('test-content-copy-');
  made.push(copy);
  const studyNames = (dir: string) =>
    fs
      .readdirSync(dir, {withFileTypes: true})
      .filter((e) => !/^[_.]/.test(e.name) && (e.isDirectory() || e.name.endsWith('.mdx')))
      .map((e) => e.name)
      .sort();
  expect(studyNames(path.join(copy, 'case-studies'))).toEqual([...TESTED_STUDIES].sort());
  for (const name of ['tags.yml', '_template.mdx', 'README.md'])
    expect(fs.existsSync(path.join(copy, 'case-studies', name))).toBe(true);
  expect(fs.existsSync(path.join(copy, 'src', 'plugins'))).toBe(true);
});

test('a copy of case-studies/ with some of its studies leaves the others out, and keeps the rest', () => {
  const from = fs.mkdtempSync(path.join(os.tmpdir(), 'test-content-from-'));
  const to = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'test-content-to-')), 'case-studies');
  made.push(from, path.dirname(to));
  for (const dir of ['stockboy', 'firm-own', '_set-aside', '.git-kept'])
    fs.mkdirSync(path.join(from, dir));
  for (const file of ['stockboy/index.mdx', 'firm-own/index.mdx', 'single.mdx', 'other.mdx'])
    fs.writeFileSync(path.join(from, file), '---\n---\n');
  for (const file of ['tags.yml', 'README.md', '_template.mdx', '_set-aside/old.jpg'])
    fs.writeFileSync(path.join(from, file), 'x');
  copyCaseStudies(from, to, ['stockboy', 'single']);
  const list = (dir: string): string[] =>
    fs
      .readdirSync(dir, {withFileTypes: true})
      .flatMap((e) =>
        e.isDirectory() ? list(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name],
      )
      .sort();
  expect(list(to)).toEqual([
    'README.md',
    '_set-aside/old.jpg',
    '_template.mdx',
    'single.mdx',
    'stockboy/index.mdx',
    'tags.yml',
  ]);
  expect(() => copyCaseStudies(from, `${to}-2`, ['stockbooy'])).toThrow(/no study stockbooy in /);
});
