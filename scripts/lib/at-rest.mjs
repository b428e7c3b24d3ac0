// What a page costs while its visitor only reads it (npm run perf): the browser's CPU time, every
// process of it (the page's, the compositor's in the GPU process, the browser's own), over a few
// seconds in which nothing on the screen should change, at a phone's width and a laptop's; with
// the page as loaded, scrolled to its end (every reveal played), with the search open and, on a
// phone, the menu open. A page at rest should cost nothing: on a phone that is battery. The
// search's blurred backdrop, which Chromium drew again under every blink of the caret, measured
// 11% of a core on a phone and 40% at 1280 px here until it became a plain scrim; now every page
// measures 0-1% still and 2-5% with the search open, its caret blinking.
// Read from Chromium itself (DevTools' SystemInfo.getProcessInfo), so the same on any system, in
// the browser the end-to-end tests run.
import {createRequire} from 'node:module';
import {chromium} from '@playwright/test';

const require = createRequire(import.meta.url);
const {testLaunchOptions} = require('./tools.cjs');

/** The seconds each state is measured over. */
export const AT_REST_SECONDS = 3;

/** The sizes measured: a phone's and a laptop's. */
const SIZES = [
  {label: 'phone', viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true},
  {label: 'desktop', viewport: {width: 1280, height: 800}},
];

/** Once everything the page started has finished (a reveal, a count-up), or after 5 s. */
function settled(page) {
  return page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => setTimeout(resolve, 5000)),
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    ]).then(() => new Promise((resolve) => setTimeout(resolve, 300))),
  );
}

/**
 * The states of a page to hold still, each reached from the page as loaded: `reach` returns false
 * where the page has no such state (no search button on it, no menu at that size).
 */
const STATES = [
  {name: 'loaded', reach: async () => true},
  {
    name: 'scrolled to its end',
    reach: async (page) => {
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        }
      });
      return true;
    },
  },
  {
    name: 'search open',
    reach: async (page) => {
      const button = page.getByRole('button', {name: 'Search case studies'}).first();
      if (!(await button.isVisible())) return false;
      await button.click();
      const dialog = page.getByRole('dialog', {name: 'Search case studies'});
      // Once its index has loaded (which costs what it costs, once), with its field focused and
      // the caret blinking: what a visitor about to type sees.
      await dialog
        .getByRole('status')
        .filter({hasText: /^Type a word/})
        .waitFor();
      await dialog.getByRole('searchbox').focus();
      return true;
    },
  },
  {
    name: 'menu open',
    reach: async (page) => {
      const toggle = page.getByRole('button', {name: 'Open menu'});
      if (!(await toggle.isVisible())) return false;
      await toggle.click();
      return true;
    },
  },
];

/** The browser's CPU seconds so far, by process. */
async function cpuSeconds(devtools) {
  const {processInfo} = await devtools.send('SystemInfo.getProcessInfo');
  return new Map(processInfo.map(({id, cpuTime}) => [id, cpuTime]));
}

/**
 * The CPU seconds spent between two readings: each process's own, so that one that ended in
 * between (the last page's) takes nothing away, and one that started counts whole.
 */
function spentBetween(before, after) {
  let spent = 0;
  for (const [id, seconds] of after) spent += seconds - (before.get(id) ?? 0);
  return spent;
}

/**
 * Measures each of `routes` (paths, under `origin`) at each size in each state. Returns rows of
 * {route, size, state, percent}: the browser's CPU time over the still seconds, as a share of one
 * core.
 */
export async function measureAtRest({origin, routes}) {
  const browser = await chromium.launch(testLaunchOptions());
  const devtools = await browser.newBrowserCDPSession();
  const rows = [];
  try {
    for (const {label, ...size} of SIZES) {
      for (const route of routes) {
        for (const state of STATES) {
          const context = await browser.newContext(size);
          const page = await context.newPage();
          await page.goto(`${origin}${route}`);
          await page.waitForSelector('html[data-has-hydrated="true"]');
          await settled(page);
          if (await state.reach(page)) {
            await settled(page);
            const before = await cpuSeconds(devtools);
            await new Promise((resolve) => setTimeout(resolve, AT_REST_SECONDS * 1000));
            const spent = spentBetween(before, await cpuSeconds(devtools));
            rows.push({
              route,
              size: label,
              state: state.name,
              percent: (spent / AT_REST_SECONDS) * 100,
            });
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * `rows` (measureAtRest()) as a table's rows: one per route and size, a column per state ('-'
 * where the page has no such state at that size).
 */
export function atRestTable(rows) {
  const states = [...new Set(rows.map((r) => r.state))];
  const lines = [...new Set(rows.map((r) => `${r.route}\t${r.size}`))];
  return lines.map((line) => {
    const [route, size] = line.split('\t');
    const cells = states.map((state) => {
      const row = rows.find((r) => r.route === route && r.size === size && r.state === state);
      return [state, row ? `${row.percent.toFixed(1)}%` : '-'];
    });
    return {route, size, ...Object.fromEntries(cells)};
  });
}

/** What breaks the budget: each state that kept the browser busier than `budgetPercent` of a core. */
export function atRestOverBudget(rows, budgetPercent) {
  return rows
    .filter((r) => r.percent > budgetPercent)
    .map(
      (r) =>
        `${r.route} ${r.size}, ${r.state}: ${r.percent.toFixed(1)}% of a core at rest > ${budgetPercent}%`,
    );
}
