/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import type {CaseStudyCard} from '../../../src/plugins/case-studies/types';

let dir: string;
let feeds: typeof import('../../../src/plugins/case-studies/feeds');

const SITE = {
  name: 'Firm',
  description: 'What the firm does.',
  url: 'https://www.example.com',
  baseUrl: '/v2/',
  email: 'hello@example.com',
};

const card = (id: string, cover: Partial<CaseStudyCard['cover']> = {}) =>
  ({
    id,
    source: `case-studies/${id}/index.mdx`,
    title: `The ${id} story`,
    subtitle: 'Who, and what we did.',
    description: 'What changed.',
    permalink: `/v2/${id}`,
    date: '2025-03-18',
    tags: ['chicago', 'retail'],
    unlisted: false,
    cover: {src: './cover.jpg', alt: 'The shop front', ...cover},
  }) as CaseStudyCard;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-'));
  // The pipeline reads its cache folder once, when first loaded; then SITE_IMAGE_CACHE is put
  // back as it was for the other test files (CI sets it).
  const before = process.env.SITE_IMAGE_CACHE;
  process.env.SITE_IMAGE_CACHE = path.join(dir, 'cache');
  try {
    feeds = await import('../../../src/plugins/case-studies/feeds');
  } finally {
    if (before === undefined) delete process.env.SITE_IMAGE_CACHE;
    else process.env.SITE_IMAGE_CACHE = before;
  }
  fs.mkdirSync(path.join(dir, 'case-studies/acme'), {recursive: true});
  // A portrait photo, as a phone takes one: its cover is the 16:10 part its frame shows.
  await sharp({create: {width: 1600, height: 2400, channels: 3, background: '#a63'}})
    .jpeg()
    .toFile(path.join(dir, 'case-studies/acme/cover.jpg'));
});

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

test("a study's cover in the feeds is its card's frame, the 1280 px file its page shares", async () => {
  const picture = await feeds.feedPicture(card('acme', {position: 'top'}), dir);
  expect(picture).toEqual({
    src: expect.stringMatching(/^assets\/images\/cover-[0-9a-f]{10}-1280\.jpg$/),
    alt: 'The shop front',
    width: 1280,
    height: 800,
    bytes: expect.any(Number),
    type: 'image/jpeg',
  });
  // One on another website, as it is: its size is not known.
  const remote = {src: 'https://media.example.com/acme.jpg', width: 1200, height: 750};
  expect(await feeds.feedPicture(card('elsewhere', remote), dir)).toEqual({
    ...remote,
    alt: 'The shop front',
  });
});

test('each item carries its cover (RSS enclosure, JSON image, an <img> in content) and its tags by label', async () => {
  const out = path.join(dir, 'out');
  const picture = await feeds.feedPicture(card('acme'), dir);
  feeds.writeFeeds(out, [card('acme'), card('plain')], SITE, {
    tagLabels: new Map([['chicago', 'Chicago']]),
    pictures: new Map([['acme', picture]]),
  });
  const url = `https://www.example.com/v2/${picture.src}`;
  const json = JSON.parse(fs.readFileSync(path.join(out, 'case-studies/feed.json'), 'utf8'));
  expect(json.items.map((item: {image?: string}) => item.image)).toEqual([url, undefined]);
  // A key with no label (none in the vocabulary) is named as it is.
  expect(json.items[0].tags).toEqual(['Chicago', 'retail']);
  expect(json.items[0].content_html).toContain(
    `<img src="${url}" alt="The shop front" width="1280" height="800">`,
  );
  expect(json.items[1].content_html).not.toContain('<img');
  const rss = fs.readFileSync(path.join(out, 'case-studies/rss.xml'), 'utf8');
  expect(rss.match(/<enclosure [^>]*>/g)).toEqual([
    `<enclosure length="${picture.bytes}" type="image/jpeg" url="${url}"/>`,
  ]);
  const atom = fs.readFileSync(path.join(out, 'case-studies/atom.xml'), 'utf8');
  expect(atom).toContain('<category label="Chicago" term="chicago"/>');
});
