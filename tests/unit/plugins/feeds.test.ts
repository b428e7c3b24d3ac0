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

test("RSS names each study's author as readers read a name (dc:creator), and no other item's", () => {
  const out = path.join(dir, 'authors');
  feeds.writeFeeds(
    out,
    [
      {...card('acme'), author: 'Jordan Lee'},
      // Its text names the tag that ends an item: still one item.
      {...card('plain'), description: 'Feeds end each item with </item>.'},
      {...card('b'), author: 'A & B'},
    ],
    SITE,
  );
  const rss = fs.readFileSync(path.join(out, 'case-studies/rss.xml'), 'utf8');
  expect(rss).toMatch(
    /^<\?xml[^>]*>\s*<rss [^>]*xmlns:dc="http:\/\/purl\.org\/dc\/elements\/1\.1\/"/,
  );
  const items = rss.match(/<item>[\s\S]*?<\/item>/g)!;
  expect(items.map((item) => item.match(/<dc:creator>(.*)<\/dc:creator>/)?.[1])).toEqual([
    'Jordan Lee',
    undefined,
    'A &amp; B',
  ]);
  // RSS's own author is an e-mail address: none is made up.
  expect(rss).not.toMatch(/<author>/);
});

test('dc:creator declares its namespace where the feed has none, and a feed without authors is as written', () => {
  const bare =
    '<?xml version="1.0"?>\n<rss version="2.0">\n  <channel>\n    <item>\n      <title>A</title>\n    </item>\n    <item>\n      <title>B</title>\n    </item>\n  </channel>\n</rss>';
  expect(feeds.withCreators(bare, [undefined, undefined])).toBe(bare);
  expect(feeds.withCreators(bare, [undefined, 'Sam Okafor'])).toBe(
    bare
      .replace('<rss ', '<rss xmlns:dc="http://purl.org/dc/elements/1.1/" ')
      .replace(
        '<title>B</title>\n    </item>',
        '<title>B</title>\n        <dc:creator>Sam Okafor</dc:creator>\n    </item>',
      ),
  );
  // An item more or fewer than authors given: the feed's shape is not what this reads.
  expect(() => feeds.withCreators(bare, ['Sam Okafor'])).toThrow('has 2 items, not 1');
});
