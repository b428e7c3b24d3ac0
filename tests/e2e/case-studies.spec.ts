import type {Page} from '@playwright/test';
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import {featuredStudies, indexOrder, listedStudies, perPage, storiesToOpen} from '../content';
import {pressPlay} from '../video';
import {
  test,
  expect,
  afterFrames,
  expectLandedOn,
  open,
  EMBED_SCRIPT,
  holdScripts,
  layoutShifts,
  recordLayoutShifts,
  waitForHydration,
  sameAtEverySize,
  setsItsOwnWidth,
  revealAll,
} from './fixtures';

const embedScripts = (page: Page) => page.locator(`script[src="${EMBED_SCRIPT}"]`);

test.describe(() => {
  sameAtEverySize();

  test('the index lists every case study with its parts, in order', async ({page}) => {
    await open(page, '/case-studies');
    const cards = page.locator('main article');
    // Every listed study, featured ones first (the spec's three), up to a page of them.
    const expected = indexOrder().slice(0, perPage());
    await expect(cards).toHaveCount(expected.length);
    await expect(cards.locator('h2')).toHaveText(expected.map((study) => study.title));
    const hrefs = await cards
      .getByRole('link', {name: 'View Case Study'})
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expected.map((study) => study.permalink));
    // Each card says when its study was published (the list runs newest first after the pinned).
    const dates = cards.locator('time');
    await expect(dates).toHaveCount(expected.length);
    expect(
      await dates.evaluateAll((times) => times.map((t) => t.getAttribute('datetime'))),
    ).toEqual(expected.map((study) => study.date));
    // Written out as a visitor reads it: "18 March 2025" (the British order, as everywhere here).
    const longDate = new Intl.DateTimeFormat('en-GB', {dateStyle: 'long', timeZone: 'UTC'});
    await expect(dates).toHaveText(
      expected.map((study) => longDate.format(new Date(`${study.date}T00:00:00Z`))),
    );
    // The spec's three cards (SPEC §2), each with its category and three highlights.
    for (const [category, href] of [
      ['Brand Development', '/stockboy'],
      ['Partner Spotlight', '/budbilliken'],
      ['Financial Consulting', '/case-study'],
    ]) {
      const card = cards.filter({has: page.locator(`a[href="${href}"]`)});
      await expect(card).toContainText(category);
      await expect(card.getByRole('list', {name: 'Highlights'}).getByRole('listitem')).toHaveCount(
        3,
      );
    }
    await page.getByRole('link', {name: '← Back to Home'}).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/case-study shows every section and figure', async ({page}) => {
    await open(page, '/case-study');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Client Success Story');
    await expect(page.locator('article .prose h2')).toHaveText([
      'Financial Overview',
      'Key Highlights',
      'Income Comparison',
      'Cost Control Improvements',
      'Strategic Expense Allocation',
      'Multi-Location Strategy',
      'Schedule a Consultation',
    ]);
    const overview = page.getByRole('table', {name: /Financial overview/});
    await expect(overview.getByRole('row', {name: /Cost of goods sold/})).toContainText('17.5%');
    await expect(overview.getByRole('row', {name: /Cost of goods sold/})).toContainText('9.3%');
    await expect(overview.getByRole('row', {name: /Gross profit/})).toContainText('$69,739.45');
    await expect(overview.getByRole('row', {name: /Gross profit/})).toContainText('$78,684.45');
    await expect(overview.getByRole('row', {name: /Operating expenses/})).toContainText(
      '$50,808.68',
    );
    await expect(overview.getByRole('row', {name: /Operating expenses/})).toContainText(
      '$75,668.72',
    );
    const income = page.getByRole('table', {name: /Income, August 2024/});
    await expect(income).toContainText('$84,505.99');
    await expect(income).toContainText('$86,725.58');
    await expect(page.getByRole('table', {name: /reinvestment/})).toContainText('$10.8k');
    await expect(page.getByRole('table', {name: /reinvestment/})).toContainText('$29.8k');
    await expect(page.locator('article')).toContainText('2.6%');
  });
});

test('a page of the index lays its far cards out only as they come near, and nothing moves as they do', async ({
  page,
  isMobile,
}) => {
  // 24 cards laid out at once were most of what a phone did before it answered a tap.
  await recordLayoutShifts(page);
  await open(page, '/case-studies');
  await waitForHydration(page);
  const items = page.locator('main li:has(> article)');
  const laidOut = () =>
    items.evaluateAll((lis) =>
      lis.map((li) => {
        const {top, bottom} = li.getBoundingClientRect();
        return {
          far: top > 2 * window.innerHeight,
          inView: bottom > 0 && top < window.innerHeight,
          drawn: li.firstElementChild!.checkVisibility({contentVisibilityAuto: true}),
        };
      }),
    );
  const before = await laidOut();
  // A card two screens down is not laid out yet (on a phone, where cards stand in one column).
  if (isMobile && before.length >= 3) expect(before.some(({far}) => far)).toBe(true);
  for (const {far, drawn} of before) if (far) expect(drawn).toBe(false);
  // Scrolled through, half a screen at a time, as a visitor reads: each card is drawn while in
  // sight, every one is seen, and nothing moves.
  const seen = new Set<number>();
  for (let step = 0; step < 100 && seen.size < before.length; step++) {
    const cards = await laidOut();
    cards.forEach(({inView, drawn}, i) => {
      if (!inView) return;
      expect(drawn, `card ${i + 1}, in sight, is drawn`).toBe(true);
      seen.add(i);
    });
    await page.mouse.wheel(0, 400);
    await afterFrames(page, 1);
  }
  expect(seen.size).toBe(before.length);
  expect(await layoutShifts(page)).toEqual([]);
});

test("a card shows a long description's first four lines beside other cards, and all of it in one column", async ({
  page,
  isMobile,
}) => {
  // Staff may write 300 characters (the schema's limit): eight lines or more on a card a third
  // of the page wide, which would stretch every card of its row.
  const long = 'Fewer, better drops on supplier terms that paid for the brand work. '
    .repeat(5)
    .slice(0, 300);
  for (const [route, study] of [
    ['/case-studies', indexOrder()[0]],
    ['/', featuredStudies()[0]],
  ] as const) {
    await open(page, route);
    await page
      .locator('article')
      .getByText(study.description, {exact: true})
      .evaluate((element, text) => (element.textContent = text), long);
    const shown = await page
      .locator('article')
      .getByText(long, {exact: true})
      .evaluate((element) => ({
        height: element.clientHeight,
        whole: element.scrollHeight,
        line: parseFloat(getComputedStyle(element).lineHeight),
      }));
    if (isMobile) {
      // One column: no row to stretch, and the whole text shows.
      expect(shown.whole, route).toBe(shown.height);
      expect(shown.height, route).toBeGreaterThan(4 * shown.line);
    } else {
      expect(shown.height, route).toBeLessThanOrEqual(4 * shown.line + 1);
      expect(shown.whole, route).toBeGreaterThan(shown.height);
    }
  }
});

test('a figures table wider than a phone: its title whole, its labels in place, its hidden side shown', async ({
  page,
  isMobile,
}) => {
  await open(page, '/case-study');
  const box = page.getByRole('region', {name: /Financial overview/});
  const title = page.locator('figcaption', {hasText: 'Financial overview'});
  const label = box.getByRole('rowheader', {name: 'Gross profit'});
  // The title wraps to the screen, where it was the table's caption, cut off with its columns.
  const width = page.viewportSize()!.width;
  expect((await title.boundingBox())!.x + (await title.boundingBox())!.width).toBeLessThanOrEqual(
    width,
  );
  if (!isMobile) {
    // It fits: nothing hidden, nothing faded.
    await expect(box).not.toHaveAttribute('data-more-right');
    return;
  }
  // The last column is past the edge: the edge fades (a phone shows no scroll bar).
  await expect(box).toHaveAttribute('data-more-right', 'true');
  await box.scrollIntoViewIfNeeded();
  const hidden = box.getByRole('cell', {name: '$78,684.45'});
  await expect(hidden).not.toBeInViewport({ratio: 1});
  const before = (await label.boundingBox())!.x;
  await box.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
  await expect(box).not.toHaveAttribute('data-more-right');
  // The row labels stayed while the figures scrolled under them.
  expect((await label.boundingBox())!.x).toBeCloseTo(before, 0);
  await expect(hidden).toBeInViewport({ratio: 1});
});

test('"Schedule a Consultation" goes home and scrolls to contact', async ({page}) => {
  await open(page, '/case-study');
  await page.getByRole('link', {name: 'Schedule a Consultation'}).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expectLandedOn(page, '#contact');
});

test('/stockboy: content, carousel wrapping both ways, calls to action', async ({page}) => {
  await open(page, '/stockboy');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Building a Chicago brand from the ground up',
  );
  // The video waits behind its poster: nothing plays, and no player is built, until asked.
  await expect(page.getByTestId('video-play').locator('img')).toHaveAttribute(
    'src',
    /highlights-poster/,
  );
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('list', {name: 'Highlights'}).getByRole('listitem')).toHaveCount(3);

  const carousel = page.getByTestId('carousel');
  const current = carousel.locator('[data-current="true"]');
  await expect(current).toHaveAttribute('aria-label', '1 of 3');
  await carousel.getByRole('button', {name: 'Previous slide'}).click();
  await expect(current).toHaveAttribute('aria-label', '3 of 3');
  await carousel.getByRole('button', {name: 'Next slide'}).click();
  await expect(current).toHaveAttribute('aria-label', '1 of 3');
  await carousel.getByRole('button', {name: 'Next slide'}).click();
  await carousel.getByRole('button', {name: 'Next slide'}).click();
  await expect(current).toHaveAttribute('aria-label', '3 of 3');
  await carousel.getByRole('button', {name: 'Next slide'}).click();
  await expect(current).toHaveAttribute('aria-label', '1 of 3');
  // Keyboard
  await carousel.getByRole('button', {name: 'Next slide'}).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-label', '3 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('aria-label', '1 of 3');
  await expect(carousel.locator('[data-current="false"]').first()).toBeHidden();

  await page.getByRole('link', {name: /Start the conversation/}).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expectLandedOn(page, '#contact');
});

// Until the page hydrates, the carousel's buttons would be the server's HTML, with no handlers:
// they stay hidden and every slide shows, as with JavaScript off, so no tap goes nowhere; and
// every slide is read out too (role "group" finds only what assistive technology is given).
test('the carousel shows no dead button and hides no slide while the scripts load', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/stockboy', {waitUntil: 'domcontentloaded'});
  const carousel = page.getByTestId('carousel');
  const slides = carousel.getByRole('group');
  await expect(slides).toHaveCount(3);
  for (const slide of await slides.all()) await expect(slide).toBeVisible();
  await expect(carousel.getByRole('button', {name: 'Next slide'})).toBeHidden();
  await expect(carousel.getByRole('button', {name: 'Previous slide'})).toBeHidden();
  release();
  await waitForHydration(page);
  const current = carousel.locator('[data-current="true"]');
  // Live: one slide shows, and only it is read out.
  await expect(carousel.getByRole('group').filter({visible: true})).toHaveCount(1);
  await expect(carousel.getByRole('group')).toHaveCount(1);
  await carousel.getByRole('button', {name: 'Next slide'}).click();
  await expect(current).toHaveAttribute('aria-label', '2 of 3');
});

test.describe(() => {
  setsItsOwnWidth();

  test("a post link's new-tab icon stays with its last word on the narrowest phone", async ({
    page,
  }) => {
    await page.setViewportSize({width: 320, height: 640});
    await open(page, '/stockboy');
    const link = page.getByRole('link', {name: /^The partner drop announcement \(opens Instagram/});
    const {word, icon} = await link.evaluate((a) => {
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      let last: Text | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node as Text).data.trim() && !node.parentElement?.closest('.visually-hidden')) {
          last = node as Text;
        }
      }
      const range = document.createRange();
      range.selectNodeContents(last!);
      const rects = range.getClientRects();
      return {
        word: rects[rects.length - 1].toJSON() as DOMRect,
        icon: a.querySelector('svg')!.getBoundingClientRect().toJSON() as DOMRect,
      };
    });
    // The caption wraps at this width; the icon sits on its last line, just after the last word
    // (not at the far end of the box, and not alone on a line of its own).
    expect(icon.top).toBeGreaterThanOrEqual(word.top - 2);
    expect(icon.bottom).toBeLessThanOrEqual(word.bottom + 2);
    expect(icon.left).toBeGreaterThanOrEqual(word.right - 1);
    expect(icon.left - word.right).toBeLessThan(12);
  });

  // Authors paste links and name clients with long words; on a phone they must wrap, not run off
  // the screen (the body's overflow-x would cut them off unseen). Each text element of what the
  // studies fill in gets a 57-letter word and a 77-character URL appended: the whole page of a
  // study and of the lists, the featured cards on the home page (its other words are the firm's).
  const AUTHORED: [string, string][] = [
    ['/', 'main article'],
    ['/stockboy', 'main'],
    ['/case-study', 'main'],
    ['/case-studies', 'main'],
    ['/case-studies/tags', 'main'],
  ];
  for (const [route, scope] of AUTHORED) {
    test(`${route}: a long word or URL wraps on a 320 px phone`, async ({page}) => {
      await page.setViewportSize({width: 320, height: 640});
      await open(page, route);
      const overflowing = await page.evaluate((scope) => {
        const long = 'Supercalifragilisticexpialidociousmarketingtransformation';
        const url = 'https://www.example.com/a/very/long/path/that/does/not/break/anywhere/at/all';
        const texts = document.querySelectorAll(
          `${scope} :is(h1, h2, h3, p, li, a, dd, dt, figcaption, span)`,
        );
        if (texts.length === 0) return ['nothing to fill in'];
        for (const el of texts) {
          if (el.children.length === 0 && el.textContent?.trim()) el.append(` ${long} ${url}`);
        }
        // The layout viewport: on a phone, the visual one zooms out to show what overflows.
        const width = document.documentElement.clientWidth;
        // Inside a box that scrolls sideways (a wide table's), running past the screen is fine.
        const inScroller = (el: Element) => {
          for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
            if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return true;
          }
          return false;
        };
        return [...document.querySelectorAll('main *')]
          .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !inScroller(el))
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
      }, scope);
      expect(overflowing).toEqual([]);
    });
  }
});

test('buttons in a story look like buttons; links in its text are underlined', async ({page}) => {
  await open(page, '/stockboy');
  const none = ['text-decoration-line', 'none'] as const;
  await expect(page.getByRole('link', {name: /Start the conversation/})).toHaveCSS(...none);
  await expect(page.getByRole('link', {name: '← Back to Success Stories'})).toHaveCSS(...none);
  await expect(
    page.getByRole('link', {name: /^The partner drop announcement \(opens Instagram/}),
  ).toHaveCSS('text-decoration-line', 'underline');
  // The call to action's label fits one line on a phone (375 px) and the desktop: the button is
  // no taller than its one-line height (3.25rem).
  const cta = await page.getByRole('link', {name: /Start the conversation/}).boundingBox();
  expect(cta!.height).toBeLessThanOrEqual(52.5);
});

/**
 * What `read` finds on the page of each listed study, each with the study's address: for the
 * checks that hold for every story (the samples' must give at least one thing to check). Past a
 * dozen studies, the pages of those that between them show every kind of content the stories
 * have (storiesToOpen): opening all 300 of a grown site, the test outran its time.
 */
async function onEveryStory<T>(page: Page, read: (story: Page) => Promise<T[]>) {
  const found: {permalink: string; item: T}[] = [];
  for (const study of storiesToOpen()) {
    await open(page, study.permalink);
    for (const item of await read(page)) found.push({permalink: study.permalink, item});
  }
  return found;
}

test("every link in a story's running text is underlined, not told apart by colour alone", async ({
  page,
}) => {
  // A link in a sentence (as Lighthouse's link-in-text-block has it: its parent holds other
  // text too), such as Markdown's [words](/case-study), to which Docusaurus gives an empty class
  // that a rule for links without one missed. A sample's story has one.
  const links = await onEveryStory(page, (story) =>
    story.locator('.prose a').evaluateAll((all) =>
      all
        .map((a) => ({a, text: a.textContent!.replace(/\u200b/g, '').trim()}))
        // In a paragraph, list item or cell, among words: not a heading's # link (a zero-width
        // space), a block's button or a link that is all of its line.
        .filter(
          ({a, text}) =>
            text &&
            a.parentElement!.matches('p, li, td, th, figcaption') &&
            a.parentElement!.textContent!.trim() !== text,
        )
        .map(({a, text}) => [text, getComputedStyle(a).textDecorationLine]),
    ),
  );
  for (const {
    permalink,
    item: [text, line],
  } of links)
    expect(line, `${permalink}: ${text}`).toBe('underline');
  expect(links.length).toBeGreaterThan(0);
});

test("a Markdown table's column headings line up with their figures", async ({page}) => {
  // A column written `| --- |` starts each heading and figure at the left; `| ---: |` at the
  // right. The browser centres a heading it is told nothing of: "Work" sat over the middle of
  // its column. A sample's story has such a table.
  const columns = await onEveryStory(page, (story) =>
    story
      .getByRole('region', {name: /^Table: /})
      .locator('table')
      .evaluateAll((all) =>
        all.flatMap((table) => {
          const heads = [...table.querySelectorAll('thead th')];
          const cells = [...(table.querySelector('tbody tr')?.children ?? [])];
          const side = (cell: Element) =>
            getComputedStyle(cell).textAlign.replace(/^(start|left)$/, 'left');
          return heads.map((th, i) => [th.textContent, side(th), side(cells[i])]);
        }),
      ),
  );
  for (const {
    permalink,
    item: [heading, head, cell],
  } of columns)
    expect(head, `${permalink}: ${heading}`).toBe(cell);
  expect(columns.length).toBeGreaterThan(0);
});

test("a story's :::note is drawn in the site's colours, not Infima's grey box", async ({page}) => {
  await open(page, '/stockboy');
  const note = page.locator('.theme-admonition-note');
  await expect(note).toContainText("The cost figures are Stockboy's own");
  /** A token's value as the browser paints it (rgb()). */
  const token = (name: string, property = 'background-color') =>
    page.evaluate(
      ([name, property]) => {
        const probe = document.createElement('div');
        probe.style.setProperty(property, `var(${name})`);
        document.body.append(probe);
        const value = getComputedStyle(probe).getPropertyValue(property);
        probe.remove();
        return value;
      },
      [name, property],
    );
  await expect(note).toHaveCSS('background-color', await token('--c-surface'));
  await expect(note).toHaveCSS('border-left-width', '4px');
  await expect(note).toHaveCSS('border-top-color', await token('--c-border', 'border-top-color'));
  // Its words are the story's (axe, in a11y-and-nojs.spec.ts, holds them to AA on this page).
  await expect(note.locator('p')).toHaveCSS('color', await token('--c-muted', 'color'));
});

for (const route of ['/stockboy', '/budbilliken']) {
  test(`${route}: the video plays when the visitor presses play, and not before`, async ({
    page,
  }) => {
    const videos: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videos.push(request.url());
    });
    await open(page, route);
    const play = page.getByTestId('video-play');
    await play.scrollIntoViewIfNeeded();
    await expect(play.locator('img')).toBeVisible();
    const box = await play.boundingBox();
    expect(videos).toEqual([]);

    await play.click();
    const video = page.locator('figure video');
    // The player takes the poster's box (no shift), the focus, and starts.
    await expect(video).toBeFocused();
    expect(await video.boundingBox()).toEqual(box);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => (v.error ? -1 : v.currentTime)))
      .toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
    // Its captions (WebVTT, beside the clip in the bucket) show as it plays.
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) =>
          [...v.textTracks].map((track) => [track.mode, track.cues?.length ?? 0]),
        ),
      )
      .toEqual([['showing', 2]]);
    await expect(page.getByTestId('video-fallback')).toHaveCount(0);
    expect(videos.length).toBeGreaterThan(0);
  });
}

test("a portrait clip behind a landscape poster plays whole, with bars at its sides, not cut to the poster's frame", async ({
  page,
}) => {
  // A phone's reel (on its side, turned by its matrix, as a phone stores it) in the bucket where
  // the poster is 16:9.
  const reel = fs.readFileSync(path.join(__dirname, '../fixtures/clips/portrait.mp4'));
  await page.route('**/case-studies/stockboy/highlights.mp4', (route) =>
    route.fulfill({body: reel, contentType: 'video/mp4'}),
  );
  await open(page, '/stockboy');
  const video = await pressPlay(page);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
    90, 160,
  ]);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  const box = (await video.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  /**
   * How much the pixels of a strip of the player, `from` to `to` of its width, vary: its top
   * third, above the controls and their shade, inside its rounded corners.
   */
  const variety = async (from: number, to: number) => {
    const clip = {
      x: box.x + box.width * from,
      y: box.y + 16,
      width: box.width * (to - from),
      height: box.height * 0.3,
    };
    const {channels} = await sharp(await page.screenshot({clip})).stats();
    return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
  };
  // The clip fills the middle 32 % of the width; bars of one colour on either side.
  expect(await variety(0.04, 0.25)).toBeLessThan(2);
  expect(await variety(0.75, 0.96)).toBeLessThan(2);
  expect(await variety(0.4, 0.6)).toBeGreaterThan(20);
});

test("captions a phone can read: the words of each cue at least the site's small text (15 px)", async ({
  page,
}) => {
  // The browser sizes cues by the player's height: on a 375 px phone they were 9 px.
  await open(page, '/budbilliken');
  const video = await pressPlay(page);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.activeCues?.length ?? 0))
    .toBeGreaterThan(0);
  // The cue's box is in the player's own (user-agent) shadow tree: read through the DevTools
  // protocol, which reaches it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  type DomNode = {
    nodeId: number;
    attributes?: string[];
    children?: DomNode[];
    shadowRoots?: DomNode[];
  };
  const {root} = (await cdp.send('DOM.getDocument', {depth: -1, pierce: true})) as {root: DomNode};
  const cues: number[] = [];
  const walk = (node: DomNode) => {
    const attributes = node.attributes ?? [];
    for (let i = 0; i < attributes.length; i += 2)
      if (attributes[i] === 'pseudo' && attributes[i + 1] === 'cue') cues.push(node.nodeId);
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
  };
  walk(root);
  expect(cues.length).toBeGreaterThan(0);
  for (const nodeId of cues) {
    const {computedStyle} = (await cdp.send('CSS.getComputedStyleForNode', {nodeId})) as {
      computedStyle: {name: string; value: string}[];
    };
    const size = parseFloat(computedStyle.find((style) => style.name === 'font-size')!.value);
    expect(size).toBeGreaterThanOrEqual(15);
  }
});

test.describe('a card under the pointer', () => {
  test.skip(({phone}) => phone, 'a pointer that hovers');
  // Motion off: the glow is there at once, not part-way through its transition.
  test.use({contextOptions: {reducedMotion: 'reduce'}});

  test('glows past its edges on a page of the index, as on the home page', async ({page}) => {
    await open(page, '/case-studies');
    const card = page.locator('main article').first();
    await page.evaluate(() => {
      const box = document.querySelector('main article')!.getBoundingClientRect();
      window.scrollBy({top: box.bottom - (window.innerHeight - 120), behavior: 'instant'});
    });
    // The strip just under the card (the gap above the next row is 24 px): lit by the glow.
    const strip = async () => {
      const box = (await card.boundingBox())!;
      const clip = {
        x: box.x + box.width / 4,
        y: box.y + box.height + 4,
        width: box.width / 2,
        height: 16,
      };
      const {channels} = await sharp(await page.screenshot({clip})).stats();
      return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0);
    };
    const unlit = await strip();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 24, box.y + box.height - 24);
    await expect.poll(() => card.evaluate((el) => el.matches(':hover'))).toBe(true);
    const lit = await strip();
    expect(lit).toBeGreaterThan(unlit + 20);
  });
});

test.describe('what glows under the pointer', () => {
  test.skip(({phone}) => phone, 'a pointer that hovers');

  // A study's "more" cards snapped their glow on and off while every other card faded it; a
  // service card's glow waited for its reveal's stagger delay:
  // each element a hover rule gives a shadow now transitions it, and at once.
  for (const route of ['/', '/case-studies', '/case-studies/tags', listedStudies()[0].permalink]) {
    test(`fades its glow in and out, at once, on ${route}`, async ({page}) => {
      await open(page, route);
      // A hidden block has no transition.
      await revealAll(page);
      const found = await page.evaluate(() => {
        /** Each style rule, inside @media (hover: hover) and @container too. */
        const rules = (list: CSSRuleList): CSSStyleRule[] =>
          [...list].flatMap((rule) =>
            rule instanceof CSSStyleRule
              ? [rule]
              : rule instanceof CSSGroupingRule
                ? rules(rule.cssRules)
                : [],
          );
        const all = [...document.styleSheets].flatMap((sheet) => rules(sheet.cssRules));
        const glowing = all.filter(
          (rule) => rule.selectorText.includes(':hover') && rule.style.boxShadow !== '',
        );
        return glowing.flatMap((rule) =>
          rule.selectorText
            .split(',')
            .filter((selector) => selector.includes(':hover'))
            .flatMap((selector) =>
              [...document.querySelectorAll(selector.replaceAll(':hover', ''))]
                .filter((target) => target.getClientRects().length > 0)
                .map((target) => {
                  const style = getComputedStyle(target);
                  const durations = style.transitionDuration.split(', ');
                  const delays = style.transitionDelay.split(', ');
                  const fades = style.transitionProperty
                    .split(', ')
                    .some(
                      (property, i) =>
                        (property === 'box-shadow' || property === 'all') &&
                        parseFloat(durations[i % durations.length]) > 0 &&
                        parseFloat(delays[i % delays.length]) === 0,
                    );
                  return {selector: selector.trim(), fades};
                }),
            ),
        );
      });
      // The page has such an element (the check would pass on none).
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter((element) => !element.fades)).toEqual([]);
    });
  }
});

test.describe('a video whose file cannot load', () => {
  sameAtEverySize();
  test.use({allowedConsoleErrors: /status of 404/});
  test('shows its poster and says so', async ({page}) => {
    await page.route('**/*.mp4', (route) => route.fulfill({status: 404, body: ''}));
    await open(page, '/budbilliken');
    await page.getByTestId('video-play').click();
    const fallback = page.getByTestId('video-fallback');
    await expect(fallback).toHaveAccessibleName(/Bud Billiken Parade activation recap/);
    await expect(fallback).toContainText('This video cannot play right now.');
    await expect(fallback.locator('img')).toBeVisible();
  });
});

test('"← Back to Success Stories" lands on the success stories', async ({page}) => {
  await open(page, '/budbilliken');
  await page.getByRole('link', {name: '← Back to Success Stories'}).click();
  await expect(page).toHaveURL(/\/#case-study$/);
  await expectLandedOn(page, '#case-study');
});

test('a call to action has as much room above its title as below its button', async ({page}) => {
  await open(page, '/budbilliken');
  const card = page.getByRole('complementary', {name: "Let's talk about your activation"});
  const [box, title, button] = await Promise.all([
    card.boundingBox(),
    card.getByRole('heading').boundingBox(),
    card.getByRole('link', {name: /Plan an activation/}).boundingBox(),
  ]);
  const above = title!.y - box!.y;
  const below = box!.y + box!.height - (button!.y + button!.height);
  // A story's own h2 room above it (3rem) made the top 72 px to the bottom's 24 on a phone.
  expect(Math.abs(above - below)).toBeLessThanOrEqual(4);
});

test.describe(() => {
  setsItsOwnWidth();

  test('on a phone, the related studies follow the end of the story one section apart', async ({
    page,
  }) => {
    for (const width of [320, 375, 768]) {
      await page.setViewportSize({width, height: 800});
      await open(page, '/budbilliken');
      const back = await page.getByRole('link', {name: '← Back to Success Stories'}).boundingBox();
      const related = await page.getByRole('heading', {name: 'Related case studies'}).boundingBox();
      // The story's last link, then a section's room (about 5rem): 140 px of nothing, a fifth of
      // a phone's screen, before (the story's and the page's end padding on top of each other).
      expect(related!.y - (back!.y + back!.height), `${width} px`).toBeLessThanOrEqual(96);
    }
  });
});

test('/budbilliken: sections, flyer, partner logos out in new tabs, call to action', async ({
  page,
}) => {
  await open(page, '/budbilliken');
  await expect(page.locator('article .prose h2')).toHaveText([
    'Recap',
    'Overview',
    'Deliverables',
    'Why it worked',
    'Outcome',
    'Partners',
    "Let's talk about your activation",
  ]);
  await expect(page.getByRole('link', {name: /^Play video: /})).toHaveCount(1);
  await expect(page.getByRole('img', {name: /Event flyer/})).toBeVisible();
  const partners = page.getByRole('list', {name: 'Partners'}).getByRole('link');
  await expect(partners).toHaveCount(2);
  for (const link of await partners.all()) {
    await expect(link).toHaveAccessibleName(/^\S.* \(opens in a new tab\)$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await page.getByRole('link', {name: /Plan an activation/}).click();
  await expect(page).toHaveURL(/\/#contact$/);
});

test.describe(() => {
  sameAtEverySize();

  // Two tests, not one: together they load seven pages, which on a busy two-core machine took
  // longer than one test's time.
  test('the embed script lives on /stockboy only', async ({page}) => {
    await open(page, '/');
    await expect(embedScripts(page)).toHaveCount(0);
    await open(page, '/stockboy');
    await expect(embedScripts(page)).toHaveCount(1);
    await expect(page.locator('.instagram-embed-stub')).toHaveCount(3);
    for (const route of ['/budbilliken', '/case-study', '/case-studies']) {
      await open(page, route);
      await expect(embedScripts(page)).toHaveCount(0);
    }
  });

  test('the embed script leaves with the visitor, and comes back once', async ({page}) => {
    await open(page, '/stockboy');
    await expect(embedScripts(page)).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('link', {name: '← Back to Success Stories'}).click();
    await expect(page).toHaveURL(/\/#case-study$/);
    await expect(embedScripts(page)).toHaveCount(0);

    // In-app navigation back in: added again, once.
    await page.locator('#case-study h3 a').first().click();
    await expect(page).toHaveURL(/\/stockboy$/);
    await expect(embedScripts(page)).toHaveCount(1);
  });
});

test.describe('when the embed script is blocked', () => {
  test.use({embedMode: 'blocked', allowedConsoleErrors: /Failed to load resource/});

  test('each post stays a usable link and the carousel still works', async ({page}) => {
    await open(page, '/stockboy');
    const carousel = page.getByTestId('carousel');
    const current = carousel.locator('[data-current="true"]');
    await expect(
      current.getByRole('link', {name: /partner drop announcement/}).first(),
    ).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\/p\//);
    await carousel.getByRole('button', {name: 'Next slide'}).click();
    await expect(current).toHaveAttribute('aria-label', '2 of 3');
  });
});
