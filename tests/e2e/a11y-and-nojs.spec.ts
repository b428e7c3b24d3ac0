import {
  test,
  expect,
  afterFrames,
  open,
  sameAtEverySize,
  seriousA11yViolations,
  ROUTES as SITE_ROUTES,
} from './fixtures';
import {listedStudies} from '../content';

/** A tag's page: its search field searches that tag's studies. */
const TAG_PAGE = `/case-studies/tags/${listedStudies()[0].tags[0]}`;

const ROUTES = [...SITE_ROUTES, '/case-studies/tags', TAG_PAGE, '/missing-page'];

for (const route of ROUTES) {
  test.describe(route, () => {
    // Chromium logs the 404 status of the not-found document as a console error.
    test.use({allowedConsoleErrors: route === '/missing-page' ? /status of 404/ : null});
    test(`axe finds no serious or critical violations on ${route}`, async ({page}) => {
      await open(page, route);
      // Reveal everything that animates in, and let the transitions end, so axe checks final
      // colours. The transitions start with the next style update.
      await page.evaluate(() =>
        document
          .querySelectorAll('.animate-in, .scroll-reveal')
          .forEach((el) => el.classList.add('is-visible', 'active')),
      );
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

  test('a carousel shows, and reads out, every slide', async ({page}) => {
    await page.goto('/stockboy');
    const slides = page.getByTestId('carousel').getByRole('group');
    await expect(slides).toHaveCount(3);
    for (const slide of await slides.all()) await expect(slide).toBeVisible();
  });
});
