/**
 * @jest-environment node
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import {
  LIMITS,
  WIDTHS,
  cacheEntry,
  coverCrop,
  coverOf,
  coverQuery,
  hashFile,
  inspectImage,
  processFile,
  processImage,
  pruneCache,
  shareOf,
  shareQuery,
  variantPath,
  widthsFor,
} from '../../../src/plugins/images/pipeline.cjs';
import {
  HEAVY_FILE_BYTES,
  closestFile,
  heavyPicture,
  namings,
  localImageProblem,
  notPictureProblem,
  offeredPictures,
  staticImageProblem,
} from '../../../src/plugins/images/localImage';
import {fileLinkProblem, staticCaseProblem} from '../../../src/plugins/case-studies/fileLinks';
import caseStudyImages, {frontMatterPosition} from '../../../src/plugins/images/remark';
import {resolveReferences} from '../../../src/plugins/images/references';
import {computerPathProblem} from '../../../src/plugins/images/computerPath';
import responsive from '../../../src/plugins/images/responsive';

let dir: string;
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
  await sharp({create: {width: 1000, height: 600, channels: 3, background: '#3a6'}})
    .jpeg()
    .toFile(file('photo.jpg'));
  await sharp({
    create: {width: 400, height: 400, channels: 4, background: {r: 0, g: 0, b: 0, alpha: 0.5}},
  })
    .png()
    .toFile(file('logo.png'));
  await sharp({create: {width: LIMITS.side + 1, height: 10, channels: 3, background: '#000'}})
    .jpeg()
    .toFile(file('huge.jpg'));
  fs.writeFileSync(file('notes.jpg'), 'not an image');
  // Over the byte limit without writing 25 MB: a sparse file.
  fs.closeSync(fs.openSync(file('heavy.jpg'), 'w'));
  fs.truncateSync(file('heavy.jpg'), LIMITS.bytes + 1);
  fs.writeFileSync(file('index.mdx'), '---\ncover:\n  alt: A\n  src: ./photo.jpg\n---\n');
});

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

test('widths stop at the image’s own width, which is always offered', () => {
  expect(widthsFor(2400)).toEqual(WIDTHS);
  expect(widthsFor(1000)).toEqual([320, 640, 960, 1000]);
  expect(widthsFor(300)).toEqual([300]);
});

describe('inspectImage', () => {
  it('reads the size from the file', async () => {
    await expect(inspectImage(file('photo.jpg'))).resolves.toMatchObject({
      width: 1000,
      height: 600,
      format: 'jpeg',
      hasAlpha: false,
    });
  });

  it.each([
    ['missing.jpg', 'not found'],
    ['notes.jpg', 'is not a readable image (export it again as JPEG, PNG, WebP or AVIF)'],
    ['huge.jpg', `is ${LIMITS.side + 1}×10 px; the limit is 8000 px on a side (export it smaller)`],
    ['heavy.jpg', 'is 25.0 MB; the limit is 25 MB (export it smaller)'],
  ])('refuses %s: %s', async (name, message) => {
    await expect(inspectImage(file(name))).rejects.toThrow(message);
  });
});

describe('processImage', () => {
  it('makes AVIF, WebP and JPEG at each width, and a blurred placeholder', async () => {
    const cacheDir = path.join(dir, 'cache');
    const image = await processImage(fs.readFileSync(file('photo.jpg')), {cacheDir});
    expect(image).toMatchObject({width: 1000, height: 600, fallback: 'jpeg'});
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder!.length).toBeLessThan(400);
    const made = image.variants.map((v) => `${v.format}@${v.width}`).sort();
    expect(made).toEqual(
      ['avif', 'webp', 'jpeg'].flatMap((f) => [320, 640, 960, 1000].map((w) => `${f}@${w}`)).sort(),
    );
    for (const v of image.variants) {
      const meta = await sharp(v.file).metadata();
      expect([meta.format, meta.width]).toEqual([v.format === 'avif' ? 'heif' : v.format, v.width]);
    }
  });

  it('reuses the cache for the same content, in a fresh process', async () => {
    const cacheDir = path.join(dir, 'cache');
    const first = await processImage(fs.readFileSync(file('photo.jpg')), {cacheDir});
    const before = fs.statSync(first.variants[0].file).mtimeMs;
    let again: typeof first | undefined;
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../../../src/plugins/images/pipeline.cjs');
      again = await fresh.processImage(fs.readFileSync(file('photo.jpg')), {cacheDir});
    });
    expect(again!.variants.map((v) => v.file)).toEqual(first.variants.map((v) => v.file));
    expect(fs.statSync(again!.variants[0].file).mtimeMs).toBe(before);
  });

  it('makes a cached photo again when one of its files has gone, in a fresh process', async () => {
    const cacheDir = path.join(dir, 'cache');
    const first = await processImage(fs.readFileSync(file('photo.jpg')), {cacheDir});
    const lost = first.variants[3].file;
    fs.rmSync(lost);
    let again: typeof first | undefined;
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../../../src/plugins/images/pipeline.cjs');
      again = await fresh.processImage(fs.readFileSync(file('photo.jpg')), {cacheDir});
    });
    expect(again!.variants.map((v) => v.file)).toEqual(first.variants.map((v) => v.file));
    expect(fs.existsSync(lost)).toBe(true);
  });

  it("two builds encoding the same photo at once: the second leaves the first one's files", async () => {
    const cacheDir = path.join(dir, 'cache');
    const input = fs.readFileSync(file('photo.jpg'));
    /** The files of the build that published first, as they were when it had them. */
    let first: Map<string, number> | undefined;
    /** The pipeline as a build of its own loads it (its own memory of what it has made). */
    const pipelineOfABuild = async () => {
      let pipeline: typeof import('../../../src/plugins/images/pipeline.cjs') | undefined;
      await jest.isolateModulesAsync(async () => {
        pipeline = await import('../../../src/plugins/images/pipeline.cjs');
      });
      return pipeline!;
    };
    const builds = [await pipelineOfABuild(), await pipelineOfABuild()];
    await Promise.all(
      builds.map(async (pipeline) => {
        const image = await pipeline.processImage(input, {cacheDir});
        first ??= new Map(image.variants.map((v) => [v.file, fs.statSync(v.file).ino]));
      }),
    );
    // Still the same files: not removed and written again while that build copied them.
    for (const [variant, inode] of first!) expect(fs.statSync(variant).ino).toBe(inode);
    expect(fs.readdirSync(cacheDir).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it("a photo's AVIF weighs at most 70 % of its WebP at every width, the bytes it is offered first to save", async () => {
    // A sample cover at 1000 px: photo-like grain, which flat test colours do not have. On a sharp
    // whose AVIF quality scale moved (0.35 tunes it by SSIMULACRA2), the old setting gave 84-97 %,
    // so an encoder update that needs AVIF's quality set again fails here, not on a phone.
    const cover = path.join(__dirname, '../../../case-studies/stockboy/cover.jpg');
    const input = await sharp(cover).resize(1000).jpeg({quality: 90}).toBuffer();
    const image = await processImage(input, {cacheDir: path.join(dir, 'cache')});
    const bytes = (format: string, width: number) =>
      fs.statSync(image.variants.find((v) => v.format === format && v.width === width)!.file).size;
    const ratios = widthsFor(1000).map((w) =>
      Math.round((bytes('avif', w) / bytes('webp', w)) * 100),
    );
    expect(ratios.filter((ratio) => ratio > 70)).toEqual([]);
  });

  it('keeps transparency: PNG fallback, no placeholder', async () => {
    const image = await processImage(fs.readFileSync(file('logo.png')), {
      cacheDir: path.join(dir, 'cache'),
    });
    expect(image.fallback).toBe('png');
    expect(image.placeholder).toBeUndefined();
  });
});

describe('processFile', () => {
  it('finds a photo by its hash, read in pieces, as processImage() does from its bytes', async () => {
    const cacheDir = path.join(dir, 'cache');
    // Photos larger than one piece (1 MB), and more of them than are read at a time.
    const names = ['noise-a.png', 'noise-b.png', 'noise-c.png', 'noise-d.png', 'noise-e.png'];
    await Promise.all(
      names.map((name, i) =>
        sharp(crypto.randomBytes(700 * 700 * 3), {raw: {width: 700, height: 700, channels: 3}})
          .png({compressionLevel: i})
          .toFile(file(name)),
      ),
    );
    const sizes = names.map((name) => fs.statSync(file(name)).size);
    expect(Math.min(...sizes)).toBeGreaterThan(1 << 20);
    const hashes = await Promise.all(names.map((name) => hashFile(file(name))));
    expect(hashes).toEqual(names.map((name) => cacheEntry(fs.readFileSync(file(name))).hash));
    const fromBytes = await processImage(fs.readFileSync(file('photo.jpg')), {cacheDir});
    const fromFile = await processFile(file('photo.jpg'), {cacheDir});
    expect(fromFile).toEqual(fromBytes);
  });
});

describe('pruneCache', () => {
  it('keeps what the photos need and removes the rest of its own entries, nothing else', async () => {
    const cacheDir = path.join(dir, 'prune-cache');
    const photo = await processFile(file('photo.jpg'), {cacheDir});
    const logo = await processFile(file('logo.png'), {cacheDir});
    const entryOf = (image: typeof photo) => path.basename(path.dirname(image.variants[0].file));
    // An entry from older encoder settings, one left half-written, what is not ours, and the
    // previews `npm start` makes (one of a photo the site still has).
    const older = `${photo.hash}-0badc0de`;
    const halfWritten = `${entryOf(logo)}.tmp-4242-k3j9x`;
    const preview = `${entryOf(photo)}-preview`;
    const goneLogo = `${entryOf(logo)}-preview`;
    for (const name of [older, halfWritten, 'notes', preview, goneLogo]) {
      fs.mkdirSync(path.join(cacheDir, name));
      fs.writeFileSync(path.join(cacheDir, name, '640.avif'), 'x'.repeat(1000));
    }
    fs.writeFileSync(path.join(cacheDir, 'README'), 'not ours');
    const before = fs.statSync(photo.variants[0].file).mtimeMs;

    const result = await pruneCache([file('photo.jpg')], {cacheDir});

    expect(result.kept.sort()).toEqual([entryOf(photo), preview].sort());
    expect(result.removed.sort()).toEqual([entryOf(logo), halfWritten, older, goneLogo].sort());
    expect(result.removedBytes).toBeGreaterThan(3000);
    expect(fs.readdirSync(cacheDir).sort()).toEqual(
      ['README', entryOf(photo), 'notes', preview].sort(),
    );
    // The kept photo is still a cache hit: nothing is encoded again.
    let again: typeof photo | undefined;
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../../../src/plugins/images/pipeline.cjs');
      again = await fresh.processFile(file('photo.jpg'), {cacheDir});
    });
    expect(again).toEqual(photo);
    expect(fs.statSync(photo.variants[0].file).mtimeMs).toBe(before);
  });

  it('leaves a cache that does not exist yet alone', async () => {
    const cacheDir = path.join(dir, 'no-cache-yet');
    const result = await pruneCache([file('photo.jpg')], {cacheDir});
    expect(result).toMatchObject({kept: [], removed: [], removedBytes: 0});
    expect(fs.existsSync(cacheDir)).toBe(false);
  });
});

/** A portrait 800 × 1200 px in three bands: red, green, blue, from the top. */
async function bands(name: string, orientation?: number) {
  const band = (background: string) =>
    sharp({create: {width: 800, height: 400, channels: 3, background}})
      .png()
      .toBuffer();
  const portrait = await sharp({
    create: {width: 800, height: 1200, channels: 3, background: '#000'},
  })
    .composite([
      {input: await band('#f00'), top: 0, left: 0},
      {input: await band('#0f0'), top: 400, left: 0},
      {input: await band('#00f'), top: 800, left: 0},
    ])
    .png()
    .toBuffer();
  // As a phone saves it: the pixels on their side, and EXIF saying to turn them upright.
  const stored = orientation
    ? sharp(portrait).rotate(270).withMetadata({orientation})
    : sharp(portrait);
  await stored.jpeg({quality: 95}).toFile(file(name));
  return file(name);
}

/** The colour in the middle of `variant`'s picture, as the name of its strongest channel. */
async function middleColour(variant: string) {
  const {data, info} = await sharp(variant).raw().toBuffer({resolveWithObject: true});
  const at =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  const [r, g, b] = data.subarray(at, at + 3);
  return r > 200 && g < 60 && b < 60
    ? 'red'
    : g > 200 && r < 60 && b < 60
      ? 'green'
      : b > 200 && r < 60 && g < 60
        ? 'blue'
        : `${r},${g},${b}`;
}

describe('a cover, cut to the 16:10 frame it shows in', () => {
  it('keeps the part its position names: the middle, or the top, bottom, left or right', () => {
    // A phone's portrait, 2:3: the frame keeps 1600 × 1000 px of its 2400 px height.
    expect(coverCrop(1600, 2400)).toEqual({left: 0, top: 700, width: 1600, height: 1000});
    expect(coverCrop(1600, 2400, 'top')).toEqual({left: 0, top: 0, width: 1600, height: 1000});
    expect(coverCrop(1600, 2400, 'bottom')).toEqual({
      left: 0,
      top: 1400,
      width: 1600,
      height: 1000,
    });
    // left and right choose in a photo wider than the frame; in a taller one they keep the middle.
    expect(coverCrop(1600, 2400, 'left')).toEqual(coverCrop(1600, 2400));
    expect(coverCrop(4000, 1000, 'left')).toEqual({left: 0, top: 0, width: 1600, height: 1000});
    expect(coverCrop(4000, 1000, 'right')).toEqual({left: 2400, top: 0, width: 1600, height: 1000});
    expect(coverCrop(4000, 1000, 'top')).toEqual({left: 1200, top: 0, width: 1600, height: 1000});
    // A camera's 3:2 and 4:3, and a square.
    expect(coverCrop(6000, 4000)).toEqual({left: 0, top: 125, width: 6000, height: 3750});
    expect(coverCrop(4032, 3024)).toEqual({left: 0, top: 252, width: 4032, height: 2520});
    expect(coverCrop(1000, 1000, 'top')).toEqual({left: 0, top: 0, width: 1000, height: 625});
    // The frame's own shape, give or take a pixel's rounding, is published whole.
    expect(coverCrop(2400, 1500)).toBeNull();
    expect(coverCrop(1921, 1200)).toBeNull();
    // A position CSS does not know keeps the middle, as CSS does.
    expect(coverCrop(1600, 2400, 'middle')).toEqual(coverCrop(1600, 2400));
  });

  it('publishes only that part, at every width and in every format, with its own placeholder', async () => {
    const cacheDir = path.join(dir, 'cover-cache');
    const portrait = await bands('portrait.jpg');
    const whole = await processFile(portrait, {cacheDir});
    expect(whole).toMatchObject({width: 800, height: 1200});
    const shown: Record<string, string> = {};
    for (const position of ['top', 'center', 'bottom']) {
      const cover = await processFile(portrait, {cacheDir, cover: position});
      expect(cover).toMatchObject({width: 800, height: 500, fallback: 'jpeg'});
      expect(cover.hash).not.toBe(whole.hash);
      expect(cover.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
        ['avif', 'webp', 'jpeg'].flatMap((f) => [320, 640, 800].map((w) => `${f}@${w}`)).sort(),
      );
      for (const v of cover.variants) {
        const meta = await sharp(v.file).metadata();
        expect([meta.width, meta.height]).toEqual([v.width, Math.round((v.width * 500) / 800)]);
      }
      shown[position] = await middleColour(cover.variants.find((v) => v.format === 'jpeg')!.file);
      expect(cover.placeholder).not.toBe(whole.placeholder);
    }
    expect(shown).toEqual({top: 'red', center: 'green', bottom: 'blue'});
    // Its variants' names in the build differ from the whole photo's (a story may show it whole).
    const top = await processFile(portrait, {cacheDir, cover: 'top'});
    expect(variantPath(portrait, top, top.variants[0])).not.toBe(
      variantPath(portrait, whole, whole.variants[0]),
    );
  });

  it('cuts the photo as the visitor sees it, turned upright by its EXIF', async () => {
    const cacheDir = path.join(dir, 'cover-cache');
    const turned = await bands('turned.jpg', 6);
    expect(await inspectImage(turned)).toMatchObject({width: 800, height: 1200});
    const cover = await processFile(turned, {cacheDir, cover: 'top'});
    expect(cover).toMatchObject({width: 800, height: 500});
    expect(await middleColour(cover.variants.find((v) => v.format === 'jpeg')!.file)).toBe('red');
  });

  it("a cover of the frame's shape is the photo as a story shows it: one entry, one set of files", async () => {
    const cacheDir = path.join(dir, 'cover-cache');
    const landscape = await sharp({
      create: {width: 1600, height: 1000, channels: 3, background: '#5a3'},
    })
      .jpeg()
      .toFile(file('landscape.jpg'))
      .then(() => file('landscape.jpg'));
    expect(await processFile(landscape, {cacheDir, cover: 'top'})).toEqual(
      await processFile(landscape, {cacheDir}),
    );
  });

  it('the card lists and the study page ask for it alike, whatever case the position is in', () => {
    expect(coverQuery('/s/acme/cover.jpg', 'Top ')).toBe('/s/acme/cover.jpg?cover=top');
    expect(coverQuery('./cover.jpg', undefined)).toBe('./cover.jpg?cover=center');
    expect(coverQuery('./cover.jpg', 'centre')).toBe('./cover.jpg?cover=center');
    expect(coverOf('?cover=bottom')).toBe('bottom');
    expect(coverOf('')).toBeUndefined();
  });

  it("pruning keeps a used photo's crops and their previews, and a gone photo's go", async () => {
    const cacheDir = path.join(dir, 'cover-prune');
    const portrait = await bands('kept.jpg');
    const gone = await bands('gone.jpg', 6);
    const entryOf = (image: {variants: {file: string}[]}) =>
      path.basename(path.dirname(image.variants[0].file));
    const kept = await processFile(portrait, {cacheDir, cover: 'top'});
    const keptPreview = await processFile(portrait, {cacheDir, cover: 'bottom', preview: true});
    const lost = await processFile(gone, {cacheDir, cover: 'top'});
    expect(entryOf(kept)).toMatch(/-cover-top$/);
    expect(entryOf(keptPreview)).toMatch(/-cover-bottom-preview$/);
    const result = await pruneCache([portrait], {cacheDir});
    expect(result.kept.sort()).toEqual([entryOf(kept), entryOf(keptPreview)].sort());
    expect(result.removed).toEqual([entryOf(lost)]);
  });
});

describe("a study's sharing picture", () => {
  /** A photo as a camera saves it (2400 px), or smaller than the fallback width. */
  const camera = (name: string, width = 2400) =>
    sharp({create: {width, height: Math.round(width / 1.5), channels: 3, background: '#5a7'}})
      .jpeg()
      .toFile(file(name))
      .then(() => file(name));
  const entryOf = (image: {variants: {file: string}[]}) =>
    path.basename(path.dirname(image.variants[0].file));

  it('is made as the one file its page sends the networks: the JPEG at 1280 px', async () => {
    // All fifteen variants were made (1.8 s of encoding for a 2400 px photo) and published
    // (1.2 MB a study) for the one its og:image names.
    const cacheDir = path.join(dir, 'share-cache');
    const photo = await camera('share.jpg');
    const shared = await processFile(photo, {cacheDir, share: true});
    expect(shared.variants.map(({format, width}) => [format, width])).toEqual([['jpeg', 1280]]);
    expect(shared).toMatchObject({width: 2400, height: 1600, fallback: 'jpeg'});
    expect(entryOf(shared)).toMatch(/-share$/);
    // The same name and bytes as that variant of the whole photo (the same settings), and its
    // own small entry beside the whole one.
    const whole = await processFile(photo, {cacheDir});
    const same = whole.variants.find((v) => v.format === 'jpeg' && v.width === 1280)!;
    expect(variantPath(photo, shared, shared.variants[0])).toBe(variantPath(photo, whole, same));
    expect(fs.readFileSync(shared.variants[0].file).equals(fs.readFileSync(same.file))).toBe(true);
    expect(fs.readdirSync(path.join(cacheDir, entryOf(shared)))).toEqual([
      '1280.jpg',
      'manifest.json',
    ]);
  });

  it('is taken from the whole photo where the cache has it (also in a story), and made no more', async () => {
    const cacheDir = path.join(dir, 'share-whole');
    const photo = await camera('in-story.jpg');
    const whole = await processFile(photo, {cacheDir});
    const shared = await processFile(photo, {cacheDir, share: true});
    expect(shared.variants).toEqual(
      whole.variants.filter((v) => v.format === 'jpeg' && v.width === 1280),
    );
    expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith('-share'))).toEqual([]);
  });

  it('narrower than 1280 px, at its own width; with transparency, a PNG', async () => {
    const cacheDir = path.join(dir, 'share-small');
    const small = await processFile(await camera('small-share.jpg', 1000), {cacheDir, share: true});
    expect(small.variants.map(({format, width}) => [format, width])).toEqual([['jpeg', 1000]]);
    await sharp({create: {width: 1800, height: 900, channels: 4, background: '#0000'}})
      .png()
      .toFile(file('logo-share.png'));
    const clear = await processFile(file('logo-share.png'), {cacheDir, share: true});
    expect(clear.variants.map(({format, width}) => [format, width])).toEqual([['png', 1280]]);
  });

  it('is asked for with ?share, and its entry is kept by pruning while the photo is used', async () => {
    expect(shareQuery('/s/acme/share.jpg')).toBe('/s/acme/share.jpg?share');
    expect([shareOf('?share'), shareOf(''), shareOf('?cover=top')]).toEqual([true, false, false]);
    const cacheDir = path.join(dir, 'share-prune');
    const kept = await processFile(await camera('kept-share.jpg'), {cacheDir, share: true});
    const gone = await processFile(await camera('gone-share.jpg', 2000), {cacheDir, share: true});
    const result = await pruneCache([file('kept-share.jpg')], {cacheDir});
    expect(result.kept).toEqual([entryOf(kept)]);
    expect(result.removed).toEqual([entryOf(gone)]);
  });
});

describe('inspectImage, asked again', () => {
  it('reads the file again once it changes', async () => {
    const target = file('changing.jpg');
    const make = (width: number) =>
      sharp({create: {width, height: 300, channels: 3, background: '#a63'}})
        .jpeg()
        .toFile(target);
    await make(700);
    expect((await inspectImage(target)).width).toBe(700);
    expect((await inspectImage(target)).width).toBe(700);
    await make(500);
    fs.utimesSync(target, new Date(), new Date(Date.now() + 5000));
    expect((await inspectImage(target)).width).toBe(500);
  });
});

describe('hashFile, asked again', () => {
  it('reads the file once while it stays the same, and again once it changes', async () => {
    // Under `npm start` the cover check compares covers at every save.
    const target = file('hashed.jpg');
    const sha = (text: string) =>
      crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
    // A time in whole seconds, which the file system keeps as set.
    const time = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    fs.writeFileSync(target, 'first');
    fs.utimesSync(target, time, time);
    const first = await hashFile(target);
    expect(first).toBe(sha('first'));
    // Other bytes of the same size, and the same time: the file is taken as the same, not read.
    fs.writeFileSync(target, 'other');
    fs.utimesSync(target, time, time);
    expect(await hashFile(target)).toBe(first);
    // Changed (its time says so): read again.
    fs.utimesSync(target, new Date(), new Date(Date.now() + 5000));
    expect(await hashFile(target)).toBe(sha('other'));
  });

  it('says which file it could not read, and hashes the next', async () => {
    await expect(hashFile(dir)).rejects.toThrow(`${dir}: EISDIR`);
    const target = file('after-failure.txt');
    fs.writeFileSync(target, 'next');
    expect(await hashFile(target)).toBe(
      crypto.createHash('sha256').update('next').digest('hex').slice(0, 16),
    );
  });
});

/**
 * Imports a module of the pipeline with its cache in `cacheDir` (read once, at import), then
 * puts SITE_IMAGE_CACHE back as it was (CI sets it: .github/workflows/pull-request.yml).
 */
async function withImageCache<T>(cacheDir: string, load: () => Promise<T>): Promise<T> {
  const before = process.env.SITE_IMAGE_CACHE;
  process.env.SITE_IMAGE_CACHE = cacheDir;
  try {
    return await load();
  } finally {
    if (before === undefined) delete process.env.SITE_IMAGE_CACHE;
    else process.env.SITE_IMAGE_CACHE = before;
  }
}

describe('the image loader', () => {
  /** Runs loader.cjs on a file the way Rspack does; returns its code and the files it emits. */
  async function load(
    name: string,
    mode?: 'development' | 'production',
    // Rspack's compiler watches under `npm start`'s server, not in `docusaurus build`.
    watchMode = false,
    // A cover's request says the part its frame shows (`?cover=top`).
    resourceQuery = '',
  ) {
    const emitted = new Map<string, Buffer>();
    const dependencies: string[] = [];
    let code = '';
    await jest.isolateModulesAsync(async () => {
      const {default: loader} = await withImageCache(
        path.join(dir, 'cache'),
        () => import('../../../src/plugins/images/loader.cjs'),
      );
      await new Promise<void>((resolve, reject) => {
        // The pitch answers: Rspack never reads the photo for the normal phase.
        expect(() => loader()).toThrow('pitch');
        loader.pitch.call({
          resourcePath: file(name),
          resourceQuery,
          ...(mode ? {_compiler: {watchMode, options: {mode}}} : {}),
          addDependency: (dependency: string) => dependencies.push(dependency),
          emitFile: (to: string, content: Buffer) => emitted.set(to, content),
          async: () => (err: Error | null, out?: string) =>
            err ? reject(err) : ((code = out!), resolve()),
        });
      });
    });
    return {code, emitted, dependencies};
  }

  /** The ResponsiveImage the loader's `code` gives in a browser whose public path is `publicPath`. */
  const expand = (code: string, publicPath: string) =>
    new Function(
      'responsive',
      '__webpack_public_path__',
      code.replace(/^import .*\n/, '').replace('export default', 'return'),
    )(responsive, publicPath) as ReturnType<typeof responsive>;

  /** Every address `image` names: its `src`, and each entry of each of its srcsets. */
  const addressesOf = (image: ReturnType<typeof responsive>) =>
    [image.src, image.srcSet, ...image.sources.map((s) => s.srcSet)].flatMap((set) =>
      set.split(', ').map((entry) => entry.split(' ')[0]),
    );

  it("a cover's request (`?cover=top`) gives the part its frame shows, sized as it is", async () => {
    await bands('loaded-cover.jpg');
    const whole = expand((await load('loaded-cover.jpg', 'production')).code, '/');
    const cover = expand(
      (await load('loaded-cover.jpg', 'production', false, '?cover=top')).code,
      '/',
    );
    expect(whole).toMatchObject({width: 800, height: 1200});
    expect(cover).toMatchObject({width: 800, height: 500, srcSize: {width: 800, height: 500}});
    expect(cover.src).not.toBe(whole.src);
  });

  it("a sharing picture's request (`?share`) names its 1280 px JPEG only, sized as the photo", async () => {
    await sharp({create: {width: 2400, height: 1600, channels: 3, background: '#a56'}})
      .jpeg()
      .toFile(file('loaded-share.jpg'));
    const image = expand((await load('loaded-share.jpg', 'production', false, '?share')).code, '/');
    expect(image).toMatchObject({width: 2400, height: 1600, sources: []});
    expect(image.src).toMatch(/^\/assets\/images\/loaded-share-[0-9a-f]{10}-1280\.jpg$/);
    expect(image.srcSize).toEqual({width: 1280, height: 853});
    expect(addressesOf(image)).toEqual([image.src, image.src]);
  });

  it('marks the photo as a dependency, so that `npm start` rebuilds when it is replaced', async () => {
    expect((await load('photo.jpg')).dependencies).toEqual([file('photo.jpg')]);
  });

  it('writes each photo’s URL stem once, and every URL it expands to is a file it emitted', async () => {
    const {code, emitted} = await load('photo.jpg');
    expect(code.match(/assets\/images\//g)).toHaveLength(1);
    const image = expand(code, '/base/');
    expect(image).toMatchObject({width: 1000, height: 600, type: 'image/jpeg'});
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.src).toMatch(/^\/base\/assets\/images\/photo-[0-9a-f]{10}-1000\.jpg$/);
    const urls = [image.srcSet, ...image.sources.map((s) => s.srcSet)].flatMap((set) =>
      set.split(', ').map((entry) => entry.split(' ')[0]),
    );
    expect(urls).toHaveLength(12);
    expect(urls.map((url) => url.replace('/base/', '')).sort()).toEqual([...emitted.keys()].sort());
    expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('under `npm start`, makes a photo at its widest in one format, until a build has made them all', async () => {
    // All fifteen took a first `npm start` of 300 studies about six minutes.
    await sharp({create: {width: 2000, height: 1200, channels: 3, background: '#47a'}})
      .jpeg()
      .toFile(file('camera.jpg'));
    const preview = await load('camera.jpg', 'development');
    expect([...preview.emitted.keys()]).toEqual([
      expect.stringMatching(/^assets\/images\/camera-[0-9a-f]{10}-1600\.jpg$/),
    ]);
    const image = expand(preview.code, '/');
    expect(image).toMatchObject({width: 2000, height: 1200, sources: []});
    expect(image.srcSet).toBe(`/${[...preview.emitted.keys()][0]} 1600w`);
    // A build makes every variant, and a later `npm start` shows those.
    const built = await load('camera.jpg', 'production');
    expect(built.emitted.size).toBe(0); // copied by CopyImagesPlugin
    expect(expand(built.code, '/').sources.map((s) => s.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const after = await load('camera.jpg', 'development');
    expect(after.emitted.size).toBe(15);
  });

  it('under `npm start`’s server, hands Rspack no file: every address is a file of the image cache, as it is', async () => {
    // Handed to Rspack, each was held in the server's memory and read back after every edit.
    await sharp({create: {width: 1800, height: 1200, channels: 3, background: '#a74'}})
      .jpeg()
      .toFile(file('served.jpg'));
    const cacheDir = path.join(dir, 'cache');
    const addresses = async () => {
      const {code, emitted} = await load('served.jpg', 'development', true);
      expect(emitted.size).toBe(0);
      expect(code.match(/_image-cache\//g)).toHaveLength(1);
      const image = expand(code, '/base/');
      expect(image).toMatchObject({width: 1800, height: 1200});
      return addressesOf(image);
    };
    const where = (url: string) => {
      const [, entry, name] = url.match(/^\/base\/_image-cache\/([\w-]+)\/(\d+\.\w+)$/)!;
      return path.join(cacheDir, entry, name);
    };
    // A preview's one file, then every variant once a build has made them.
    const preview = await addresses();
    expect(new Set(preview).size).toBe(1);
    expect(fs.existsSync(where(preview[0]))).toBe(true);
    await load('served.jpg', 'production');
    const all = new Set(await addresses());
    expect(all.size).toBe(15);
    for (const url of all) expect(fs.existsSync(where(url))).toBe(true);
  });
});

describe('the images plugin', () => {
  /** What the plugin answers: a production build's plugins, or the dev server's options. */
  interface BundlerOptions {
    plugins?: object[];
    devServer?: {
      static: {
        directory: string;
        staticOptions: {
          setHeaders(response: {setHeader(name: string, value: string): void}, file: string): void;
        };
      }[];
    };
  }
  /** The plugin's bundler options for one of Docusaurus's compilers, its cache in `cacheDir`. */
  async function configured(mode: 'development' | 'production' | undefined, isServer: boolean) {
    const cacheDir = path.join(dir, 'cache');
    let plugin: ReturnType<typeof import('../../../src/plugins/images').default> | undefined;
    await jest.isolateModulesAsync(async () => {
      const {default: imagesPlugin} = await withImageCache(
        cacheDir,
        () => import('../../../src/plugins/images'),
      );
      plugin = imagesPlugin({baseUrl: '/v42/'} as Parameters<typeof imagesPlugin>[0]);
    });
    const configure = plugin!.configureWebpack as (config: unknown, isServer: boolean) => unknown;
    return {cacheDir, options: configure({mode}, isServer) as BundlerOptions};
  }

  it('under `npm start`, serves the image cache at the addresses the loader writes, as it is', async () => {
    const {cacheDir, options} = await configured('development', false);
    expect(options.plugins).toBeUndefined();
    const [served] = options.devServer!.static;
    expect(served).toMatchObject({
      directory: cacheDir,
      publicPath: '/v42/_image-cache/',
      watch: false,
      serveIndex: false,
    });
    // AVIF with its type: the server's list of types says application/octet-stream.
    const headers = new Map<string, string>();
    const response = {setHeader: (name: string, value: string) => headers.set(name, value)};
    served.staticOptions.setHeaders(response, path.join(cacheDir, 'x', '640.avif'));
    expect(headers.get('Content-Type')).toBe('image/avif');
    headers.clear();
    served.staticOptions.setHeaders(response, path.join(cacheDir, 'x', '640.jpg'));
    expect(headers.size).toBe(0);
  });

  it('in a production build, copies the variants; the server build has nothing to do', async () => {
    const {options} = await configured('production', false);
    expect(options.plugins!.map((plugin) => plugin.constructor.name)).toEqual(['CopyImagesPlugin']);
    expect(options.devServer).toBeUndefined();
    expect((await configured('production', true)).options).toEqual({});
    // A tool that reads the config (knip) asks with no mode, and no site.
    expect((await configured(undefined, false)).options).toEqual({});
  });
});

/**
 * CopyImagesPlugin as a production build runs it: the modules Rspack lists (each a `resource`
 * and its loaders), then its files written. Returns the output folder.
 */
async function copyImages(
  cacheDir: string,
  modules: (loader: string) => {resource: string; loaders: {loader: string}[]}[],
) {
  const out = fs.mkdtempSync(path.join(dir, 'out-'));
  const hooks: Record<string, (arg?: unknown) => unknown> = {};
  await jest.isolateModulesAsync(async () => {
    const {CopyImagesPlugin} = await withImageCache(
      cacheDir,
      () => import('../../../src/plugins/images/copyImages.cjs'),
    );
    new CopyImagesPlugin().apply({
      outputPath: out,
      hooks: {
        thisCompilation: {tap: (_: string, fn: (c: unknown) => void) => (hooks.compilation = fn)},
        afterEmit: {tapPromise: (_: string, fn: () => Promise<void>) => (hooks.afterEmit = fn)},
      },
    });
  });
  const loader = require.resolve('../../../src/plugins/images/loader.cjs');
  hooks.compilation({
    hooks: {finishModules: {tap: (_: string, fn: (m: unknown) => void) => (hooks.finish = fn)}},
  });
  hooks.finish(modules(loader));
  await hooks.afterEmit();
  return out;
}

describe('CopyImagesPlugin (production builds)', () => {
  it('puts the variants of every photo module into the output, named as the pages ask', async () => {
    const cacheDir = path.join(dir, 'cache');
    // As Rspack lists them: a photo through the loader (run now or restored from its cache),
    // a photo through another loader, and a script.
    const out = await copyImages(cacheDir, (loader) => [
      {resource: file('photo.jpg'), loaders: [{loader}]},
      {resource: file('logo.png'), loaders: [{loader: '/elsewhere/url-loader.js'}]},
      {resource: path.join(dir, 'index.mdx'), loaders: []},
    ]);
    const image = await processImage(fs.readFileSync(file('photo.jpg')), {cacheDir});
    const built = fs.readdirSync(path.join(out, 'assets/images')).sort();
    expect(built).toEqual(
      image.variants.map((v) => path.basename(variantPath(file('photo.jpg'), image, v))).sort(),
    );
    expect(built).toHaveLength(12);
    for (const v of image.variants) {
      const copy = path.join(out, variantPath(file('photo.jpg'), image, v));
      expect(fs.readFileSync(copy).equals(fs.readFileSync(v.file))).toBe(true);
    }
  });
});

describe('CopyImagesPlugin, for a cover', () => {
  it('puts the part its frame shows into the output, named as its request (`?cover=top`) gives it', async () => {
    const cacheDir = path.join(dir, 'cache');
    const photo = await bands('copied-cover.jpg');
    const out = await copyImages(cacheDir, (loader) => [
      {resource: `${photo}?cover=top`, loaders: [{loader}]},
    ]);
    const cover = await processFile(photo, {cacheDir, cover: 'top'});
    const built = fs.readdirSync(path.join(out, 'assets/images')).sort();
    expect(built).toEqual(
      cover.variants.map((v) => path.basename(variantPath(photo, cover, v))).sort(),
    );
    const jpeg = cover.variants.find((v) => v.format === 'jpeg' && v.width === 800)!;
    expect(await sharp(path.join(out, variantPath(photo, cover, jpeg))).metadata()).toMatchObject({
      width: 800,
      height: 500,
    });
  });
});

describe('CopyImagesPlugin, for a sharing picture', () => {
  it('puts its one file into the output (`?share`), not the fifteen of the whole photo', async () => {
    const cacheDir = path.join(dir, 'cache');
    await sharp({create: {width: 2400, height: 1600, channels: 3, background: '#38c'}})
      .jpeg()
      .toFile(file('copied-share.jpg'));
    const out = await copyImages(cacheDir, (loader) => [
      {resource: `${file('copied-share.jpg')}?share`, loaders: [{loader}]},
    ]);
    expect(fs.readdirSync(path.join(out, 'assets/images'))).toEqual([
      expect.stringMatching(/^copied-share-[0-9a-f]{10}-1280\.jpg$/),
    ]);
  });
});

describe('what staff read', () => {
  it('suggests the file they meant', () => {
    fs.writeFileSync(file('Cover.JPG'), '');
    expect(closestFile(dir, 'cover.jpg')).toBe('Cover.JPG');
    expect(closestFile(dir, 'phot.jpg')).toBe('photo.jpg');
    expect(closestFile(dir, 'completely-different.png')).toBeUndefined();
  });

  it('names the problem and what to do', async () => {
    const mdx = file('index.mdx');
    await expect(localImageProblem(mdx, './photo.jpg')).resolves.toBeNull();
    await expect(localImageProblem(mdx, './logo.svg')).resolves.toBe(
      'file "./logo.svg" must be a JPEG, PNG, WebP or AVIF image (export it as one of those)',
    );
    await expect(localImageProblem(mdx, './phot.jpg')).resolves.toBe(
      'file "./phot.jpg" not found next to index.mdx (did you mean "photo.jpg"?)',
    );
  });

  it('names a picture far heavier than the site needs, and what to export in its place', async () => {
    // Noise, which no encoder makes smaller: each file just over the threshold.
    const noise = (width: number, height: number) =>
      sharp(crypto.randomBytes(width * height * 3), {raw: {width, height, channels: 3}});
    await noise(3000, 1400).jpeg({quality: 95}).toFile(file('original.jpg'));
    await noise(2300, 1200).jpeg({quality: 100}).toFile(file('full-quality.jpg'));
    await noise(1200, 1000).png().toFile(file('designer.png'));
    for (const name of ['original.jpg', 'full-quality.jpg', 'designer.png'])
      expect(fs.statSync(file(name)).size).toBeGreaterThan(HEAVY_FILE_BYTES);
    const said = (name: string) => heavyPicture(file(name), name);
    await expect(said('original.jpg')).resolves.toMatch(
      /^"original\.jpg" is \d+\.\d MB \(3000 × 1400 px\), though visitors get at most 1600 px of it \(the build makes their copies\): git would keep every byte in every copy of the site, for good\. Export it again 2400 px wide \(a few hundred KB\) and put it in place of this one$/,
    );
    await expect(said('full-quality.jpg')).resolves.toMatch(
      /\. Export it again at a quality of about 80 \(a few hundred KB\)/,
    );
    await expect(said('designer.png')).resolves.toMatch(
      /\. Export it again as a JPEG, if it is a photo, \(a few hundred KB\)/,
    );
    // The guide's photo says nothing; nor does a file no pipeline reads (its own rules name it).
    await expect(said('photo.jpg')).resolves.toBeNull();
    await expect(said('heavy.jpg')).resolves.toBeNull();
  });

  it('names an animation, which the pipeline would freeze at its first frame', async () => {
    // A designer's animated GIF was "must be a JPEG, PNG, WebP or AVIF" (exported as one, a
    // still); an animated WebP passed, and showed its first frame.
    const frame = (background: string) =>
      sharp({create: {width: 32, height: 32, channels: 3, background}})
        .png()
        .toBuffer();
    const frames = [await frame('red'), await frame('blue')];
    await sharp(frames, {join: {animated: true}})
      .gif()
      .toFile(file('loop.gif'));
    await sharp(frames, {join: {animated: true}})
      .webp()
      .toFile(file('loop.webp'));
    await sharp(frames[0]).gif().toFile(file('still.gif'));
    const mdx = file('index.mdx');
    for (const name of ['loop.gif', 'loop.webp'])
      await expect(localImageProblem(mdx, `./${name}`)).resolves.toBe(
        `file "./${name}" is an animation, which a picture here would freeze at its first frame: export it as an MP4 video, upload it to the media bucket and show it with <Video> (or, for a still, export it as a PNG)`,
      );
    await expect(localImageProblem(mdx, './still.gif')).resolves.toBe(
      'file "./still.gif" must be a JPEG, PNG, WebP or AVIF image (export it as one of those)',
    );
  });

  it("names a picture outside the study's folder, a folder it does not have, and a root path not in static/", async () => {
    const studies = fs.mkdtempSync(path.join(dir, 'case-studies-'));
    for (const name of ['acme', 'stockboy']) fs.mkdirSync(path.join(studies, name));
    fs.copyFileSync(file('photo.jpg'), path.join(studies, 'stockboy', 'cover.jpg'));
    fs.mkdirSync(path.join(studies, 'acme', 'Photos'));
    const mdx = path.join(studies, 'acme', 'index.mdx');
    await expect(localImageProblem(mdx, '../stockboy/cover.jpg')).resolves.toBe(
      "file \"../stockboy/cover.jpg\" is in another study's folder, stockboy/: copy it into this study's folder and write ./cover.jpg (a study's pictures move, and go, with it)",
    );
    await expect(localImageProblem(mdx, '../../photo.jpg')).resolves.toMatch(
      /^file "\.\.\/\.\.\/photo\.jpg" is outside the study's folder: copy it/,
    );
    await expect(localImageProblem(mdx, './photos/team.jpg')).resolves.toBe(
      'file "./photos/team.jpg" not found: the study\'s folder has no folder "photos" (did you mean "Photos"?)',
    );
    fs.mkdirSync(path.join(dir, 'static', 'img'), {recursive: true});
    fs.copyFileSync(file('photo.jpg'), path.join(dir, 'static', 'img', 'logo.jpg'));
    expect(staticImageProblem(dir, '/img/logo.jpg')).toBeNull();
    expect(staticImageProblem(dir, '/img/logo.png')).toBe(
      "file \"/img/logo.png\" is not in the site's static/ folder: a story's picture goes in the study's folder (put it beside index.mdx and write ./logo.png)",
    );
  });

  it('names a link to a file the study does not have, and leaves addresses alone', () => {
    const mdx = file('index.mdx');
    expect(fileLinkProblem(mdx, './photo.jpg')).toBeNull();
    expect(fileLinkProblem(mdx, './brochure.pdf')).toBe(
      '"./brochure.pdf" is not in the study\'s folder (put the file beside index.mdx, or fix its name)',
    );
    // An e-mail or a website written bare ends in ".com", and is the link rules' to name; a page
    // of the site, a heading and another website are no files.
    for (const url of ['hello@acme.com', 'www.acme.com', 'acme.com', '/stockboy', '#results'])
      expect(fileLinkProblem(mdx, url)).toBeNull();
    expect(fileLinkProblem(mdx, 'https://acme.com/brochure.pdf')).toBeNull();
  });

  it('names a picture of the folder the study shows nowhere, when none is close to the name', async () => {
    // A photo exported as IMG_2041.JPG where the template says ./cover.jpg: "add the file beside
    // the MDX file" sent staff to add a file that was already there.
    const folder = fs.mkdtempSync(path.join(dir, 'study-'));
    const mdx = path.join(folder, 'index.mdx');
    fs.writeFileSync(mdx, '---\ncover:\n  src: ./cover.jpg\n---\n\n![The shop](./shop.jpg)\n');
    for (const name of ['shop.jpg', 'IMG_2041.JPG', 'notes.txt'])
      fs.copyFileSync(file('photo.jpg'), path.join(folder, name));
    await expect(localImageProblem(mdx, './cover.jpg')).resolves.toBe(
      'file "./cover.jpg" not found next to index.mdx (the folder has "IMG_2041.JPG", which the study shows nowhere: if it is this picture, rename it "cover.jpg")',
    );
    fs.copyFileSync(file('photo.jpg'), path.join(folder, 'DSC0001.jpg'));
    await expect(localImageProblem(mdx, './cover.jpg')).resolves.toBe(
      'file "./cover.jpg" not found next to index.mdx (the folder has "DSC0001.jpg", "IMG_2041.JPG", which the study shows nowhere: the one meant becomes "cover.jpg")',
    );
    // An iPhone's photo is exported again, not renamed: the build does not read .heic.
    for (const name of ['DSC0001.jpg', 'IMG_2041.JPG']) fs.rmSync(path.join(folder, name));
    fs.writeFileSync(path.join(folder, 'IMG_0001.HEIC'), '');
    await expect(localImageProblem(mdx, './cover.jpg')).resolves.toBe(
      'file "./cover.jpg" not found next to index.mdx (the folder has "IMG_0001.HEIC", which the study shows nowhere: if it is this picture, export it as a JPEG named "cover.jpg")',
    );
    // Only pictures the study shows: nothing to suggest.
    fs.rmSync(path.join(folder, 'IMG_0001.HEIC'));
    await expect(localImageProblem(mdx, './cover.jpg')).resolves.toBe(
      'file "./cover.jpg" not found next to index.mdx (add the file beside the MDX file, or fix the path)',
    );
  });

  it('names a path written in other capitals than its file, which a Mac or a PC opens', async () => {
    // `./Shop-front.JPG` for shop-front.jpg showed on the author's laptop, and its check and build
    // passed there; the server (Linux) found no such file, and the pull request stopped on "not
    // found". The folders' listings tell, on either: the path to write.
    const site = fs.mkdtempSync(path.join(dir, 'site-'));
    const folder = path.join(site, 'case-studies', 'acme');
    fs.mkdirSync(path.join(folder, 'photos'), {recursive: true});
    fs.mkdirSync(path.join(site, 'static', 'files'), {recursive: true});
    const mdx = path.join(folder, 'index.mdx');
    fs.writeFileSync(mdx, '');
    for (const name of ['shop-front.jpg', 'photos/Team.jpg'])
      fs.copyFileSync(file('photo.jpg'), path.join(folder, name));
    fs.writeFileSync(path.join(folder, 'Plan 2025.pdf'), '');
    fs.copyFileSync(file('photo.jpg'), path.join(site, 'static', 'files', 'logo.jpg'));
    fs.writeFileSync(path.join(site, 'static', 'files', 'brochure.pdf'), '');
    const told = (written: string, fixed: string) =>
      `"${written}" is written in other capitals than its file's name: write ${fixed} (a Mac or a PC opens it either way; the server that builds the site does not, and stops)`;
    await expect(localImageProblem(mdx, './Shop-front.JPG')).resolves.toBe(
      `file ${told('./Shop-front.JPG', './shop-front.jpg')}`,
    );
    // Its folder written in other capitals too: the file still to rename (Team.jpg breaks the rule
    // of names), and the whole path to write with it, not ./photos/Team.jpg, which the check
    // would then send to be renamed.
    await expect(localImageProblem(mdx, './Photos/team.jpg')).resolves.toBe(
      `file "./Photos/team.jpg" is written in other capitals than its file's name, which must be lower-case: rename "Team.jpg" to "team.jpg", and write ./photos/team.jpg (a Mac or a PC opens it either way; the server that builds the site does not, and stops)`,
    );
    await expect(localImageProblem(mdx, './photos/Team.jpg')).resolves.toBeNull();
    // Written as the site names files, saved in capitals: the file is what to rename (its name
    // breaks the rule of names, which the check also says).
    await expect(localImageProblem(mdx, './photos/team.jpg')).resolves.toBe(
      `file "./photos/team.jpg" is written in other capitals than its file's name, which must be lower-case: rename "Team.jpg" to "team.jpg" (a Mac or a PC opens it either way; the server that builds the site does not, and stops)`,
    );
    expect(fileLinkProblem(mdx, './photos/team.jpg')).toMatch(
      /: rename "Team\.jpg" to "team\.jpg" /,
    );
    // A camera's name, written in other capitals: the name the check renames it to (img-2034.jpg,
    // as its rule of names says), not "write ./IMG_2034.JPG", which that rule then refused.
    fs.copyFileSync(file('photo.jpg'), path.join(folder, 'IMG_2034.JPG'));
    await expect(localImageProblem(mdx, './IMG_2034.jpg')).resolves.toBe(
      `file "./IMG_2034.jpg" is written in other capitals than its file's name, which must be lower-case: rename "IMG_2034.JPG" to "img-2034.jpg", and write ./img-2034.jpg (a Mac or a PC opens it either way; the server that builds the site does not, and stops)`,
    );
    expect(fileLinkProblem(mdx, './photos/../IMG_2034.jpg')).toMatch(
      /: rename "IMG_2034\.JPG" to "img-2034\.jpg", and write \.\/photos\/\.\.\/img-2034\.jpg /,
    );
    fs.rmSync(path.join(folder, 'IMG_2034.JPG'));
    // In static/, whose files keep the names they were given: the path to write.
    fs.writeFileSync(path.join(site, 'static', 'files', 'Menu.pdf'), '');
    expect(staticCaseProblem(site, '/files/menu.pdf')).toBe(
      told('/files/menu.pdf', '/files/Menu.pdf'),
    );
    expect(staticImageProblem(site, '/Files/logo.jpg')).toBe(
      `file ${told('/Files/logo.jpg', '/files/logo.jpg')}`,
    );
    expect(staticImageProblem(site, '/files/logo.jpg')).toBeNull();
    expect(staticCaseProblem(site, '/files/Brochure.pdf')).toBe(
      told('/files/Brochure.pdf', '/files/brochure.pdf'),
    );
    expect(staticCaseProblem(site, '/files/brochure.pdf')).toBeNull();
    // A page's address, or a file that is not there at all, is the other rules' to name.
    expect(staticCaseProblem(site, '/Stockboy')).toBeNull();
    expect(staticCaseProblem(site, '/files/price-list.pdf')).toBeNull();
    expect(fileLinkProblem(mdx, './Plan%202025.pdf')).toBeNull();
    // As a Mac's file system answers: any capitals find the file. Named all the same.
    const existsSync = fs.existsSync;
    const anyCase = jest.spyOn(fs, 'existsSync').mockImplementation((target) => {
      const wanted = String(target);
      const names = fs.readdirSync(path.dirname(wanted));
      return (
        names.some((n) => n.toLowerCase() === path.basename(wanted).toLowerCase()) ||
        existsSync(wanted)
      );
    });
    try {
      expect(fs.existsSync(path.join(folder, 'PLAN 2025.PDF'))).toBe(true);
      // The file's name breaks the rule of names: what to rename it to, as the check says.
      expect(fileLinkProblem(mdx, './plan%202025.pdf')).toBe(
        `"./plan%202025.pdf" is written in other capitals than its file's name, which must be lower-case: rename "Plan 2025.pdf" to "plan-2025.pdf", and write ./plan-2025.pdf (a Mac or a PC opens it either way; the server that builds the site does not, and stops)`,
      );
    } finally {
      anyCase.mockRestore();
    }
  });

  it('names a picture whose path is no picture: a video, a document, a name without its ending', async () => {
    const folder = fs.mkdtempSync(path.join(dir, 'study-'));
    const mdx = path.join(folder, 'index.mdx');
    fs.mkdirSync(path.join(folder, 'photos'));
    fs.copyFileSync(file('photo.jpg'), path.join(folder, 'photos', 'Shop Front.jpg'));
    const study = path.basename(folder);
    expect(notPictureProblem(mdx, './Pop-up.MP4', 'The pop-up')).toBe(
      `"./Pop-up.MP4" is a video, which a picture cannot show: upload it to the media bucket (as case-studies/${study}/pop-up.mp4) and show it with <Video> (case-studies/README.md shows how)`,
    );
    expect(notPictureProblem(mdx, './plan.pdf', ' The plan ')).toBe(
      '"./plan.pdf" is not a picture, so it would show as a broken one: export it as a JPEG or PNG, or link to the file instead, [The plan](./plan.pdf)',
    );
    expect(notPictureProblem(mdx, './photos/shop%20front')).toBe(
      '"./photos/shop%20front" names no picture: a picture\'s name ends in .jpg, .png, .webp or .avif (write ./photos/Shop%20Front.jpg)',
    );
    expect(notPictureProblem(mdx, './team')).toMatch(
      /\(write the file's whole name, like \.\/cover\.jpg\)$/,
    );
    // As the cover, the same words.
    await expect(localImageProblem(mdx, './photos/shop%20front')).resolves.toBe(
      notPictureProblem(mdx, './photos/shop%20front'),
    );
  });

  it("names the folder with no story that holds a study's pictures, left behind by a rename", async () => {
    const studies = fs.mkdtempSync(path.join(dir, 'case-studies-'));
    for (const name of ['stockboy', 'stockboy-chicago', 'budbilliken'])
      fs.mkdirSync(path.join(studies, name, 'photos'), {recursive: true});
    fs.copyFileSync(file('photo.jpg'), path.join(studies, 'stockboy', 'photos', 'team.jpg'));
    // Another study's picture of that name is that study's: not this one's left behind.
    fs.copyFileSync(file('photo.jpg'), path.join(studies, 'budbilliken', 'cover.jpg'));
    fs.writeFileSync(path.join(studies, 'budbilliken', 'index.mdx'), '');
    const mdx = path.join(studies, 'stockboy-chicago', 'index.mdx');
    await expect(localImageProblem(mdx, './photos/team.jpg')).resolves.toBe(
      'file "./photos/team.jpg" not found next to index.mdx (it is in case-studies/stockboy/, a folder with no story: a study\'s pictures move with its story, so move them into this study\'s folder)',
    );
    await expect(localImageProblem(mdx, './cover.jpg')).resolves.toBe(
      'file "./cover.jpg" not found next to index.mdx (add the file beside the MDX file, or fix the path)',
    );
  });

  it('finds the line of a front-matter field', () => {
    const text = fs.readFileSync(file('index.mdx'), 'utf8');
    expect(frontMatterPosition(text, ['cover', 'src'])).toEqual({line: 4, column: 3});
  });
});

describe('the story under npm start', () => {
  const env = {...process.env};
  afterEach(() => {
    process.env = {...env};
  });

  it('exports a picture in the media bucket as a warning, which the page shows above the study', async () => {
    process.env.NODE_ENV = 'development';
    process.env.SITE_MEDIA_URL = 'https://media.example.com';
    const site = path.resolve(__dirname, '../../..');
    const url = 'https://media.example.com/case-studies/stockboy/shop.jpg';
    const root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'image', url, alt: 'The shop front', position: {start: {line: 30, column: 1}}},
          ],
        },
      ],
    };
    await caseStudyImages()(root, {
      path: path.join(site, 'case-studies/stockboy/index.mdx'),
      cwd: site,
      value: '',
      data: {frontMatter: {}},
    });
    const exported = root.children.map((node) => (node as {value?: string}).value ?? '');
    expect(exported).toContain(
      `export const storyWarnings = ${JSON.stringify([
        `case-studies/stockboy/index.mdx:30:1  ![The shop front]: "${url}" is an external image, so the build cannot make phone-sized versions of it. Put the file beside the MDX file and use a relative path.`,
      ])};`,
    );
    // The story stays: a warning is no mistake.
    expect(exported.some((value) => value.includes('storyProblems'))).toBe(false);
    expect(root.children.some((node) => node.type === 'paragraph')).toBe(true);
  });
});

describe('the media bucket under npm start', () => {
  const env = {...process.env};
  afterEach(() => {
    process.env = {...env};
    jest.restoreAllMocks();
  });
  const site = path.resolve(__dirname, '../../..');
  /** A story of one <Video> whose clip is `src`; what the plugin exports for it. */
  const compiled = async (src: string) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const video = {
      type: 'mdxJsxFlowElement',
      name: 'Video',
      position: {start: {line: 30, column: 1}},
      attributes: Object.entries({
        src,
        poster: './cover.jpg',
        title: 'Recap',
      }).map(([name, value]) => ({
        type: 'mdxJsxAttribute',
        name,
        value,
        position: {start: {line: 30, column: 8}},
      })),
      children: [],
    };
    const root = {type: 'root', children: [video]};
    await caseStudyImages()(root, {
      path: path.join(site, 'case-studies/stockboy/index.mdx'),
      cwd: site,
      value: '',
      data: {frontMatter: {}},
    });
    return root.children.map((node) => (node as {value?: string}).value ?? '').join('\n');
  };

  it('names a clip missing from the bucket on disk above the study, with the closest name there', async () => {
    process.env.NODE_ENV = 'development';
    delete process.env.SITE_MEDIA_URL; // the preview's bucket: static/media
    const exported = await compiled('case-studies/stockboy/highlight.mp4');
    expect(exported).toContain(
      'case-studies/stockboy/index.mdx:30:8  <Video src>: \\"case-studies/stockboy/highlight.mp4\\" is not in the media bucket (static/media/, as this build is set up; did you mean \\"case-studies/stockboy/highlights.mp4\\"?)',
    );
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('[WARNING] case-studies/stockboy/index.mdx:30:8  <Video src>:'),
    );
    // A warning, not a mistake: the story stays.
    expect(exported).not.toContain('storyProblems');
    // The clip that is there: nothing said.
    expect(await compiled('case-studies/stockboy/highlights.mp4')).not.toContain('media bucket');
  });

  it("asks another website's bucket only in the check, not on each save; nothing in a build", async () => {
    process.env.NODE_ENV = 'development';
    process.env.SITE_MEDIA_URL = 'https://media.example.com';
    const asked = jest.spyOn(globalThis, 'fetch');
    expect(await compiled('case-studies/stockboy/highlight.mp4')).not.toContain('media bucket');
    expect(asked).not.toHaveBeenCalled();
    process.env.NODE_ENV = 'production';
    delete process.env.SITE_MEDIA_URL;
    expect(await compiled('case-studies/stockboy/nothing.mp4')).not.toContain('media bucket');
  });
});

describe('references, as a document exported to Markdown writes pictures and links', () => {
  it('become plain pictures and links: the first definition of a name counts, in any case', () => {
    const definition = (identifier: string, url: string) => ({type: 'definition', identifier, url});
    const paragraph = {
      type: 'paragraph',
      children: [
        {type: 'imageReference', identifier: 'Shop', label: 'Shop', alt: 'The shop'},
        {type: 'linkReference', identifier: 'brochure', children: [{type: 'text'}]},
        {type: 'imageReference', identifier: 'nowhere', alt: 'Not defined'},
      ],
    };
    const root = {
      type: 'root',
      children: [
        paragraph,
        definition('shop', './shop.jpg'),
        definition('SHOP', './other.jpg'),
        definition('brochure', './brochure.pdf'),
      ],
    };
    resolveReferences(root);
    expect(paragraph.children).toEqual([
      {type: 'image', url: './shop.jpg', title: null, alt: 'The shop'},
      {type: 'link', url: './brochure.pdf', title: null, children: [{type: 'text'}]},
      {type: 'imageReference', identifier: 'nowhere', alt: 'Not defined'},
    ]);
  });
});

describe("a picture on the author's computer", () => {
  it('is told by its address, as editors and systems write them, and given a name', () => {
    for (const [written, name] of [
      ['C:\\Users\\sam\\Desktop\\IMG_2041.JPG', 'img-2041.jpg'],
      ['c:/Users/sam/shop.png', 'shop.png'],
      ['\\\\fileserver\\photos\\shop.jpg', 'shop.jpg'],
      ['file:///Users/sam/Desktop/Shop%20Front.jpeg', 'shop-front.jpeg'],
      ['/Users/sam/Desktop/shop.webp', 'shop.webp'],
      ['/home/sam/Pictures/shop.avif', 'shop.avif'],
      ['~/Desktop/shop.jpg', 'shop.jpg'],
      ['/private/var/folders/x/T/screenshot.heic', 'photo.jpg'],
    ])
      expect(computerPathProblem(written)).toBe(
        `"${written}" is a file on your computer, which no visitor can open: copy the picture into this study's folder and write ./${name}`,
      );
    expect(computerPathProblem('blob:https://docs.google.com/7f3a')).toMatch(
      /^"blob:https:\/\/docs\.google\.com\/7f3a" is an address your browser made while the picture was copied/,
    );
  });

  it('a path in the study written with \\, as Windows writes one, is told to take /', () => {
    for (const [written, meant] of [
      ['.\\cover.jpg', './cover.jpg'],
      ['photos\\shop.jpg', 'photos/shop.jpg'],
    ])
      expect(computerPathProblem(written)).toBe(
        `"${written}" is written with \\, as Windows writes a path: a path here takes / (write ${meant})`,
      );
  });

  it('is not a file beside the study, one of the site, or one on the web', () => {
    for (const written of [
      './shop.jpg',
      'photos/shop.jpg',
      '../acme/shop.jpg',
      '/img/logo.png',
      '/media/partners/acme.svg',
      'https://media.example.com/case-studies/acme/shop.jpg',
    ])
      expect(computerPathProblem(written)).toBeNull();
  });
});

describe('a picture to rename, as the story names it', () => {
  it('is named on each line that writes it, in any capitals, and not as part of another name', () => {
    const story = [
      '---',
      'cover:',
      '  src: ./IMG_2041.JPG',
      '---',
      '![The shop](./img_2041.jpg)',
      '![Another](./IMG_2041.JPG.bak.jpg) and ./old-IMG_2041.JPG',
    ].join('\n');
    expect(namings(story, 'IMG_2041.JPG')).toEqual([
      {line: 3, written: 'IMG_2041.JPG'},
      {line: 5, written: 'img_2041.jpg'},
    ]);
    expect(namings(story, 'cover.jpg')).toEqual([]);
  });

  it("is offered by a missing picture's line that lists it, and by no other line", () => {
    expect(
      offeredPictures(
        'file "./cover.jpg" not found next to index.mdx (the folder has "IMG_2041.JPG", "DSC 1.jpg", which the study shows nowhere: the one meant becomes "cover.jpg")',
      ),
    ).toEqual(['IMG_2041.JPG', 'DSC 1.jpg']);
    expect(
      offeredPictures('"IMG_2041.JPG" must be lower-case letters, digits and hyphens'),
    ).toEqual([]);
  });
});
