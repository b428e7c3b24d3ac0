// @ts-check
/**
 * The image pipeline: one photo in, responsive variants out (AVIF, WebP and a JPEG or PNG
 * fallback at a few widths up to the photo's own), plus its intrinsic size and a tiny blurred
 * placeholder. Used by the webpack loader (`loader.cjs`) and, for its guards, by the remark
 * plugin that finds images in case-study MDX (`remark.ts`).
 *
 * Plain CommonJS so that Rspack can run `loader.cjs` without a TypeScript step.
 *
 * Encoding is the slow part (a 2400 px photo takes seconds), so results are cached on disk,
 * keyed by the file's content and the settings below: a rebuild encodes only what changed.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const sharp = require('sharp');
const {Worker} = require('worker_threads');

/** Widths made for every image (only those narrower than the image itself, plus its own). */
const WIDTHS = [320, 640, 960, 1280, 1600];

/** Files the pipeline refuses, with the limit stated in the error. */
const LIMITS = {bytes: 25 * 1024 * 1024, side: 8000};

/** Raster formats staff may use beside an MDX file. */
const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

/**
 * AVIF's quality is on sharp 0.35's scale, where libaom is tuned by a perceptual metric
 * (SSIMULACRA2, `tune: 'iq'`) and keeps a photo's grain that sharp 0.34 smoothed away. Over seven
 * photos (the samples' three covers, flyer and poster, the tests' two portraits) at 640 and 1280
 * px, 36 gives 4 % fewer bytes than 50 gave on 0.34, at a higher SSIM (0.9359 against 0.9352):
 * the covers 18 % fewer at the same SSIM, the portraits 11 % more at a higher one. 50 on the new
 * scale made files 59 % larger.
 */
const ENCODERS = {
  avif: {type: 'image/avif', options: {quality: 36, effort: 3}},
  webp: {type: 'image/webp', options: {quality: 72, effort: 4}},
  jpeg: {type: 'image/jpeg', options: {quality: 74, mozjpeg: true}},
  png: {type: 'image/png', options: {compressionLevel: 9, palette: true, quality: 90}},
};

/**
 * A cover's frame, on its card and at the top of its page: 16:10, whatever shape the photo is.
 * A cover of another shape is cut to it (coverCrop()), so a phone downloads only what shows: a
 * phone's portrait cover (1600 × 2400) sent its whole height for a frame that keeps 42 % of it.
 */
const FRAME_RATIO = 16 / 10;

/**
 * Which part of the photo the frame keeps (`cover.position`, CSS's object-position keywords):
 * `top` and `bottom` choose in a photo taller than the frame, `left` and `right` in a wider one.
 */
const FRAME_POSITIONS = /** @type {const} */ (['top', 'center', 'bottom', 'left', 'right']);

/**
 * A photo whose frame keeps this share of it or more is published whole: the frame's own shape,
 * give or take a pixel's rounding.
 */
const WHOLE = 0.99;

/** Changing any setting changes this key, so stale cache entries are never reused. */
const SETTINGS_KEY = crypto
  .createHash('sha256')
  .update(JSON.stringify({WIDTHS, ENCODERS, placeholder: 2, sharp: sharp.versions.sharp}))
  .digest('hex')
  .slice(0, 8);

/** Where encoded variants are kept between builds; SITE_IMAGE_CACHE moves it (the benchmark). */
const DEFAULT_CACHE_DIR =
  process.env.SITE_IMAGE_CACHE ??
  path.resolve(__dirname, '../../../node_modules/.cache/site-images');

/**
 * @typedef {{left: number, top: number, width: number, height: number}} Box
 * @typedef {{width: number, height: number, format: string, hasAlpha: boolean, bytes: number, pages: number}} ImageInfo
 * @typedef {{format: keyof typeof ENCODERS, width: number, file: string}} Variant
 * @typedef {{hash: string, width: number, height: number, fallback: 'jpeg' | 'png', placeholder?: string, variants: Variant[]}} Processed
 */

/** @type {Map<string, Promise<sharp.Metadata>>} headers read so far, by fileKey() */
const metadataOf = new Map();

/**
 * A file as it is now: its path, size and modification time. A saved file gets a new key.
 * @param {string} file
 * @param {fs.Stats} stat
 */
const fileKey = (file, stat) => `${file}\0${stat.size}\0${stat.mtimeMs}`;

/**
 * A file's stat, read on this thread. Every photo is asked about about ten times in a build (the
 * check, the remark plugin, both compilers' loaders, the cache), each first by its stat: with
 * 300 studies (600 photos) the promise form took 0.35 s of the main thread's time in a CPU
 * profile of the build, as each call went through libuv's threads and back; the blocking calls,
 * on files the kernel has just seen, about 0.1 s in all. Throws where fs.promises.stat rejected
 * (ENOENT for a missing file), so the async callers still reject.
 * @param {string} file
 * @returns {fs.Stats}
 */
const statOf = (file) => fs.statSync(file);

/**
 * The answer `map` holds for `key`, or `make()`'s, kept for the next caller; a failure is not
 * kept, so the next caller tries again.
 * @template T
 * @param {Map<string, Promise<T>>} map
 * @param {string} key
 * @param {() => Promise<T>} make
 * @returns {Promise<T>}
 */
function remembered(map, key, make) {
  let job = map.get(key);
  if (!job) {
    job = make();
    map.set(key, job);
    job.catch(() => map.delete(key));
  }
  return job;
}

/** Why a file cannot be used, in words a member of staff can act on. */
class ImageError extends Error {}

/**
 * Reads a file's size and format, enforcing the limits. Throws ImageError for a missing,
 * unreadable, non-image or oversized file.
 * @param {string} file absolute path
 * @returns {Promise<ImageInfo>}
 */
async function inspectImage(file) {
  /** @type {fs.Stats} */
  let stat;
  try {
    stat = statOf(file);
  } catch {
    throw new ImageError('not found');
  }
  if (!stat.isFile()) throw new ImageError('is not a file');
  if (stat.size > LIMITS.bytes) {
    throw new ImageError(
      `is ${(stat.size / 1024 / 1024).toFixed(1)} MB; the limit is ${LIMITS.bytes / 1024 / 1024} MB (export it smaller)`,
    );
  }
  // The cover check, the remark plugin and both compilers ask about the same file: libvips
  // opens it about ten times to read its header, so the answer is kept while the file is the same.
  const job = remembered(metadataOf, fileKey(file, stat), () => sharp(file).metadata());
  /** @type {sharp.Metadata} */
  let meta;
  try {
    meta = await job;
  } catch {
    throw new ImageError('is not a readable image (export it again as JPEG, PNG, WebP or AVIF)');
  }
  const {width, height, format} = meta;
  if (!width || !height || !format) throw new ImageError('is not a readable image');
  if (width > LIMITS.side || height > LIMITS.side) {
    throw new ImageError(
      `is ${width}×${height} px; the limit is ${LIMITS.side} px on a side (export it smaller)`,
    );
  }
  // EXIF orientation 5-8 swaps the sides the visitor sees.
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    width: rotated ? height : width,
    height: rotated ? width : height,
    format,
    hasAlpha: Boolean(meta.hasAlpha),
    bytes: stat.size,
    // An animation's frames (a GIF's, a WebP's): the pipeline keeps the first.
    pages: meta.pages ?? 1,
  };
}

/**
 * Widths to make for an image `width` px wide: the standard ones below it, and its own.
 * @param {number} width
 */
function widthsFor(width) {
  const below = WIDTHS.filter((w) => w < width);
  return width <= WIDTHS[WIDTHS.length - 1] ? [...below, width] : below;
}

/** The fallback `src` a page names (for browsers without srcset), and a sharing picture's size. */
const FALLBACK_WIDTH = 1280;

/**
 * The width of a photo `width` px wide's fallback variant: the widest of its widths up to
 * FALLBACK_WIDTH (or its narrowest, were none).
 * @param {number} width
 */
function fallbackWidth(width) {
  const widths = widthsFor(width);
  return [...widths].reverse().find((w) => w <= FALLBACK_WIDTH) ?? widths[0];
}

/**
 * What a cache entry holds: every variant (`all`); under `npm start`, the widest in the fallback
 * format (`preview`); for a study's sharing picture, the fallback at FALLBACK_WIDTH (`share`),
 * the one file the networks are sent.
 * @typedef {'all' | 'preview' | 'share'} Made
 */

/**
 * The part of a photo `width` × `height` px (as the visitor sees it, turned by its EXIF) that a
 * cover's 16:10 frame shows when filled around `position` (object-fit: cover), or null when the
 * frame shows it whole (WHOLE). An unknown position is the centre, as CSS takes it.
 * @param {number} width
 * @param {number} height
 * @param {string} [position]
 * @returns {Box | null}
 */
function coverCrop(width, height, position = 'center') {
  const at = (
    /** @type {number} */ spare,
    /** @type {string} */ start,
    /** @type {string} */ end,
  ) => (position === start ? 0 : position === end ? spare : Math.floor(spare / 2));
  if (width / height > FRAME_RATIO) {
    const kept = Math.round(height * FRAME_RATIO);
    if (kept / width >= WHOLE) return null;
    return {left: at(width - kept, 'left', 'right'), top: 0, width: kept, height};
  }
  const kept = Math.round(width / FRAME_RATIO);
  if (kept / height >= WHOLE) return null;
  return {left: 0, top: at(height - kept, 'top', 'bottom'), width, height: kept};
}

/**
 * The name a cover's crop adds to its photo's cache entry, and its variants' content hash
 * (`-cover-top`): the crop is the photo, the frame and the position.
 * @param {unknown} position
 */
const coverSuffix = (position) => `-cover-${framePosition(position)}`;

/**
 * A position as FRAME_POSITIONS names it: `Top` is `top`; anything else the centre, as CSS takes
 * it (the front matter's schema has named a mistyped one by then).
 * @param {unknown} written
 */
function framePosition(written) {
  const word = String(written ?? '')
    .trim()
    .toLowerCase();
  return FRAME_POSITIONS.find((known) => known === word) ?? 'center';
}

/**
 * The request of a cover's picture: the file with the part its frame keeps as its query
 * (`/…/cover.jpg?cover=top`), which the loader reads back (coverOf()). The card lists and the
 * study's page write the same request, so they share one module.
 * @param {string} file
 * @param {unknown} [position] `cover.position` as written
 */
const coverQuery = (file, position) => `${file}?cover=${framePosition(position)}`;

/**
 * The position a request's query names (coverQuery()), or undefined for a photo that is no cover.
 * @param {string} query `?cover=top`, or empty
 */
const coverOf = (query) => new URLSearchParams(query).get('cover') ?? undefined;

/** The first 16 hex digits of a SHA-256: a photo's name in the cache and in the build. */
const HASH_LENGTH = 16;

/**
 * Where the variants of the photo with content hash `hash` are cached: a folder named after it
 * and the settings.
 * @param {string} hash
 * @param {string} [cacheDir]
 */
const cacheDirOf = (hash, cacheDir = DEFAULT_CACHE_DIR) =>
  path.join(cacheDir, `${hash}-${SETTINGS_KEY}`);

/**
 * Where the variants of `input` are cached: a folder named after its content and the settings.
 * @param {Buffer} input
 * @param {string} [cacheDir]
 */
function cacheEntry(input, cacheDir = DEFAULT_CACHE_DIR) {
  const hash = crypto.createHash('sha256').update(input).digest('hex').slice(0, HASH_LENGTH);
  return {hash, dir: cacheDirOf(hash, cacheDir)};
}

/** @type {Map<string, Promise<Processed>>} client and server compilers ask at the same time */
const inFlight = new Map();

/**
 * The photo `hash` names, from the cache, or encoded from `read()`'s bytes and cached.
 * @param {string} hash
 * @param {string} dir its cache folder
 * @param {() => Promise<Buffer>} read
 * @param {Made} [made] which variants (Made)
 * @param {Box | null} [crop] the part of the photo to publish (a cover's, coverCrop())
 * @returns {Promise<Processed>}
 */
function processHashed(hash, dir, read, made = 'all', crop = null) {
  return remembered(inFlight, dir, () =>
    readCached(dir).then(async (hit) => hit ?? encode(await read(), hash, dir, made, crop)),
  );
}

/**
 * Encodes every variant of `input` (or reads them from the cache) and returns where they are.
 * @param {Buffer} input the file's bytes
 * @param {{cacheDir?: string}} [options]
 * @returns {Promise<Processed>}
 */
function processImage(input, {cacheDir = DEFAULT_CACHE_DIR} = {}) {
  const {hash, dir} = cacheEntry(input, cacheDir);
  return processHashed(hash, dir, async () => input);
}

/** @type {Map<string, Promise<string>>} the hashes of files read so far, by fileKey() */
const hashes = new Map();

/**
 * The SHA-256 (first 16 hex digits, as cacheEntry()) of a file, remembered while the file stays
 * the same: the cover check and the pictures' cache both ask, and under `npm start` the cover
 * check asks again at every save (with 300 studies, re-reading the covers it compares took
 * seconds of each reload).
 * @param {string} file
 * @returns {Promise<string>}
 */
async function hashFile(file) {
  const key = fileKey(file, statOf(file));
  return remembered(hashes, key, () => readHash(file));
}

/** How much of a file hashStart() reads: a photo's header and most of its metadata. */
const START_BYTES = 64 * 1024;

/** @type {Map<string, Promise<string>>} the digests of files' starts read so far, by fileKey() */
const starts = new Map();
/** @type {Buffer | undefined} what hashStart() reads into */
let startBuffer;

/**
 * The SHA-256 of a file's first 64 KB, remembered while the file stays the same: two photos
 * that differ there are not the same photo, and neither is read whole to say so (the repeated
 * covers check, which under `npm start` asks again at every save).
 * @param {string} file
 * @returns {Promise<string>}
 */
async function hashStart(file) {
  const key = fileKey(file, statOf(file));
  return remembered(starts, key, async () => {
    // Blocking calls into one buffer, each read hashed before the next begins: with 300 covers,
    // a fresh 64 KB buffer for each and the promise forms took about 50 ms of the main thread.
    startBuffer ??= Buffer.allocUnsafe(START_BYTES);
    const fd = fs.openSync(file, 'r');
    try {
      const bytesRead = fs.readSync(fd, startBuffer, 0, START_BYTES, 0);
      return crypto.createHash('sha256').update(startBuffer.subarray(0, bytesRead)).digest('hex');
    } finally {
      fs.closeSync(fd);
    }
  });
}

/** @type {Worker | undefined} the thread hashFile() hashes in (hashWorker.cjs), from the first */
let hasher;
/** @type {Map<number, {file: string, resolve: (hash: string) => void, reject: (error: Error) => void}>} */
const hashing = new Map();
let lastJob = 0;

/**
 * hashFile()'s reading, in the hashing thread: the main thread, which the rest of a build waits
 * for, only hands it the file. The thread lets the process end while it has nothing to hash; a
 * thread that fails takes its files' hashes with it, and the next file starts another.
 * @param {string} file
 * @returns {Promise<string>}
 */
function readHash(file) {
  if (!hasher) {
    const thread = new Worker(path.join(__dirname, 'hashWorker.cjs'));
    thread.on('message', (/** @type {{id: number, hash?: string, error?: string}} */ answer) => {
      const job = hashing.get(answer.id);
      hashing.delete(answer.id);
      if (hashing.size === 0) thread.unref();
      if (answer.hash) job?.resolve(answer.hash.slice(0, HASH_LENGTH));
      else job?.reject(new Error(`${job.file}: ${answer.error}`));
    });
    thread.on('error', (error) => {
      if (hasher === thread) hasher = undefined;
      for (const job of hashing.values()) job.reject(error);
      hashing.clear();
    });
    thread.unref();
    hasher = thread;
  }
  const thread = hasher;
  return new Promise((resolve, reject) => {
    const id = ++lastJob;
    hashing.set(id, {file, resolve, reject});
    if (hashing.size === 1) thread.ref();
    thread.postMessage({id, file});
  });
}

/**
 * The cache entry's suffix for a preview (`npm start`): the photo at its widest only, in its
 * fallback format. All fifteen variants took about 2.4 s of CPU a photo (AVIF most of it), and a
 * first `npm start` of a site of 300 studies, on a fresh clone, about six minutes.
 */
const PREVIEW = '-preview';

/**
 * The cache entry's suffix for a sharing picture (front matter `image`): its 1280 px fallback
 * only. All fifteen variants (1.8 s of encoding for a 2400 px photo, 1.2 MB in the build) were
 * made and published for the one JPEG a page names in its og:image.
 */
const SHARE = '-share';

/**
 * The request of a study's sharing picture: the file with `?share`, which the loader reads back
 * (shareOf()).
 * @param {string} file
 */
const shareQuery = (file) => `${file}?share`;

/**
 * Whether a request's query asks for a sharing picture (shareQuery()).
 * @param {string} query `?share`, or empty
 */
const shareOf = (query) => new URLSearchParams(query).has('share');

/** @type {Map<string, Promise<Processed>>} photos on disk processed so far, by fileKey() */
const processedFiles = new Map();

/**
 * processImage() for a photo on disk, remembered while the file stays the same: the browser
 * build, the server build and the copy step all ask for each photo. Only its hash is needed
 * when the cache has it, so the whole file is read only to encode it. `preview` (`npm start`): the
 * variants a build made, if the cache has them, else the widest in the fallback format only.
 * `cover`: the photo is a cover, shown in its 16:10 frame around this position (`cover.position`,
 * `center` if none): its variants are of the part the frame shows (coverCrop()), in a cache entry
 * and under a hash of their own, as the photo is in a story. `share`: the photo is a study's
 * sharing picture, and only its fallback at FALLBACK_WIDTH is made (SHARE), or taken from its
 * whole entry when the cache has it (the photo is also in a story); same names, same bytes.
 * @param {string} file absolute path
 * @param {{cacheDir?: string, preview?: boolean, cover?: string, share?: boolean}} [options]
 * @returns {Promise<Processed>}
 */
async function processFile(
  file,
  {cacheDir = DEFAULT_CACHE_DIR, preview = false, cover, share = false} = {},
) {
  const key = fileKey(file, statOf(file));
  const asked = `${key}\0${cacheDir}\0${preview}\0${cover}\0${share}`;
  return remembered(processedFiles, asked, async () => {
    const fileHash = await hashFile(file);
    const crop =
      cover === undefined
        ? null
        : await inspectImage(file).then(({width, height}) =>
            coverCrop(width, height, framePosition(cover)),
          );
    const suffix = crop ? coverSuffix(cover) : '';
    const hash = crop
      ? crypto
          .createHash('sha256')
          .update(`${fileHash}${suffix}`)
          .digest('hex')
          .slice(0, HASH_LENGTH)
      : fileHash;
    const dir = `${cacheDirOf(fileHash, cacheDir)}${suffix}`;
    const read = () => fs.promises.readFile(file);
    if (share && !preview) {
      const whole = await readCached(dir);
      if (!whole) return processHashed(hash, `${dir}${SHARE}`, read, 'share', crop);
      const width = fallbackWidth(whole.width);
      return {
        ...whole,
        variants: whole.variants.filter((v) => v.format === whole.fallback && v.width === width),
      };
    }
    if (!preview) return processHashed(hash, dir, read, 'all', crop);
    // What a build made, if it has; else the preview's own, kept apart.
    return (
      (await readCached(dir)) ?? processHashed(hash, `${dir}${PREVIEW}`, read, 'preview', crop)
    );
  });
}

/**
 * @param {string} dir
 * @returns {Promise<Processed | null>}
 */
async function readCached(dir) {
  try {
    const [text, names] = await Promise.all([
      fs.promises.readFile(path.join(dir, 'manifest.json'), 'utf8'),
      fs.promises.readdir(dir),
    ]);
    /** @type {Processed} */
    const manifest = JSON.parse(text);
    // Every variant still there (one listing, not a check per file: 15 per photo).
    const present = new Set(names);
    if (!manifest.variants.every((v) => present.has(v.file))) return null;
    return {
      ...manifest,
      variants: manifest.variants.map((v) => ({...v, file: path.join(dir, v.file)})),
    };
  } catch {
    return null;
  }
}

/**
 * A blurred 16 px thumbnail of `image` (a sharp instance), stretched over the picture's box until
 * the photo arrives (opaque images only), as a data URL.
 * @param {import('sharp').Sharp} image
 */
async function placeholderOf(image) {
  const thumb = await image.resize(16).blur(1.2).webp({quality: 40}).toBuffer();
  return `data:image/webp;base64,${thumb.toString('base64')}`;
}

/**
 * @param {Buffer} input
 * @param {string} hash
 * @param {string} dir
 * @param {Made} [made] which variants (Made)
 * @param {Box | null} [crop] the part of the photo to publish
 * @returns {Promise<Processed>}
 */
async function encode(input, hash, dir, made = 'all', crop = null) {
  // Turned as its EXIF says, then cut (sharp applies them in the order called).
  const image = sharp(input, {failOn: 'error'}).rotate();
  if (crop) image.extract(crop);
  const meta = await image.metadata();
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = crop?.width ?? /** @type {number} */ (rotated ? meta.height : meta.width);
  const height = crop?.height ?? /** @type {number} */ (rotated ? meta.width : meta.height);
  const fallback = meta.hasAlpha ? 'png' : 'jpeg';
  /** @type {(keyof typeof ENCODERS)[]} */
  const formats = made === 'all' ? ['avif', 'webp', fallback] : [fallback];
  const widths =
    made === 'all'
      ? widthsFor(width)
      : made === 'preview'
        ? widthsFor(width).slice(-1)
        : [fallbackWidth(width)];
  const tmp = `${dir}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await fs.promises.mkdir(tmp, {recursive: true});
  const jobs = [];
  for (const w of widths) {
    const resized = image.clone().resize({width: w, withoutEnlargement: true});
    for (const format of formats) {
      const file = `${w}.${format === 'jpeg' ? 'jpg' : format}`;
      jobs.push(
        resized
          .clone()
          .toFormat(format, ENCODERS[format].options)
          .toFile(path.join(tmp, file))
          .then(() => ({format, width: w, file})),
      );
    }
  }
  const variants = await Promise.all(jobs);
  const placeholder = meta.hasAlpha ? undefined : await placeholderOf(image.clone());
  /** @type {Omit<Processed, 'variants'> & {variants: Variant[]}} */
  const manifest = {hash, width, height, fallback, placeholder, variants};
  await fs.promises.writeFile(path.join(tmp, 'manifest.json'), JSON.stringify(manifest));
  // Publish atomically: a parallel build either sees the whole entry or none of it. An entry that
  // is whole stays: a build that encoded the same photo first (the same files: the entry is named
  // after the photo's content) may be copying them into its output. Removed under it, that
  // build failed. Only what lacks a file (readCached) is replaced.
  if (!(await readCached(dir))) await fs.promises.rm(dir, {recursive: true, force: true});
  await fs.promises.rename(tmp, dir).catch(async (err) => {
    if (!fs.existsSync(path.join(dir, 'manifest.json'))) throw err;
    await fs.promises.rm(tmp, {recursive: true, force: true});
  });
  return {...manifest, variants: variants.map((v) => ({...v, file: path.join(dir, v.file)}))};
}

/**
 * The start every variant's path in the build shares: the photo's file name and its content
 * hash, e.g. `assets/images/cover-cdbccf0a42-`. The width and extension follow
 * (variantPath(); responsive.js rebuilds the same paths in the browser).
 * @param {string} resource the photo's path
 * @param {{hash: string}} image
 */
function variantStem(resource, image) {
  const name = path
    .basename(resource, path.extname(resource))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return `assets/images/${name}-${image.hash.slice(0, 10)}-`;
}

/** A format's file extension: `jpeg` → `jpg`. @param {string} format */
const extensionOf = (format) => (format === 'jpeg' ? 'jpg' : format);

/**
 * A cache folder's name: `<hash>-<settings>`, a cover's crop of it (`-cover-top`), a sharing
 * picture's (`-share`), a preview's (`-preview`), or one being written (`.tmp-…`, see encode()).
 * Group 1 is the photo's entry; the last, the writing.
 */
const ENTRY_NAME = new RegExp(
  `^([0-9a-f]{${HASH_LENGTH}}-[0-9a-f]+)(?:-cover-[a-z]+)?(?:${SHARE}|${PREVIEW})?(\\.tmp-[\\w-]+)?$`,
);

/**
 * Empties the cache of what `photos` do not need: entries of photos since replaced or removed,
 * entries made with other settings, and half-written ones. Only folders named as the pipeline
 * names them are touched, so a cache folder set to a busy place by mistake loses nothing else.
 * @param {string[]} photos absolute paths of every photo the site uses
 * @param {{cacheDir?: string}} [options]
 * @returns {Promise<{cacheDir: string, kept: string[], removed: string[], removedBytes: number}>}
 */
async function pruneCache(photos, {cacheDir = DEFAULT_CACHE_DIR} = {}) {
  // A photo's entry, with its crops as a cover, its sharing picture's and its previews
  // (`npm start`), each one or a few small files.
  const needed = new Set(
    await Promise.all(
      photos.map(async (photo) => path.basename(cacheDirOf(await hashFile(photo), cacheDir))),
    ),
  );
  const isNeeded = (/** @type {string} */ name) => {
    const [, entry, writing] = ENTRY_NAME.exec(name) ?? [];
    return !writing && needed.has(entry);
  };
  /** @type {string[]} */
  let names = [];
  try {
    names = await fs.promises.readdir(cacheDir);
  } catch {
    // no cache yet
  }
  const ours = names.filter((name) => ENTRY_NAME.test(name));
  const removed = ours.filter((name) => !isNeeded(name));
  let removedBytes = 0;
  for (const name of removed) {
    const dir = path.join(cacheDir, name);
    for (const file of await fs.promises.readdir(dir).catch(() => [])) {
      removedBytes += (await fs.promises.stat(path.join(dir, file)).catch(() => ({size: 0}))).size;
    }
    await fs.promises.rm(dir, {recursive: true, force: true});
  }
  return {cacheDir, kept: ours.filter(isNeeded), removed, removedBytes};
}

/**
 * Where a variant lands in the build, under the output folder, e.g.
 * `assets/images/cover-cdbccf0a42-640.avif` (cached for a year).
 * @param {string} resource the photo's path
 * @param {{hash: string}} image
 * @param {{format: string, width: number}} variant
 */
function variantPath(resource, image, variant) {
  return `${variantStem(resource, image)}${variant.width}.${extensionOf(variant.format)}`;
}

/**
 * Where `npm start`'s server serves the image cache, under the site's base URL: its files as they
 * are, each photo's entry a folder (images plugin). A name starting with _ is never a study's.
 */
const SERVED_CACHE = '_image-cache/';

/**
 * The start every variant's address under `npm start` shares: the photo's cache entry, served as
 * it is (SERVED_CACHE), e.g. `_image-cache/cdbccf0a42d1e2f3-e8ee3131/`; the width and extension
 * follow, as the cache names the files (`640.avif`).
 * @param {{variants: {file: string}[]}} image
 */
function servedStem(image) {
  return `${SERVED_CACHE}${path.basename(path.dirname(image.variants[0].file))}/`;
}

module.exports = {
  DEFAULT_CACHE_DIR,
  SERVED_CACHE,
  WIDTHS,
  LIMITS,
  EXTENSIONS,
  FRAME_POSITIONS,
  coverCrop,
  fallbackWidth,
  framePosition,
  coverOf,
  coverQuery,
  ImageError,
  cacheEntry,
  hashFile,
  hashStart,
  inspectImage,
  placeholderOf,
  processFile,
  processImage,
  pruneCache,
  servedStem,
  shareOf,
  shareQuery,
  extensionOf,
  variantPath,
  variantStem,
  widthsFor,
};
