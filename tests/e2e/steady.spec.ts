import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Locator} from '@playwright/test';
import {listedStudies} from '../content';
import {
  test,
  expect,
  open,
  ROUTES,
  recordLayoutShifts,
  layoutShifts,
  revealAll,
  waitForHydration,
} from './fixtures';

/**
 * Nothing moves while a page arrives. A phone on a slow network, or a busy one, draws a page
 * before all of its HTML has come or been read: whatever it has so far. A box placed by what
 * comes after it (a link at the right edge before the one beside it, a label above the value
 * still on its way, a glow sized by a hero half read, a footer held to the bottom edge) then
 * moves, a layout shift. These pages come in pieces, with a pause between them for the browser
 * to draw each stage, and must not move at all, through hydration included.
 *
 * Found when the photo test in images.spec.ts failed once on busy cores: the parser had
 * paused inside a tag link, drawn empty 10 px lower than a whole one.
 */

/** Bytes of HTML a piece, and the pause after each: a stage drawn every 20 ms (at 60 fps). */
const PIECE_BYTES = 384;
const PAUSE_MS = 20;

/**
 * The page cut into pieces of about PIECE_BYTES, each cut at a tag's edge: before a tag, or
 * after one (an element open, its content still on its way). Never inside a run of text (nor at
 * React's <!-- --> within one): on any page, a paragraph whose words arrive a few at a time is
 * wrapped again as they come (`text-wrap: pretty` moves the last lines' words), and a count's
 * number shows before its noun. Cut anywhere, the cuts moved whenever the bytes before them
 * changed: twenty bytes more in the navbar failed /terms and the tags page, and a study added
 * in a pull request moves the index's and the tags page's.
 */
function pieces(html: string): string[] {
  const edges = new Set<number>();
  for (const tag of html.matchAll(/<(?!!--)[^>]*>/g)) {
    edges.add(tag.index);
    edges.add(tag.index + tag[0].length);
  }
  const cuts = [...edges].sort((a, b) => a - b);
  const result: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    if (Buffer.byteLength(html.slice(from, cut)) < PIECE_BYTES) continue;
    result.push(html.slice(from, cut));
    from = cut;
  }
  result.push(html.slice(from));
  return result;
}

/**
 * A server in front of the site's that passes everything through, but sends each page's HTML in
 * pieces. Returns its origin.
 */
async function trickling(siteOrigin: string) {
  const server = http.createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url!, siteOrigin), {redirect: 'manual'});
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? '';
      const location = upstream.headers.get('location');
      response.writeHead(upstream.status, {
        'content-type': type,
        ...(location && {location}),
      });
      if (!type.startsWith('text/html')) return response.end(body);
      for (const piece of pieces(body.toString('utf8'))) {
        response.write(piece);
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
      response.end();
    } catch (error) {
      response.destroy(error as Error);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {origin: `http://127.0.0.1:${port}`, close: () => server.close()};
}

const PAGES = [...ROUTES, '/case-studies/tags', '/no-such-page'];

for (const route of PAGES) {
  test.describe(() => {
    test.use({allowedConsoleErrors: route === '/no-such-page' ? /status of 404/ : null});
    test(`${route} does not move while it arrives`, async ({page, baseURL}) => {
      const site = new URL(baseURL!);
      const proxy = await trickling(site.origin);
      try {
        await recordLayoutShifts(page);
        await page.goto(proxy.origin + new URL(route.slice(1), site).pathname);
        await waitForHydration(page);
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        proxy.close();
      }
    });
  });
}

/**
 * The page as drawn with its HTML read up to each element in turn (that element and all that
 * follows it in the document taken away), against the whole page: nothing in the first screen
 * may stand elsewhere. Every tag's edge is a cut, so unlike the pieces above, the verdict does
 * not depend on where a change to the words above happens to move the cuts.
 *
 * So is every run of text: an element drawn while its words are on their way, or with only its
 * first words where React joined two runs ("2<!-- --> studies"). The parser may stop to draw
 * between any two of its tokens, and on a busy phone does: the tags page's count pill,
 * right-aligned, drew "2" alone and moved it when "studies" came, a layout shift that the pieces
 * above saw once in a few hundred runs; the desktop navbar's first link, drawn empty, was lower.
 */
for (const route of PAGES) {
  test.describe(() => {
    test.use({allowedConsoleErrors: route === '/no-such-page' ? /status of 404/ : null});
    test(`${route}: nothing in the first screen moves, wherever the page has been read up to`, async ({
      page,
    }) => {
      await open(page, route);
      await revealAll(page);
      const moved = await page.evaluate(() => {
        const skip = ['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'TEMPLATE'];
        // Elements and runs of text, in document order.
        const all: (Element | Text)[] = [];
        const walker = document.createTreeWalker(
          document.body,
          NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
        );
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node instanceof Element ? node : node.parentElement!;
          // Not an SVG's insides; nor a control for scripts only, hidden until they run.
          if (skip.includes(element.tagName) || element.closest('svg > *, .js-only')) continue;
          if (node instanceof Element || (node as Text).data.trim())
            all.push(node as Element | Text);
        }
        const describe = (node: Element | Text) =>
          node instanceof Element
            ? node.outerHTML.slice(0, 50)
            : `"${node.data}" in ${node.parentElement!.outerHTML.slice(0, 50)}`;
        /**
         * Where each drawn element stands on the page: its starting point, as the layout-shift
         * score takes it (the top right corner of a box written right to left).
         */
        const places = (elements: Element[]) =>
          elements.map((el) => {
            const box = el.getBoundingClientRect();
            const start = getComputedStyle(el).direction === 'rtl' ? box.right : box.left;
            return box.width && box.height ? [start, box.top + window.scrollY] : null;
          });
        const found = new Set<string>();
        for (const [index, cut] of all.entries()) {
          if (index === 0) continue;
          const before = all
            .slice(0, index)
            .filter(
              (el) => el instanceof Element && !cut.contains(el) && el.isConnected,
            ) as Element[];
          const whole = places(before);
          // Take away the cut and everything after it: its later siblings, and its ancestors'.
          const taken: [Element, Node[]][] = [];
          for (let node: Node = cut; node !== document.body; node = node.parentElement!) {
            const rest: Node[] = [];
            for (let s: Node | null = node === cut ? node : node.nextSibling; s; s = s.nextSibling)
              rest.push(s);
            taken.push([node.parentElement!, rest]);
          }
          for (const [, rest] of taken) for (const node of rest) node.parentNode!.removeChild(node);
          const partial = places(before);
          for (const [parent, rest] of taken.reverse()) parent.append(...rest);
          before.forEach((el, i) => {
            const [a, b] = [whole[i], partial[i]];
            if (!a || !b || (a[1] > window.innerHeight && b[1] > window.innerHeight)) return;
            // Any distance: the navbar's links, centred in it, moved 1.6 px when the button after
            // them came, a layout shift on a busy machine.
            if (Math.abs(a[0] - b[0]) > 0.01 || Math.abs(a[1] - b[1]) > 0.01)
              found.add(`${describe(el)}: at ${b} until ${describe(cut)}`);
          });
        }
        return [...found];
      });
      expect(moved).toEqual([]);
    });
  });
}

/**
 * What stands before `later` in its parent does not move when `later` (and what follows it) is
 * added: the page as drawn while `later` is still on its way, then with it.
 */
async function expectStillWhenArriving(later: Locator) {
  const moved = await later.evaluate(async (element) => {
    const parent = element.parentElement!;
    const rest: Element[] = [];
    for (let node: Element | null = element; node; node = node.nextElementSibling) rest.push(node);
    const before = [...parent.children].slice(0, parent.children.length - rest.length);
    const tops = () => before.map((node) => node.getBoundingClientRect().top);
    for (const node of rest) node.remove();
    const without = tops();
    parent.append(...rest);
    const withIt = tops();
    return before
      .map((node, index) => [node.outerHTML.slice(0, 60), without[index], withIt[index]] as const)
      .filter(([, from, to]) => from !== to);
  });
  expect(moved).toEqual([]);
}

test.describe('what comes later in a row does not move what came before it', () => {
  test.skip(({phone}) => phone, 'sets its own sizes');

  test("a study's words, when its cover is the taller", async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await open(page, listedStudies()[0].permalink);
    const words = page.locator('header:has(h1) > div > div').first();
    // A short story's hero: a one-line title, no subtitle, byline or figures.
    await words.evaluate((element) => {
      for (const child of [...element.children].slice(2)) child.remove();
      element.querySelector('h1')!.textContent = 'Short';
    });
    const heights = await words.evaluate((element) => [
      element.getBoundingClientRect().height,
      element.nextElementSibling!.getBoundingClientRect().height,
    ]);
    expect(heights[1], 'the cover is the taller').toBeGreaterThan(heights[0]);
    await expectStillWhenArriving(words.locator('xpath=following-sibling::*[1]'));
  });

  test("a contact row's envelope, and the footer's mark, when the words come", async ({page}) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({width, height: 800});
      await open(page, '/');
      for (const row of await page.locator('#contact li').all()) {
        await expectStillWhenArriving(row.locator(':scope > *').nth(1));
      }
      await expectStillWhenArriving(page.locator('footer a[href="/"] > *').nth(1));
    }
  });
});
