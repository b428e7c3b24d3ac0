import fs from 'fs';
import yaml from 'js-yaml';
import path from 'path';
import sharp from 'sharp';
import type {Page} from '@playwright/test';
import {listedStudies, movedStudy, perPage, storiesToOpen, type StudyOnDisk} from '../content';
import {FEED_LIMIT} from '../../src/plugins/case-studies/feeds';
import {test, expect, holdScripts, open, sameAtEverySize, setsItsOwnWidth} from './fixtures';
import {escapeRegExp} from '../../src/lib/regExp';
import {TEAM} from '../../src/data/team';

/** Listed studies carrying `tag`, newest first: what its tag page lists. */
const tagged = (tag: string) => listedStudies().filter((study) => study.tags.includes(tag));

/** A study's text after its front matter: the story, its blocks' texts included. */
const storyOf = (study: StudyOnDisk) =>
  fs.readFileSync(study.file, 'utf8').replace(/^---[\s\S]*?\n---/, '');

/** The words of a study's story as a visitor reads them: its paragraphs, without addresses. */
function storyWords(study: StudyOnDisk): Set<string> {
  const prose = storyOf(study)
    .split('\n')
    .filter((line) => /^[A-Za-z]/.test(line))
    .join(' ')
    .replace(/\]\([^)]*\)|<[^>]*>|https?:\S+/g, ' ');
  return new Set(prose.toLowerCase().match(/\b[a-z]{6,}\b/g) ?? []);
}

/**
 * A tag that some listed studies carry and others do not, and a word in the story of one with
 * it and of one without: what a search on the tag's page finds or leaves out.
 */
function tagAndWordOfBoth() {
  const listed = listedStudies();
  for (const tag of new Set(listed.flatMap((study) => study.tags))) {
    const inside = listed.filter((study) => study.tags.includes(tag));
    const outside = listed.filter((study) => !study.tags.includes(tag));
    const outsideWords = new Set(outside.flatMap((study) => [...storyWords(study)]));
    for (const study of inside)
      for (const word of storyWords(study))
        if (outsideWords.has(word)) return {tag, word, inside, outside};
  }
  return undefined;
}

/**
 * A tag, and a word in the story of a study without it that no study with it has (nor a word
 * sharing its first five letters, which Pagefind's stemming might take for it).
 */
function tagAndWordOfOthers() {
  const listed = listedStudies();
  for (const tag of new Set(listed.flatMap((study) => study.tags))) {
    const inside = listed.filter((study) => study.tags.includes(tag));
    const insideText = inside.map((study) => fs.readFileSync(study.file, 'utf8')).join(' ');
    for (const study of listed.filter((other) => !inside.includes(other)))
      for (const word of storyWords(study))
        if (!insideText.toLowerCase().includes(word.slice(0, 5))) return {tag, word, study};
  }
  return undefined;
}

/** How often `word`'s first five letters begin a word of `text` (Pagefind stems what it finds). */
const timesIn = (text: string, word: string) =>
  text.toLowerCase().match(new RegExp(`\\b${word.slice(0, 5).toLowerCase()}`, 'g'))?.length ?? 0;

/** The tags' labels, by key (case-studies/tags.yml), read once. */
let vocabulary: Record<string, {label: string}> | undefined;
const tagLabels = () =>
  (vocabulary ??= yaml.load(
    fs.readFileSync(path.join(__dirname, '../../case-studies/tags.yml'), 'utf8'),
  ) as Record<string, {label: string}>);

/** Opens `path` and its search (Ctrl+K); the dialog. */
async function searchOn(page: Page, path: string) {
  await open(page, path);
  await page.keyboard.press('Control+k');
  return page.getByRole('dialog', {name: 'Search case studies'});
}

/** Searches every study for `word`, and expects none of `studies` among the results. */
async function findsNone(page: Page, word: string, studies: StudyOnDisk[]) {
  const dialog = await searchOn(page, '/case-studies');
  await dialog.getByRole('searchbox').fill(word);
  await expect(dialog.getByRole('status')).toHaveText(/\d+ case stud|No case study mentions/);
  const results = dialog.getByRole('listitem').getByRole('link');
  for (const study of studies) await expect(results.filter({hasText: study.title})).toHaveCount(0);
}

/** The id of the heading the page's address leads to (before any text fragment). */
const sectionId = (page: Page) => new URL(page.url()).hash.slice(1).split(':~:')[0];

/**
 * Whether the first `word` in the page's main text is in view below the navbar and highlighted
 * as a text fragment's match (::target-text, the accent's tint in custom.css): the pixels under it are
 * warm, where the page's own are dark blue, and its text grey-blue.
 */
async function highlighted(page: Page, word: string): Promise<boolean> {
  const box = await page.evaluate((sought) => {
    const below = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().bottom;
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(sought);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + sought.length);
      const {x, y, width, height} = range.getBoundingClientRect();
      return y >= below && y + height <= window.innerHeight ? {x, y, width, height} : null;
    }
    return null;
  }, word);
  if (!box) return false;
  const {channels} = await sharp(await page.screenshot({clip: box})).stats();
  return channels[0].mean > channels[2].mean + 10;
}

const wholeOf = (study: StudyOnDisk) =>
  [fs.readFileSync(study.file, 'utf8'), ...study.tags.map((tag) => tagLabels()[tag]?.label)].join(
    '\n',
  );

/** Every listed study's wholeOf(), read once. */
let wholes: string[] | undefined;

/**
 * Whether few enough studies have `word` for the search's first results to show them all (8):
 * with hundreds of studies, a common word's study may be further down.
 */
const rare = (word: string) =>
  (wholes ??= listedStudies().map(wholeOf)).filter((text) => timesIn(text, word) > 0).length <= 8;

/**
 * Two neighbouring cells of a table in a listed study's story (a Markdown table): the last word
 * of the one, the first of the next. The page leaves out the end tags of its cells (`<td>A<td>B`).
 */
function wordsOfNeighbourCells() {
  for (const study of listedStudies())
    for (const line of storyOf(study).split('\n')) {
      if (!/^\|/.test(line) || /^\|[\s|:-]+$/.test(line)) continue;
      const cells = line.split('|').slice(1, -1);
      for (let i = 1; i < cells.length; i++) {
        const last = /([A-Za-z]{3,})\W*$/.exec(cells[i - 1])?.[1];
        const first = /^\s*([A-Za-z]{3,})/.exec(cells[i])?.[1];
        if (last && first && rare(last) && rare(first)) return {study, last, first};
      }
    }
  return undefined;
}

/**
 * A word of a listed study's title that neither its story nor its tags' labels have: found at
 * the page's top only.
 */
function wordOfTitleOnly() {
  for (const study of listedStudies()) {
    const rest = [storyOf(study), ...study.tags.map((tag) => tagLabels()[tag]?.label)].join('\n');
    for (const word of study.title.match(/\b[A-Za-z]{5,}\b/g) ?? [])
      if (timesIn(rest, word) === 0 && rare(word)) return {study, word};
  }
  return undefined;
}

/**
 * A word of a listed study's tag's label that nothing else search reads of its page has (its
 * text and pictures' descriptions, but what the page keeps out of search), among the first ten.
 */
async function wordOfTagOnly(page: Page) {
  for (const study of listedStudies().slice(0, 10)) {
    await open(page, study.permalink);
    const searched = await page.locator('main').evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      copy
        .querySelectorAll('[data-pagefind-ignore], [aria-label="Tags"]')
        .forEach((element) => element.remove());
      const alts = [...copy.querySelectorAll('img')].map((img) => img.alt);
      return [copy.textContent, ...alts].join(' ');
    });
    for (const tag of study.tags) {
      const label = tagLabels()[tag]?.label ?? '';
      for (const word of label.match(/\b[A-Za-z]{4,}\b/g) ?? [])
        if (timesIn(searched, word) === 0 && rare(word)) return {study, word, label};
    }
  }
  return undefined;
}

/**
 * Finding a study (issue 15): dates, reading time and tags on the page, tag pages and the tags
 * overview, related studies and neighbours, feeds with autodiscovery, structured data, and the
 * search (Pagefind, loaded on first use). Pagination: base-url.spec.ts, whose build has 2 cards
 * a page.
 */

test('a study shows its date, reading time and tags; a tag lists every study that carries it', async ({
  page,
}) => {
  await open(page, '/budbilliken');
  const header = page.locator('header').filter({has: page.getByRole('heading', {level: 1})});
  await expect(header.locator('time').first()).toHaveAttribute('datetime', '2024-08-14');
  await expect(header).toContainText('14 August 2024, updated 2 September 2024');
  await expect(header).toContainText(/\d+ min read/);
  const tags = header.getByRole('list', {name: 'Tags'}).getByRole('link');
  await expect(tags).toHaveText(['Events and activations', 'Partnerships', 'Apparel', 'Chicago']);
  await tags.filter({hasText: 'Chicago'}).click();
  await expect(page).toHaveURL(/\/case-studies\/tags\/chicago$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Chicago');
  const titles = page.locator('main article h2');
  await expect(titles).toHaveText(
    tagged('chicago')
      .slice(0, perPage())
      .map((study) => study.title),
  );
  await page.getByRole('link', {name: 'Browse by tag'}).click();
  await expect(page).toHaveURL(/\/case-studies\/tags$/);
  // Every tag a listed study carries, in tags.yml's order (staff keep related tags together).
  await expect(page.locator('main li a > span:first-child > span:first-child')).toHaveText(
    Object.entries(tagLabels())
      .filter(([tag]) => tagged(tag).length > 0)
      .map(([, {label}]) => label),
  );
  for (const [label, tag] of [
    ['Financial consulting', 'financial-consulting'],
    ['Chicago', 'chicago'],
  ]) {
    const count = tagged(tag).length;
    const name = new RegExp(`^${label} ${count} ${count === 1 ? 'study' : 'studies'}\\b`);
    await expect(page.getByRole('link', {name})).toBeVisible();
  }
});

test("a study's author is named under its title, linked to their profile, as its Article's author and in the feeds; the firm is the others'", async ({
  page,
  request,
  phone,
}) => {
  const study = listedStudies().find((s) => s.author);
  const others = listedStudies().filter((s) => !s.author);
  // The samples have both (budbilliken names its author, a member of the team).
  expect(study && others.length > 0).toBe(true);
  const member = TEAM.find((m) => m.name === study!.author);
  expect(member).toBeDefined();
  await open(page, study!.permalink);
  const header = page.locator('header').filter({has: page.getByRole('heading', {level: 1})});
  await expect(header).toContainText(new RegExp(`\\d+ min read\\s· by ${study!.author}`));
  // Their professional profile, in a new tab, as the team's section and the footer open it.
  const profile = header.getByRole('link', {name: `${member!.name} on LinkedIn`});
  await expect(profile).toHaveAttribute('href', member!.linkedin);
  await expect(profile).toHaveAttribute('target', '_blank');
  await expect(profile).toHaveAttribute('rel', /noopener/);
  if (!phone) {
    // On a wide screen the aside names them too, with their title at the firm.
    const writer = page
      .getByRole('complementary', {name: 'At a glance'})
      .locator('dt:has-text("Written by") + dd');
    await expect(writer).toHaveText(
      `${member!.name} on LinkedIn (opens in a new tab)${member!.title}`,
    );
    await expect(writer.getByRole('link')).toHaveAttribute('href', member!.linkedin);
  }
  const [article] = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)));
  expect(article).toMatchObject({
    '@type': 'Article',
    author: {
      '@type': 'Person',
      name: member!.name,
      jobTitle: member!.title,
      url: member!.linkedin,
      worksFor: {'@type': 'Organization'},
    },
    publisher: {'@type': 'Organization'},
  });
  /** The profile each study's author has (a member of the team's), if any. */
  const profileOf = (author?: string) => TEAM.find((m) => m.name === author)?.linkedin;
  // The feeds hold the newest studies (FEED_LIMIT): each names its author, or none (the firm's).
  const inFeeds = listedStudies().slice(0, FEED_LIMIT);
  const json = await (await request.get('/case-studies/feed.json')).json();
  const authors = new Map(
    json.items.map((i: {url: string; author?: unknown}) => [new URL(i.url).pathname, i.author]),
  );
  expect([...authors.keys()]).toEqual(inFeeds.map((s) => s.permalink));
  for (const s of inFeeds)
    expect(authors.get(s.permalink)).toEqual(
      s.author ? {name: s.author, url: profileOf(s.author)} : undefined,
    );
  const atom = await (await request.get('/case-studies/atom.xml')).text();
  const named = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return [...doc.querySelectorAll('entry')].map((entry) => [
      new URL(entry.querySelector('link')!.getAttribute('href')!).pathname,
      [...entry.querySelectorAll('author')].map((author) =>
        [...author.children].map((part) => `${part.localName} ${part.textContent}`),
      ),
    ]);
  }, atom);
  expect(named).toEqual(
    inFeeds.map((s) => [
      s.permalink,
      s.author ? [[`name ${s.author}`, `uri ${profileOf(s.author)}`]] : [],
    ]),
  );
  // RSS names the author as readers read a name (Dublin Core's creator): its own is an e-mail.
  const rss = await (await request.get('/case-studies/rss.xml')).text();
  const creators = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return [...doc.querySelectorAll('item')].map((item) => [
      new URL(item.querySelector('link')!.textContent!).pathname,
      [...item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')].map(
        (creator) => creator.textContent,
      ),
    ]);
  }, rss);
  expect(creators).toEqual(inFeeds.map((s) => [s.permalink, s.author ? [s.author] : []]));
});

test.describe(() => {
  setsItsOwnWidth();

  test("on the narrowest phone, a tag's count stays on its label's first line", async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await open(page, '/case-studies/tags');
    const tags = page.locator('main li');
    await expect(tags.first()).toBeVisible();
    // Two-word labels wrap at this width; the count (a pill) sits beside the first line, not on a
    // line of its own under the label, nor past the card's edge.
    for (const tag of await tags.all()) {
      const label = tag.getByRole('link').locator('span').first().locator('span').first();
      const count = tag.getByText(/^\d+ stud(y|ies)$/);
      const [line, pill, card] = await Promise.all([
        label.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return range.getClientRects()[0].toJSON() as DOMRect;
        }),
        count.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
        tag.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      ]);
      expect(pill.top).toBeLessThan(line.bottom);
      expect(pill.bottom).toBeGreaterThan(line.top);
      expect(pill.left).toBeGreaterThanOrEqual(line.right);
      expect(pill.right).toBeLessThanOrEqual(card.right);
    }
  });

  test("on a phone, no line of a study's byline starts with its separator dot", async ({page}) => {
    const study = listedStudies().find((s) => s.author);
    // The samples have one (budbilliken, which was updated too: the longest byline).
    expect(study).toBeDefined();
    await open(page, study!.permalink);
    const header = page.locator('header').filter({has: page.getByRole('heading', {level: 1})});
    // The dates' box (the one holding the reading time, not the tags).
    const byline = header
      .locator('div')
      .filter({hasText: /min read/})
      .filter({hasNot: page.getByRole('list')})
      .first();
    for (const width of [320, 375]) {
      await page.setViewportSize({width, height: 640});
      // The byline's lines as a reader sees them: the characters drawn inside its box, by line.
      const lines = await byline.evaluate((box) => {
        const edge = box.getBoundingClientRect();
        const drawn = new Map<number, {left: number; char: string}[]>();
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node as Text).data;
          for (let i = 0; i < text.length; i++) {
            if (!text[i].trim()) continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const at = range.getBoundingClientRect();
            if (at.right <= edge.left + 0.5 || at.left >= edge.right - 0.5) continue; // out of sight
            const line = Math.round(at.top);
            drawn.set(line, [...(drawn.get(line) ?? []), {left: at.left, char: text[i]}]);
          }
        }
        return [...drawn.values()].map((chars) =>
          chars
            .sort((a, b) => a.left - b.left)
            .map((c) => c.char)
            .join(''),
        );
      });
      // It wraps at these widths (or this test would prove nothing)...
      expect(lines.length, `${width} px: ${lines.join(' / ')}`).toBeGreaterThan(1);
      // ...every part is there, and no line starts with a dot.
      expect(lines.join('')).toContain(`by${study!.author!.replace(/\s/g, '')}`);
      for (const line of lines) expect(line, `${width} px: ${lines.join(' / ')}`).toMatch(/^[^·]/);
    }
  });

  test("on a phone, a tag's page says whole which tag its search field searches", async ({
    page,
  }) => {
    // The longest label a tag with a page has.
    const [key, {label}] = Object.entries(tagLabels())
      .filter(([tag]) => listedStudies().some((study) => study.tags.includes(tag)))
      .sort(([, a], [, b]) => b.label.length - a.label.length)[0];
    await open(page, `/case-studies/tags/${key}`);
    const field = page.getByRole('main').getByRole('button', {name: /^Search studies tagged/});
    for (const width of [320, 375]) {
      await page.setViewportSize({width, height: 640});
      await expect(field).toHaveText(`Search studies tagged ${label}`);
      const words = field.getByText(`Search studies tagged ${label}`);
      const cut = await words.evaluate(
        (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
      );
      expect(cut, `"${label}" cut off at ${width} px`).toBe(false);
    }
  });

  test('on a phone, the tags overview is one list, its labels in line with the heading', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 740});
    await open(page, '/case-studies/tags');
    const heading = page.getByRole('heading', {level: 1});
    const tags = page.locator('main li');
    await expect(tags.first()).toBeVisible();
    // Cards (a border, a surface and padding around each tag) made a vocabulary of forty tags
    // 8,700 px long; as a list with a rule between tags it is about half that.
    const left = (await heading.boundingBox())!.x;
    for (const tag of await tags.all()) {
      const label = tag.getByRole('link').locator('span').first().locator('span').first();
      expect(Math.abs((await label.boundingBox())!.x - left)).toBeLessThanOrEqual(1);
      const link = tag.getByRole('link');
      await expect(link).toHaveCSS('border-top-width', '0px');
      await expect(link).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    }
    // From 640 px, a grid of cards, two side by side at the narrowest.
    await page.setViewportSize({width: 640, height: 740});
    await expect(tags.first().getByRole('link')).toHaveCSS('border-top-width', '1px');
    const [first, second] = await Promise.all([0, 1].map((i) => tags.nth(i).boundingBox()));
    expect(second!.y).toBe(first!.y);
  });
});

test('the end of a study offers related studies, then the newer and the older one', async ({
  page,
}) => {
  await open(page, '/budbilliken');
  const more = page.getByRole('navigation', {name: 'More case studies'});
  await expect(more.getByRole('heading', {name: 'Related case studies'})).toBeVisible();
  // Up to three studies sharing the most tags with it (with the samples alone: Stockboy, which
  // shares partnerships, apparel and Chicago; the finance study shares none), newest first
  // among equals, other than its neighbours, offered below (many-studies.test.ts sees one left
  // out).
  const listed = listedStudies();
  const study = listed.find((s) => s.permalink === '/budbilliken')!;
  const at = listed.indexOf(study);
  const neighbours = [listed[at - 1], listed[at + 1]];
  const shared = (other: StudyOnDisk) => other.tags.filter((t) => study.tags.includes(t)).length;
  const related = listed
    .filter((other) => other !== study && !neighbours.includes(other) && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || b.date.localeCompare(a.date))
    .slice(0, 3);
  const links = more.getByRole('list').getByRole('link');
  await expect(links).toHaveCount(related.length);
  for (const [i, other] of related.entries()) {
    await expect(links.nth(i)).toContainText(other.title);
    await expect(links.nth(i).locator('time')).toHaveAttribute('datetime', other.date);
  }
  // Its neighbours by date (with the samples alone: the finance study is newer; none is older).
  for (const [name, neighbour] of [
    [/← Newer/, listed[at - 1]],
    [/Older →/, listed[at + 1]],
  ] as const) {
    const link = more.getByRole('link', {name});
    if (neighbour) {
      await expect(link).toContainText(neighbour.title);
      await expect(link.locator('time')).toHaveAttribute('datetime', neighbour.date);
    } else await expect(link).toHaveCount(0);
  }
});

test.describe('at 1280 px', () => {
  test.skip(({phone}) => phone, 'the aside shows on wide screens only');

  test('the right third holds the study at a glance', async ({page}) => {
    await open(page, '/case-study');
    const aside = page.getByRole('complementary', {name: 'At a glance'});
    await expect(aside).toBeVisible();
    // The client as the study's front matter names it, not its category.
    await expect(aside.locator('dt:has-text("Client") + dd')).toHaveText(
      'A multi-location operator',
    );
    // Each service and each result on a line of its own, as the front matter writes them.
    const services = aside.locator('dt:has-text("Services") + dd li');
    await expect(services).toHaveText([
      'Cost control',
      'Expense allocation',
      'Multi-location strategy',
    ]);
    const results = aside.locator('dt:has-text("Results") + dd li');
    await expect(results).toHaveText(['70% Efficiency gain', '+2.6% Revenue']);
    const [first, second] = await services.evaluateAll((items) =>
      items.slice(0, 2).map((item) => item.getBoundingClientRect().top),
    );
    expect(second).toBeGreaterThan(first);
    await expect(aside).toContainText('27 February 2025');
    const story = await page.locator('main article .prose').boundingBox();
    const box = await aside.boundingBox();
    expect(box!.x).toBeGreaterThan(story!.x + story!.width);
  });

  test("on a window shorter than the aside, its last facts can be reached before the story's end", async ({
    page,
  }) => {
    // A laptop's window less its browser's bars, and the study with the most facts.
    await page.setViewportSize({width: 1280, height: 560});
    await open(page, '/stockboy');
    const aside = page.getByRole('complementary', {name: 'At a glance'});
    const lastTag = aside.getByRole('link').last();
    // Halfway down the story: the aside is held in view below the navbar.
    await page.locator('main article .prose').evaluate((story) => {
      const box = story.getBoundingClientRect();
      window.scrollTo({top: window.scrollY + box.top + box.height / 2, behavior: 'instant'});
    });
    const {bottom, below} = await aside.evaluate((el) => ({
      bottom: el.getBoundingClientRect().bottom,
      below: window.innerHeight,
    }));
    expect(bottom).toBeLessThanOrEqual(below);
    // Its edges say where more is: a glow along the bottom while facts are below it, none along
    // the top; scrolled to its end, the other way round. Read in its padding, where no text is,
    // against the surface beside its middle.
    const edges = async () => {
      const box = (await aside.boundingBox())!;
      const color = async (y: number) => {
        // Inside its rounded corners, and left of any text.
        const clip = {x: box.x + 14, y, width: 8, height: 2};
        const {channels} = await sharp(await page.screenshot({clip})).stats();
        return channels.slice(0, 3).map((c) => c.mean);
      };
      const surface = await color(box.y + box.height / 2);
      const differs = async (y: number) =>
        (await color(y)).reduce((sum, c, i) => sum + Math.abs(c - surface[i]), 0) > 6;
      return {top: await differs(box.y + 3), bottom: await differs(box.y + box.height - 5)};
    };
    expect(await edges()).toEqual({top: false, bottom: true});
    // Scrolled within itself, the window where it was.
    const scrollY = await page.evaluate(() => window.scrollY);
    await aside.evaluate((el) => el.scrollTo({top: el.scrollHeight, behavior: 'instant'}));
    await expect(lastTag).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(await edges()).toEqual({top: true, bottom: false});
    // A window it fits in: no glow at either edge.
    await page.setViewportSize({width: 1280, height: 1000});
    await expect
      .poll(() => aside.evaluate((el) => el.scrollHeight - el.clientHeight))
      .toBeLessThanOrEqual(0);
    expect(await edges()).toEqual({top: false, bottom: false});
  });
});

test.describe(() => {
  sameAtEverySize();

  test('the head a page is served with stays as it is when the page starts: no tag of it is written again', async ({
    page,
  }) => {
    // The tags the head manager keeps (data-rh), once the HTML has been read: the site's scripts
    // start after that (the page's loader waits for DOMContentLoaded).
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {served: Element[]}).served = [
          ...document.head.querySelectorAll('[data-rh]'),
        ];
      }),
    );
    // Each listed study's page, or past a dozen those that show every kind of content between them.
    const studies = storiesToOpen().map((study) => study.permalink);
    for (const route of ['/', '/test', '/case-studies/tags', '/privacy', ...studies]) {
      await open(page, route);
      const {served, rewritten} = await page.evaluate(() => {
        const tags = (window as unknown as {served: Element[]}).served;
        return {
          served: tags.length,
          rewritten: tags.filter((tag) => !tag.isConnected).map((tag) => tag.outerHTML),
        };
      });
      // Removed and added again, or removed for a few frames while the page hydrated: a study's
      // description, sharing tags, cover preload and structured data all were.
      expect({route, rewritten}).toEqual({route, rewritten: []});
      expect(served).toBeGreaterThan(10);
    }
  });

  test('the index: featured studies pinned first, then the newest; CollectionPage JSON-LD', async ({
    page,
  }) => {
    await open(page, '/case-studies');
    await expect(
      page.getByText('featured studies are pinned first, then the newest'),
    ).toBeVisible();
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(data['@type']).toBe('CollectionPage');
    const titles = await page.locator('main article h2').allTextContents();
    expect(
      data.mainEntity.itemListElement.map((item: {name: string; position: number}) => item.name),
    ).toEqual(titles);
    expect(data.mainEntity.numberOfItems).toBe(Math.min(listedStudies().length, perPage()));
  });

  test('feeds: RSS, Atom and JSON Feed list the 20 newest studies, and every page points to them', async ({
    page,
    request,
  }) => {
    await open(page, '/test');
    const alternates = await page
      .locator('head link[rel="alternate"][type]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('type')} ${l.getAttribute('href')}`),
      );
    expect(alternates).toEqual([
      'application/rss+xml /case-studies/rss.xml',
      'application/atom+xml /case-studies/atom.xml',
      'application/feed+json /case-studies/feed.json',
    ]);
    const newest = listedStudies().slice(0, 20);
    const newestFirst = newest.map((study) => study.title);
    for (const [url, item] of [
      ['/case-studies/rss.xml', 'item > title'],
      ['/case-studies/atom.xml', 'entry > title'],
    ]) {
      const xml = await (await request.get(url)).text();
      const titles = await page.evaluate(
        ([text, selector]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          if (doc.querySelector('parsererror')) return ['not valid XML'];
          return [...doc.querySelectorAll(selector)].map((t) => t.textContent);
        },
        [xml, item],
      );
      expect(titles).toEqual(newestFirst);
    }
    const json = await (await request.get('/case-studies/feed.json')).json();
    expect(json.version).toMatch(/jsonfeed\.org\/version\/1/);
    expect(json.items.map((i: {title: string}) => i.title)).toEqual(newestFirst);
    expect(json.items.map((i: {url: string}) => new URL(i.url).pathname)).toEqual(
      newest.map((study) => study.permalink),
    );
    // A renamed study keeps the id it was first published at (its first former address): with a
    // new one, a reader, or a newsletter sent from the feed, announced it again as new.
    expect(json.items.map((i: {id: string}) => new URL(i.id).pathname)).toEqual(
      newest.map((study) => study.formerly[0] ?? study.permalink),
    );

    // Each item shows the study's cover, the file its page's og:image names (a reader's list was
    // titles and text, with no picture of any): RSS's enclosure, with its size and type; JSON
    // Feed's image; an <img> with its words in every format's content (Atom has no enclosure).
    // And its tags as its page names them (RSS and JSON Feed had their keys, "social-media").
    const shared = await Promise.all(
      newest.map(async (study) => {
        const html = await (await request.get(study.permalink)).text();
        const [, url] = /property="?og:image"? content="?([^" >]+)/.exec(html)!;
        const [, alt] = /property="?og:image:alt"? content="([^"]*)"/.exec(html)!;
        return {url, alt: alt.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')};
      }),
    );
    const labels = newest.map((study) => study.tags.map((key) => tagLabels()[key].label));
    expect(json.items.map((i: {image: string}) => i.image)).toEqual(shared.map((s) => s.url));
    expect(json.items.map((i: {tags: string[]}) => i.tags)).toEqual(labels);
    const read = (url: string) => request.get(url).then((r) => r.text());
    const [rss, atom] = await Promise.all([
      read('/case-studies/rss.xml'),
      read('/case-studies/atom.xml'),
    ]);
    const items = await page.evaluate(
      ([rss, atom]) => {
        const parse = (text: string) => new DOMParser().parseFromString(text, 'application/xml');
        /** The <img> of an item's content (HTML in the XML). */
        const picture = (html: string) => {
          const img = new DOMParser().parseFromString(html, 'text/html').querySelector('img');
          return img && {src: img.getAttribute('src'), alt: img.getAttribute('alt')};
        };
        return {
          rss: [...parse(rss).querySelectorAll('item')].map((item) => {
            const enclosure = item.querySelector('enclosure')!;
            return {
              enclosure: ['url', 'length', 'type'].map((a) => enclosure.getAttribute(a)),
              img: picture(item.getElementsByTagName('content:encoded')[0].textContent!),
              categories: [...item.querySelectorAll('category')].map((c) => c.textContent),
            };
          }),
          atom: [...parse(atom).querySelectorAll('entry')].map((entry) => ({
            img: picture(entry.querySelector('content')!.textContent!),
            terms: [...entry.querySelectorAll('category')].map((c) => c.getAttribute('term')),
            labels: [...entry.querySelectorAll('category')].map((c) => c.getAttribute('label')),
          })),
        };
      },
      [rss, atom],
    );
    const pictures = shared.map(({url, alt}) => ({src: url, alt}));
    expect(items.rss.map((item) => item.img)).toEqual(pictures);
    expect(items.atom.map((item) => item.img)).toEqual(pictures);
    expect(items.rss.map((item) => item.categories)).toEqual(labels);
    expect(items.atom.map((item) => item.labels)).toEqual(labels);
    expect(items.atom.map((item) => item.terms)).toEqual(newest.map((study) => study.tags));
    for (const [i, {enclosure}] of items.rss.entries()) {
      const [url, length, type] = enclosure;
      expect(url).toBe(shared[i].url);
      // The file is there, and is what the enclosure says.
      const file = await request.get(new URL(url!).pathname);
      expect(file.ok()).toBe(true);
      expect([length, type]).toEqual([
        String((await file.body()).length),
        file.headers()['content-type'],
      ]);
    }
  });
});

test.describe('search', () => {
  test('loads nothing until used; Ctrl+K finds a study by a word only its story contains', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/pagefind/')) fetched.push(r.url());
    });
    await open(page, '/test');
    expect(fetched).toEqual([]);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', {name: 'Search case studies'});
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('searchbox', {name: 'Search the case studies'});
    await expect(field).toBeFocused();
    // "giveaways": only in the Bud Billiken story's body.
    await field.fill('giveaways');
    const results = dialog.getByRole('listitem').getByRole('link');
    await expect(results).toHaveCount(1);
    await expect(results).toContainText('Partner spotlight at the Bud Billiken Parade');
    await expect(results.locator('mark')).toHaveText(/giveaways/i);
    const word = (await results.locator('mark').textContent())!.replace(/\W+$/, '');
    await expect(results).toHaveAttribute('href', new RegExp(`:~:text=[^,]*,?${word}`));
    // Named by the heading of the story's section that has it.
    const story = storyOf(listedStudies().find((s) => s.permalink === '/budbilliken')!);
    const heading = [...story.slice(0, story.indexOf('giveaways')).matchAll(/^#{2,3} (.+)$/gm)];
    const section = heading.at(-1)![1].trim();
    await expect(results).toContainText(`${section}: `);
    await expect(results).not.toContainText(`${section}: ${section}`);
    expect(fetched.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    // By keyboard: down to the result, Enter opens the study at that section (its heading's id)
    // and the word, in view below the navbar and highlighted as the result marked it (unmet, at
    // the page's top, the word a long way down).
    await field.press('ArrowDown');
    await expect(results).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/budbilliken#/);
    await expect(page.locator(`[id="${sectionId(page)}"]`)).toContainText(section);
    await expect.poll(() => highlighted(page, word)).toBe(true);
  });

  test("on a study's own page, its result closes the search and shows the section", async ({
    page,
  }) => {
    // The link differs from the page's address only in its #section: the browser scrolled the
    // page behind the dialog, and the dialog stayed open over it.
    const dialog = await searchOn(page, '/budbilliken');
    await dialog.getByRole('searchbox').fill('giveaways');
    const result = dialog.getByRole('listitem').getByRole('link');
    await expect(result).toHaveAttribute('href', /^\/budbilliken#/);
    const word = (await result.locator('mark').textContent())!.replace(/\W+$/, '');
    await result.click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => highlighted(page, word)).toBe(true);
  });

  test('the navbar button opens it too; Escape closes it and gives the focus back', async ({
    page,
  }) => {
    await open(page, '/');
    const button = page.getByRole('button', {name: 'Search case studies'});
    await button.click();
    const dialog = page.getByRole('dialog', {name: 'Search case studies'});
    await dialog.getByRole('searchbox').fill('zzzzqx');
    await expect(dialog.getByRole('status')).toHaveText('No case study mentions “zzzzqx”.');
    // A word no study has: the tags, which list every study, are offered.
    await expect(
      dialog.getByRole('link', {name: 'browse the case studies by tag'}),
    ).toHaveAttribute('href', /\/case-studies\/tags$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  // What the index holds and what a result says: the same at every size (the dialog's layout at
  // each is seen by the tests above).
  test.describe(() => {
    sameAtEverySize();

    test("the words of a table's neighbouring cells are found apart, not as one", async ({
      page,
    }) => {
      const found = wordsOfNeighbourCells();
      test.skip(!found, 'no listed study has a table');
      const {study, last, first} = found!;
      const dialog = await searchOn(page, '/case-studies');
      const field = dialog.getByRole('searchbox');
      // Unmet, the two were one word in the index ("identityLogo"), found by neither.
      await field.fill(`${last}${first}`);
      await expect(dialog.getByRole('status')).toHaveText(
        `No case study mentions “${last}${first}”.`,
      );
      for (const word of [last, first]) {
        await field.fill(word);
        const result = dialog
          .getByRole('listitem')
          .getByRole('link')
          .filter({hasText: study.title});
        await expect(result).toHaveCount(1);
        await expect(result.locator('mark').first()).toHaveText(new RegExp(`^${word}\\W?$`, 'i'));
      }
    });

    test("a word only a study's title has: its description is shown, not its title again", async ({
      page,
    }) => {
      const found = wordOfTitleOnly();
      test.skip(!found, "every title's words are in its story");
      const {study, word} = found!;
      const dialog = await searchOn(page, '/case-studies');
      await dialog.getByRole('searchbox').fill(word);
      const result = dialog.getByRole('listitem').getByRole('link').filter({hasText: study.title});
      // Pagefind's excerpt of the page began with the title again, then the tags' names.
      await expect(result).toHaveText(`${study.title}${study.description}`);
      // The word is marked where it is: in the title.
      await expect(result.locator('mark').first()).toHaveText(word);
    });

    test('a word only a tag of a study has: the result says it is tagged so', async ({page}) => {
      const found = await wordOfTagOnly(page);
      test.skip(!found, "every tag's words are in its studies' own text");
      const {study, word, label} = found!;
      const dialog = await searchOn(page, '/case-studies');
      await dialog.getByRole('searchbox').fill(word);
      const result = dialog.getByRole('listitem').getByRole('link').filter({hasText: study.title});
      // Unmet, the description alone: nothing said why the study was found.
      await expect(result).toContainText(new RegExp(`Tagged [^:]*${escapeRegExp(label)}[^:]*: `));
      await expect(result).toContainText(study.description);
    });

    test("a colleague's name finds the studies they wrote, and the result says so", async ({
      page,
    }) => {
      // A word of a colleague's name that their stories lack, and other studies have nowhere.
      const found = TEAM.flatMap((member) => {
        const written = listedStudies().filter((study) => study.author === member.name);
        const others = listedStudies().filter((study) => study.author !== member.name);
        return member.name
          .split(/\s+/)
          .filter(
            (word) =>
              written.length > 0 &&
              rare(word) &&
              written.every((study) => timesIn(storyOf(study), word) === 0) &&
              others.every((study) => timesIn(wholeOf(study), word) === 0),
          )
          .map((word) => ({member, word, written}));
      })[0];
      test.skip(!found, "no study's author is a colleague with a word of their name alone");
      const {member, word, written} = found!;
      const dialog = await searchOn(page, '/case-studies');
      await dialog.getByRole('searchbox').fill(word);
      const results = dialog.getByRole('listitem').getByRole('link');
      // Unmet, none: the byline was kept out of the index with the dates.
      await expect(results).toHaveCount(written.length);
      for (const study of written)
        await expect(results.filter({hasText: study.title})).toContainText(
          `Written by ${member.name}: ${study.description}`,
        );
      // The link's hidden words are not searched: "LinkedIn" finds no study that lacks it.
      await findsNone(
        page,
        'LinkedIn',
        listedStudies().filter((study) => timesIn(wholeOf(study), 'LinkedIn') === 0),
      );
    });

    test('the link every study ends with is not searched: its words find no study without them', async ({
      page,
    }) => {
      // "← Back to Success Stories" (<BackToStories />, at the end of every story): unmet,
      // "success" found every study, each with an excerpt of that link.
      const without = listedStudies().filter(
        (study) =>
          !wholeOf(study)
            .split('\n')
            .filter((line) => !line.includes('<BackToStories'))
            .join(' ')
            .toLowerCase()
            .includes('succ'),
      );
      test.skip(without.length === 0, 'every study says "success"');
      await findsNone(page, 'success', without);
    });

    test("a note's heading that only names its kind is not searched", async ({page}) => {
      // `:::note` shows "note" above the note. Unmet, "note" found every study with one, each
      // excerpt starting "note The cost figures…".
      const KIND = /^:::(note|tip|info|warning|danger|caution)\s*$/m;
      const kind = listedStudies()
        .map((study) => KIND.exec(wholeOf(study))?.[1])
        .find(Boolean);
      test.skip(!kind, 'no study has a note with its kind as its heading');
      const without = listedStudies().filter((study) => {
        const text = wholeOf(study);
        return KIND.test(text) && !text.replace(KIND, '').toLowerCase().includes(kind!.slice(0, 4));
      });
      test.skip(without.length === 0, `every study with a note says "${kind}" in its own words`);
      await findsNone(page, kind!, without);
    });

    test('a word no study has is not answered with the studies that have a short word it begins', async ({
      page,
    }) => {
      // Pagefind searches a word that is not in its index as its longest beginning that is: here
      // "or", in every story. Unmet, every study was offered for a word none of them has.
      const dialog = await searchOn(page, '/case-studies');
      await dialog.getByRole('searchbox').fill('orchidaceous');
      await expect(dialog.getByRole('status')).toHaveText('No case study mentions “orchidaceous”.');
      await expect(dialog.getByRole('listitem')).toHaveCount(0);
      // A word still being typed finds the studies whose words it begins.
      await dialog.getByRole('searchbox').fill('giveaw');
      await expect(dialog.getByRole('listitem').getByRole('link')).toContainText([
        'Partner spotlight at the Bud Billiken Parade',
      ]);
    });

    test('"no match" is said only once the search has ended, not while it runs', async ({page}) => {
      const dialog = await searchOn(page, '/case-studies');
      await expect(dialog.getByRole('status')).toHaveText(
        'Type a word: a client, a service, a place.',
      );
      // The part of the index that holds the word is held back, as on a slow connection.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/pagefind\/index\//, async (route) => {
        await held;
        await route.continue();
      });
      await dialog.getByRole('searchbox').fill('giveaways');
      await expect(dialog.getByRole('status')).toHaveText('Searching…');
      await expect(dialog.getByText('browse the case studies by tag')).toHaveCount(0);
      release();
      await expect(dialog.getByRole('status')).toHaveText('1 case study');
    });
  });

  test("a tag's page searches the studies with the tag, and all of them when asked", async ({
    page,
  }) => {
    const both = tagAndWordOfBoth();
    test.skip(!both, 'every listed study has the same tags');
    const {tag, word, inside, outside} = both!;
    await open(page, `/case-studies/tags/${tag}`);
    const label = await page.getByRole('heading', {level: 1}).innerText();
    // The field under the tag's heading says what it searches (the navbar's searches all).
    await page
      .getByRole('main')
      .getByRole('button', {name: `Search studies tagged ${label}`})
      .click();
    const dialog = page.getByRole('dialog', {name: 'Search case studies'});
    const only = dialog.getByRole('checkbox', {name: `Only studies tagged ${label}`});
    await expect(only).toBeChecked();
    // The box and its words are one target, a finger's height.
    const box = await dialog
      .locator('label')
      .filter({has: page.getByRole('checkbox')})
      .boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await dialog.getByRole('searchbox').fill(word);
    // Each result's title: its link's first part.
    const results = dialog
      .getByRole('listitem')
      .getByRole('link')
      .locator(':scope > span:first-child');
    const status = dialog.getByRole('status');
    await expect(status).toHaveText(new RegExp(`^\\d+ case stud(y|ies) tagged ${label}\\b`));
    const titles = (studies: StudyOnDisk[]) => studies.map((study) => study.title);
    const scoped = await results.allInnerTexts();
    expect(scoped.length).toBeGreaterThan(0);
    expect(titles(inside)).toEqual(expect.arrayContaining(scoped));
    // Unticked: every study that has the word, those without the tag among them.
    await only.uncheck();
    await expect(status).not.toContainText('tagged');
    await expect(status).toHaveText(/^\d+ case stud(y|ies)\b/);
    const all = await results.allInnerTexts();
    expect(all.some((title) => titles(outside).includes(title))).toBe(true);
    // Ticked again, by keyboard: the tag's studies only, once more.
    await only.press('Space');
    await expect(status).toContainText(`tagged ${label}`);
    expect(titles(inside)).toEqual(expect.arrayContaining(await results.allInnerTexts()));
  });

  test("a word none of a tag's studies has: its page offers to search them all", async ({page}) => {
    const others = tagAndWordOfOthers();
    test.skip(!others, "every study's words are in a study of each tag");
    const {tag, word, study} = others!;
    await open(page, `/case-studies/tags/${tag}`);
    const label = await page.getByRole('heading', {level: 1}).innerText();
    await page
      .getByRole('main')
      .getByRole('button', {name: /^Search studies tagged/})
      .click();
    const dialog = page.getByRole('dialog', {name: 'Search case studies'});
    const field = dialog.getByRole('searchbox');
    await field.fill(word);
    await expect(dialog.getByRole('status')).toHaveText(
      `No case study tagged ${label} mentions “${word}”.`,
    );
    await dialog.getByRole('button', {name: 'search all the case studies'}).click();
    await expect(
      dialog.getByRole('checkbox', {name: `Only studies tagged ${label}`}),
    ).not.toBeChecked();
    await expect(field).toBeFocused();
    await expect(dialog.getByRole('listitem').getByRole('link')).toContainText([study.title]);
  });

  test('opens at once, and keeps what is typed while its code loads', async ({page, isMobile}) => {
    await open(page, '/test');
    // The search's code arrives only after the typing, as on a slow connection.
    const release = await holdScripts(page);
    if (isMobile) await page.getByRole('button', {name: 'Search case studies'}).click();
    else {
      // Open within the key's own event: the keys typed next must find the field.
      const focused = await page.evaluate(() => {
        document.body.dispatchEvent(
          new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, bubbles: true}),
        );
        return document.activeElement?.getAttribute('aria-label');
      });
      expect(focused).toBe('Search the case studies');
    }
    const dialog = page.getByRole('dialog', {name: 'Search case studies'});
    const field = dialog.getByRole('searchbox');
    await expect(field).toBeFocused();
    await expect(dialog.getByRole('status')).toHaveText('Loading search…');
    await page.keyboard.type('giveaways');
    release();
    await expect(dialog.getByRole('listitem').getByRole('link')).toContainText(
      'Partner spotlight at the Bud Billiken Parade',
    );
    await expect(field).toHaveValue('giveaways');
  });

  test.describe('on a connection that drops', () => {
    sameAtEverySize();
    // The browser logs each failed request, React the error the dialog's boundary caught, and
    // Pagefind its failed fetches (one of them also left unhandled, "Failed to load Pagefind
    // metadata"); the dialog handles its own.
    test.use({
      allowedConsoleErrors:
        /Failed to (load resource|fetch)|Loading chunk|pagefind\.js|Failed to load (Pagefind metadata|the index chunk)/,
    });
    /**
     * With the search open and `pattern`'s requests failing: a word typed gets "could not load";
     * once they come again, "Try again" looks the same word up and finds its study.
     */
    async function failsThenRecovers(page: Page, pattern: string | RegExp) {
      const dialog = page.getByRole('dialog', {name: 'Search case studies'});
      await dialog.getByRole('searchbox').fill('giveaways');
      await expect(dialog.getByRole('status')).toHaveText(
        'Search could not load. Check the connection and try again.',
      );
      await page.unroute(pattern);
      await dialog.getByRole('button', {name: 'Try again'}).click();
      await expect(dialog.getByRole('searchbox')).toBeFocused();
      await expect(dialog.getByRole('listitem').getByRole('link')).toContainText(
        'Partner spotlight at the Bud Billiken Parade',
      );
    }

    const parts = {
      'its own code': '**/assets/js/**/*.js',
      Pagefind: '**/pagefind/pagefind.js',
      'its index': '**/pagefind/pagefind-entry.json*',
    };
    for (const [part, pattern] of Object.entries(parts)) {
      test(`says so when ${part} cannot load, and tries again when asked`, async ({page}) => {
        await open(page, '/test');
        await page.route(pattern, (route) => route.abort('internetdisconnected'));
        await page.getByRole('button', {name: 'Search case studies'}).click();
        await failsThenRecovers(page, pattern);
      });
    }

    test('a connection lost after the search opened is not taken for "no match"', async ({
      page,
    }) => {
      await open(page, '/test');
      // Pagefind's start: its script, its metadata and its engine, all loaded.
      const started = Promise.all([
        page.waitForResponse(/\.pf_meta$/),
        page.waitForResponse(/\/wasm\.[a-z]+\.pagefind$/),
      ]);
      await page.getByRole('button', {name: 'Search case studies'}).click();
      await started;
      // Then the connection drops: the part of the index that holds the word cannot come.
      const pagefind = /\/pagefind\//;
      await page.route(pagefind, (route) => route.abort('internetdisconnected'));
      await failsThenRecovers(page, pagefind);
    });
  });

  test.describe('with more matches than one screen', () => {
    const TOTAL = 20; // tests/fixtures/pagefind-fake.js
    // React reports the error its boundary caught.
    test.use({allowedConsoleErrors: /fragment did not load/});
    test.beforeEach(async ({page}) => {
      // Also when the dialog asks again after a failure (pagefind.js?attempt=1).
      await page.route(/\/pagefind\/pagefind\.js(\?.*)?$/, (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          path: path.join(__dirname, '../fixtures/pagefind-fake.js'),
        }),
      );
      await open(page, '/test');
      await page.getByRole('button', {name: 'Search case studies'}).click();
      await page.getByRole('dialog').getByRole('searchbox').fill('chicago');
    });

    test('shows them a few at a time; the focus goes to the first added', async ({page}) => {
      const dialog = page.getByRole('dialog', {name: 'Search case studies'});
      const status = dialog.getByRole('status');
      const links = dialog.getByRole('listitem').getByRole('link');
      await expect(status).toHaveText(new RegExp(`^${TOTAL} case studies · \\d+ shown$`));
      const step = await links.count();
      expect(step).toBeGreaterThan(0);
      for (let shown = step; shown < TOTAL;) {
        const more = Math.min(step, TOTAL - shown);
        await dialog.getByRole('button', {name: `Show ${more} more`}).click();
        await expect(links).toHaveCount(shown + more);
        await expect(links.nth(shown)).toBeFocused();
        shown += more;
      }
      await expect(status).toHaveText(`${TOTAL} case studies`);
      await expect(dialog.getByRole('button', {name: /^Show \d+ more$/})).toHaveCount(0);
      // Arrow Up from the first result goes back to the field.
      await links.first().focus();
      await page.keyboard.press('ArrowUp');
      await expect(dialog.getByRole('searchbox')).toBeFocused();
    });

    test('a "Show more" that cannot load says so, and tries again when asked', async ({page}) => {
      const dialog = page.getByRole('dialog', {name: 'Search case studies'});
      const more = dialog.getByRole('button', {name: /^Show \d+ more$/});
      await expect(more).toBeVisible();
      await page.evaluate(
        () => ((window as {fakePagefindFails?: boolean}).fakePagefindFails = true),
      );
      await more.click();
      await expect(dialog.getByRole('status')).toHaveText(
        'Search could not load. Check the connection and try again.',
      );
      await page.evaluate(
        () => ((window as {fakePagefindFails?: boolean}).fakePagefindFails = false),
      );
      await dialog.getByRole('button', {name: 'Try again'}).click();
      await expect(more).toBeVisible();
      await expect(dialog.getByRole('searchbox')).toHaveValue('chicago');
    });
  });

  test('a tap on the search while the scripts load opens it once they have', async ({page}) => {
    const release = await holdScripts(page);
    await page.goto('/test', {waitUntil: 'domcontentloaded'});
    await page.getByRole('button', {name: 'Search case studies'}).click();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    release();
    const dialog = page.getByRole('dialog', {name: 'Search case studies'});
    await expect(dialog.getByRole('searchbox')).toBeFocused();
  });

  test('Ctrl+K while the scripts load opens it once they have, and only once', async ({
    page,
    isMobile,
  }) => {
    test.skip(Boolean(isMobile), 'a keyboard shortcut');
    const release = await holdScripts(page);
    await page.goto('/test', {waitUntil: 'domcontentloaded'});
    await page.keyboard.press('Control+k');
    release();
    const dialog = page.getByRole('dialog', {name: 'Search case studies'});
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    // Closed, it stays closed: the early press was used up.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page
      .getByRole('link', {name: /Case Studies/})
      .first()
      .click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe(() => {
  sameAtEverySize();

  test("a study's former address sends its visitors on to it, with JavaScript off too, and is in no sitemap", async ({
    page,
    browser,
    baseURL,
  }) => {
    // A study whose folder was renamed lists its old address (formerly): links shared before still
    // arrive. Served here by `docusaurus serve`; through nginx, with the site's security policy,
    // in security.spec.ts.
    const moved = movedStudy();
    test.skip(!moved, 'no study lists a former address');
    const {permalink, title, formerly} = moved!;
    const heading = page.getByRole('heading', {level: 1});
    await page.goto(`${formerly[0].slice(1)}#from-a-post`);
    await expect(page).toHaveURL(new RegExp(`${permalink}#from-a-post$`));
    await expect(heading).toHaveText(title);
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    try {
      const still = await context.newPage();
      await still.goto(formerly[0].slice(1));
      await expect(still).toHaveURL(new RegExp(`${permalink}$`));
      await expect(still.getByRole('heading', {level: 1})).toHaveText(title);
    } finally {
      await context.close();
    }
    const sitemap = await (await page.request.get('sitemap.xml')).text();
    expect(sitemap).toContain(`${permalink}</loc>`);
    expect(sitemap).not.toContain(`${formerly[0]}</loc>`);
  });
});
