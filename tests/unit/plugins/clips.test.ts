/**
 * @jest-environment node
 */
import fs from 'fs';
import http from 'http';
import type {AddressInfo} from 'net';
import os from 'os';
import path from 'path';
import {
  captionsWarning,
  clipWarnings,
  frameWarning,
  readClipHeader,
  type ClipHeader,
} from '../../../src/plugins/case-studies/clips';
import {bucketWarnings, type BucketFile} from '../../../src/plugins/case-studies/bucket';

const ROOT = path.join(__dirname, '../../..');
/** The sample clips the site ships: H.264, 1280 × 720, six seconds, index first. */
const SAMPLE = path.join(ROOT, 'static/media/case-studies/stockboy/highlights.mp4');
/**
 * Real clips, one second of ffmpeg's test pattern at 160 × 90: `hevc.mp4` as an iPhone exports
 * (HEVC, tagged hvc1), `index-at-end.mp4` H.264 as ffmpeg writes it without +faststart:
 *   ffmpeg -f lavfi -i testsrc2=s=160x90:r=15:d=1 -c:v libx265 -tag:v hvc1 -pix_fmt yuv420p \
 *     -crf 45 -movflags +faststart hevc.mp4
 *   ffmpeg -f lavfi -i testsrc2=s=160x90:r=15:d=1 -c:v libx264 -pix_fmt yuv420p -crf 45 \
 *     index-at-end.mp4
 * and `portrait.mp4` that one stored on its side, as a phone stores a portrait clip:
 *   ffmpeg -i index-at-end.mp4 -c copy -metadata:s:v:0 rotate=90 -movflags +faststart portrait.mp4
 */
const FIXTURES = path.join(ROOT, 'tests/fixtures/clips');

/** Reads `file` in parts, as the check does, counting the parts asked for. */
function partsOf(file: string) {
  const bytes = fs.readFileSync(file);
  const asked: number[] = [];
  return {
    bytes: bytes.length,
    asked,
    read: async (start: number, length: number) => {
      asked.push(length);
      return bytes.subarray(start, start + length);
    },
  };
}

const headerOf = async (file: string) => {
  const {read, bytes} = partsOf(file);
  return readClipHeader(read, bytes);
};

describe('readClipHeader', () => {
  it("reads a clip's codec, size, length and where its index is, from a few parts of it", async () => {
    const sample = partsOf(SAMPLE);
    expect(await readClipHeader(sample.read, sample.bytes)).toEqual({
      codec: 'avc1',
      width: 1280,
      height: 720,
      seconds: 6,
      indexFirst: true,
      sound: false,
    });
    // One part, 64 KB at most, holds the header of a clip for the web: one request to a bucket.
    expect(sample.asked).toEqual([sample.bytes]);
    expect(await headerOf(path.join(FIXTURES, 'hevc.mp4'))).toEqual({
      codec: 'hvc1',
      width: 160,
      height: 90,
      seconds: 1,
      indexFirst: true,
      sound: false,
    });
    // A clip with a sound track, as most are.
    expect(await headerOf(path.join(FIXTURES, 'with-sound.mp4'))).toMatchObject({
      codec: 'avc1',
      sound: true,
    });
    // A portrait clip as a phone stores it: on its side (160 × 90), with a matrix to turn it.
    expect(await headerOf(path.join(FIXTURES, 'portrait.mp4'))).toMatchObject({
      width: 90,
      height: 160,
    });
    expect(await headerOf(path.join(FIXTURES, 'index-at-end.mp4'))).toMatchObject({
      codec: 'avc1',
      indexFirst: false,
    });
  });

  it("reads a long clip's first 64 KB, and its index at its end from there on", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clips-'));
    try {
      // The sample with 60 MB of media after it, as a long clip has.
      const long = path.join(dir, 'long.mp4');
      fs.copyFileSync(SAMPLE, long);
      fs.truncateSync(long, 60e6);
      const parts = partsOf(long);
      expect(await readClipHeader(parts.read, parts.bytes)).toMatchObject({codec: 'avc1'});
      expect(parts.asked).toEqual([64 * 1024]);
      // A clip whose index follows 100 KB more of media: read past the first part, by parts.
      const atEnd = fs.readFileSync(path.join(FIXTURES, 'index-at-end.mp4'));
      const mdat = atEnd.indexOf('mdat') - 4;
      const mdatEnd = mdat + atEnd.readUInt32BE(mdat);
      const grown = Buffer.concat([
        atEnd.subarray(0, mdatEnd),
        Buffer.alloc(100 * 1024),
        atEnd.subarray(mdatEnd),
      ]);
      grown.writeUInt32BE(atEnd.readUInt32BE(mdat) + 100 * 1024, mdat);
      fs.writeFileSync(long, grown);
      const later = partsOf(long);
      expect(await readClipHeader(later.read, later.bytes)).toMatchObject({
        codec: 'avc1',
        width: 160,
        height: 90,
        indexFirst: false,
      });
      expect(later.asked[0]).toBe(64 * 1024);
      // Then the index's box header and the index: not the media.
      expect(later.asked.slice(1).reduce((sum, n) => sum + n, 0)).toBeLessThan(
        grown.length - mdatEnd - 100 * 1024 + 16 * later.asked.length,
      );
    } finally {
      fs.rmSync(dir, {recursive: true});
    }
  });

  it('is null for a file that is no clip, one cut short, or one whose parts cannot be read', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clips-'));
    try {
      const photo = path.join(ROOT, 'case-studies/stockboy/cover.jpg');
      expect(await headerOf(photo)).toBeNull();
      const text = path.join(dir, 'recap.mp4');
      fs.writeFileSync(text, 'version https://git-lfs.github.com/spec/v1\n');
      expect(await headerOf(text)).toBeNull();
      // Cut off before its index, as an upload that stopped part-way leaves it.
      const cut = path.join(dir, 'cut.mp4');
      fs.writeFileSync(
        cut,
        fs.readFileSync(path.join(FIXTURES, 'index-at-end.mp4')).subarray(0, 2000),
      );
      expect(await headerOf(cut)).toBeNull();
      expect(await readClipHeader(async () => null, 1000)).toBeNull();
    } finally {
      fs.rmSync(dir, {recursive: true});
    }
  });
});

/** An H.264 clip as exported for the web: 1080p, its index first, with sound. */
const h264: ClipHeader = {
  codec: 'avc1',
  width: 1920,
  height: 1080,
  seconds: 30,
  indexFirst: true,
  sound: true,
};

describe('clipWarnings', () => {
  it('says nothing of an H.264 clip for the web: 1080p at 5 Mbps, index first', () => {
    expect(clipWarnings('case-studies/acme/recap.mp4', h264, (5e6 / 8) * 30)).toEqual([]);
  });

  it('names a codec not every browser plays, and how to export it as H.264', () => {
    const said = (codec: string) =>
      clipWarnings('case-studies/acme/recap.mp4', {...h264, codec}, 1e6);
    expect(said('hvc1')).toEqual([
      '"case-studies/acme/recap.mp4" is HEVC (H.265), which Firefox and many Android phones and Windows PCs cannot play: visitors there would see "This video cannot play right now". Export it again as H.264 (QuickTime Player: File, Export As, 1080p, "Greater Compatibility"; HandBrake: Video Encoder H.264) and upload it in its place',
    ]);
    expect(said('hev1')).toEqual(said('hvc1'));
    expect(said('apcn')[0]).toContain('is Apple ProRes, an editing format no browser plays:');
    expect(said('av01')[0]).toContain('is AV1, which older iPhones, iPads and Macs cannot play:');
    expect(said('mp4v')[0]).toContain('is mp4v video, which not every browser plays:');
  });

  it("names a phone's own recording, heavier than a phone's connection carries as it plays", () => {
    // A minute of 4K from an iPhone, "Most Compatible": about 350 MB.
    expect(
      clipWarnings(
        'case-studies/acme/recap.mp4',
        {...h264, width: 3840, height: 2160, seconds: 60},
        350e6,
      ),
    ).toEqual([
      '"case-studies/acme/recap.mp4" is 3840 × 2160 px at 47 Mbps (350 MB for 60 s), more than a phone\'s connection carries as it plays, so the clip would stop to load: export it again at 1080p (1920 × 1080) or less, at about 5 Mbps (an editor\'s "web" export), and upload it in its place',
    ]);
    // 1080p at 8 Mbps, an editor's export for the web, is fine.
    expect(clipWarnings('recap.mp4', h264, (8e6 / 8) * 30)).toEqual([]);
  });

  it('names a clip whose index is at its end', () => {
    expect(clipWarnings('case-studies/acme/recap.mp4', {...h264, indexFirst: false}, 1e6)).toEqual([
      '"case-studies/acme/recap.mp4" has its index at its end, so a browser must fetch the end of the file before it plays it (from some servers, the whole file): export it again with "Optimize for web" (HandBrake: "Web Optimized"; ffmpeg: -movflags +faststart) and upload it in its place',
    ]);
  });
});

/** Captions as a browser shows them, and as a captioning service's SubRip export writes them. */
const WEBVTT = '\uFEFFWEBVTT\n\n00:00.000 --> 00:03.000\nThe first drop.\n';
const SUBRIP = '1\r\n00:00:00,000 --> 00:00:03,000\r\nThe first drop.\r\n';

describe('captionsWarning', () => {
  it('says nothing of WebVTT, and names SubRip text under a .vtt name, and anything else', () => {
    expect(captionsWarning('recap.vtt', WEBVTT)).toBeNull();
    expect(captionsWarning('recap.vtt', 'WEBVTT - Recap\n')).toBeNull();
    expect(captionsWarning('case-studies/acme/recap.vtt', SUBRIP)).toBe(
      '"case-studies/acme/recap.vtt" is SubRip (.srt) text with a .vtt name, which browsers do not show, so the clip would play uncaptioned: convert it to WebVTT (Subtitle Edit: File, Save as, WebVTT; or any "SRT to VTT" converter) and upload it in its place',
    );
    expect(captionsWarning('recap.vtt', '<!DOCTYPE html><title>Sign in</title>')).toContain(
      '"recap.vtt" is not WebVTT (its first line must be WEBVTT)',
    );
    expect(captionsWarning('recap.vtt', 'WEBVTTX\n')).not.toBeNull();
  });
});

describe('frameWarning', () => {
  /** A phone's portrait reel. */
  const reel: ClipHeader = {...h264, width: 1080, height: 1920, seconds: 15};

  it('names a clip whose player takes another shape from its poster, and what to write', () => {
    expect(
      frameWarning('case-studies/acme/reel.mp4', reel, {
        width: 1920,
        height: 1080,
        said: 'its poster, "./poster.jpg"',
      }),
    ).toBe(
      '"case-studies/acme/reel.mp4" is 1080 × 1920 px (portrait), and the player takes the shape of its poster, "./poster.jpg", 1920 × 1080 px (landscape): the clip would fill 32 % of the player\'s width, with bars at its sides. Use a still of the clip as its poster, or write width={1080} height={1920}',
    );
    const wide = {...reel, width: 1920, height: 1080};
    expect(frameWarning('wide.mp4', wide, {width: 1000, height: 1000, said: 'x'})).toContain(
      "the clip would fill 56 % of the player's height, with bars above and below",
    );
  });

  it('says nothing of a clip of its poster’s shape, a few pixels either way', () => {
    expect(frameWarning('r.mp4', reel, {width: 1080, height: 1920, said: 'x'})).toBeNull();
    expect(frameWarning('r.mp4', reel, {width: 720, height: 1280, said: 'x'})).toBeNull();
    const hd = {...reel, width: 1920, height: 1088};
    expect(frameWarning('r.mp4', hd, {width: 1920, height: 1080, said: 'x'})).toBeNull();
  });
});

/**
 * A site whose bucket is served from static/ (the preview's, `/media`), holding `clips` (a name
 * in case-studies/acme/ of the bucket, and the file to copy there). Removed by `remove()`.
 */
function siteWithBucket(clips: Record<string, string>) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bucket-clips-'));
  const folder = path.join(site, 'static/media/case-studies/acme');
  fs.mkdirSync(folder, {recursive: true});
  for (const [name, from] of Object.entries(clips)) fs.copyFileSync(from, path.join(folder, name));
  return {site, folder, remove: () => fs.rmSync(site, {recursive: true})};
}

describe('bucketWarnings, of a clip that is there', () => {
  const clip = (name: string, field = '<Video src>'): BucketFile => ({
    file: '/site/case-studies/acme/index.mdx',
    at: {line: 30, column: 3},
    field,
    name,
    instead: 'visitors would see "This video cannot play right now"',
  });

  it('reads each clip of a bucket served from static/ (the preview) on disk', async () => {
    const {site, folder, remove} = siteWithBucket({
      'recap.mp4': path.join(FIXTURES, 'hevc.mp4'),
      'teaser.mp4': SAMPLE,
    });
    // Captions, as WebVTT: nothing to say of them.
    fs.writeFileSync(path.join(folder, 'recap.vtt'), WEBVTT);
    const files = [
      clip('case-studies/acme/recap.mp4'),
      clip('case-studies/acme/teaser.mp4'),
      clip('case-studies/acme/recap.vtt', '<Video captions>'),
    ];
    try {
      const {warnings} = await bucketWarnings(files, '/media', site);
      expect(warnings).toEqual([
        {
          file: files[0],
          message: expect.stringMatching(/^"case-studies\/acme\/recap.mp4" is HEVC/),
        },
      ]);
    } finally {
      remove();
    }
  });

  it('names a clip with sound and no captions; one with captions, or without sound, is fine', async () => {
    const {site, remove} = siteWithBucket({
      'recap.mp4': path.join(FIXTURES, 'with-sound.mp4'),
      'silent.mp4': path.join(FIXTURES, 'index-at-end.mp4'),
    });
    const video = (name: string, captions?: string) => ({
      ...clip(`case-studies/acme/${name}`),
      video: {captions},
    });
    try {
      const uncaptioned = video('recap.mp4');
      expect(
        (await bucketWarnings([uncaptioned], '/media', site)).warnings.map((w) => w.message),
      ).toEqual([
        '"case-studies/acme/recap.mp4" has sound and no captions, so visitors who cannot hear it (or watch with the sound off, as most do on a phone) miss what it says: add captions="case-studies/acme/recap.en.vtt", a WebVTT file beside it in the bucket (a captioning service, or an editor\'s or YouTube\'s automatic captions, corrected, give one)',
      ]);
      const captioned = video('recap.mp4', 'case-studies/acme/recap.en.vtt');
      expect((await bucketWarnings([captioned], '/media', site)).warnings).toEqual([]);
      // Silent b-roll (its index at its end is said, and nothing of captions).
      expect(
        (await bucketWarnings([video('silent.mp4')], '/media', site)).warnings.map((w) =>
          w.message.includes('captions'),
        ),
      ).toEqual([false]);
    } finally {
      remove();
    }
  });

  it('names a portrait clip behind a landscape poster beside the story, until the size is written', async () => {
    const {site, remove} = siteWithBucket({'reel.mp4': path.join(FIXTURES, 'portrait.mp4')});
    fs.mkdirSync(path.join(site, 'case-studies/acme'), {recursive: true});
    fs.copyFileSync(
      path.join(ROOT, 'case-studies/stockboy/highlights-poster.jpg'),
      path.join(site, 'case-studies/acme/poster.jpg'),
    );
    const reel = (video: BucketFile['video']) => ({
      ...clip('case-studies/acme/reel.mp4'),
      file: 'case-studies/acme/index.mdx',
      video,
    });
    try {
      const behindPoster = reel({poster: './poster.jpg'});
      expect((await bucketWarnings([behindPoster], '/media', site)).warnings).toEqual([
        {
          file: behindPoster,
          message:
            '"case-studies/acme/reel.mp4" is 90 × 160 px (portrait), and the player takes the shape of its poster, "./poster.jpg", 1920 × 1080 px (landscape): the clip would fill 32 % of the player\'s width, with bars at its sides. Use a still of the clip as its poster, or write width={90} height={160}',
        },
      ]);
      const sized = reel({poster: './poster.jpg', width: 90, height: 160});
      expect((await bucketWarnings([sized], '/media', site)).warnings).toEqual([]);
      // A poster on another website, or none to read: nothing to compare.
      const remote = reel({poster: 'https://cdn.example.com/poster.jpg'});
      expect((await bucketWarnings([remote], '/media', site)).warnings).toEqual([]);
    } finally {
      remove();
    }
  });

  it("names captions from another website's bucket that does not let the site read them (CORS), or that are not WebVTT", async () => {
    let allow: string | null = null;
    const origins: (string | undefined)[] = [];
    const files: Record<string, string> = {
      'case-studies/acme/recap.vtt': WEBVTT,
      'case-studies/acme/teaser.vtt': SUBRIP,
    };
    const server = http.createServer((request, response) => {
      const name = request.url!.replace('/bucket/', '');
      if (request.method === 'HEAD') origins.push(request.headers.origin);
      if (allow) response.setHeader('access-control-allow-origin', allow);
      const text = files[name];
      if (text === undefined) {
        response.statusCode = 404;
        return response.end();
      }
      const bytes = Buffer.from(text);
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      response.setHeader('content-length', bytes.length);
      if (request.method === 'HEAD' || !range)
        return response.end(request.method === 'HEAD' ? undefined : bytes);
      response.statusCode = 206;
      response.end(bytes.subarray(Number(range[1]), Number(range[2]) + 1));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const bucket = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bucket`;
    const origin = 'https://www.example.com';
    const captions = [
      clip('case-studies/acme/recap.vtt', '<Video captions>'),
      clip('case-studies/acme/teaser.vtt', '<Video captions>'),
    ];
    const said = async () =>
      (await bucketWarnings(captions, bucket, '/nowhere', origin)).warnings.map(
        ({file, message}) => `${file.name}: ${message.replace(/ \(.*$/, '')}`,
      );
    try {
      expect(await said()).toEqual([
        `case-studies/acme/recap.vtt: "case-studies/acme/recap.vtt" is in the media bucket, but ${bucket} does not let ${origin} read it`,
        `case-studies/acme/teaser.vtt: "case-studies/acme/teaser.vtt" is in the media bucket, but ${bucket} does not let ${origin} read it`,
        'case-studies/acme/teaser.vtt: "case-studies/acme/teaser.vtt" is SubRip',
      ]);
      // Asked as a page of the site asks (the HEAD that says if it is there).
      expect(new Set(origins)).toEqual(new Set([origin]));
      allow = 'https://elsewhere.example.com';
      expect((await said()).filter((line) => line.includes('does not let'))).toHaveLength(2);
      for (const allowed of ['*', origin]) {
        allow = allowed;
        expect(await said()).toEqual([
          'case-studies/acme/teaser.vtt: "case-studies/acme/teaser.vtt" is SubRip',
        ]);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("names a partner's logo far heavier than it shows (a brand kit's PNG), on disk and on another website", async () => {
    const logo = (name: string) => clip(name, '<PartnerLogos partners[0].logo>');
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bucket-logos-'));
    const folder = path.join(site, 'static/media/partners');
    fs.mkdirSync(folder, {recursive: true});
    fs.writeFileSync(path.join(folder, 'acme.png'), Buffer.alloc(2.4 * 1024 * 1024));
    fs.writeFileSync(path.join(folder, 'light.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(folder, 'edge.png'), Buffer.alloc(200 * 1024));
    const files = [
      logo('partners/acme.png'),
      logo('partners/light.svg'),
      logo('partners/edge.png'),
    ];
    const expected = [
      {
        file: files[0],
        message:
          '"partners/acme.png" is 2.4 MB, and a logo shows at most 160 px wide (480 px on a phone\'s screen): every visitor downloads all of it. Export it as SVG, or as a PNG 480 px wide, and upload it in its place',
      },
    ];
    const server = http.createServer((request, response) => {
      const file = path.join(folder, path.basename(request.url!));
      response.setHeader('content-length', fs.statSync(file).size);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const bucket = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await bucketWarnings(files, '/media', site)).warnings).toEqual(expected);
      expect((await bucketWarnings(files, bucket, '/nowhere')).warnings).toEqual(expected);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(site, {recursive: true});
    }
  });

  it("asks another website's bucket for a clip's header by range, and leaves one it sends whole", async () => {
    const asked: string[] = [];
    let ranges = true;
    const server = http.createServer((request, response) => {
      const name = request.url!.replace('/bucket/', '');
      const file = {
        'case-studies/acme/recap.mp4': path.join(FIXTURES, 'index-at-end.mp4'),
        'case-studies/acme/teaser.mp4': SAMPLE,
      }[name];
      if (!file) {
        response.statusCode = 404;
        return response.end();
      }
      const bytes = fs.readFileSync(file);
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      asked.push(`${request.method} ${name}${range ? ` ${range[1]}-${range[2]}` : ''}`);
      response.setHeader('content-type', 'video/mp4');
      if (request.method === 'HEAD' || !range || !ranges) {
        response.setHeader('content-length', bytes.length);
        return response.end(request.method === 'HEAD' ? undefined : bytes);
      }
      const part = bytes.subarray(Number(range[1]), Number(range[2]) + 1);
      response.statusCode = 206;
      response.setHeader('content-range', `bytes ${range[1]}-${range[2]}/${bytes.length}`);
      response.end(part);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const bucket = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bucket`;
    const files = [clip('case-studies/acme/recap.mp4'), clip('case-studies/acme/teaser.mp4')];
    try {
      const {warnings, unchecked} = await bucketWarnings(files, bucket, '/nowhere');
      expect(unchecked).toEqual([]);
      expect(warnings).toEqual([
        {
          file: files[0],
          message: expect.stringMatching(
            /^"case-studies\/acme\/recap.mp4" has its index at its end/,
          ),
        },
      ]);
      // A HEAD, then parts: never a whole clip.
      expect(asked.filter((line) => line.startsWith('GET') && !/ \d+-\d+$/.test(line))).toEqual([]);
      expect(asked).toContain('HEAD case-studies/acme/recap.mp4');
      // A server that sends no parts: the clip is not read, and nothing is said of it.
      ranges = false;
      await expect(bucketWarnings(files, bucket, '/nowhere')).resolves.toEqual({
        warnings: [],
        unchecked: [],
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
