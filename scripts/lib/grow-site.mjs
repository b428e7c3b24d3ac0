// Grows a copy of the site to N generated case studies, each in its own folder with its own cover
// and a photo in its story, which is as long as a shipped study's (storyText): what the firm's
// site looks like after years of publishing. Used by npm run bench:build (build time) and
// npm run perf -- --studies 300 (Lighthouse on the lists).
//
// Each photo is one of the sample photos with the study's number in a JPEG comment: the same
// pixels, a different file. So every study has its own image hash, as real ones do (its own
// URLs in the cards, its own files in the build), and seedImageCache() can file its encoded
// variants as already made instead of spending a minute per photo encoding the same pixels.
import fs from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import siteCopy from './site-copy.cjs';
import {withComment, withoutComment} from './jpeg-comment.cjs';
import {cacheEntry, placeholderOf, processImage} from '../../src/plugins/images/pipeline.cjs';

const {ROOT} = siteCopy;
export const SAMPLES = ['stockboy', 'budbilliken', 'case-study'].map((s) =>
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

// Words for the cards' text. Each generated study's title, description, subtitle, highlights
// and cover text are its own draw of them: a list page ships its cards' text to the browser, and
// text repeated from card to card compresses to almost nothing, which real studies' does not
// (with the same sentence on every card, a page of 24 cards weighed 3.6 KB gz less).
const WORDS =
  `brand launch season store partner market retail wholesale cost margin supplier calendar
  drop event parade crowd booth sample banner street label city neighbourhood community customer
  audience loyalty programme content social weekly monthly campaign story video photo studio
  packaging identity voice guide logo type colour print shipping inventory stock payroll tax
  forecast cash flow budget profit revenue growth saving team owner founder manager staff
  location restaurant cafe bakery roastery gallery boutique salon gym clinic hotel market stall
  festival fair pop-up window display signage menu price offer bundle gift card newsletter
  website checkout order delivery pickup return review rating survey interview workshop
  strategy plan roadmap audit report dashboard workflow automation contract vendor terms
  quarter spring summer autumn winter holiday weekend morning evening local regional national
  family independent seasonal steady careful honest bold quiet bright simple clear fresh
  rebuilt renegotiated launched grew halved doubled trimmed opened planned measured shared
  welcomed trained hired moved priced packed shipped sold booked hosted filmed wrote`.split(/\s+/);

/** Numbers from 0 to 1, the same sequence for the same seed (mulberry32). */
function draws(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words and sentences drawn from WORDS, the same for the same seed. */
function writer(seed) {
  const next = draws(seed);
  const words = (count) =>
    Array.from({length: count}, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
  const sentence = (count) => {
    const text = words(count);
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  return {words, sentence};
}

/** Study `i`'s card text: its own words, within the front matter's limits. */
function cardText(i) {
  const {words, sentence} = writer(i * 7919 + 17);
  return {
    title: words(5),
    description: `${sentence(14)} ${sentence(12)}`.slice(0, 300),
    subtitle: sentence(10),
    highlights: [words(2), words(2), words(3)],
    alt: words(8),
  };
}

/**
 * Study (or post) `i`'s story, as long as the shipped studies' (about 300 words in four sections):
 * its own draw of words, so that the search index, the pages and their gzip weigh what real
 * stories do. The first generated stories were one sentence long, a third of a real one's MDX,
 * which made each study cheaper to build than the firm's will be. `word`, when given, is in its
 * first sentence. Returns its Markdown by section (a study adds its blocks between them, a post a
 * table).
 */
export function storyText(i, word = '') {
  const {sentence} = writer(i * 104729 + 3);
  const n = String(i).padStart(3, '0');
  const opening = `Paragraph ${n}${word ? ` ${word}` : ''} with **bold** text and a [link](https://www.example.com/${n}).`;
  const paragraph = () => [sentence(14), sentence(11), sentence(16)].join(' ');
  const list = Array.from({length: 4}, () => `- ${sentence(7)}`).join('\n');
  return {
    challenge: `## The challenge

${opening} ${paragraph()}

${paragraph()}

:::note

${sentence(15)}

:::`,
    whatWeDid: `## What we did

${paragraph()}

${list}

${paragraph()}`,
    delivered: paragraph(),
    result: `## The result

${paragraph()}`,
    caption: sentence(6),
  };
}

// The firm's people (src/data/team.ts), who write most of its studies: a study's author is linked
// to their profile, named in its structured data, the aside, the feeds and the search index.
const {TEAM} = createJiti(fileURLToPath(import.meta.url))(path.join(ROOT, 'src/data/team.ts'));

/** The `author:` line of generated study number `i`: each member in turn, then one by the firm. */
function authorLine(i) {
  const member = TEAM[i % (TEAM.length + 1)];
  return member ? `author: ${member.name}\n` : '';
}

/** Study `i`'s front matter, between its `---` lines: the same whatever its story. */
function frontMatter(i, n, card) {
  return `---
title: 'Generated study ${n}: ${card.title}'
description: ${card.description}
category: Benchmark
subtitle: ${card.subtitle}
highlights:
${card.highlights.map((highlight) => `  - ${highlight}`).join('\n')}
${datedAndTagged(i)}
${authorLine(i)}order: ${1000 + i}
featured: false
cover:
  src: ./cover.jpg
  alt: Generated study ${n}, ${card.alt}
---`;
}

/**
 * Study `i`'s index.mdx. `bare`: its story is one sentence, with no block and no photo, so that a
 * build of such studies costs what a study's route does (its page, card, cover, tags, feeds and
 * search entry) with nothing to compile in its story: the part of the build's growth no change
 * to the stories' compile can take away (npm run bench:build).
 */
function study(i, word, bare = false) {
  const n = String(i).padStart(3, '0');
  const card = cardText(i);
  if (bare) return `${frontMatter(i, n, card)}\n\nParagraph ${n}${word ? ` ${word}` : ''}.\n`;
  const story = storyText(i, word);
  return `${frontMatter(i, n, card)}

${story.challenge}

${story.whatWeDid}

<HighlightTiles
  label="Highlights"
  tiles={[
    {value: '${i}', label: 'First', text: 'One.'},
    {value: '2', label: 'Second', text: 'Two.'},
    {value: '3', label: 'Third', text: 'Three.'},
  ]}
/>

## What we delivered

<ComparisonTable caption="Before and after" columns={['Measure', 'Before', 'After']} rows={[['Cost', '10%', '${i % 10}%'], ['Orders', '120', '${100 + i}'], ['Reach', '2,000', '${i * 10}']]} />

${story.delivered}

${story.result}

<MediaFigure src="./photo.jpg" alt="Generated study ${n}, at work" caption="${story.caption}" />

<CallToAction title="Talk to us">Short call to action.</CallToAction>

<BackToStories />
`;
}

/**
 * Adds `count` generated studies to the site copy at `siteDir`, numbered after any it already has
 * (generated-1, generated-2, ...), with `word` in each story when given; `bare`: stories of one
 * sentence, with no photo (study()). Returns their folders' names, in order.
 */
export function growSite(siteDir, count, {word = '', bare = false} = {}) {
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
    fs.writeFileSync(path.join(dir, 'index.mdx'), study(i, word, bare));
    const cover = withComment(samples[i % samples.length], `generated study ${i}`);
    fs.writeFileSync(path.join(dir, 'cover.jpg'), cover);
    names.push(name);
    if (bare) continue;
    // A photo in the story too, as the shipped studies have one to three.
    const photo = withComment(samples[(i + 1) % samples.length], `generated photo ${i}`);
    fs.writeFileSync(path.join(dir, 'photo.jpg'), photo);
  }
  return names;
}

/**
 * Files each generated photo's variants (cover and story photo) in the image cache (`cacheDir`,
 * or the site's own) as links to its sample photo's, encoding the samples first if they are not
 * cached yet. A build then reads them as it reads any cached photo. Each gets its own placeholder
 * (the blurred thumbnail a card carries in the page's data), the sample's with its hues turned:
 * one shared by every card would compress to nothing, as real photos' do not.
 */
export async function seedImageCache(siteDir, cacheDir) {
  const samples = await Promise.all(
    SAMPLES.map(async (file) => {
      const input = fs.readFileSync(file);
      await processImage(input, cacheDir ? {cacheDir} : {});
      // Small once, so that each study's placeholder below need not decode the whole photo.
      const thumb = await sharp(input).resize(16).png().toBuffer();
      return {input, thumb, dir: cacheEntry(input, cacheDir).dir};
    }),
  );
  const studies = path.join(siteDir, 'case-studies');
  const photos = fs
    .readdirSync(studies)
    .filter((n) => n.startsWith('generated-'))
    .flatMap((name) => ['cover.jpg', 'photo.jpg'].map((file) => ({name, file})))
    .filter(({name, file}) => fs.existsSync(path.join(studies, name, file)));
  for (const {name, file: photoFile} of photos) {
    const photo = fs.readFileSync(path.join(studies, name, photoFile));
    const {hash, dir} = cacheEntry(photo, cacheDir);
    const original = withoutComment(photo);
    const sample = samples.find(({input}) => input.equals(original));
    if (!sample) throw new Error(`${name}/${photoFile} is not one of the sample photos`);
    fs.mkdirSync(dir, {recursive: true});
    const manifest = JSON.parse(fs.readFileSync(path.join(sample.dir, 'manifest.json'), 'utf8'));
    for (const {file} of manifest.variants) {
      fs.rmSync(path.join(dir, file), {force: true});
      fs.linkSync(path.join(sample.dir, file), path.join(dir, file));
    }
    const turn =
      (Number(/\d+$/.exec(name)?.[0] ?? 0) * 37 + (photoFile === 'cover.jpg' ? 0 : 180)) % 360;
    const placeholder = await placeholderOf(sharp(sample.thumb).modulate({hue: turn}));
    fs.writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({...manifest, hash, ...(manifest.placeholder ? {placeholder} : {})}),
    );
  }
}
