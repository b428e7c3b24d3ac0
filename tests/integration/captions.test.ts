/**
 * A clip's captions from the media bucket on another website, as the published site has it
 * (SITE_MEDIA_URL=https://media…): a production build of a copy whose bucket is a server of its
 * own on another port (another origin), seen in a real browser. A browser loads a <track> from
 * another origin only by CORS: with the bucket allowing the site, the captions show; refusing,
 * the clip still plays, uncaptioned, and `npm run check` says why.
 */
import {chromium, expect, type Browser, type Page} from '@playwright/test';
import {spawn} from 'child_process';
import fs from 'fs';
import http from 'http';
import type {AddressInfo} from 'net';
import path from 'path';
import {build, serve} from './siteCopy';
import {pressPlay} from '../video';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {testCopy} = require('../../scripts/lib/site-copy.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {testLaunchOptions} = require('../../scripts/lib/tools.cjs');

let site = '';
let browser: Browser | undefined;
let bucket: http.Server | undefined;
let bucketUrl = '';
let site$: {url: string; stop: () => Promise<void>} | undefined;
/** What the bucket's answers carry for CORS: the site's origin, or nothing. */
let allowOrigin: string | null = null;

const TYPES: Record<string, string> = {'.mp4': 'video/mp4', '.vtt': 'text/vtt'};

beforeAll(async () => {
  site = testCopy('captions-');
  // The bucket: the copy's static/media, served from another origin, as a CDN serves one.
  const root = path.join(site, 'static/media');
  bucket = http.createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    if (allowOrigin) response.setHeader('access-control-allow-origin', allowOrigin);
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.statusCode = 404;
      return response.end();
    }
    response.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    const bytes = fs.readFileSync(file);
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    if (range) {
      const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
      response.statusCode = 206;
      response.setHeader('content-range', `bytes ${range[1]}-${end}/${bytes.length}`);
      response.setHeader('content-length', end - Number(range[1]) + 1);
      return response.end(
        request.method === 'HEAD' ? undefined : bytes.subarray(Number(range[1]), end + 1),
      );
    }
    response.setHeader('content-length', bytes.length);
    response.setHeader('accept-ranges', 'bytes');
    response.end(request.method === 'HEAD' ? undefined : bytes);
  });
  await new Promise<void>((resolve) => bucket!.listen(0, '127.0.0.1', resolve));
  bucketUrl = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
  const out = path.join(site, 'build');
  const result = build(site, out, {SITE_MEDIA_URL: bucketUrl});
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  site$ = await serve(site, out);
  browser = await chromium.launch(testLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await site$?.stop();
  await new Promise((resolve) => (bucket ? bucket.close(resolve) : resolve(undefined)));
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

/**
 * `npm run check` of the copy against the bucket: run beside this process, whose bucket answers
 * it (a synchronous run would hold the bucket's server still).
 */
function checked(): Promise<{status: number | null; stderr: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/check.mjs'], {
      cwd: site,
      env: {...process.env, SITE_MEDIA_URL: bucketUrl, FORCE_COLOR: '0'},
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({status, stderr}));
  });
}

/** Opens Stockboy's page, presses play, and waits until the clip plays. */
async function playing(page: Page) {
  await page.goto(`${site$!.url}/stockboy`);
  // Before the page's script runs, the play link opens the file itself.
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return pressPlay(page);
}

/** The clip's text tracks: how many cues each has loaded, and the words showing now. */
const tracksOf = (video: ReturnType<Page['locator']>) =>
  video.evaluate((v: HTMLVideoElement) =>
    [...v.textTracks].map((track) => ({
      mode: track.mode,
      cues: track.cues?.length ?? 0,
      showing: [...(track.activeCues ?? [])].map((cue) => (cue as VTTCue).text),
    })),
  );

for (const width of [375, 1280]) {
  test(`a bucket that allows the site: the clip's captions show as it plays, at ${width} px`, async () => {
    allowOrigin = new URL(site$!.url).origin;
    const page = await browser!.newPage({viewport: {width, height: 800}});
    try {
      const video = await playing(page);
      await expect
        .poll(() => tracksOf(video))
        .toEqual([
          {
            mode: 'showing',
            cues: 2,
            showing: [expect.stringContaining('Stockboy and its partners')],
          },
        ]);
      expect(await video.evaluate((v: HTMLVideoElement) => v.src || v.currentSrc)).toContain(
        bucketUrl,
      );
    } finally {
      await page.close();
    }
  });
}

test('a bucket that refuses the site (no CORS): the clip still plays, uncaptioned, and the check says why', async () => {
  allowOrigin = null;
  const page = await browser!.newPage({viewport: {width: 1280, height: 800}});
  try {
    const video = await playing(page);
    expect(await tracksOf(video)).toEqual([]);
    await expect(page.getByTestId('video-fallback')).toHaveCount(0);
  } finally {
    await page.close();
  }
  const check = await checked();
  expect(check.status).toBe(0);
  expect(check.stderr).toContain(
    `<Video captions>: "case-studies/stockboy/highlights.en.vtt" is in the media bucket, but ${bucketUrl} does not let https://www.example.com read it`,
  );
  // Allowed for the site's address (https://www.example.com, src/site.ts): nothing to say.
  allowOrigin = 'https://www.example.com';
  expect((await checked()).stderr).not.toContain('<Video');
});
