import {
  test,
  expect,
  afterFrames,
  open,
  sameAtEverySize,
  acrossWidths,
  seriousA11yViolations,
  EVERY_PAGE,
  TAG_PAGE,
  revealAll,
  scrollToY,
} from './fixtures';
import sharp from 'sharp';
import {storiesToOpen} from '../content';

/**
 * The listed studies' pages (the blocks a story can use are spread over them): each, or past a
 * dozen those that between them show every kind of content the stories have (storiesToOpen).
 */
const studyRoutes = () => storiesToOpen().map((study) => study.permalink);

for (const route of EVERY_PAGE) {
  test.describe(route, () => {
    // Chromium logs the 404 status of the not-found document as a console error.
    test.use({allowedConsoleErrors: route === '/missing-page' ? /status of 404/ : null});
    test(`axe finds no serious or critical violations on ${route}`, async ({page}) => {
      await open(page, route);
      // Reveal everything that animates in, and let the transitions end, so axe checks final
      // colours. The transitions start with the next style update.
      await revealAll(page);
      await afterFrames(page, 2);
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ).then(() => undefined),
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}

/**
 * Where the focused element's ring may show: its box and a margin for the ring; for a link
 * stretched over its card by an absolute `::after` (the cards' titles), the card it covers. Null
 * once the focus has left the page. (Read in one call with the focus: each stop is a few calls.)
 */
function ringArea() {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const stretched = getComputedStyle(element, '::after').position === 'absolute';
  const area = (stretched && (element as HTMLElement).offsetParent) || element;
  const box = area.getBoundingClientRect();
  const margin = 12;
  const x = Math.max(0, box.left - margin);
  const y = Math.max(0, box.top - margin);
  return {
    x,
    y,
    width: Math.min(window.innerWidth, box.right + margin) - x,
    height: Math.min(window.innerHeight, box.bottom + margin) - y,
    // A ring one pixel wide around the element itself: the least it must change.
    least: 2 * ((element as HTMLElement).offsetWidth + (element as HTMLElement).offsetHeight),
    name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
    // In the navbar or the footer: the same components, in the same styles, on every page.
    everyPage: element.closest('header[data-scrolled], footer') !== null,
  };
}

/**
 * How many pixels the focus turned into the ring's colour: near `ring` with focus, and clearly
 * otherwise without it (a glow or a shade alone is not a ring).
 */
async function ringPixels(withFocus: Buffer, without: Buffer, ring: number[]) {
  const [one, two] = await Promise.all(
    [withFocus, without].map((shot) => sharp(shot).removeAlpha().raw().toBuffer()),
  );
  const distance = (data: Buffer, i: number) =>
    Math.hypot(data[i] - ring[0], data[i + 1] - ring[1], data[i + 2] - ring[2]);
  let pixels = 0;
  for (let i = 0; i < one.length; i += 3) {
    if (distance(one, i) < 60 && distance(two, i) > 90) pixels++;
  }
  return pixels;
}

test.describe('focus from the keyboard', () => {
  test.skip(({phone}) => phone, 'the same components at one size');
  // Motion off: what moves in as it is reached (sections, counters) is where it stays.
  test.use({contextOptions: {reducedMotion: 'reduce'}});

  for (const route of ['/', '/case-studies', '/case-studies/tags', TAG_PAGE, ...studyRoutes()]) {
    test(`every stop on ${route} shows where the focus is`, async ({page}) => {
      await open(page, route);
      // With a mouse, a region with tooltips is rendered again once their code is in (on the
      // first idle moment): walked before, the stop Tab starts from could be replaced.
      for (const region of await page.locator('[data-tooltips]').all()) {
        await expect(region).toHaveAttribute('data-tooltips', 'ready');
      }
      // The accent, #rrggbb, as the site's one palette defines it.
      const ring = await page.evaluate(() =>
        (
          getComputedStyle(document.documentElement)
            .getPropertyValue('--c-accent')
            .trim()
            .match(/\w\w/g) ?? []
        ).map((hex) => parseInt(hex, 16)),
      );
      expect(ring).toHaveLength(3);
      const unseen: string[] = [];
      let stops = 0;
      for (;;) {
        await page.keyboard.press('Tab');
        const area = await page.evaluate(ringArea);
        // Each stop once: Tab from the last one leaves the page (the address bar).
        if (!area || stops > 200) break;
        stops++;
        // The navbar's and the footer's stops are looked at on the home page; on the others,
        // Tab goes through them (two screenshots a stop: a third of the test on such a page).
        if (area.everyPage && route !== '/') continue;
        if (area.width <= 0 || area.height <= 0) {
          unseen.push(`${area.name} (out of sight)`);
          continue;
        }
        const shot = () => page.screenshot({clip: area, animations: 'disabled'});
        const withFocus = await shot();
        // Blurred, it is where the next Tab starts from (the sequential focus starting point).
        await page.evaluate(() => (document.activeElement as HTMLElement).blur());
        const without = await shot();
        if ((await ringPixels(withFocus, without, ring)) < area.least) unseen.push(area.name);
      }
      expect(stops, 'stops reached by Tab').toBeGreaterThan(5);
      expect(unseen, 'focused, but nothing shows it').toEqual([]);
    });
  }
});

test('axe finds no serious or critical violations in the search dialog with results', async ({
  page,
}) => {
  await open(page, '/case-studies');
  await page.getByRole('button', {name: 'Search case studies'}).first().click();
  const dialog = page.getByRole('dialog', {name: 'Search case studies'});
  await dialog.getByRole('searchbox').fill('chicago');
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

// A test of its own: with the one above, two pages and two runs of axe took past 30 s with both
// cores busy.
test("axe finds no serious or critical violations in a tag's search dialog, nothing found", async ({
  page,
}) => {
  // With the box that keeps it to the tag's studies, and the offer to search them all.
  await open(page, TAG_PAGE);
  await page
    .getByRole('main')
    .getByRole('button', {name: /^Search studies tagged/})
    .click();
  const dialog = page.getByRole('dialog', {name: 'Search case studies'});
  await dialog.getByRole('searchbox').fill('zzzzqx');
  await expect(dialog.getByRole('button', {name: 'search all the case studies'})).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});

  const TEXTS: Record<string, string[]> = {
    '/': [
      "Don't get bored with consistency",
      'Explore Services',
      'SUM Methodology',
      'AI-Powered Marketing Automation',
      '50+',
      'New clients from referrals',
      'Custom Roadmap',
      'Implementation',
      'Alex Rivera',
      'Work that moved the numbers',
      'Multi-location financial consulting',
      'within 24 hours',
      'contact@example.com',
      'info@example.com',
    ],
    '/case-studies': [
      'View Case Study',
      'Partner spotlight at the Bud Billiken Parade',
      '← Back to Home',
    ],
    '/stockboy': [
      'Partnership highlights',
      'The community on release day',
      "Let's Build Your Foundation",
      '← Back to Success Stories',
    ],
    '/budbilliken': [
      'Deliverables',
      'Why it worked',
      'Outcome',
      "Let's talk about your activation",
    ],
    '/case-study': [
      'Client Success Story',
      'Multi-Location Strategy',
      '$86,725.58',
      '$29.8k',
      'Schedule a Consultation',
    ],
    '/test': ['Test Page', 'If you can see this, routing is working!'],
  };

  for (const [route, texts] of Object.entries(TEXTS)) {
    test(`${route} is readable from the served HTML`, async ({page}) => {
      await page.goto(route);
      const body = page.locator('body');
      for (const text of texts) await expect(body).toContainText(text);
      // Nothing waits for JavaScript to become visible.
      for (const section of await page.locator('.animate-in').all()) {
        await expect(section).toHaveCSS('opacity', '1');
      }
      // No button shows that could only work with it (the search, the copy buttons).
      await expect(page.locator('button:visible')).toHaveCount(0);
      // The browser's own parts (scrollbars, fields) are drawn for a dark page, as with it.
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    });
  }

  test.describe(() => {
    sameAtEverySize();

    test('the navbar links still go somewhere', async ({page}) => {
      await page.goto('/case-studies');
      const hrefs = await page
        .getByRole('navigation', {name: 'Main'})
        .getByRole('link')
        .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
      expect(hrefs).toContain('/#contact');
      expect(hrefs.every((href) => href && href !== '#')).toBe(true);
    });
  });

  test('a reload of the home page keeps the place the visitor was at', async ({page}) => {
    // The browser puts a reloaded page back where it was before any of it is drawn; a home
    // section not laid out yet (src/lib/farSections.ts) would count at its estimate, and the
    // page would land off. Scrolled through the page first, as a reader would.
    await page.goto('/');
    const heading = page.locator('#contact h2');
    // Not scrollThrough(): it waits for frames, which a page without scripts never reports.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) await scrollToY(page, y);
    await heading.evaluate((element) => element.scrollIntoView({block: 'start'}));
    const before = await heading.evaluate((element) => element.getBoundingClientRect().top);
    await page.reload();
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeCloseTo(before, 0);
  });

  test('a carousel shows, and reads out, every slide', async ({page}) => {
    await page.goto('/stockboy');
    const slides = page.getByTestId('carousel').getByRole('group');
    await expect(slides).toHaveCount(3);
    for (const slide of await slides.all()) await expect(slide).toBeVisible();
  });
});

/**
 * WCAG 1.4.12: a reader who widens the text's spacing (a browser extension or their own style
 * sheet: line height 1.5, letters 0.12em, words 0.16em, paragraphs 2em apart) loses nothing. At
 * 375 px the hero's "$1.2M", sized to the screen and not to its box, ran past its box's border.
 */
test.describe("with a reader's wider text spacing", () => {
  test.use({allowedConsoleErrors: /status of 404/});
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent =
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; ' +
          'word-spacing: 0.16em !important } p { margin-bottom: 2em !important }';
        document.head.append(style);
      }),
    );
  });
  acrossWidths({phone: [360, 375, 414], desktop: [1024, 1280]}, (widths, pages, sweep) => {
    test(`no text runs past the border of its box at ${widths.join(', ')} px, ${pages[0]} to ${pages.at(-1)}`, ({
      page,
    }) =>
      sweep(page, async ({route, width}) => {
        await revealAll(page);
        const past = await page.evaluate(() => {
          // The long lists' far cards laid out too.
          document
            .querySelectorAll<HTMLElement>('li')
            .forEach((li) => (li.style.contentVisibility = 'visible'));
          const found: string[] = [];
          const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            const parent = node.parentElement!;
            if (!node.textContent!.trim() || parent.closest('.visually-hidden, script, style'))
              continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const text = range.getBoundingClientRect();
            if (text.width === 0) continue;
            // The nearest box drawn with side borders, unless a box that scrolls comes first.
            for (let box: Element | null = parent; box; box = box.parentElement) {
              const style = getComputedStyle(box);
              if (/auto|scroll/.test(style.overflowX)) break;
              const left = parseFloat(style.borderLeftWidth);
              const right = parseFloat(style.borderRightWidth);
              if (left === 0 || right === 0) continue;
              const edges = box.getBoundingClientRect();
              if (text.right > edges.right - right + 0.5 || text.left < edges.left + left - 0.5)
                found.push(`"${node.textContent!.trim().slice(0, 30)}"`);
              break;
            }
          }
          return found;
        });
        expect(past, `${route} at ${width} px`).toEqual([]);
      }));
  });
});
