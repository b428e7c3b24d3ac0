import fs from 'fs';
import path from 'path';
import {
  test as base,
  expect,
  type Browser,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import {DRAWN_ATTRIBUTE, FAR_SECTION_ATTRIBUTE} from '../../src/lib/farSections';
import {EMBEDS} from '../../src/lib/embeds';
import {listedStudies} from '../content';

/**
 * Shared end-to-end fixtures:
 * - every request that leaves the site (media bucket, embed script) is answered from local
 *   fixtures, so the suite needs no internet; anything else external is refused;
 * - a console error or an uncaught page error fails the test;
 * - helpers for hydration, axe and section positions.
 */

const ROOT = path.resolve(__dirname, '../..');
const MEDIA_DIR = path.join(ROOT, 'static/media');
export const EMBED_SCRIPT = EMBEDS.instagram.script;
/** The media bucket the build was made with (src/site.ts: SITE_MEDIA_URL, default "/media"). */
const MEDIA_BASE = process.env.SITE_MEDIA_URL ?? '/media';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt',
};

/** The media path of a bucket URL, or null when the URL is not in the bucket. */
function mediaPathOf(url: string): string | null {
  const {pathname, href} = new URL(url);
  if (/^https?:\/\//.test(MEDIA_BASE)) {
    return href.startsWith(`${MEDIA_BASE}/`) ? href.slice(MEDIA_BASE.length + 1) : null;
  }
  const marker = `${MEDIA_BASE.replace(/\/$/, '')}/`;
  const at = pathname.indexOf(marker);
  return at === -1 ? null : decodeURIComponent(pathname.slice(at + marker.length));
}

/** A file of the media bucket, from static/media (the bucket's copy in the repository). */
function mediaFile(mediaPath: string): Reply {
  const file = path.join(MEDIA_DIR, mediaPath);
  if (!file.startsWith(MEDIA_DIR) || !fs.existsSync(file)) return {status: 404, body: 'not found'};
  return {
    status: 200,
    contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    body: fs.readFileSync(file),
  };
}

/** Every route of the site (the not-found page aside). */
export const ROUTES = [
  '/',
  '/test',
  '/case-studies',
  '/stockboy',
  '/budbilliken',
  '/case-study',
  '/privacy',
  '/terms',
];

/** A tag's page: its search field searches that tag's studies. */
export const TAG_PAGE = `/case-studies/tags/${listedStudies()[0].tags[0]}`;

/** Every kind of page: ROUTES, the tags overview, a tag's page and the not-found page. */
export const EVERY_PAGE = [...ROUTES, '/case-studies/tags', TAG_PAGE, '/missing-page'];

/**
 * Shows everything that animates in (sections, scroll-reveal items) as after scrolling through:
 * a check of styles or boxes reads their final state, not the hidden one.
 */
export async function revealAll(page: Page) {
  await page.evaluate(() =>
    document
      .querySelectorAll('.animate-in, .scroll-reveal')
      .forEach((el) => el.classList.add('is-visible', 'active')),
  );
}

export type MediaMode = 'ok' | 'refused' | 'error500';
type EmbedMode = 'ok' | 'blocked' | 'slow' | 'throws';

interface Options {
  /**
   * How the media bucket, and the site's own photos (assets/images/, which a CDN serves), behave
   * in this test.
   */
  mediaMode: MediaMode;
  /** How the embed script's host behaves in this test. */
  embedMode: EmbedMode;
  /**
   * Console errors, and uncaught page errors, this test expects (e.g. the browser logging a
   * refused image, or a library's own unhandled rejection), as one pattern.
   */
  allowedConsoleErrors: RegExp | null;
}

/** A variant the image pipeline made (src/plugins/images), served with the build. */
const isPhoto = (url: string) =>
  /\/assets\/images\/[^/]+\.(avif|webp|jpg|png)$/.test(new URL(url).pathname);

const isLocal = (url: string) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(url);

/** What a request gets instead of the network: an error, or a reply. */
type Answer = {fail: 'ConnectionRefused' | 'BlockedByClient' | 'InternetDisconnected'} | Reply;
interface Reply {
  status: number;
  contentType?: string;
  body: string | Buffer;
}

/**
 * What the test's browser gets for `url`: the media bucket and the embed script from the local
 * fixtures, in the test's modes, anything else outside the site refused; null for the site's own
 * files, which the server answers.
 */
async function answerFor(
  url: string,
  mediaMode: MediaMode,
  embedMode: EmbedMode,
): Promise<Answer | null> {
  const mediaPath = mediaPathOf(url);
  if (mediaPath === null && isPhoto(url) && mediaMode !== 'ok') {
    if (mediaMode === 'refused') return {fail: 'ConnectionRefused'};
    return {status: 500, body: 'cdn error'};
  }
  if (mediaPath !== null) {
    if (mediaMode === 'refused') return {fail: 'ConnectionRefused'};
    if (mediaMode === 'error500') return {status: 500, body: 'bucket error'};
    // The site's own bucket (the default, /media): the server has it.
    return isLocal(url) ? null : mediaFile(mediaPath);
  }
  if (url.startsWith(EMBED_SCRIPT)) {
    if (embedMode === 'blocked') return {fail: 'BlockedByClient'};
    if (embedMode === 'slow') await new Promise((r) => setTimeout(r, 10_000));
    // Loads, but breaks when asked to render: the error lands in a React effect.
    const body =
      embedMode === 'throws'
        ? 'window.instgrm={Embeds:{process:function(){throw new Error("embed failure")}}};'
        : fs.readFileSync(path.join(ROOT, 'tests/fixtures/instagram-embed.js'));
    return {status: 200, contentType: 'application/javascript', body};
  }
  if (isLocal(url) || url.startsWith('data:')) return null;
  return {fail: 'InternetDisconnected'};
}

/** The test's modes, which answerFor() answers in. */
interface Modes {
  mediaMode: MediaMode;
  embedMode: EmbedMode;
}

/** A worker's answerer of requests that leave the site: set to the running test's modes. */
interface Outside {
  answer(modes: Modes | null): Promise<void>;
}

/**
 * A worker's answerer (answerFor) of the requests that leave the site, through Chromium's own
 * interception (DevTools' Fetch) on its browser, which pauses only the addresses it is given:
 * every https one (the server under test is http, and any other host does not resolve, see
 * testLaunchOptions). A worker runs one test at a time; each test sets its modes, or null to
 * answer nothing (the test routes every request itself).
 *
 * Playwright's own routing (page.route) pauses every request, the site's own too, and turns the
 * browser's cache off: each page a test opened fetched and compiled every script again, and took
 * about half as long again to open (12 against 19 s for 22 pages, this machine). Fetch on the
 * page's own DevTools session would undo the test's page.emulateMedia (print.spec.ts), which is
 * also a session's; on the browser's, it does not.
 */
async function outsideAnswerer(browser: Browser, provide: (outside: Outside) => Promise<void>) {
  const devtools = await browser.newBrowserCDPSession();
  let modes: Modes | null = null;
  devtools.on('Fetch.requestPaused', async ({requestId, request}) => {
    const answer: Answer | null = modes
      ? await answerFor(request.url, modes.mediaMode, modes.embedMode)
      : {fail: 'InternetDisconnected'};
    const reply = !answer
      ? devtools.send('Fetch.continueRequest', {requestId})
      : 'fail' in answer
        ? devtools.send('Fetch.failRequest', {requestId, errorReason: answer.fail})
        : devtools.send('Fetch.fulfillRequest', {
            requestId,
            responseCode: answer.status,
            responseHeaders: [
              {name: 'Content-Type', value: answer.contentType ?? 'text/plain'},
              {name: 'Access-Control-Allow-Origin', value: '*'},
            ],
            body: Buffer.from(answer.body).toString('base64'),
          });
    // The page may have closed, or gone on, with the request still paused.
    await reply.catch(() => undefined);
  });
  await provide({
    async answer(next) {
      if (next && !modes)
        await devtools.send('Fetch.enable', {patterns: [{urlPattern: 'https://*'}]});
      if (!next && modes) await devtools.send('Fetch.disable');
      modes = next;
    },
  });
  await devtools.detach();
}

export const test = base.extend<
  Options & {consoleErrors: string[]},
  {outside: Outside; phone: boolean}
>({
  // The phone project's (playwright.config.ts). A worker's, unlike isMobile or the viewport, so a
  // test.skip() that reads it is settled before the test's page is made: a test skipped by the
  // screen it is for cost half a second, its page and the fixtures' set-up.
  phone: [false, {scope: 'worker', option: true}],
  outside: [({browser}, use) => outsideAnswerer(browser, use), {scope: 'worker'}],
  mediaMode: ['ok', {option: true}],
  embedMode: ['ok', {option: true}],
  allowedConsoleErrors: [null, {option: true}],

  consoleErrors: [
    async ({page, outside, mediaMode, embedMode, allowedConsoleErrors}, use) => {
      if (mediaMode === 'ok') {
        await outside.answer({mediaMode, embedMode});
      } else {
        // The site's own photos fail too: every request through Playwright.
        await outside.answer(null);
        await page.route('**/*', async (route) => {
          const answer = await answerFor(route.request().url(), mediaMode, embedMode);
          if (!answer) return route.continue();
          if ('fail' in answer) return route.abort(answer.fail.toLowerCase());
          return route.fulfill(answer);
        });
      }

      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors?.test(text)) errors.push(text);
      });
      page.on('pageerror', (error) => {
        if (!allowedConsoleErrors?.test(error.message)) errors.push(`Uncaught: ${error.message}`);
      });
      await use(errors);
      await heldRoutes.get(page)?.();
      expect(errors, 'console errors and uncaught page errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * For a `test.describe` whose checks the screen's size cannot change (which scripts a page loads,
 * what the search says when a request fails, a feed's items, the 404 page's offer): its tests
 * run once, at phone size (most visitors), not again at desktop size. The suite's time is the
 * CPU that Chromium spends drawing pages; on a two-core machine a second run of each cost the
 * suite a minute. What the size does change (layout, the menu, the tooltips) runs at both.
 */
export const sameAtEverySize = () => onlyAsAPhone('the same at every screen size');

/**
 * For a `test.describe` whose tests set the screen's width themselves (the narrowest phones): they
 * run once, as a phone (touch, a phone's viewport), not again in a desktop browser made as narrow,
 * which drew the same layout.
 */
export const setsItsOwnWidth = () => onlyAsAPhone('sets its own width');

/** A page and width of a sweep (acrossWidths()). */
type SweepCheck = (at: {route: string; width: number}) => Promise<void>;

/**
 * A sweep of every page (EVERY_PAGE) at several widths: in each project, for each half of the
 * pages, `declare(widths, pages, sweep)` declares one test (with that project's widths), whose
 * body calls `sweep(page, check)`. That opens each page once, at the first width, then resizes it
 * to each width and, once the site's resize handlers have rendered (two frames), runs
 * `check({route, width})`. Opening a page is most of what such a test costs (about half a second
 * of Chromium's time); a resize and a fresh layout, a few hundredths. A page resized must also
 * hold, as a phone turned or a window narrowed does. Half the pages a test: all 11 at three widths
 * took 25.6 s of the test's 30 with both cores busy. (The spec calls `test()` itself, so that a
 * failure names the spec's line, not this file's.)
 */
export function acrossWidths(
  widths: {phone: number[]; desktop: number[]},
  declare: (
    widths: number[],
    pages: string[],
    sweep: (page: Page, check: SweepCheck) => Promise<void>,
  ) => void,
) {
  const half = Math.ceil(EVERY_PAGE.length / 2);
  for (const [project, sizes] of Object.entries(widths)) {
    test.describe(() => {
      test.skip(({phone}) => phone !== (project === 'phone'), `a ${project}'s widths`);
      for (const pages of [EVERY_PAGE.slice(0, half), EVERY_PAGE.slice(half)]) {
        declare(sizes, pages, async (page, check) => {
          for (const route of pages) {
            await page.setViewportSize({width: sizes[0], height: 800});
            await open(page, route);
            for (const width of sizes) {
              await page.setViewportSize({width, height: 800});
              await afterFrames(page, 2);
              await check({route, width});
            }
          }
        });
      }
    });
  }
}

/** Skips the `test.describe`'s tests but in the phone project, saying `why`. */
function onlyAsAPhone(why: string) {
  test.skip(({phone}) => !phone, `${why}: run once, as a phone`);
}

/**
 * For each page whose requests a test intercepts (routeScripts, holdMedia): how to stop, run at
 * teardown.
 */
const heldRoutes = new WeakMap<Page, () => Promise<void>>();

/** Adds `stop` to what the page's teardown runs, after what it ran before. */
function onTeardown(page: Page, stop: () => Promise<void>) {
  const previous = heldRoutes.get(page);
  heldRoutes.set(page, async () => {
    await stop();
    await previous?.();
  });
}

const SCRIPTS = '**/assets/js/**/*.js';

/**
 * Passes each of the site's scripts through `handle` on its way to the page: the test reads the
 * body, and may hold the script (await in `handle`) or answer 404 instead (return false).
 *
 * A reload or a lazy chunk can still be on its way when the test's last check passes, and a
 * handler still fetching when the page closes fails the run after the test. So at teardown the
 * fixture above stops routing the scripts (no handler starts after that), then waits for the
 * handlers under way to answer, while the page is still open, and only then unroutes, which
 * stops the browser pausing requests where no other route is left: unrouted first, each paused
 * script went on by itself, and its handler's answer then failed ("Route is already handled", a
 * lazy chunk of the search opened at the test's end).
 */
export async function routeScripts(
  page: Page,
  handle: (body: string, url: string) => boolean | void | Promise<boolean | void>,
) {
  let stopped = false;
  const pending = new Set<Promise<void>>();
  const handler = (route: Route) => {
    if (stopped) return route.fallback();
    const answered = (async () => {
      const response = await route.fetch();
      const body = await response.text();
      if ((await handle(body, route.request().url())) === false) {
        return route.fulfill({status: 404, body: ''});
      }
      await route.fulfill({response, body});
    })();
    pending.add(answered);
    return answered.finally(() => pending.delete(answered));
  };
  await page.route(SCRIPTS, handler);
  onTeardown(page, async () => {
    stopped = true;
    await Promise.allSettled(pending);
    await page.unroute(SCRIPTS, handler);
  });
}

/**
 * Holds every script of the site until the returned function is called: until then the page is
 * the server's HTML, whose buttons have no handlers (a phone still downloading the start-up
 * scripts). Open the page with `waitUntil: 'domcontentloaded'`: its load event waits for them.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await routeScripts(page, async () => {
    await released;
  });
  return release;
}

/**
 * Waits until React has hydrated the whole page: Docusaurus sets its flag once the root has
 * committed, and no page holds a Suspense boundary that would hydrate later (built-site test).
 */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Opens a route and waits until React has hydrated all of it, and its layout is whole: the home
 * page lays out its sections below the first screen one a frame after it hydrates
 * (src/lib/farSections.ts), each counted 60rem tall until then. A visitor's first scroll or tap
 * lays out the rest at once; a test's scrollTo() does not. A test that measured where a card was
 * before then measured an estimate, and scrolled to a place that moved once the section above it
 * was drawn: the card it put 200 px down the window stood 930 px down, under the fold and never
 * revealed (seen on CI's busy cores).
 */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  await page.waitForFunction(
    ([drawn, far]) =>
      document.documentElement.hasAttribute(drawn) || !document.querySelector(`[${far}]`),
    [DRAWN_ATTRIBUTE, FAR_SECTION_ATTRIBUTE],
  );
  return response;
}

/** Runs axe-core on the page; returns serious and critical violations. */
export async function seriousA11yViolations(page: Page) {
  await page.addScriptTag({path: require.resolve('axe-core/axe.min.js')});
  return page.evaluate(async () => {
    const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
    const results = await axe.run(document, {
      runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']},
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/** Top of an element relative to the viewport. */
function topOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

/** Waits until scrolling has settled (smooth scrolls included). */
export async function waitForScrollEnd(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        setTimeout(() => resolve(window.scrollY === y), 150);
      }),
  );
}

/**
 * Waits until the element's top sits just below the fixed navbar, where an anchor jump puts it
 * (scroll-padding-top is the navbar height plus a small gap). Polls, so smooth scrolling and
 * late layout (images, fonts) both get their time.
 */
export async function expectLandedOn(page: Page, selector: string) {
  await expect
    .poll(
      async () => {
        const nav = await page.locator('header[data-scrolled]').boundingBox();
        const navBottom = nav ? nav.y + nav.height : 0;
        const top = await topOf(page, selector);
        return top >= navBottom - 1 && top <= navBottom + 40
          ? 'landed'
          : `top ${top}, navbar ends at ${navBottom}`;
      },
      {timeout: 8000},
    )
    .toBe('landed');
}

/**
 * How long afterFrames() waits for one frame before it says the page has stopped drawing. A frame
 * takes tens of milliseconds with both cores busy. Seen once, late in a fresh-clone CI run (the
 * 441st test of 492, its worker's browser open for seven minutes): a desktop page of /stockboy
 * drew no frame for 28 s while its scripts still ran (its accessibility tree was read afterwards;
 * the screenshot of the failure was not taken). The test then ended on its 30 s timeout, which
 * said nothing of why.
 */
const NO_FRAME_MS = 10_000;

/**
 * Resolves after `count` animation frames: enough for the page to act on what came before (the
 * scroll event, the site's handlers that run once a frame, React's update, IntersectionObserver
 * callbacks). Lets a test check that something did not happen without waiting a fixed time, which
 * proves nothing on a busy machine. A page that draws no frame for NO_FRAME_MS fails the test with
 * what the page could say of its state (hidden, unfocused, scrolled where), not a bare timeout.
 */
export async function afterFrames(page: Page, count = 3) {
  const stalled = await page.evaluate(
    async ({frames, limit}) => {
      for (let frame = 1; frame <= frames; frame++) {
        const drawn = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), limit);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        if (!drawn) {
          return {
            frame,
            visibilityState: document.visibilityState,
            hasFocus: document.hasFocus(),
            readyState: document.readyState,
            scrollY: window.scrollY,
            url: location.href,
          };
        }
      }
      return null;
    },
    {frames: count, limit: NO_FRAME_MS},
  );
  if (stalled) {
    throw new Error(
      `afterFrames: the page drew no frame for ${NO_FRAME_MS / 1000} s (Chromium stopped ` +
        `drawing it, while its scripts still ran): ${JSON.stringify(stalled)}`,
    );
  }
}

/**
 * Waits until `target` is where it will stay: the section or card that slides it in (the reveal
 * in custom.css) is revealed and its transitions have ended. A box measured mid-slide is up to
 * 24 px off a moment later, so a pointer put there leaves the control as it settles: a tooltip's
 * open delay is cancelled, a press lands beside it (seen on CI's busy cores). Needs no page
 * timer or animation frame, so it works on a paused clock too.
 */
export async function atRest(target: Locator) {
  try {
    await expect
      .poll(() =>
        target.evaluate(
          (el) => el.closest('.animate-in:not(.is-visible), .scroll-reveal:not(.active)') === null,
        ),
      )
      .toBe(true);
  } catch (error) {
    // Seen once on busy cores (a tooltip test, the contact section never revealed): say where
    // the page and the unrevealed block were, so that a next failure shows its cause.
    const state = await target
      .evaluate((el) => {
        const block = el.closest('.animate-in:not(.is-visible), .scroll-reveal:not(.active)');
        const box = block?.getBoundingClientRect();
        return JSON.stringify({
          scrollY: window.scrollY,
          viewport: window.innerHeight,
          hydrated: document.documentElement.dataset.hasHydrated,
          block: block && {
            id: block.id,
            className: block.className,
            top: box?.top,
            height: box?.height,
          },
        });
      })
      .catch((reason: unknown) => `unavailable: ${String(reason)}`);
    throw new Error(`atRest: the block around the target was not revealed; page state ${state}`, {
      cause: error,
    });
  }
  // getAnimations() updates style first, so a transition the reveal has just set off is listed.
  await target.evaluate((el) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const moving = (a.effect as KeyframeEffect | null)?.target;
          const ends = a.effect?.getComputedTiming().endTime !== Infinity; // not a loop
          return ends && moving instanceof Element && moving.contains(el);
        })
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** Scrolls the window instantly to y. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
}

/**
 * Holds every photo and every file of the media bucket until the returned function is called (a
 * phone on a slow connection, for as long as the test needs to look): then each goes on to the
 * mode the test set. Open the page with `waitUntil: 'domcontentloaded'`: its load event waits
 * for the images under way.
 */
export async function holdMedia(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pending = new Set<Promise<void>>();
  const handler = (route: Route) => {
    const url = route.request().url();
    if (mediaPathOf(url) === null && !isPhoto(url)) return route.fallback();
    const answered = released.then(() => route.fallback());
    pending.add(answered);
    return answered.finally(() => pending.delete(answered));
  };
  await page.route('**/*', handler);
  onTeardown(page, async () => {
    release();
    await Promise.allSettled(pending);
  });
  return release;
}

/** A layout shift the page recorded: its score, and the elements that moved. */
interface Shift {
  value: number;
  moved: string[];
}

/**
 * Records the page's layout shifts from its first paint, for `layoutShifts` to read: call before
 * the page loads. Each shift names the elements that moved (their opening tags), so a failure
 * says what to fix.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as {layoutShifts: Shift[]}).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: {node: Node | null}[];
      }[]) {
        const tagOf = (element: Element) =>
          element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1);
        // A text node of white space draws nothing: Chromium still counts one at the end of a
        // half-read line (" " before a link still on its way) as moved when the link comes.
        const drawn = entry.sources.filter(
          ({node}) => !(node?.nodeType === Node.TEXT_NODE && !node.textContent?.trim()),
        );
        if (drawn.length === 0) continue;
        // A text node by its words and the element it is in (#text alone named nothing).
        const moved = drawn.map(({node}) =>
          node instanceof Element
            ? tagOf(node)
            : node?.parentElement
              ? `${node.nodeName} "${node.textContent?.trim().slice(0, 40)}" in ${tagOf(node.parentElement)}`
              : String(node?.nodeName),
        );
        shifts.push({value: entry.value, moved});
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shifts the page has recorded so far (`recordLayoutShifts`). */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as {layoutShifts: Shift[]}).layoutShifts);
}
