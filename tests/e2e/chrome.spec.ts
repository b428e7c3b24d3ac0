import fs from 'node:fs';
import type {Locator} from '@playwright/test';
import {featuredStudies, listedStudies, perPage} from '../content';
import {usesEmbed} from '../../src/lib/embeds';
import {
  test,
  expect,
  afterFrames,
  atRest,
  expectLandedOn,
  holdScripts,
  open,
  scrollToY,
  waitForScrollEnd,
  sameAtEverySize,
  acrossWidths,
  waitForHydration,
} from './fixtures';
import {DESKTOP_BREAKPOINT_PX} from '../../src/constants';
import {ADDRESSES_FILE} from '../../src/plugins/case-studies/builtFiles';
import {NAV_SCROLL_THRESHOLD_PX} from '../../src/constants';

const SECTION_LINKS = [
  ['Home', 'home'],
  ['Services', 'services'],
  ['Results', 'statistics'],
  ['Team', 'team'],
  ['Contact', 'contact'],
] as const;

/** Records the window's every scroll position from now on; the function returned reads them. */
async function recordScrollPositions(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const w = window as unknown as {positions: number[]};
    w.positions = [];
    window.addEventListener('scroll', () => w.positions.push(window.scrollY));
  });
  return () => page.evaluate(() => (window as unknown as {positions: number[]}).positions);
}

async function openMenuIfPhone(page: import('@playwright/test').Page) {
  const toggle = page.getByRole('button', {name: 'Open menu'});
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('navbar', () => {
  test('on home, section links are anchors; elsewhere, home plus the anchor', async ({page}) => {
    await open(page, '/');
    await openMenuIfPhone(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const [label, id] of SECTION_LINKS) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toHaveAttribute(
        'href',
        `#${id}`,
      );
    }
    await expect(nav.getByRole('link', {name: 'Case Studies'})).toHaveAttribute(
      'href',
      '/case-studies',
    );
    await expect(nav.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '#contact');

    await open(page, '/test');
    await openMenuIfPhone(page);
    for (const [label, id] of SECTION_LINKS) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toHaveAttribute(
        'href',
        `/#${id}`,
      );
    }
    await expect(nav.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '/#contact');
  });

  test('"Get Started" from another page lands on the contact section', async ({page}) => {
    await open(page, '/case-studies');
    await openMenuIfPhone(page);
    await page.getByRole('link', {name: 'Get Started'}).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectLandedOn(page, '#contact');
  });

  test('turns opaque past 50 px and shows scroll progress', async ({page}) => {
    await open(page, '/');
    const header = page.locator('header[data-scrolled]');
    const progress = page.getByTestId('scroll-progress');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    // Its background's alpha, in whatever form the browser gives the colour: after a slash in
    // color(srgb … / 0.72) at rest and oklab(… / 0.72) in its transition's first frame, fourth
    // in rgba(…); an opaque colour, rgb(r, g, b), has none.
    const opacity = async () => {
      const colour = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
      const alpha =
        /\/\s*([\d.]+)\s*\)$/.exec(colour) ?? /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(colour);
      return alpha ? Number(alpha[1]) : 1;
    };
    const before = await opacity();
    expect(before, 'at the top, the hero shows through the bar').toBeLessThan(1);

    await scrollToY(page, NAV_SCROLL_THRESHOLD_PX);
    await afterFrames(page);
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await scrollToY(page, NAV_SCROLL_THRESHOLD_PX + 1);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    // Opaque: at 98 % a heading passing under the bar still showed through it, faintly. (Unmet
    // before, a change of the colour's form alone, its first frame, passed for "changed".)
    await expect.poll(opacity).toBe(1);

    const scale = () => progress.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    await scrollToY(page, 0);
    await expect.poll(scale).toBe(0);
    const max = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    await scrollToY(page, max / 2);
    await expect.poll(scale).toBeCloseTo(0.5, 1);
    await scrollToY(page, max);
    await expect.poll(scale).toBeCloseTo(1, 2);
  });

  test('Tab goes through it left to right, as it reads on a wide screen', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'on a phone the links are in the menu');
    await open(page, '/case-studies');
    const lefts: number[] = [];
    await page.keyboard.press('Tab'); // the skip link
    for (;;) {
      await page.keyboard.press('Tab');
      const left = await page.evaluate(() => {
        const focused = document.activeElement!;
        return focused.closest('header') ? focused.getBoundingClientRect().left : null;
      });
      if (left === null) break;
      lefts.push(left);
    }
    // The brand, the links, the call to action and the search: every stop right of the last.
    expect(lefts.length).toBeGreaterThan(3);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  });

  test("while another page loads, the loading bar stands alone on the navbar's edge", async ({
    page,
  }) => {
    // Frames coming late, as on a busy phone: the head manager (react-helmet-async) writes the
    // new address's head a frame after the click, which then lands after the bar has started,
    // and it writes <html>'s class whole. The rule once hung on a class NProgress adds there, and
    // the reading progress came back under the bar (in 1 of 4 runs of the suite on a busy
    // machine). The switch is the window's, not an attribute of the <html> under test.
    await page.addInitScript(() => {
      const nextFrame = window.requestAnimationFrame.bind(window);
      const late = window as {lateFrames?: boolean};
      window.requestAnimationFrame = (callback) =>
        late.lateFrames ? window.setTimeout(() => nextFrame(callback), 400) : nextFrame(callback);
    });
    await open(page, '/');
    const progress = page.getByTestId('scroll-progress');
    await scrollToY(page, 2000);
    const release = await holdScripts(page);
    await openMenuIfPhone(page);
    await page.evaluate(() => ((window as {lateFrames?: boolean}).lateFrames = true));
    await page.getByRole('link', {name: 'Case Studies', exact: true}).first().click();
    // The theme's bar (NProgress), shown when a page takes over 200 ms: the page's reading
    // progress is not drawn under it, part-way too, also once the late frame has come.
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(progress).toHaveCSS('visibility', 'hidden');
    // A frame asked for now comes after the one the head manager asked for at the click.
    await afterFrames(page, 1);
    await expect(progress).toHaveCSS('visibility', 'hidden');
    await page.evaluate(() => ((window as {lateFrames?: boolean}).lateFrames = false));
    release();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await expect(progress).toHaveCSS('visibility', 'visible');
  });
});

test.describe('mobile menu', () => {
  test.skip(({phone}) => !phone, 'the hamburger shows on narrow screens');

  test('toggles, closes on Escape with focus back on the toggle, and closes on a link', async ({
    page,
  }) => {
    await open(page, '/test');
    const toggle = page.getByRole('button', {name: 'Open menu'});
    const menu = page.getByTestId('nav-menu');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const close = page.getByRole('button', {name: 'Close menu'});
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', {name: 'Case Studies'}).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(menu).toBeHidden();
    // The URL changes first; the new page renders once its code is loaded, and its arrival
    // closes the menu (a route change does). Open it again only on the new page.
    await expect(page.locator('main article')).toHaveCount(
      Math.min(listedStudies().length, perPage()),
    );

    await page.getByRole('button', {name: 'Open menu'}).click();
    await menu.getByRole('link', {name: 'Team'}).click();
    await expect(page).toHaveURL(/\/#team$/);
    await expect(menu).toBeHidden();
  });
  test('closes when the focus or a tap leaves the bar: nothing under it takes the focus', async ({
    page,
  }) => {
    // A study: its tags, links near its top, are where the open menu stands.
    await open(page, listedStudies()[0].permalink);
    const toggle = page.getByRole('button', {name: 'Open menu'});
    const menu = page.getByTestId('nav-menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const stops = await menu.getByRole('link').count();
    for (let i = 0; i < stops; i++) await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').last()).toBeFocused();
    // Then the search, still in the bar: the menu stays open.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('button', {name: 'Search'})).toBeFocused();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // What has the focus now is what a sighted visitor sees at that point, not the menu.
    const seen = await page.evaluate(() => {
      const focused = document.activeElement!;
      const box = focused.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return focused !== document.body && focused.contains(hit);
    });
    expect(seen).toBe(true);

    await toggle.click();
    await expect(menu).toBeVisible();
    const below = (await menu.boundingBox())!;
    // The page under the bar, at its left margin (no control there).
    await page.touchscreen.tap(4, below.y + below.height + 24);
    await expect(menu).toBeHidden();
  });

  test("dims the page under it; a tap there closes it and does not follow the page's link", async ({
    page,
  }) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Open menu'}).click();
    const menu = page.getByTestId('nav-menu');
    await expect(menu).toBeVisible();
    const {y, height} = (await menu.boundingBox())!;
    // A link or button of the page, whole in sight below the open menu (the hero's, on a phone).
    const under = await page.evaluate((menuBottom) => {
      for (const control of document.querySelectorAll('main a[href], main button')) {
        const box = control.getBoundingClientRect();
        if (box.width > 0 && box.top > menuBottom + 8 && box.bottom < innerHeight) {
          const at = {x: box.x + box.width / 2, y: box.y + box.height / 2};
          const hit = document.elementFromPoint(at.x, at.y);
          return {...at, name: control.textContent!.trim(), covered: !control.contains(hit)};
        }
      }
      return null;
    }, y + height);
    expect(under, 'a control of the page below the open menu').not.toBeNull();
    // Dimmed: the scrim lies over it, and takes the tap.
    await expect(page.getByTestId('nav-scrim')).toBeVisible();
    expect(under!.covered, `"${under!.name}" under the scrim`).toBe(true);
    const at = {url: page.url(), scrollY: await page.evaluate(() => scrollY)};
    await page.touchscreen.tap(under!.x, under!.y);
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('nav-scrim')).toHaveCount(0);
    // Nothing followed: a link to a section had changed the address and scrolled to it.
    await afterFrames(page, 2);
    expect({url: page.url(), scrollY: await page.evaluate(() => scrollY)}).toEqual(at);
  });
});

test.describe('mobile menu before the page is interactive', () => {
  test.skip(({phone}) => !phone, 'the hamburger shows on narrow screens');

  // A second tap showed nothing either, so it asks for the menu again rather than closing it.
  for (const taps of [1, 2]) {
    test(`${taps} tap(s) on the toggle while the scripts load open the live menu once they have`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto('/test', {waitUntil: 'domcontentloaded'});
      const toggle = page.getByRole('button', {name: 'Open menu'});
      for (let i = 0; i < taps; i++) await toggle.click();
      // No script of the site has run: the button is the server's HTML.
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      release();
      const close = page.getByRole('button', {name: 'Close menu'});
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('nav-menu')).toBeVisible();
      // And it is the live menu: its button closes it.
      await close.click();
      await expect(page.getByTestId('nav-menu')).toBeHidden();
    });
  }
});

test.describe('footer', () => {
  test('links, new-tab profiles, legal pages and mailto without a blank tab', async ({page}) => {
    await open(page, '/test');
    const footer = page.locator('footer');
    const explore = footer.getByRole('navigation', {name: 'Footer'});
    await expect(explore.getByRole('link', {name: 'Services'})).toHaveAttribute(
      'href',
      '/#services',
    );
    await expect(explore.getByRole('link', {name: 'Team'})).toHaveAttribute('href', '/#team');
    await expect(explore.getByRole('link', {name: 'Case Study'})).toHaveAttribute(
      'href',
      '/case-study',
    );
    await expect(explore.getByRole('link', {name: 'Contact'})).toHaveAttribute('href', '/#contact');

    const external = footer.locator('a[target="_blank"]');
    expect(await external.count()).toBe(5); // the social profile and four team profiles
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }

    const mail = footer.locator('a[href^="mailto:"]');
    await expect(mail).toHaveCount(1);
    await expect(mail).not.toHaveAttribute('target', /.+/);

    await footer.getByRole('link', {name: 'Privacy Policy'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Privacy Policy'})).toBeVisible();
    await page.locator('footer').getByRole('link', {name: 'Terms of Service'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Terms of Service'})).toBeVisible();
  });

  test.describe(() => {
    sameAtEverySize();

    test("shows the current year from the visitor's clock", async ({page}) => {
      await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
      await open(page, '/test');
      await expect(page.getByTestId('footer-year')).toHaveText('2031');
    });
  });
});

test.describe('pages', () => {
  test('/test shows its texts and a link home', async ({page}) => {
    await open(page, '/test');
    await expect(page.getByRole('heading', {level: 1, name: 'Test Page'})).toBeVisible();
    await expect(page.getByText('If you can see this, routing is working!')).toBeVisible();
    await page.getByRole('main').getByRole('link', {name: /home/i}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home')).toBeVisible();
  });

  test.describe('not found', () => {
    // Chromium logs the 404 status of the document itself as a console error.
    test.use({allowedConsoleErrors: /status of 404/});

    test('an unknown route answers 404 with the spec texts inside the layout', async ({page}) => {
      const response = await open(page, '/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: '404 Page Not Found'})).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });

    test('the offer arrives under the buttons and is read out; nothing the visitor sees moves', async ({
      page,
    }) => {
      const [study] = listedStudies();
      // The page's list of addresses held back until the page is measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/${ADDRESSES_FILE}`, async (route) => {
        await held;
        await route.fallback();
      });
      await open(page, study.permalink.slice(0, -1));
      const main = page.getByRole('main');
      const boxes = () =>
        main.evaluate((element) =>
          [...element.querySelectorAll('h1, p, a')].map((el) => {
            const {top, left} = el.getBoundingClientRect();
            return `${el.textContent}: ${Math.round(left)},${Math.round(top)}`;
          }),
        );
      const before = await boxes();
      expect(before).toContainEqual(expect.stringMatching(/^Back to Home: /));
      release();
      const offer = main.getByRole('status');
      await expect(offer).toHaveText(`Were you looking for ${study.title}?`);
      // What was on the page stays where it was; the offer comes after the buttons.
      expect((await boxes()).slice(0, before.length)).toEqual(before);
      const [buttons, offerBox] = await Promise.all([
        main.getByRole('link', {name: 'Browse case studies'}).boundingBox(),
        offer.boundingBox(),
      ]);
      expect(offerBox!.y).toBeGreaterThan(buttons!.y + buttons!.height);
    });

    test.describe(() => {
      sameAtEverySize();

      test('a mistyped study address offers the study it meant', async ({page}) => {
        const [study] = listedStudies();
        // The last letter left off, as a link typed from a brochure.
        const typo = study.permalink.slice(0, -1);
        const response = await open(page, typo);
        expect(response?.status()).toBe(404);
        const offer = page.getByRole('main').getByRole('link', {name: study.title});
        await expect(page.getByText('Were you looking for')).toContainText(study.title);
        await offer.click();
        await expect(page).toHaveURL(new RegExp(`${study.permalink}$`));
        await expect(page.getByRole('heading', {level: 1})).toHaveText(study.title);
      });

      test('a study asked for under another folder, another mistyped in the app, the list, a tag: each offered', async ({
        page,
      }) => {
        const [first, second] = listedStudies();
        await open(page, `/case-studies${first.permalink}`);
        await expect(page.getByText('Were you looking for')).toContainText(first.title);
        // The not-found page stays as the address changes: the offer follows it.
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, `${second.permalink}x`);
        await expect(page.getByText('Were you looking for')).toContainText(second.title);
        // The list, which a study's address may also be near (/case-study).
        await page.evaluate(() => {
          window.history.pushState({}, '', '/case-studie');
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
        const offer = page.getByRole('main').getByRole('link', {name: 'All case studies'});
        await offer.click();
        await expect(page).toHaveURL(/\/case-studies$/);
        // A tag's page, its name mistyped.
        const tag = listedStudies()[0].tags[0];
        await open(page, `/case-studies/tags/${tag.slice(0, -1)}`);
        await page
          .getByRole('main')
          .getByRole('link', {name: /^Case studies tagged /})
          .click();
        await expect(page).toHaveURL(new RegExp(`/case-studies/tags/${tag}$`));
      });
    });
  });

  for (const route of ['/', '/test', '/case-study']) {
    test(`${route} sets its text in three font faces`, async ({page}) => {
      await open(page, route);
      // Each face (family, weight, slant) is one more font file to load before the first layout:
      // about 8 ms each on this machine's Lighthouse runs. Body sans, bold sans, display bold.
      const faces = await page.evaluate(() => {
        const seen = new Set<string>();
        for (const el of document.querySelectorAll('body *')) {
          const hasText = [...el.childNodes].some(
            (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
          );
          if (!hasText || !(el as HTMLElement).offsetParent) continue;
          const style = getComputedStyle(el);
          const family = /^ui-serif/.test(style.fontFamily)
            ? 'display'
            : /monospace/.test(style.fontFamily)
              ? 'mono'
              : 'sans';
          const weight = Number(style.fontWeight) >= 600 ? 'bold' : 'regular';
          seen.add(`${family} ${weight} ${style.fontStyle}`);
        }
        return [...seen].sort();
      });
      expect(faces).toEqual(['display bold normal', 'sans bold normal', 'sans regular normal']);
    });
  }

  test('an unknown route reached in the app shows the same page', async ({page}) => {
    await open(page, '/test');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/missing-route');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1, name: '404 Page Not Found'})).toBeVisible();
  });

  test.describe(() => {
    sameAtEverySize();
    test.use({allowedConsoleErrors: /status of 404/});

    // An SVG icon costs a phone a whole SVG document on the main thread at every page load
    // (src/plugins/favicons/files.ts): the pages link to PNGs drawn from the SVG mark.
    test("every page's icons are PNGs of their size, before and after the scripts start", async ({
      page,
    }) => {
      const pngSize = async (href: string) => {
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type'], href).toBe('image/png');
        const png = await response.body();
        // The PNG signature, then the IHDR chunk: width and height, 4 bytes each.
        expect(png.subarray(1, 4).toString('latin1'), href).toBe('PNG');
        return [png.readUInt32BE(16), png.readUInt32BE(20)];
      };
      const icons = () =>
        page
          .locator('head link[rel~="icon"], head link[rel="apple-touch-icon"]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute('rel'), (link as HTMLLinkElement).href]),
          );
      for (const url of ['/', listedStudies()[0].permalink, '/case-studies', '/no-such-page']) {
        const response = await page.goto(url);
        const served = await icons();
        await waitForHydration(page);
        expect(await icons(), `${url} after the scripts start`).toEqual(served);
        expect(served.map(([rel]) => rel).sort(), url).toEqual(['apple-touch-icon', 'icon']);
        const sizes = Object.fromEntries(
          await Promise.all(served.map(async ([rel, href]) => [rel, await pngSize(href!)])),
        );
        expect(sizes, url).toEqual({icon: [32, 32], 'apple-touch-icon': [180, 180]});
        expect(response?.ok() || url === '/no-such-page').toBe(true);
      }
    });

    test("a phone's browser toolbar takes the page's background colour", async ({page}) => {
      for (const url of ['/', listedStudies()[0].permalink, '/no-such-page']) {
        await open(page, url);
        const {toolbar, page: background} = await page.evaluate(() => {
          // The meta's colour, as the browser computes it: compare like with like.
          const probe = document.createElement('div');
          probe.style.color = document
            .querySelector('meta[name="theme-color"]')!
            .getAttribute('content')!;
          document.body.append(probe);
          const colours = {
            toolbar: getComputedStyle(probe).color,
            page: getComputedStyle(document.documentElement).backgroundColor,
          };
          probe.remove();
          return colours;
        });
        expect(toolbar, url).toBe(background);
      }
    });
  });
});

test.describe('back to top', () => {
  test('appears past one viewport height and scrolls smoothly to the top', async ({page}) => {
    await open(page, '/');
    const button = page.getByRole('button', {name: 'Back to top'});
    await expect(button).toBeHidden();
    const height = page.viewportSize()!.height;
    await scrollToY(page, height - 10);
    await afterFrames(page);
    await expect(button).toBeHidden();
    await scrollToY(page, height + 10);
    await expect(button).toBeVisible();

    await scrollToY(page, height * 3);
    await button.click();
    // Smooth: part-way first, then the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(height * 3);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('back to top at the end of the page', () => {
  test.skip(({phone}) => phone, 'resizes the viewport itself');

  test('covers none of the footer: its last links end short of the button', async ({page}) => {
    await open(page, '/');
    const button = page.getByRole('button', {name: 'Back to top'});
    const footerText = page.locator('footer').locator('a, p');
    // 320 and 1024 px covered "Terms of Service"; 1280 px and wider have a margin beside it.
    for (const width of [320, 375, 1024, 1280, 1440]) {
      await page.setViewportSize({width, height: 700});
      await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
      await expect(button).toBeVisible();
      await expect(button).toHaveCSS('transform', 'none'); // at rest, not sliding in
      const fab = (await button.boundingBox())!;
      const covered = await footerText.evaluateAll(
        (elements, b) =>
          elements
            .filter((element) => {
              const r = element.getBoundingClientRect();
              const apart =
                r.right <= b.x ||
                r.left >= b.x + b.width ||
                r.bottom <= b.y ||
                r.top >= b.y + b.height;
              return r.width > 0 && !apart;
            })
            .map((element) => element.textContent),
        fab,
      );
      expect(covered, `under the button at ${width} px`).toEqual([]);
    }
  });
});

test.describe('touch screens', () => {
  test.skip(({phone}) => !phone, 'a phone, where no pointer hovers');

  test('a control tapped looks as it did before the tap: no hover left lit on it', async ({
    page,
  }) => {
    // What a tap leaves: a phone applies :hover to what was tapped, until the next tap elsewhere.
    const looks = (control: Locator) =>
      control.evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          style.color,
          style.backgroundColor,
          style.borderColor,
          style.boxShadow,
          style.transform,
        ].join(' | ');
      });
    const tapKeepsLook = async (control: Locator) => {
      await control.scrollIntoViewIfNeeded();
      await atRest(control); // revealed, and its transitions ended
      const before = await looks(control);
      await control.tap();
      await expect
        .poll(async () => (await atRest(control), looks(control)), {message: `${control}`})
        .toBe(before);
    };

    await open(page, '/');
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
    await tapKeepsLook(
      page
        .locator('#contact')
        .getByRole('button', {name: /^Copy /})
        .first(),
    );
    await tapKeepsLook(page.locator('#home').getByRole('link', {name: 'Our Process'}));
    await tapKeepsLook(page.locator('#home').getByRole('link', {name: /Explore Services/}));

    const withCarousel = listedStudies().find((study) =>
      fs.readFileSync(study.file, 'utf8').includes('<Carousel'),
    );
    test.skip(!withCarousel, 'no study shows a carousel');
    await open(page, withCarousel!.permalink);
    await tapKeepsLook(page.getByTestId('carousel').getByRole('button', {name: 'Next slide'}));
  });
});

test.describe('buttons on a phone', () => {
  test.skip(({phone}) => !phone, "a phone's width");
  test.use({allowedConsoleErrors: /status of 404/});

  test("the hero's and the 404 page's stand one under another, each as wide as the page", async ({
    page,
  }) => {
    for (const url of ['/', '/no-such-page']) {
      await page.goto(url);
      const boxes = await page
        .getByTestId('button-row')
        .locator('> *')
        .evaluateAll((buttons) =>
          buttons.map((button) => {
            const box = button.getBoundingClientRect();
            const row = button.parentElement!.getBoundingClientRect();
            return {left: box.left, width: Math.round(box.width), row: Math.round(row.width)};
          }),
        );
      expect(boxes.length, url).toBeGreaterThanOrEqual(2);
      for (const box of boxes) expect(box.width, url).toBe(box.row);
      expect(new Set(boxes.map((box) => box.left)).size, url).toBe(1);
    }
  });
});

test.describe('background image', () => {
  test(`shows only at ${DESKTOP_BREAKPOINT_PX} px and wider, from the media bucket`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('backgrounds/backdrop')) requested.push(request.url());
    });
    await open(page, '/');
    const backdrop = page.getByTestId('site-backdrop');
    const wide = page.viewportSize()!.width >= DESKTOP_BREAKPOINT_PX;
    await expect(backdrop).toHaveCSS('display', wide ? 'block' : 'none');
    await page.waitForLoadState('networkidle');
    expect(requested.length > 0).toBe(wide);

    await page.setViewportSize({
      width: wide ? DESKTOP_BREAKPOINT_PX - 1 : DESKTOP_BREAKPOINT_PX,
      height: 800,
    });
    await expect(backdrop).toHaveCSS('display', wide ? 'none' : 'block');
  });
});

test.describe('reduced motion', () => {
  test.use({contextOptions: {reducedMotion: 'reduce'}});

  test('turns off smooth scrolling and reveal animations', async ({page}) => {
    await open(page, '/');
    // Even while a section link's scroll is under way (src/clientModules/scrollRestoration.ts).
    await page.evaluate(() => document.documentElement.setAttribute('data-smooth-scroll', ''));
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
    await page.evaluate(() => document.documentElement.removeAttribute('data-smooth-scroll'));
    // Sections below the fold are not hidden waiting for an animation.
    await expect(page.locator('#contact')).toHaveCSS('opacity', '1');
    await expect(page.locator('#services .scroll-reveal').first()).toHaveCSS('opacity', '1');
    // Back to top jumps at once.
    // (No intermediate positions, rather than a deadline a loaded test machine could miss.)
    await scrollToY(page, 3000);
    await waitForScrollEnd(page);
    const positions = await recordScrollPositions(page);
    await page.getByRole('button', {name: 'Back to top'}).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect((await positions()).filter((y) => y > 0 && y < 3000)).toEqual([]);
  });
});

test.describe('brand in the navbar', () => {
  test.skip(({phone}) => phone, 'resizes the viewport itself');

  test('full name where it fits whole, the short mark elsewhere, never cut off', async ({page}) => {
    await open(page, '/');
    const brand = page.getByRole('link', {name: 'Meridian Consulting & Curation, home'});
    for (const [width, shown] of [
      [375, 'Meridian'],
      [480, 'Meridian Consulting & Curation'],
      [700, 'Meridian Consulting & Curation'],
      [960, 'Meridian'],
      [1280, 'Meridian'],
    ] as const) {
      await page.setViewportSize({width, height: 800});
      const visible = brand.locator('span:visible');
      await expect(visible).toHaveText(shown);
      const cut = await visible.evaluate(
        (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
      );
      expect(cut, `brand cut off at ${width}px`).toBe(false);
    }
  });
});

test.describe('moving between pages', () => {
  type Page = import('@playwright/test').Page;
  interface Frame {
    /** The page's first heading: which page the frame showed. */
    h1: string;
    y: number;
    /** The card's top from the window's top (undefined: not on the page). */
    card?: number;
  }

  /**
   * The top of the element that `selector` finds, from the window's top, its slide-in (the
   * reveal's transform) left out: where it stands once revealed. Runs in the page.
   */
  const topOf = (selector: string) => {
    let element = document.querySelector<HTMLElement>(selector);
    if (!element) return undefined;
    let top = -window.scrollY;
    for (; element; element = element.offsetParent as HTMLElement | null) top += element.offsetTop;
    return top;
  };

  /** Records, at each frame from now on, what the window showed (recordedFrames reads it). */
  async function recordFrames(page: Page, card: string) {
    await page.evaluate(
      ([selector, topSource]) => {
        // The helper above, passed as its source (a function cannot be an argument).
        const top = new Function(`return (${topSource})`)() as (s: string) => number | undefined;
        const frames: Frame[] = [];
        const sample = () => {
          frames.push({
            h1: document.querySelector('main h1')?.textContent ?? '',
            y: window.scrollY,
            card: top(selector),
          });
          requestAnimationFrame(sample);
        };
        (window as unknown as {recorded: Frame[]}).recorded = frames;
        sample();
      },
      [card, topOf.toString()],
    );
  }
  const recordedFrames = (page: Page) =>
    page.evaluate(() => (window as unknown as {recorded: Frame[]}).recorded);

  /**
   * Opens the home page with a featured study's card 200 px down the window: one opened by the
   * router (a study with a social embed is opened as a page load, for its script).
   */
  async function homeAtACard(page: Page) {
    const study = featuredStudies().find((s) => !usesEmbed(fs.readFileSync(s.file, 'utf8')));
    test.skip(!study, 'no featured study without an embed');
    const selector = `#case-study article:has(a[href="${study!.permalink}"])`;
    await open(page, '/');
    const card = page.locator(selector);
    await scrollToY(page, (await page.evaluate(topOf, selector))! - 200);
    await atRest(card);
    const home = (await page.locator('main h1').textContent())!;
    const link = card.getByRole('link', {name: study!.title});
    // Clicked where it stands: locator.click() scrolls a link it finds covered (the card's own
    // layers) by its own choice of alignment first, moving the page the test placed.
    const box = (await link.boundingBox())!;
    const click = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    return {click, link, href: study!.permalink, selector, home};
  }

  /** The element in focus, as a visitor would name it: its address and its text. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return `${element?.getAttribute('href')} ${element?.textContent?.trim()}`;
    });

  test('a study opens at its top at once, and Back shows the card where it was', async ({page}) => {
    const {click, href, selector, home} = await homeAtACard(page);
    await recordFrames(page, selector);
    await click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).not.toHaveText(home);
    await afterFrames(page);
    // Every frame that showed the study showed its top: it did not slide up from where the
    // home page had been read (the site's smooth scrolling, for a section of the same page).
    const study = (await recordedFrames(page)).filter((frame) => frame.h1 !== home);
    expect(study.length).toBeGreaterThan(0);
    expect(study.filter((frame) => frame.y !== 0)).toEqual([]);

    await scrollToY(page, 600);
    await recordFrames(page, selector);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText(home);
    await afterFrames(page);
    // From the first frame, the card 200 px down, as it was left: not the top, nor a slide.
    const back = (await recordedFrames(page)).filter((frame) => frame.h1 === home);
    expect(back.length).toBeGreaterThan(0);
    expect(back.filter((frame) => Math.abs(frame.card! - 200) > 1)).toEqual([]);
  });

  test('Back after a link in the open menu shows the page, not the menu, where it was', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu is a phone’s');
    const {selector, home} = await homeAtACard(page);
    await openMenuIfPhone(page);
    await page.getByRole('link', {name: 'Case Studies', exact: true}).first().click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText(home);
    expect(Math.round((await page.evaluate(topOf, selector))!)).toBe(200);
  });

  test('Back gives the followed link its focus again: Tab goes on from the card', async ({
    page,
  }) => {
    const {link, href, selector, home} = await homeAtACard(page);
    await link.focus();
    await page.keyboard.press('Tab');
    const next = await focused(page);
    await page.keyboard.press('Shift+Tab');
    await expect(link).toBeFocused();
    // Where Tab's scrolling left it, as the visitor reads the page.
    const left = Math.round((await page.evaluate(topOf, selector))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).not.toHaveText(home);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText(home);
    // Not the top of the page (the skip link, then the navbar, then every card above again).
    await expect(link).toBeFocused();
    expect(Math.round((await page.evaluate(topOf, selector))!)).toBe(left);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(next);
  });

  test('a screen reader is told which page a link or Back opened', async ({page}) => {
    await open(page, '/');
    const home = (await page.locator('main h1').textContent())!.trim();
    const region = page.locator('[data-route-announcer]');
    // The first page is the browser's to announce: nothing said over it.
    await expect(region).toHaveCount(0);
    await openMenuIfPhone(page);
    await page.getByRole('link', {name: 'Case Studies', exact: true}).first().click();
    await expect(page).toHaveURL(/\/case-studies$/);
    // The address changes first, the page a moment later.
    await expect(page.locator('main h1')).not.toHaveText(home);
    const list = (await page.locator('main h1').textContent())!.trim();
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveText(list);
    await page.goBack();
    await expect(region).toHaveText(home);
  });

  test('a link to a section of the page in view still slides there', async ({page}) => {
    await open(page, '/');
    const positions = await recordScrollPositions(page);
    await page.getByRole('main').getByRole('link', {name: 'Explore Services'}).click();
    await expectLandedOn(page, '#services');
    await waitForScrollEnd(page);
    const end = await page.evaluate(() => window.scrollY);
    // Part-way first: smooth, as the site's sections are reached from its own links.
    expect((await positions()).filter((y) => y > 0 && y < end - 1).length).toBeGreaterThan(0);
    // Only for that scroll: Back or a reload would slide too.
    await expect(page.locator('html')).not.toHaveAttribute('data-smooth-scroll');
  });

  test('a reloaded page keeps its place', async ({page}) => {
    const {selector} = await homeAtACard(page);
    await page.reload();
    await waitForHydration(page);
    expect(Math.round((await page.evaluate(topOf, selector))!)).toBe(200);
  });

  test('Back to a page of the site after a reload elsewhere keeps its place', async ({page}) => {
    const {click, link, href, selector} = await homeAtACard(page);
    await click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The study reloaded: the home page's entry belongs to the page load before, whose places
    // the reloaded one reads from sessionStorage (Chromium's own restoring landed it off).
    await page.reload();
    await waitForHydration(page);
    await page.goBack();
    await waitForHydration(page);
    await expect.poll(async () => Math.round((await page.evaluate(topOf, selector))!)).toBe(200);
    await expect(link).toBeFocused();
  });
});

/**
 * A visitor who set a larger default font in the browser (Chrome's "Very large": 24 px, where
 * 16 px is usual). The breakpoints were in px: at 1280 px the navbar kept its wide layout in the
 * larger type, and "Get Started", the search and a study's "at a glance" went past the screen's
 * right edge. In em, they give such a visitor the layout of a narrower screen.
 */
test.describe('with a larger default font (24 px)', () => {
  // Chromium logs the 404 status of the not-found document as a console error.
  test.use({allowedConsoleErrors: /status of 404/});
  test.beforeEach(async ({page}) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', {fontSizes: {standard: 24, fixed: 20}});
  });

  acrossWidths({phone: [320, 375], desktop: [1024, 1280, 1440]}, (widths, pages, sweep) => {
    test(`nothing goes past the screen's edge, no heading's word breaks, at ${widths.join(', ')} px, ${pages[0]} to ${pages.at(-1)}`, ({
      page,
    }) =>
      sweep(page, async ({route, width}) => {
        const at = `${route} at ${width} px`;
        const {font, past} = await page.evaluate(() => {
          const edge = document.documentElement.clientWidth;
          /** Inside a box that scrolls sideways (a table, the carousel): its own to show. */
          const scrolls = (el: Element) => {
            for (let box = el.parentElement; box; box = box.parentElement) {
              if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return true;
            }
            return false;
          };
          const controls = document.querySelectorAll(
            'a[href], button, input, h1, h2, h3, p, img, aside',
          );
          return {
            font: getComputedStyle(document.documentElement).fontSize,
            past: [
              ...(document.documentElement.scrollWidth > edge ? ['the page scrolls sideways'] : []),
              ...[...controls]
                .filter((el) => {
                  const box = el.getBoundingClientRect();
                  return (
                    box.width > 0 &&
                    getComputedStyle(el).visibility !== 'hidden' &&
                    // Docusaurus's skip link waits off the screen until focused.
                    !el.closest('[class*="skipToContent"]') &&
                    (box.right > edge + 1 || box.left < -1) &&
                    !scrolls(el)
                  );
                })
                .map((el) => `${el.tagName} "${el.textContent?.trim().slice(0, 30)}"`),
            ],
          };
        });
        expect(font).toBe('24px');
        expect(past, at).toEqual([]);
        // Headings keep their words whole: the title's "consistency" and a process step's
        // "Implementation" were wider than their boxes on a phone.
        const broken = await page.locator('h1, h2, h3').evaluateAll((headings) => {
          const found: string[] = [];
          for (const heading of headings) {
            const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
            for (let node = texts.nextNode(); node; node = texts.nextNode()) {
              for (const word of node.textContent!.matchAll(/[^\s-]+/g)) {
                const range = document.createRange();
                range.setStart(node, word.index);
                range.setEnd(node, word.index + word[0].length);
                const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
                if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1)
                  found.push(`${heading.tagName} "${word[0]}"`);
              }
            }
          }
          return found;
        });
        expect(broken, at).toEqual([]);
      }));
  });
});

/**
 * The site's start-up code runs in steps, a task each (src/plugins/lean/client/stagedEntry.js):
 * run in one, it was the longest task after a phone's first paint (about 130 ms on the case-study
 * index under Lighthouse's 4x CPU). When the site's script has run, the app has not started; it
 * starts in a later task, and the page hydrates.
 */
test.describe('start-up', () => {
  sameAtEverySize();

  test('the site code runs in steps, not in the task of its script, and the page hydrates', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: boolean[] = ((window as unknown as {__started: boolean[]}).__started = []);
      // A script's load event comes in the task that ran it, right after.
      document.addEventListener(
        'load',
        (event) => {
          const script = event.target as HTMLScriptElement;
          if (script.tagName === 'SCRIPT' && /\/main\.[0-9a-f]+\.js$/.test(script.src))
            seen.push('docusaurus' in window);
        },
        true,
      );
    });
    await open(page, '/case-studies');
    // Unmet, Docusaurus's entry ran in the script's task: the app (window.docusaurus) was there.
    expect(
      await page.evaluate(() => (window as unknown as {__started: boolean[]}).__started),
    ).toEqual([false]);
    expect(await page.evaluate(() => 'docusaurus' in window)).toBe(true);
  });
});
