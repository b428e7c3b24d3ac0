/**
 * The team's photos, as the firm adds them: a headshot as a camera exports it (1600 x 2000)
 * in src/data/team/, named by `photo` in src/data/team.ts. A production build of a copy of the
 * site, seen in a real browser; and a name mistyped, which stops the build.
 */
import {chromium, type Browser} from '@playwright/test';
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import {TEAM, TEAM_PHOTOS} from '../../src/data/team';
import {build, serve} from './siteCopy';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {testCopy} = require('../../scripts/lib/site-copy.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {testLaunchOptions} = require('../../scripts/lib/tools.cjs');

let site = '';
let browser: Browser | undefined;
const [first, ...others] = TEAM;
const teamFile = () => path.join(site, 'src/data/team.ts');

/** Gives the first member `photo` in team.ts (after their initials). */
function namePhoto(photo: string) {
  const text = fs.readFileSync(teamFile(), 'utf8');
  const initials = `initials: '${first.initials}',`;
  expect(text).toContain(initials);
  fs.writeFileSync(
    teamFile(),
    text.replace(/\n {4}photo: .*/, '').replace(initials, `${initials}\n    photo: '${photo}',`),
  );
}

/**
 * The pixels two screenshots of a round avatar differ by (more than a shade), inside its circle:
 * its rim is smoothed differently when a picture in it is clipped to the circle.
 */
async function differingInside(a: Buffer, b: Buffer) {
  const [one, two] = await Promise.all(
    [a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({resolveWithObject: true})),
  );
  const {width, height} = one.info;
  const inside = Math.min(width, height) / 2 - 3;
  let differing = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) > inside) continue;
      const at = (y * width + x) * 3;
      if ([0, 1, 2].some((c) => Math.abs(one.data[at + c] - two.data[at + c]) > 8)) differing++;
    }
  return differing;
}

beforeAll(async () => {
  site = testCopy('team-photos-');
  // A portrait headshot: a face (a disc) above the middle, shoulders below.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="2000">
    <rect width="1600" height="2000" fill="#7f9fa6"/>
    <circle cx="800" cy="720" r="330" fill="#d9a77f"/>
    <ellipse cx="800" cy="1900" rx="700" ry="640" fill="#223044"/></svg>`;
  fs.mkdirSync(path.join(site, TEAM_PHOTOS), {recursive: true});
  await sharp(Buffer.from(svg))
    .jpeg({quality: 85})
    .toFile(path.join(site, TEAM_PHOTOS, 'alex-rivera.jpg'));
  browser = await chromium.launch(testLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

test("a member's photo shows in their avatar, in the size it shows at; the others keep their initials", async () => {
  namePhoto('alex-rivera.jpg');
  const out = path.join(site, 'build');
  const result = build(site, out);
  expect(result.status).toBe(0);
  const server = await serve(site, out);
  const page = await browser!.newPage({viewport: {width: 375, height: 800}});
  try {
    // On a phone, and on a desktop (four in a row).
    for (const width of [375, 1280]) {
      await page.setViewportSize({width, height: 800});
      await page.goto(`${server.url}/#team`);
      const card = (name: string) => page.locator('#team li').filter({hasText: name});
      const photo = card(first.name).locator('img');
      await photo.scrollIntoViewIfNeeded();
      expect(await photo.getAttribute('alt')).toBe('');
      // It loads the smallest variant (320 px: the avatar is 64 px wide, 192 on a 3x screen), in
      // the best format the browser takes, and fills the avatar's circle.
      await photo.evaluate(async (img: HTMLImageElement) => {
        if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve));
      });
      expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/assets\/images\/alex-rivera-[0-9a-f]+-320\.avif$/,
      );
      // Both boxes at once: the card may still be sliding into view.
      const [photoBox, avatarBox] = await photo.evaluate((img: HTMLImageElement) =>
        [img, img.closest('[aria-hidden="true"]')!].map((el) => {
          const {x, y, width, height} = el.getBoundingClientRect();
          return {x, y, width, height};
        }),
      );
      expect(photoBox).toEqual(avatarBox);
      for (const member of others) {
        expect(await card(member.name).locator('img').count()).toBe(0);
        expect(await card(member.name).textContent()).toContain(member.initials);
      }
    }
    // A photo that cannot load (gone from the CDN) looks as no photo does: the initials, not a
    // broken-image icon. Its avatar is drawn the same as with the picture taken out of the page.
    const blocked = await browser!.newPage({
      viewport: {width: 375, height: 800},
      reducedMotion: 'reduce',
    });
    try {
      await blocked.route(/alex-rivera-/, (route) => route.fulfill({status: 404, body: ''}));
      // As served, before the page's script runs (it never does here): the stylesheet's part.
      let scripts = false;
      await blocked.route(/\.js$/, (route) => (scripts ? route.continue() : route.abort()));
      await blocked.goto(`${server.url}/#team`);
      const avatar = blocked
        .locator('#team li')
        .filter({hasText: first.name})
        .locator('[aria-hidden="true"]')
        .first();
      // Mid-screen: clear of the header that stays at the top.
      await avatar.evaluate((element) => element.scrollIntoView({block: 'center'}));
      await avatar.locator('img').evaluate(async (img: HTMLImageElement) => {
        if (!img.complete) await new Promise((resolve) => img.addEventListener('error', resolve));
      });
      expect(
        await avatar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBe(0);
      const failed = await avatar.screenshot();
      await avatar.locator('picture').evaluate((picture) => picture.remove());
      expect(await differingInside(failed, await avatar.screenshot())).toBe(0);
      // Once the script runs, the picture that failed is taken out, uncovering the initials.
      scripts = true;
      await blocked.reload();
      await blocked.waitForSelector('html[data-has-hydrated="true"]');
      await avatar.evaluate((element) => element.scrollIntoView({block: 'center'}));
      await blocked.waitForFunction(
        (name) =>
          [...document.querySelectorAll('#team li')].some(
            (li) => li.textContent?.includes(name) && !li.querySelector('img'),
          ),
        first.name,
      );
      expect(await avatar.textContent()).toBe(first.initials);
      // Not SafeImage's panel for a picture that failed: nothing over the initials.
      expect(await avatar.locator('[data-testid="image-fallback"]').count()).toBe(0);
    } finally {
      await blocked.close();
    }
  } finally {
    await page.close();
    await server.stop();
  }
});

test('a photo named but not in src/data/team/ stops the build, naming the member and the photos there are', () => {
  namePhoto('alex.jpg');
  const result = build(site, path.join(site, 'build-mistyped'));
  expect(result.status).not.toBe(0);
  expect(result.stderr + result.stdout).toContain(
    `src/data/team.ts: photo of ${first.name}: "alex.jpg" is not a photo in src/data/team/ (it has alex-rivera.jpg; JPEG, PNG, WebP or AVIF)`,
  );
  // Before bundling: the pages were never rendered.
  expect(fs.existsSync(path.join(site, 'build-mistyped', 'index.html'))).toBe(false);
});
