import type {Page, Request} from '@playwright/test';
import {test, expect, open, holdMedia, recordLayoutShifts, layoutShifts} from './fixtures';

/**
 * The image pipeline in a real browser (src/plugins/images): the browser picks a variant sized
 * for its screen, in AVIF, and the blurred placeholder holds the photo's box until it arrives.
 */

const COVER = /\/assets\/images\/cover-[0-9a-f]{10}-(\d+)\.(avif|webp|jpg)$/;

/** The cover variants the page downloaded, as "format@width". */
function coverRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const match = COVER.exec(new URL(request.url()).pathname);
    if (match) seen.push(`${match[2]}@${match[1]}`);
  });
  return seen;
}

// The hero cover is `calc(100vw - 2rem)` wide on a phone: 343 CSS px at 375 px. The browser takes
// the smallest variant at least 343 × devicePixelRatio wide.
for (const [dpr, width] of [
  [1, 640],
  [2, 960],
  [3, 1280],
] as const) {
  test.describe(`a 375 px phone at ${dpr}× density`, () => {
    test.skip(({phone}) => !phone, 'phone-sized');
    test.use({deviceScaleFactor: dpr});

    test(`downloads the ${width} px AVIF of the cover, and nothing larger`, async ({page}) => {
      const seen = coverRequests(page);
      await open(page, '/stockboy');
      const cover = page.locator('header picture img');
      await expect(cover).toHaveJSProperty('complete', true);
      expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        new RegExp(`-${width}\\.avif$`),
      );
      expect(seen).toEqual([`avif@${width}`]);
    });
  });
}

test.describe('a 1280 px desktop screen', () => {
  test.skip(({phone}) => phone, 'desktop-sized');

  test('downloads the 640 px AVIF for the 520 px hero column', async ({page}) => {
    const seen = coverRequests(page);
    await open(page, '/stockboy');
    await expect(page.locator('header picture img')).toHaveJSProperty('complete', true);
    expect(seen).toEqual(['avif@640']);
  });
});

test.describe('while the photos are on their way', () => {
  test('the placeholder fills the final box, and nothing moves when the photo lands', async ({
    page,
  }) => {
    // Hold every photo until the test lets it through.
    const release = await holdMedia(page);
    await recordLayoutShifts(page);
    // The load event waits for the held photo: stop at the DOM.
    await page.goto('/stockboy', {waitUntil: 'domcontentloaded'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const cover = page.locator('header picture img');
    const box = async () => {
      const b = (await cover.boundingBox())!;
      return {width: Math.round(b.width), height: Math.round(b.height)};
    };
    const before = await box();
    // The box already has the photo's proportions (2400 × 1500) ...
    expect(before.width).toBeGreaterThan(200);
    expect(Math.abs(before.height - (before.width * 1500) / 2400)).toBeLessThanOrEqual(1);
    // ... and shows the blurred placeholder while the photo is missing.
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
    expect(await cover.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(
      /^url\("data:image\/webp;base64,/,
    );
    release();
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await box()).toEqual(before);
    expect(await layoutShifts(page)).toEqual([]);
  });
});
