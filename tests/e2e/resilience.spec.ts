import type {Page} from '@playwright/test';
import {
  test,
  expect,
  open,
  routeScripts,
  holdMedia,
  waitForHydration,
  afterFrames,
  scrollToY,
  sameAtEverySize,
  type MediaMode,
} from './fixtures';

/**
 * Fault tolerance: the media bucket and the photos' host refusing connections, answering 500 or
 * slow (held until the test lets them through), and the embed script blocked, slow (10 s) or
 * broken. Every route keeps its text, its layout and its behaviour, with no uncaught error. At
 * phone size (most visitors, and the tightest layout); the media's effect on layout at desktop
 * size too.
 */
const ROUTES: [string, string][] = [
  ['/', "Don't get bored with consistency"],
  ['/case-studies', 'Success stories'],
  ['/stockboy', 'Building a Chicago brand from the ground up'],
  ['/budbilliken', 'Partner spotlight at the Bud Billiken Parade'],
  ['/case-study', 'Client Success Story'],
];

/** Layout fingerprint: the h1 and the box of every figure and image, which must not depend on the media. */
async function layout(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('h1, main figure, main img, [data-testid="image-fallback"]'),
    ).map((el) => Math.round(el.getBoundingClientRect().height)),
  );
}

/** Scrolls down a screen at a time, so that each lazy image comes near the viewport; then to the top. */
async function scrollThrough(page: Page) {
  const [height, screen] = await page.evaluate(() => [document.body.scrollHeight, innerHeight]);
  for (let y = 0; y < height; y += screen) {
    await scrollToY(page, y);
    await afterFrames(page, 2);
  }
  await scrollToY(page, 0);
}

/**
 * Opens `route` while holdMedia() holds its pictures: the text is there, no image has arrived.
 * Returns the layout then.
 */
async function openWhileHeld(page: Page, route: string, heading: string) {
  await page.goto(route, {waitUntil: 'domcontentloaded'});
  await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
  await waitForHydration(page);
  const pending = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('main img'),
      (img) => (img as HTMLImageElement).naturalWidth,
    ),
  );
  expect(pending.length, 'images on the page').toBeGreaterThan(0);
  expect(pending, 'no image has arrived yet').toEqual(pending.map(() => 0));
  return layout(page);
}

for (const mode of ['refused', 'error500'] as MediaMode[]) {
  test.describe(`media bucket ${mode}`, () => {
    // Refused at both sizes, as below; a 500 takes the same way to the same panels (the image's
    // error event), so once.
    if (mode === 'error500') sameAtEverySize();
    test.use({mediaMode: mode, allowedConsoleErrors: /Failed to load resource/});

    for (const [route, heading] of ROUTES) {
      test(`${route} renders its text and keeps its layout`, async ({page}) => {
        const release = await holdMedia(page);
        const before = await openWhileHeld(page, route, heading);
        release();
        await scrollThrough(page);
        // Each image that failed has become a placeholder panel (no <img> is left to fail).
        await expect.poll(() => page.locator('main img').count()).toBe(0);
        expect(await layout(page), 'the boxes, panels in place of the images').toEqual(before);
        // Each panel says what the picture showed.
        const panels = await page.getByTestId('image-fallback').all();
        expect(panels.length).toBeGreaterThan(0);
        for (const panel of panels) {
          await expect(panel).toHaveAttribute('aria-label', /.{5,}/);
        }
        await expect(page.locator('footer')).toBeVisible();
      });
    }
  });
}

// At both sizes: the boxes of the pictures differ between a phone and a desktop screen.
test.describe('media on a slow connection', () => {
  for (const [route, heading] of ROUTES) {
    test(`${route}: text first, and no layout shift when the images arrive`, async ({page}) => {
      const release = await holdMedia(page);
      const before = await openWhileHeld(page, route, heading);
      release();
      await scrollThrough(page);
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              Array.from(document.querySelectorAll('main img'))
                .filter((img) => (img as HTMLImageElement).naturalWidth === 0)
                .map(
                  (img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
                ),
            ),
          {message: 'images still to arrive'},
        )
        .toEqual([]);
      expect(await layout(page)).toEqual(before);
    });
  }
});

test.describe('embed script slow (10 s)', () => {
  sameAtEverySize();
  test.use({embedMode: 'slow'});

  test('/stockboy is usable at once: links to the posts, carousel works', async ({page}) => {
    await open(page, '/stockboy');
    const carousel = page.getByTestId('carousel');
    const current = carousel.locator('[data-current="true"]');
    await expect(current.getByRole('link').first()).toHaveAttribute('href', /instagram\.com\/p\//);
    await carousel.getByRole('button', {name: 'Next slide'}).click();
    await expect(current).toHaveAttribute('aria-label', '2 of 3');
    await carousel.getByRole('button', {name: 'Previous slide'}).click();
    await carousel.getByRole('button', {name: 'Previous slide'}).click();
    await expect(current).toHaveAttribute('aria-label', '3 of 3');
  });
});

test.describe('embed script that throws', () => {
  sameAtEverySize();
  test.use({allowedConsoleErrors: /embed failure|above error/i, embedMode: 'throws'});

  test('the error stays inside each embed; the page and the carousel carry on', async ({page}) => {
    await open(page, '/stockboy');
    await expect(page.locator('[data-block-failed="true"]')).toHaveCount(3);
    await expect(page.locator('[data-block-failed="true"] a').first()).toHaveAttribute(
      'href',
      /instagram\.com\/p\//,
    );
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const carousel = page.getByTestId('carousel');
    await carousel.getByRole('button', {name: 'Next slide'}).click();
    await expect(carousel.locator('[data-current="true"]')).toHaveAttribute('aria-label', '2 of 3');
    await expect(page.getByRole('link', {name: '← Back to Success Stories'})).toBeVisible();
  });
});

/** The site's own start-up code (main.<hash>.js). */
const MAIN_SCRIPT = /\/main\.[0-9a-f]+\.js$/;
const STARTUP_FAILURES: [string, (page: Page) => Promise<unknown>][] = [
  // As on a dropped connection, or behind a proxy that blocks it.
  ['cannot load', (page) => routeScripts(page, (_body, url) => !MAIN_SCRIPT.test(url))],
  // As in a browser that lacks something it uses as it starts.
  [
    'throws as it starts',
    (page) =>
      page.route(MAIN_SCRIPT, (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          body: 'throw new Error("boot failure")',
        }),
      ),
  ],
  // The same, once the site's code has started, a task after its script ran (stagedEntry.js).
  [
    'throws once the app starts',
    (page) =>
      page.addInitScript(() =>
        Object.defineProperty(window, 'docusaurus', {
          set() {
            throw new Error('boot failure');
          },
        }),
      ),
  ],
];

for (const [failure, arrange] of STARTUP_FAILURES) {
  test.describe(`a start-up script that ${failure}`, () => {
    sameAtEverySize();
    test.use({allowedConsoleErrors: /status of 404|boot failure/});

    test('leaves the page as it is with JavaScript off: navigable, no dead buttons', async ({
      page,
    }) => {
      await arrange(page);
      await page.goto('/case-studies');
      // The menu shows as a row under the bar (the hamburger could never open it).
      const nav = page.getByRole('navigation', {name: 'Main'});
      await expect(nav.getByRole('link', {name: 'Contact'})).toBeVisible();
      await expect(page.locator('button:visible')).toHaveCount(0);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    });
  });
}
