import fs from 'fs';
import path from 'path';
import type {Request, Response} from '@playwright/test';
import {storiesToOpen} from '../content';
import {knownBlocks} from '../../src/plugins/case-studies/blocks';
import {test, expect, open, routeScripts, sameAtEverySize, TAG_PAGE} from './fixtures';

/**
 * Case-study routes load on demand (src/plugins/lean/onDemandRoutes.ts): the start-up code
 * knows only the site's own pages; a study's route arrives in a small bucket script, fetched
 * before the page renders. Direct loads and the 404 page are covered by every other spec.
 */
sameAtEverySize();

/** Whether a script is the bucket that holds the route `path`. */
const bucketOf = (path: string) => (body: string) => body.includes(`path:"${path}",exact:!0`);

test('the start-up code does not hold a study; the study arrives with its bucket on the way there', async ({
  page,
}) => {
  const buckets: string[] = [];
  await routeScripts(page, (body, url) => {
    if (bucketOf('/stockboy')(body)) buckets.push(url);
  });
  await open(page, '/test');
  expect(buckets).toEqual([]);
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  // A client-side navigation, as a link does: Docusaurus preloads, then renders.
  await page.evaluate(() => window.history.pushState({}, '', '/stockboy'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Building a Chicago brand from the ground up',
  );
  expect(buckets).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
});

test("every kind of page fetches its route's scripts with the start-up scripts, each once", async ({
  page,
}) => {
  // Requested before the page has started: each must be on the page's start-up list, which its
  // loader fetches at once after the first paint. Fetched by the site's code instead, they came
  // once it had run (a round trip), and for a study or a tag's page the bucket and then the
  // chunks it names (two: 0.3 s on Lighthouse's phone network).
  // What a page loads once the browser is idle (the toasts' code, useIdle) comes after it has
  // started, whenever the browser is first idle: here never.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => {};
  });
  for (const route of [
    '/stockboy',
    TAG_PAGE,
    '/case-studies/tags',
    '/',
    '/case-studies',
    '/test',
  ]) {
    const requested: string[] = [];
    // The site's scripts run on this page (not the links' prefetches, nor the embed's script).
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/js/'))
        requested.push(url.pathname);
    };
    page.on('request', record);
    await open(page, route);
    page.off('request', record);
    const startup = (
      (await page.locator('script[data-startup]').getAttribute('data-startup')) ?? ''
    ).split(' ');
    expect(startup.length, route).toBeGreaterThan(4);
    expect({route, late: requested.filter((src) => !startup.includes(src))}).toEqual({
      route,
      late: [],
    });
    expect({route, twice: requested.filter((src, i) => requested.indexOf(src) !== i)}).toEqual({
      route,
      twice: [],
    });
  }
});

/** The CSS modules' class names (`name_xxxx`, as the bundle names them) a page's HTML has. */
function moduleClasses(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/\bclass=(?:"([^"]*)"|([^\s>]+))/g)]
      .flatMap((m) => (m[1] ?? m[2]).split(/\s+/))
      .filter((name) => /^[A-Za-z][\w-]*_[\w-]{4}$/.test(name)),
  );
}

test("a study's page loads the code of what its story has (its blocks, a note, a code block), and no other's, in one file the studies share", async ({
  page,
}) => {
  // Given to every story by the MDX provider, all of them came with every study: the theme's
  // note, code block and details alone were 8.5 KB gz (src/plugins/case-studies/storyImports.ts).
  const scripts: Promise<string>[] = [];
  /** Every script file the studies' pages loaded, by its address. */
  const files = new Map<string, string>();
  // The page's own scripts, not those its links prefetch (another study's). Routed, they skip
  // the browser's cache: each page's come over the network, and are seen here.
  await routeScripts(page, () => {});
  const record = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/assets/js/'))
      scripts.push(
        response
          .text()
          .catch(() => '')
          .then((body) => (files.set(response.url(), body), body)),
      );
  };
  page.on('response', record);
  const pages = [];
  // Each listed study's page, or past a dozen those that show every kind of content between them.
  for (const study of storiesToOpen()) {
    scripts.length = 0;
    const html = await (await open(page, study.permalink))!.text();
    pages.push({
      route: study.permalink,
      story: fs.readFileSync(study.file, 'utf8'),
      classes: moduleClasses(html),
      code: (await Promise.all(scripts)).join('\n'),
    });
  }
  page.off('response', record);
  const theme = (file: string) =>
    path.join(__dirname, '../../node_modules/@docusaurus/theme-classic/lib/theme', file);
  const parts = [
    ...knownBlocks().map((name) => ({
      name: `<${name}>`,
      has: (story: string) => new RegExp(`<${name}[\\s/>]`).test(story),
      stylesheet: path.join(
        __dirname,
        '../../src/components/case-study',
        name,
        'styles.module.css',
      ),
    })),
    {
      name: 'a note',
      has: (story: string) => /^:::[a-z]/m.test(story),
      stylesheet: theme('Admonition/Layout/styles.module.css'),
    },
    {
      name: 'a code block',
      has: (story: string) => /^(```|~~~)/m.test(story),
      stylesheet: theme('CodeBlock/Container/styles.module.css'),
    },
  ];
  let checked = 0;
  for (const part of parts) {
    const withIt = pages.filter(({story}) => part.has(story));
    const without = pages.filter((p) => !withIt.includes(p));
    // What shows its code in a script: the names its stylesheet (a CSS module) gives what it
    // draws, `<class>_<4 characters>`, as every page with it has them and none without. A code
    // block's, which the studies may not have: the theme's box around it.
    const own = [...fs.readFileSync(part.stylesheet, 'utf8').matchAll(/\.([A-Za-z][\w-]*)/g)].map(
      (m) => m[1],
    );
    const marks =
      part.name === 'a code block'
        ? [/"codeBlockContainer_[\w-]{4}"/]
        : withIt.length && without.length
          ? [...withIt[0].classes]
              .filter((name) => own.includes(name.slice(0, -5)))
              .filter((name) => withIt.every(({classes}) => classes.has(name)))
              .filter((name) => without.every(({classes}) => !classes.has(name)))
              .map((name) => new RegExp(`"${name}"`))
          : [];
    if (marks.length === 0) continue;
    checked++;
    // One copy, whichever studies use it: in the one study's own chunk, or in a chunk the studies
    // that use it share (not copied into each study's).
    expect({
      part: part.name,
      files: [...files].filter(([, code]) => marks.some((mark) => mark.test(code))).length,
    }).toEqual({part: part.name, files: withIt.length ? 1 : 0});
    for (const {route, code} of pages) {
      expect({route, part: part.name, loaded: marks.some((mark) => mark.test(code))}).toEqual({
        route,
        part: part.name,
        loaded: withIt.some((p) => p.route === route),
      });
    }
  }
  expect(checked).toBeGreaterThan(1);
});

test.describe('a page left open across a deploy', () => {
  test.use({allowedConsoleErrors: /status of 404/});

  test('reloads when the bucket of the next page is gone, instead of showing a 404', async ({
    page,
  }) => {
    // The old build's bucket is gone: the first request for it answers 404. The reloaded page is
    // the new build's, whose files are all there (here: the same files), so later ones load.
    let gone = true;
    await routeScripts(page, (body) => {
      if (!gone || !bucketOf('/stockboy')(body)) return;
      gone = false;
      return false;
    });
    await open(page, '/test');
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    await page.evaluate(() => window.history.pushState({}, '', '/stockboy'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    // The reload fetched the page's HTML: the study, rendered by the server, in a fresh window.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Building a Chicago brand from the ground up',
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed))
      .toBeUndefined();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    // ... and the new page comes to life, its bucket loaded.
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(gone).toBe(false);
  });
});
