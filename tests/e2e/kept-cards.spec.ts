import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {indexOrder, listedStudies, perPage} from '../content';

/**
 * A list page's cards are deferred route data (src/plugins/lean/client/deferred.ts): opened from
 * its address, the page keeps the static render's HTML of its cards and its scripts carry none of
 * them (src/components/layout/KeptHtml.tsx); reached inside the app, they come with the route.
 */

/** The scripts the page ran (not those only prefetched), as their text, from now on. */
function ranScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

/** Whether any of `scripts` holds a card of `studies` (its cover's description, as a card has). */
const holdsCards = (scripts: string[], studies: {coverAlt: string}[]) =>
  scripts.some((body) => studies.some((study) => body.includes(JSON.stringify(study.coverAlt))));

/** The tag most listed studies carry: its page lists the most cards. */
function busiestTag(): string {
  const counts = new Map<string, number>();
  for (const study of listedStudies()) {
    for (const tag of study.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}
const tag = busiestTag();
const TAG_PAGE = `/case-studies/tags/${tag}`;
/** The studies on its first page (a page holds perPage(): past that, the list runs on). */
const tagged = listedStudies()
  .filter((study) => study.tags.includes(tag))
  .slice(0, perPage());

const stayed = (page: Page) =>
  page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed === true);

test('opened from its address, a tag page runs none of its cards; a card still opens its study inside the app', async ({
  page,
}) => {
  const scripts = ranScripts(page);
  await open(page, TAG_PAGE);
  await expect(page.locator('main article h2')).toHaveText(tagged.map((study) => study.title));
  // Links in view have been prefetched by now, and the page has settled.
  await page.waitForLoadState('networkidle');
  expect(holdsCards(scripts, tagged)).toBe(false);
  // A study whose page needs no full load (one with a third-party embed has its own CSP).
  const plain = page.locator('main article a:not([data-page-load])');
  expect(await plain.count(), `a study on ${TAG_PAGE} with no third-party embed`).toBeGreaterThan(
    0,
  );
  const link = plain.first();
  const href = (await link.getAttribute('href'))!;
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  await link.click();
  await expect(page).toHaveURL(href);
  const study = listedStudies().find((s) => s.permalink === href)!;
  await expect(page.getByRole('heading', {level: 1})).toHaveText(study.title);
  expect(await stayed(page)).toBe(true);
  // Back inside the app: the list renders from its route data, loaded now.
  await page.goBack();
  await expect(page.locator('main article h2')).toHaveText(tagged.map((s) => s.title));
  expect(await stayed(page)).toBe(true);
  expect(holdsCards(scripts, tagged)).toBe(true);
});

test('reached inside the app, the index renders its cards, and their structured data, from its route data', async ({
  page,
}) => {
  await open(page, '/test');
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  // A client-side navigation, as a link does: Docusaurus preloads, then renders.
  await page.evaluate(() => window.history.pushState({}, '', '/case-studies'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page).toHaveURL(/\/case-studies$/);
  const titles = indexOrder()
    .slice(0, perPage())
    .map((study) => study.title);
  await expect(page.locator('main article h2')).toHaveText(titles);
  expect(await stayed(page)).toBe(true);
  const data = JSON.parse(
    (await page.locator('main script[type="application/ld+json"]').textContent())!,
  );
  expect(data.mainEntity.itemListElement.map((item: {name: string}) => item.name)).toEqual(titles);
});
