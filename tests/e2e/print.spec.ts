/**
 * Printed, or saved as a PDF to pass on: dark ink on white paper (browsers leave out
 * backgrounds, so the screen's light text would print pale), the whole page, and nothing that
 * only works on a screen (src/css/print.css and the components' print rules).
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

/** WCAG contrast of an element's text colour against white paper. */
function contrastOnPaper(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const [r, g, b] = getComputedStyle(el)
        .color.match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number)
        .map((channel) => {
          const c = channel / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      return 1.05 / (luminance + 0.05);
    });
}

test.beforeEach(async ({page}) => {
  await page.emulateMedia({media: 'print'});
});

test('a study prints in dark ink, without the navbar, with every slide and the links’ addresses', async ({
  page,
}) => {
  await open(page, '/stockboy');
  for (const selector of ['h1', '.prose p', '.eyebrow', 'footer']) {
    expect(await contrastOnPaper(page, selector), selector).toBeGreaterThanOrEqual(4.5);
  }
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeHidden();
  // The call to action prints as an outlined button in dark ink, with or without backgrounds.
  const button = page.getByRole('link', {name: /Start the conversation/});
  await expect(button).toHaveCSS('background-image', 'none');
  await expect(button).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  expect(
    await contrastOnPaper(page, 'a:has-text("Start the conversation")'),
  ).toBeGreaterThanOrEqual(4.5);
  await expect(page.getByRole('button', {name: 'Back to top'})).toBeHidden();
  // The carousel: every slide, no buttons to press on paper.
  const carousel = page.getByTestId('carousel');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  for (const slide of await slides.all()) await expect(slide).toBeVisible();
  await expect(carousel.getByRole('button', {name: 'Next slide'})).toBeHidden();
  // A link in the story shows where it goes.
  const after = await page
    .getByRole('link', {name: /^The partner drop announcement \(opens Instagram/})
    .evaluate((a) => [getComputedStyle(a, '::after').content, a.getAttribute('href')]);
  expect(after[0]).toContain(after[1]);
});

test('a figures table prints with no fade at its edge', async ({page}) => {
  await open(page, '/case-study');
  const box = page.getByRole('region', {name: /Financial overview/});
  await expect(box).toBeVisible();
  expect(await box.evaluate((el) => getComputedStyle(el).maskImage)).toBe('none');
});

test('the home page prints every section with its final figures, scrolled to or not', async ({
  page,
}) => {
  await open(page, '/');
  for (const section of await page.locator('.animate-in').all()) {
    await expect(section).toHaveCSS('opacity', '1');
  }
  // The figures count up from 0 as they come into view; on paper each shows its final value.
  const counters = page.locator('[data-value]');
  expect(await counters.count()).toBeGreaterThan(0);
  for (const counter of await counters.all()) {
    const {final, shown} = await counter.evaluate((el) => {
      const printed = [...el.children].filter(
        (child) => child.checkVisibility() && child.getBoundingClientRect().width > 1,
      );
      return {final: el.getAttribute('data-value'), shown: printed.map((c) => c.textContent)};
    });
    expect(shown).toEqual([final]);
  }
  expect(await contrastOnPaper(page, 'h1')).toBeGreaterThanOrEqual(4.5);
});
