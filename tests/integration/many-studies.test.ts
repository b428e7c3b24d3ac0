/**
 * The site after years of publishing, in a real browser: a copy grown to 40 more studies
 * (scripts/lib/grow-site.mjs), built with 2 cards a page so that the index runs to 22 pages.
 * The pagination shows the first and last pages and those around the current one, and holds on
 * a phone; search counts every match and shows them a few at a time; the home page holds its
 * six featured studies.
 */
import {execFileSync} from 'child_process';
import {chromium, type Browser, type Locator, type Page} from '@playwright/test';
import fs from 'fs';
import path from 'path';
import sharp, {type Region} from 'sharp';
import {MAX_FEATURED} from '../../src/plugins/case-studies/lists';
import {featuredStudies, indexOrder, listedStudies, type StudyOnDisk} from '../content';
import {build, serve, setFeatured} from './siteCopy';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {ROOT, testCopy} = require('../../scripts/lib/site-copy.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {testLaunchOptions} = require('../../scripts/lib/tools.cjs');

const GROWN = 40;
/** A word in every grown story and in no other. */
const WORD = 'quizzaciously';
/** Pages of the index: the site's own studies and the grown ones, two a page (see beforeAll). */
let PAGES = 0;
/** A Markdown table as staff write one: five columns of figures. */
const TABLE = `
## Results by quarter

| Quarter | Revenue | Cost of goods | Gross margin | Net income |
| ------- | ------: | ------------: | -----------: | ---------: |
| Q1 2024 | $1,245,000 | $612,300 | 50.8% | $188,450 |
| Q2 2024 | $1,390,000 | $598,100 | 57.0% | $241,900 |
`;
const SCREENSHOT = `
![The drop calendar on a phone](./screenshot.jpg)

<Video src="case-studies/reel.mp4" poster="./screenshot.jpg" title="The launch reel" />
`;
/** The grown study that carries TABLE and SCREENSHOT, and a portrait cover. */
let TABLE_STUDY = '';
/** A title near the most front matter allows (90 characters), and the grown study it names. */
const LONG_TITLE =
  'A year-long rebrand and wholesale expansion for a family-owned bakery on the South Side';
let LONG_STUDY = '';
/** A title of nearly 50 characters, with three long figures, and its study. */
const MID_TITLE = 'A wholesale launch for a Chicago coffee roastery';
const FIGURES = `metrics:
  - value: $1,245,000
    label: Wholesale revenue in the first year
  - value: +135.5%
    label: Growth in repeat customers
  - value: '12,500'
    label: Subscribers at the third launch
`;
let MID_STUDY = '';
/** The size of MID_STUDY's sharing picture (`image`), a camera's original. */
let SHARE_BYTES = 0;
/** A description of the most front matter allows (300 characters), for the same study. */
const LONG_DESCRIPTION =
  'A family-owned bakery on the South Side, its new name and packaging, a wholesale line for ' +
  'twelve cafés, a loyalty programme, a steady calendar of seasonal launches and the weekly ' +
  'content that told the neighbourhood about each one, from the first sketches to the third ' +
  'Christmas rush, all in one year.';

let site: string;
let server: {url: string; stop: () => Promise<void>};
let browser: Browser;

beforeAll(async () => {
  site = testCopy('many-studies-');
  // Covers filed in the image cache as their sample photo's variants: no photo is encoded again.
  // Each grown story carries WORD, so that search can tell them from the site's own.
  const grown: string[] = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const {growSite, seedImageCache} = await import(${JSON.stringify(
          path.join(ROOT, 'scripts/lib/grow-site.mjs'),
        )});
const names = growSite(process.argv[1], ${GROWN}, {word: ${JSON.stringify(WORD)}});
await seedImageCache(process.argv[1]);
console.log(JSON.stringify(names));`,
        site,
      ],
      {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']},
    )
      .trim()
      .split('\n')
      .at(-1)!,
  );
  // As many featured as the home page shows: the site's own, and grown ones for the rest.
  const own = featuredStudies(site).length;
  for (const name of grown.slice(0, MAX_FEATURED - own)) {
    setFeatured(path.join(site, 'case-studies', name, 'index.mdx'), true);
  }
  // One grown story also carries a Markdown table, wider than a phone's screen, and a phone's
  // screenshot (1170 x 2532, as an iPhone saves it). (After the image cache was seeded: the
  // build encodes these.)
  TABLE_STUDY = grown[0];
  const folder = path.join(site, 'case-studies', TABLE_STUDY);
  await sharp(path.join(folder, 'cover.jpg'))
    .resize(1170, 2532, {fit: 'cover'})
    .jpeg({quality: 85})
    .toFile(path.join(folder, 'screenshot.jpg'));
  // Its cover is a portrait photo (1600 x 2400), as a phone takes one.
  const portrait = await sharp(path.join(folder, 'cover.jpg'))
    .resize(1600, 2400, {fit: 'cover'})
    .jpeg({quality: 85})
    .toBuffer();
  fs.writeFileSync(path.join(folder, 'cover.jpg'), portrait);
  // Where a story's sections go: above the call to action that closes it.
  const story = path.join(folder, 'index.mdx');
  const text = fs.readFileSync(story, 'utf8');
  if (!text.includes('<CallToAction')) throw new Error(`${story} has no <CallToAction>`);
  fs.writeFileSync(story, text.replace('<CallToAction', `${TABLE}${SCREENSHOT}\n<CallToAction`));
  /** Rewrites the front matter of grown study `name`: each [pattern, replacement] in turn. */
  const rewrite = (name: string, ...edits: [RegExp, string][]) => {
    const file = path.join(site, 'case-studies', name, 'index.mdx');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      edits.reduce((out, [from, to]) => out.replace(from, to), text),
    );
  };
  LONG_STUDY = grown[1];
  rewrite(
    LONG_STUDY,
    [/^title: .*$/m, `title: ${LONG_TITLE}`],
    [/^description: .*$/m, `description: ${LONG_DESCRIPTION}`],
  );
  // Its portrait cover keeps its top in the 16:10 frame (a face high in the photo).
  rewrite(TABLE_STUDY, [/^ {2}src: \.\/cover\.jpg$/m, '  src: ./cover.jpg\n  position: top']);
  MID_STUDY = grown[2];
  rewrite(MID_STUDY, [/^title: .*$/m, `title: ${MID_TITLE}`], [/^cover:$/m, `${FIGURES}cover:`]);
  // Its sharing picture, as a camera saves it: 5000 px, some megabytes.
  SHARE_BYTES = (
    await sharp(path.join(site, 'case-studies', MID_STUDY, 'cover.jpg'))
      .resize(5000)
      .jpeg({quality: 96})
      .toFile(path.join(site, 'case-studies', MID_STUDY, 'share.jpg'))
  ).size;
  rewrite(MID_STUDY, [/^cover:$/m, 'image: ./share.jpg\ncover:']);
  PAGES = Math.ceil(listedStudies(site).length / 2);
  const out = path.join(site, 'build');
  const result = build(site, out, {CASE_STUDIES_PER_PAGE: '2'});
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  server = await serve(site, out);
  browser = await chromium.launch(testLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

/** What the page-number row shows, "…" for a gap, "[n]" for the current page. */
function rowText() {
  return [...document.querySelectorAll('nav[aria-label="Pages of case studies"] > ol > li')]
    .map((li) => {
      const current = li.querySelector('[aria-current="page"]');
      return current ? `[${current.textContent}]` : li.textContent;
    })
    .join(' ');
}

/** Waits until the page-number row reads `expected` (a click renders the next page when loaded). */
async function expectRow(page: Page, expected: string) {
  await page
    .waitForFunction(`(${rowText})() === ${JSON.stringify(expected)}`)
    .catch(async (error) => {
      expect(await page.evaluate(`(${rowText})()`)).toBe(expected);
      throw error;
    });
}

/** Tops of the page numbers, the Newer/Older links, and whether the page scrolls sideways. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Pages of case studies"]')!;
    const top = (el: Element) => Math.round(el.getBoundingClientRect().top);
    return {
      numberRows: new Set([...nav.querySelectorAll('ol > li')].map(top)).size,
      stepTops: [...nav.querySelectorAll(':scope > a, :scope > span')].map(top),
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

for (const width of [320, 375, 1280]) {
  test(`the index's pages at ${width} px: a window of page numbers on one row`, async () => {
    const page = await browser.newPage({viewport: {width, height: 800}});
    try {
      await page.goto(`${server.url}/case-studies/page/11`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expectRow(page, `1 … 10 [11] 12 … ${PAGES}`);
      const {numberRows, stepTops, sideways} = await layout(page);
      expect(sideways).toBe(false);
      expect(numberRows).toBe(1);
      // "← Newer" and "Older →" share a row: on a phone above the numbers, wider between them.
      expect(new Set(stepTops).size).toBe(1);

      // The last page, from its number; client-side, as a visitor's click is.
      await page.getByRole('link', {name: `Page ${PAGES}`}).click();
      await expectRow(page, `1 … ${PAGES - 4} ${PAGES - 3} ${PAGES - 2} ${PAGES - 1} [${PAGES}]`);
      expect(page.url()).toBe(`${server.url}/case-studies/page/${PAGES}`);
      expect(await page.getByRole('link', {name: 'Older →'}).count()).toBe(0);
      await page.getByRole('link', {name: 'Page 1', exact: true}).click();
      await expectRow(page, `[1] 2 3 4 5 … ${PAGES}`);
      expect(page.url()).toBe(`${server.url}/case-studies`);
    } finally {
      await page.close();
    }
  });
}

test('with JavaScript off, the window is in the HTML and its links work', async () => {
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/case-studies/page/5`);
    expect(await page.evaluate(`(${rowText})()`)).toBe(`1 … 4 [5] 6 … ${PAGES}`);
    await page.getByRole('link', {name: 'Page 6'}).click();
    await page.waitForURL(`${server.url}/case-studies/page/6`);
    expect(await page.evaluate(`(${rowText})()`)).toBe(`1 … 5 [6] 7 … ${PAGES}`);
  } finally {
    await context.close();
  }
});

for (const width of [375, 1280]) {
  test(`search at ${width} px tells how many studies match, shows the best 8, and the rest on demand`, async () => {
    const page = await browser.newPage({viewport: {width, height: 800}});
    try {
      await page.goto(`${server.url}/case-studies`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', {name: 'Search case studies'});
      // Every grown study's story says "Paragraph NNN quizzaciously"; the site's own do not.
      await dialog.getByRole('searchbox').fill(WORD);
      const status = dialog.getByRole('status');
      const links = dialog.getByRole('listitem').getByRole('link');
      await status.getByText(`${GROWN} case studies · 8 shown`).waitFor();
      expect(await links.count()).toBe(8);
      // The quoted text is the page's own, its words apart (a heading, a paragraph, bold text:
      // no two run together), without the dates.
      const excerpt = (await links.first().locator('mark').locator('..').textContent())!;
      expect(excerpt).toMatch(new RegExp(`Paragraph \\d+ ${WORD} with bold text`));
      expect(excerpt).not.toMatch(/[a-z\d][A-Z]|[.:,][A-Za-z]/);
      expect(excerpt).not.toContain('min read');
      // Each "Show 8 more" adds the next ones and puts the focus on the first of them.
      await dialog.getByRole('button', {name: 'Show 8 more'}).click();
      await status.getByText(`${GROWN} case studies · 16 shown`).waitFor();
      expect(await links.count()).toBe(16);
      expect(await links.nth(8).evaluate((a) => a === document.activeElement)).toBe(true);
      // The focused result was scrolled to inside the list: the field above stays in view.
      const scrolled = await dialog.evaluate((d) => ({
        dialog: d.scrollTop,
        list: d.querySelector('ul')!.scrollTop,
      }));
      expect(scrolled.dialog).toBe(0);
      expect(scrolled.list).toBeGreaterThan(0);
      for (const shown of [24, 32, 40]) {
        await dialog.getByRole('button', {name: 'Show 8 more'}).press('Enter');
        await links.nth(shown - 1).waitFor();
      }
      await status.getByText(`${GROWN} case studies`, {exact: true}).waitFor();
      expect(await dialog.getByRole('button', {name: /more/}).count()).toBe(0);
      expect(await links.nth(32).evaluate((a) => a === document.activeElement)).toBe(true);
      // All different studies.
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(GROWN);
    } finally {
      await page.close();
    }
  });
}

test('search finds each study by its tags, which its story need not say', async () => {
  // Unmet, the index left every study's tags out: the build's HTML omits the end tag of the
  // dates line (a p, which search skips), and Pagefind, which does not close a p where a
  // browser does, skipped the tags after it too. "Financial consulting" found the one study
  // whose story says it, not the grown ones tagged with it.
  const tagged = listedStudies(site)
    .filter((study) => study.tags.includes('financial-consulting'))
    .map((study) => study.permalink);
  expect(tagged.length).toBeGreaterThan(GROWN / 4);
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/case-studies`);
    // As a string: Jest would compile the import() for Node.
    const found: string[] = await page.evaluate(`(async () => {
      const pagefind = await import(${JSON.stringify(`${server.url}/pagefind/pagefind.js`)});
      await pagefind.init();
      const search = await pagefind.search('Financial consulting');
      return Promise.all(search.results.map(async (result) => (await result.data()).url));
    })()`);
    const pages = new Set(found.map((url) => url.replace(/\.html$/, '')));
    expect(tagged.filter((permalink) => !pages.has(permalink))).toEqual([]);
  } finally {
    await page.close();
  }
});

test('feeds hold the 20 newest studies, not all of them', async () => {
  // Publication dates of every listed study in the copy, newest first.
  const dates = listedStudies(site).map((study) => study.date);
  expect(dates.length).toBeGreaterThan(20);
  const json = await (await fetch(`${server.url}/case-studies/feed.json`)).json();
  const published = json.items.map((item: {date_published: string}) =>
    item.date_published.slice(0, 10),
  );
  expect(published).toEqual(dates.slice(0, 20));
  for (const [file, item] of [
    ['rss.xml', /<item>/g],
    ['atom.xml', /<entry>/g],
  ] as const) {
    const xml = await (await fetch(`${server.url}/case-studies/${file}`)).text();
    expect(xml.match(item)).toHaveLength(20);
  }
});

test("the code the studies' pages share is one chunk of the route scripts, not a copy in each study's", () => {
  // Each module of the route scripts (assets/js/<folder>/<id>.js), as the bundler writes one:
  // `<id>(<parameters>){…}`, its size up to the next.
  const folder = path.join(site, 'build/assets/js');
  const [routes] = fs
    .readdirSync(folder, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(folder, entry.name));
  const copies = new Map<string, {files: number; size: number; code: string}>();
  /** The modules of each study's own chunk (the one that exports its story's metadata). */
  const studyChunks: Set<string>[] = [];
  for (const file of fs.readdirSync(routes).filter((name) => name.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(routes, file), 'utf8');
    const starts = [...text.matchAll(/[,{](\d+)\([\w$]+(?:,[\w$]+)*\)\{/g)];
    const seen = new Set<string>();
    starts.forEach((start, i) => {
      const id = start[1];
      const code = text.slice(start.index, starts[i + 1]?.index ?? text.length);
      const known = copies.get(id) ?? {files: 0, size: 0, code};
      copies.set(id, {
        files: known.files + (seen.has(id) ? 0 : 1),
        size: Math.max(known.size, code.length),
        code: known.code,
      });
      seen.add(id);
    });
    if (/[{,]studyMeta:\(\)=>/.test(text)) studyChunks.push(seen);
  }
  // Read as modules: a study's chunk alone holds a few.
  expect(copies.size).toBeGreaterThan(GROWN);
  // A module of 1 KB or more is in a few files at most (a study's cover is in its own chunk, the
  // index's and its tags' cards). A block every study uses was in each study's chunk (45 copies here).
  const copied = [...copies]
    .filter(([, {size, files}]) => size >= 1000 && files > 4)
    .map(([id, {files, size}]) => `module ${id}: ${size} bytes, in ${files} files`);
  expect(copied).toEqual([]);
  // Nor is a smaller one in most study chunks, as the code every study page needs was when the
  // route chunks' shared group (src/plugins/lean) fell under its 10 KB: @mdx-js/react, the
  // picture helper and the notes' title helper in each. Bar the wide table's scroll-edges hook,
  // which a study with a comparison table carries on purpose (see storyPartsChunks).
  expect(studyChunks.length).toBeGreaterThanOrEqual(GROWN);
  const inMost = [...copies]
    .filter(([id]) => studyChunks.filter((ids) => ids.has(id)).length > studyChunks.length / 2)
    .filter(([, {code}]) => !/\.scrollWidth\b/.test(code))
    .map(([id, {size, code}]) => `module ${id} (${size} bytes): ${code.slice(0, 120)}`);
  expect(inMost).toEqual([]);
});

test("a study's end offers a neighbour once, as Older, and another related study in its place", async () => {
  // Studies of one kind follow one another: find one whose older neighbour shares its tags and
  // ranks among its three most related (the end of its page showed that study twice).
  const listed = listedStudies(site);
  const shared = (a: StudyOnDisk, b: StudyOnDisk) =>
    a.tags.filter((t) => b.tags.includes(t)).length;
  const ranked = (study: StudyOnDisk, others: StudyOnDisk[]) =>
    others
      .filter((other) => other !== study && shared(study, other) > 0)
      .sort((a, b) => shared(study, b) - shared(study, a) || b.date.localeCompare(a.date));
  const at = listed.findIndex(
    (study, i) =>
      i > 0 &&
      ranked(study, listed)
        .slice(0, 3)
        .includes(listed[i + 1]),
  );
  expect(at).toBeGreaterThan(0);
  const [study, newer, older] = [listed[at], listed[at - 1], listed[at + 1]];
  const expected = ranked(
    study,
    listed.filter((other) => other !== newer && other !== older),
  ).slice(0, 3);
  expect(expected).toHaveLength(3);
  const page = await browser.newPage({viewport: {width: 375, height: 800}});
  try {
    await page.goto(`${server.url}${study.permalink}`);
    // In the page as served (the end of a study is in its HTML), read after hydration.
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const more = page.getByRole('navigation', {name: 'More case studies'});
    expect(await more.getByRole('list').getByRole('link').count()).toBe(3);
    const texts = await more.getByRole('list').getByRole('link').allTextContents();
    expect(texts).toEqual(expected.map((other) => expect.stringContaining(other.title)));
    expect(await more.getByRole('link', {name: /Older →/}).textContent()).toContain(older.title);
    expect(await more.getByRole('link', {name: /← Newer/}).textContent()).toContain(newer.title);
  } finally {
    await page.close();
  }
});

for (const width of [320, 375, 1280]) {
  test(`the home page at ${width} px shows its six featured studies by order, in rows that hold`, async () => {
    const expected = featuredStudies(site).map((study) => study.title);
    expect(expected).toHaveLength(6);
    const page = await browser.newPage({viewport: {width, height: 800}});
    try {
      await page.goto(`${server.url}/`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const cards = page.locator('#case-study ul > li');
      expect(await cards.locator('h3').allTextContents()).toEqual(expected);
      const {rows, sideways, overflowing} = await page.evaluate(() => {
        const items = [...document.querySelectorAll<HTMLElement>('#case-study ul > li')];
        return {
          // offsetTop: where each card sits, whatever its reveal animation is doing.
          rows: new Set(items.map((li) => li.offsetTop)).size,
          sideways: document.documentElement.scrollWidth > window.innerWidth,
          overflowing: items.filter((li) => li.offsetLeft + li.offsetWidth > window.innerWidth)
            .length,
        };
      });
      expect(sideways).toBe(false);
      expect(overflowing).toBe(0);
      // Two rows of three on a wide screen; one card a row on a phone.
      expect(rows).toBe(width >= 1280 ? 2 : 6);
    } finally {
      await page.close();
    }
  });
}

for (const width of [320, 1280]) {
  test(`a description of 300 characters at ${width} px: its first four lines where cards stand side by side, whole in one column`, async () => {
    expect(LONG_DESCRIPTION).toHaveLength(300);
    // The long study is featured: on the home page, and pinned near the start of the index.
    const place = indexOrder(site).findIndex((study) => study.permalink === `/${LONG_STUDY}`);
    expect(place).toBeGreaterThanOrEqual(0);
    const indexPage = Math.floor(place / 2) + 1;
    const page = await browser.newPage({viewport: {width, height: 800}});
    try {
      for (const route of [
        '/',
        indexPage === 1 ? '/case-studies' : `/case-studies/page/${indexPage}`,
      ]) {
        await page.goto(`${server.url}${route}`);
        const card = page.locator('article').filter({hasText: LONG_TITLE});
        const description = card.getByText(LONG_DESCRIPTION);
        // All of it in the card's text, which a screen reader reads whole.
        expect(await description.count()).toBe(1);
        const seen = await card.evaluate((article, text) => {
          const p = [...article.querySelectorAll('p')].find((el) => el.textContent === text)!;
          const lineHeight = parseFloat(getComputedStyle(p).lineHeight);
          const row = article.closest('ul')!.children;
          return {
            route: location.pathname,
            sideBySide: new Set([...row].map((li) => (li as HTMLElement).offsetLeft)).size > 1,
            whole: Math.round(p.scrollHeight / lineHeight),
            // clientHeight: its box, whatever its reveal animation is doing.
            shown: Math.round(p.clientHeight / lineHeight),
          };
        }, LONG_DESCRIPTION);
        expect(seen.whole).toBeGreaterThan(4);
        // Side by side, the whole would stretch the card's row; in one column it shows whole.
        expect(seen).toEqual({
          ...seen,
          sideBySide: width >= 1280,
          shown: width >= 1280 ? 4 : seen.whole,
        });
      }
    } finally {
      await page.close();
    }
  });

  test(`a Markdown table at ${width} px keeps its figures whole; on a phone its own box scrolls`, async () => {
    const page = await browser.newPage({viewport: {width, height: 800}});
    try {
      await page.goto(`${server.url}/${TABLE_STUDY}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const region = page.getByRole('region', {
        name: 'Table: Quarter, Revenue, Cost of goods, Gross margin, Net income',
      });
      expect(await region.getAttribute('tabindex')).toBe('0');
      const state = await region.evaluate((box) => {
        const cell = [...box.querySelectorAll('td')].find((td) => td.textContent === '$1,245,000')!;
        const range = document.createRange();
        range.selectNodeContents(cell);
        return {
          scrolls: box.scrollWidth > box.clientWidth,
          fillsWidth: box.querySelector('table')!.offsetWidth === box.clientWidth,
          figureLines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
            .size,
          sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        };
      });
      expect(state.figureLines).toBe(1);
      expect(state.sideways).toBe(false);
      // On a phone the table is wider than the screen and scrolls in its box; on a desktop it
      // fits and spans the text's width.
      expect(state.scrolls).toBe(width < 400);
      if (width >= 1280) expect(state.fillsWidth).toBe(true);
    } finally {
      await page.close();
    }
  });
}

for (const [width, height] of [
  [320, 568],
  [375, 667],
  [1280, 800],
]) {
  test(`a title of 90 characters at ${width} x ${height} leaves the subtitle and date in the first screen`, async () => {
    const page = await browser.newPage({viewport: {width, height}});
    try {
      await page.goto(`${server.url}/${LONG_STUDY}`);
      const header = page.locator('header').filter({has: page.getByRole('heading', {level: 1})});
      expect(await header.getByRole('heading', {level: 1}).textContent()).toBe(LONG_TITLE);
      // At the full display size it ran to 8 lines at 1280 px, the date below the first screen.
      const date = (await header.locator('time').first().boundingBox())!;
      expect(date.y + date.height).toBeLessThanOrEqual(height);
    } finally {
      await page.close();
    }
  });
}

// 1024 x 768: a small laptop, or a tablet held sideways, where the hero's column is 486 px.
for (const [width, height] of [
  [1024, 768],
  [1280, 800],
  [1440, 900],
]) {
  test(`a title of ${MID_TITLE.length} characters and three figures at ${width} x ${height}: the whole hero in the first screen`, async () => {
    expect(MID_TITLE.length).toBeGreaterThan(45);
    expect(MID_TITLE.length).toBeLessThanOrEqual(50);
    const page = await browser.newPage({viewport: {width, height}});
    try {
      await page.goto(`${server.url}/${MID_STUDY}`);
      const header = page.locator('header').filter({has: page.getByRole('heading', {level: 1})});
      expect(await header.getByRole('heading', {level: 1}).textContent()).toBe(MID_TITLE);
      const figures = header.locator('dl');
      expect(await figures.locator('dd').allTextContents()).toEqual([
        '$1,245,000',
        '+135.5%',
        '12,500',
      ]);
      // At the full display size the title ran to five lines, and the figures (the results the
      // story is about) fell below the first screen of a laptop.
      const box = (await figures.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      // Side by side: the third no longer falls to a row of its own below the other two.
      const tops = await figures
        .locator('dd')
        .evaluateAll((values) =>
          values.map((value) => Math.round(value.getBoundingClientRect().top)),
        );
      expect(new Set(tops).size).toBe(1);
    } finally {
      await page.close();
    }
  });
}

for (const [width, height] of [
  [375, 800],
  [1280, 800],
]) {
  test(`a phone's screenshot or reel in a story shows whole on a ${width} x ${height} screen, centred`, async () => {
    const page = await browser.newPage({viewport: {width, height}});
    try {
      await page.goto(`${server.url}/${TABLE_STUDY}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // The photo itself, and the frame of a video whose poster it is (a phone's reel).
      const image = page.getByRole('img', {name: 'The drop calendar on a phone'});
      const reel = page.getByRole('link', {name: 'Play video: The launch reel'}).locator('..');
      for (const shown of [image, reel]) {
        await shown.scrollIntoViewIfNeeded();
        const box = await shown.evaluate((el) => {
          const own = el.getBoundingClientRect();
          const column = el.closest('.prose')!.getBoundingClientRect();
          return {
            width: own.width,
            height: own.height,
            left: own.left - column.left,
            right: column.right - own.right,
          };
        });
        // At most 80% of the screen's height, in the photo's own shape, in the middle.
        expect(box.height).toBeLessThanOrEqual(height * 0.8 + 2.5);
        expect(box.height).toBeGreaterThan(height * 0.5);
        expect(box.width / box.height).toBeCloseTo(1170 / 2532, 2);
        expect(Math.abs(box.left - box.right)).toBeLessThanOrEqual(1);
      }
      // And it downloads the variant for the width it shows at (about 296 px: the 320 px one),
      // not the column's (736 px on a desktop, 343 px on this phone).
      await image.evaluate(async (img: HTMLImageElement) => {
        if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve));
      });
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /-320\.(avif|webp|jpg)$/,
      );
    } finally {
      await page.close();
    }
  });
}

for (const width of [375, 1280]) {
  test(`a cover keeps the part its front matter names (position: top), on its page and its card at ${width} px`, async () => {
    const page = await browser.newPage({viewport: {width, height: 800}});
    /** How the image fills its frame: its fit, its position and its placeholder's. */
    const filling = (image: Locator) =>
      image.evaluate((img: HTMLImageElement) => {
        const style = getComputedStyle(img);
        return [style.objectFit, style.objectPosition, style.backgroundPosition];
      });
    try {
      await page.goto(`${server.url}/${TABLE_STUDY}`);
      expect(await filling(page.locator('header img').first())).toEqual([
        'cover',
        '50% 0%',
        '50% 0%',
      ]);
      // Featured: its card is on the home page, beside others filled around their centre.
      await page.goto(`${server.url}/`);
      const card = (name: string) => page.locator(`article:has(a[href="/${name}"]) img`).first();
      expect(await filling(card(TABLE_STUDY))).toEqual(['cover', '50% 0%', '50% 0%']);
      expect(await filling(card(LONG_STUDY))).toEqual(['cover', '50% 50%', '50% 50%']);
    } finally {
      await page.close();
    }
  });
}

for (const width of [375, 1280]) {
  test(`a portrait cover reaches the browser as the part its frame shows, the top it names, at ${width} px`, async () => {
    const page = await browser.newPage({viewport: {width, height: 800}});
    /** The picture the browser chose for `image`, once loaded: its size and its address. */
    const loaded = (image: Locator) =>
      image.evaluate(async (img: HTMLImageElement) => {
        if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve));
        return {width: img.naturalWidth, height: img.naturalHeight, src: img.currentSrc};
      });
    /** How far a picture's pixels are from `part` of the original (mean difference, 0-255). */
    const photo = path.join(site, 'case-studies', TABLE_STUDY, 'cover.jpg');
    const pixels = (input: Buffer | string, part?: Region) =>
      (part ? sharp(input).extract(part) : sharp(input))
        .resize(64, 40, {fit: 'fill'})
        .removeAlpha()
        .raw()
        .toBuffer();
    const distance = async (got: Buffer, part: Region) => {
      const [a, b] = await Promise.all([pixels(got), pixels(photo, part)]);
      return a.reduce((sum, value, i) => sum + Math.abs(value - b[i]), 0) / a.length;
    };
    try {
      await page.goto(`${server.url}/${TABLE_STUDY}`);
      const hero = await loaded(page.locator('header img').first());
      // 1600 x 2400 px, of which the 16:10 frame shows 1600 x 1000: a phone downloads that only.
      expect(hero.width / hero.height).toBeCloseTo(1.6, 1);
      const got = Buffer.from(await (await fetch(hero.src)).arrayBuffer());
      const top = await distance(got, {left: 0, top: 0, width: 1600, height: 1000});
      const middle = await distance(got, {left: 0, top: 700, width: 1600, height: 1000});
      expect(top).toBeLessThan(8);
      expect(middle).toBeGreaterThan(top * 2);
      // Its card on the home page (featured), likewise.
      await page.goto(`${server.url}/`);
      const card = await loaded(page.locator(`article:has(a[href="/${TABLE_STUDY}"]) img`).first());
      expect(card.width / card.height).toBeCloseTo(1.6, 1);
    } finally {
      await page.close();
    }
  });
}

test('a sharing picture as a camera saves it reaches the networks as its 1280 px JPEG, sized', async () => {
  // Docusaurus's own asset was the file as it was: megabytes, over what WhatsApp (about 300 KB)
  // shows as a preview, and over LinkedIn's and X's 5 MB once larger still.
  expect(SHARE_BYTES).toBeGreaterThan(2 * 1024 * 1024);
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/${MID_STUDY}`);
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).getAttribute('content');
    const image = (await meta('og:image'))!;
    expect(image).toMatch(/\/assets\/images\/share-[0-9a-f]{10}-1280\.jpg$/);
    const file = await fetch(`${server.url}${new URL(image).pathname}`);
    expect(file.ok).toBe(true);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    const {width, height} = await sharp(bytes).metadata();
    expect([await meta('og:image:width'), await meta('og:image:height')]).toEqual([
      String(width),
      String(height),
    ]);
    // And it is the only file of the picture in the build: not Docusaurus's own copy of the
    // original (share-<32 hex>.jpg, megabytes), nor the fourteen other variants of a photo in a
    // story, which no page names.
    const built = fs.readdirSync(path.join(site, 'build/assets/images'));
    expect(built.filter((name) => name.startsWith('share-'))).toEqual([path.basename(image)]);
  } finally {
    await page.close();
  }
});

for (const width of [375, 900, 1280]) {
  test(`a portrait cover at ${width} px fills the same 16:10 frame as on its card`, async () => {
    const page = await browser.newPage({viewport: {width, height: 800}});
    try {
      await page.goto(`${server.url}/${TABLE_STUDY}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const box = (await page.locator('header img').first().boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(1.6, 2);
      // Below the two columns (960 px) it spans the page, and stays well inside the screen.
      expect(box.height).toBeLessThan(800 * 0.75);
    } finally {
      await page.close();
    }
  });
}
