import {indexOrder, listedStudies, movedStudy} from '../content';
import {test, expect, afterFrames, scrollToY} from './fixtures';

/**
 * A build that lives under a versioned path (BASE_URL=/v42/, npm run test:e2e:base): every
 * route, link, asset and media file resolves under that prefix.
 */
const BASE = process.env.BASE_URL ?? '/';
test.skip(BASE === '/', 'runs against a build made with a non-root BASE_URL');

const ROUTES = ['', 'test', 'case-studies', 'stockboy', 'budbilliken', 'case-study'];

/** This build's cards a page (package.json, test:e2e:base), and the titles on its page 2. */
const PER_PAGE = 2;
const PAGE_2 = indexOrder()
  .slice(PER_PAGE, 2 * PER_PAGE)
  .map((study) => study.title);
const PAGES = Math.ceil(indexOrder().length / PER_PAGE);

for (const route of ROUTES) {
  test(`${BASE}${route}: renders, and every link and asset stays under ${BASE}`, async ({page}) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const response = await page.goto(`${BASE}${route}`);
    expect(response!.status()).toBe(200);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.filter((href) => !href.startsWith(BASE))).toEqual([]);
    for (const img of await page.locator('img[src*="/media/"]').all()) {
      await expect(img).toHaveAttribute('src', new RegExp(`^${BASE}media/`));
    }
  });
}

test('navigating inside the versioned site', async ({page}) => {
  await page.goto(BASE);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: 'Case Studies'})
    .click();
  await expect(page).toHaveURL(new RegExp(`${BASE}case-studies$`));
  await page.getByRole('link', {name: 'View Case Study'}).nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}budbilliken$`));
  await page.getByRole('link', {name: '← Back to Success Stories'}).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}#case-study$`));
  await expect(page.locator('#case-study')).toBeInViewport();
});

test.describe('the not-found page', () => {
  test.use({allowedConsoleErrors: /status of 404/});

  test('answers 404 under the versioned path', async ({page}) => {
    const missing = await page.goto(`${BASE}no-such-page`);
    expect(missing!.status()).toBe(404);
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });

  test('offers the study a mistyped address meant, under the versioned path', async ({page}) => {
    const [study] = listedStudies();
    const missing = await page.goto(`${BASE}${study.permalink.slice(1, -1)}`);
    expect(missing!.status()).toBe(404);
    await page.getByRole('main').getByRole('link', {name: study.title}).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}${study.permalink.slice(1)}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(study.title);
  });
});

test('the index pages through the studies, 2 a page in this build, with rel prev/next', async ({
  page,
}) => {
  await page.goto(`${BASE}case-studies`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('main article h2')).toHaveCount(PER_PAGE);
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
    'href',
    `${BASE}case-studies/page/2`,
  );
  const pages = page.getByRole('navigation', {name: 'Pages of case studies'});
  await expect(pages.locator('[aria-current="page"]')).toHaveText('1');
  await pages.getByRole('link', {name: 'Older →'}).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}case-studies/page/2$`));
  await expect(page.locator('main article h2')).toHaveText(PAGE_2);
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute(
    'href',
    `${BASE}case-studies`,
  );
  await expect(page).toHaveTitle(new RegExp(`page 2 of ${PAGES}\\b`));
  await pages.getByRole('link', {name: 'Page 1', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}case-studies$`));
});

test('the back-to-top button steps aside from the page links it would cover, and only then', async ({
  page,
}) => {
  const button = page.getByTestId('back-to-top');
  const older = page
    .getByRole('navigation', {name: 'Pages of case studies'})
    .getByRole('link', {name: 'Older →'});
  // 320 px: "Older →" ends at the screen's right margin, where the button floats; 1280 px: the
  // row ends short of it.
  for (const [width, stepsAside] of [
    [320, true],
    [1280, false],
  ] as const) {
    await page.setViewportSize({width, height: 640});
    await page.goto(`${BASE}case-studies`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // The button's box at rest (a fixed element's offsets are the viewport's).
    const fab = await button.evaluate((b: HTMLElement) => ({
      left: b.offsetLeft,
      right: b.offsetLeft + b.offsetWidth,
      middle: b.offsetTop + b.offsetHeight / 2,
    }));
    // Scrolled so that the link's middle is level with the button's, past one screen's height.
    const y = await older.evaluate((link, middle) => {
      const r = link.getBoundingClientRect();
      return r.top + window.scrollY + r.height / 2 - middle;
    }, fab.middle);
    expect(y, 'the row can reach the button once it shows').toBeGreaterThan(640);
    await scrollToY(page, y);
    await afterFrames(page);
    const link = (await older.boundingBox())!;
    const underTheButton = link.x + link.width > fab.left && link.x < fab.right;
    expect(underTheButton, `at ${width} px`).toBe(stepsAside);
    if (stepsAside) {
      await expect(button).toBeHidden();
      // A tap at the link's right end reaches the link.
      const tapped = await older.evaluate((link) => {
        const r = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(r.right - 4, r.top + r.height / 2));
      });
      expect(tapped).toBe(true);
      // Once the row has gone past, the button is back.
      await scrollToY(page, y + 200);
    }
    await expect(button).toBeVisible();
  }
});

test('pagination works with JavaScript off', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(`${BASE}case-studies/page/2`);
  await expect(page.locator('main article h2')).toHaveText(PAGE_2);
  await page.getByRole('link', {name: '← Newer'}).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}case-studies$`));
  await expect(page.locator('main article h2')).toHaveCount(PER_PAGE);
  await context.close();
});

test('search works under the versioned path', async ({page}) => {
  await page.goto(`${BASE}case-studies`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', {name: 'Search case studies'});
  await dialog.getByRole('searchbox').fill('giveaways');
  const result = dialog.getByRole('listitem').getByRole('link');
  // At the section of the story the word is in.
  await expect(result).toHaveAttribute('href', new RegExp(`^${BASE}budbilliken#[\\w-]+:~:text=`));
  await result.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}budbilliken#[\\w-]+`));
  // On a tag's page, among its studies (Pagefind's filter files load from the versioned path).
  const study = listedStudies()[0];
  await page.goto(`${BASE}case-studies/tags/${study.tags[0]}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page
    .getByRole('main')
    .getByRole('button', {name: /^Search studies tagged/})
    .click();
  await expect(dialog.getByRole('checkbox', {name: /^Only studies tagged/})).toBeChecked();
  // A word of its title: the title is in its page's text.
  const word = study.title.split(' ').sort((a, b) => b.length - a.length)[0];
  await dialog.getByRole('searchbox').fill(word);
  await expect(dialog.getByRole('status')).toContainText('tagged');
  await expect(dialog.getByRole('listitem').getByRole('link', {name: study.title})).toHaveAttribute(
    'href',
    new RegExp(`^${BASE}${study.permalink.slice(1)}(#[\\w-]+(:~:text=\\S+)?)?$`),
  );
});

test('the feeds are found, and lead to the studies, under the versioned path', async ({
  page,
  request,
}) => {
  // A reader's app follows a page's <link rel="alternate"> to the feed, then each item's link.
  await page.goto(`${BASE}stockboy`);
  const feeds = await page
    .locator('head link[rel="alternate"][type]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
  expect(feeds).toEqual(
    ['rss.xml', 'atom.xml', 'feed.json'].map((file) => `${BASE}case-studies/${file}`),
  );
  const newest = listedStudies()[0];
  const wanted = `${BASE}${newest.permalink.slice(1)}`;
  /** The path of the first item's link in the XML feed at `url`. */
  const firstLink = async (url: string, selector: string, attribute?: string) =>
    page.evaluate(
      ([text, selector, attribute]) => {
        const link = new DOMParser()
          .parseFromString(text, 'application/xml')
          .querySelector(selector)!;
        return new URL(attribute ? link.getAttribute(attribute)! : link.textContent!).pathname;
      },
      [await (await request.get(url)).text(), selector, attribute] as const,
    );
  expect(await firstLink(feeds[0], 'item > link')).toBe(wanted);
  expect(await firstLink(feeds[1], 'entry > link', 'href')).toBe(wanted);
  const json = await (await request.get(feeds[2])).json();
  expect(new URL(json.items[0].url).pathname).toBe(wanted);
  // Its picture too: the cover, under the versioned path.
  const picture = new URL(json.items[0].image).pathname;
  expect(picture).toMatch(new RegExp(`^${BASE}assets/images/cover-[0-9a-f]{10}-1280\\.jpg$`));
  expect((await request.get(picture)).ok()).toBe(true);
  // And the page there is the study.
  await page.goto(wanted);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(newest.title);
});

test("a study's former address sends visitors on under the versioned path", async ({page}) => {
  const moved = movedStudy();
  test.skip(!moved, 'no study lists a former address');
  await page.goto(`${BASE}${moved!.formerly[0].slice(1)}#from-a-post`);
  await expect(page).toHaveURL(new RegExp(`${BASE}${moved!.permalink.slice(1)}#from-a-post$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(moved!.title);
});
