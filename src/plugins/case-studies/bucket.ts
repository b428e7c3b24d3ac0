import fs from 'fs';
import path from 'path';
import {closestName} from '../../lib/closest';
import {isRemoteBucket, mediaUrl} from '../../lib/media';
import {literalAttributes, type BlockNode} from './blocks';
import {
  captionsWarning,
  clipWarnings,
  frameWarning,
  readClipHeader,
  uncaptionedMessage,
  unsharedCaptionsMessage,
  type Frame,
  type ReadPart,
} from './clips';
import {resolveSite} from '../../site';
import {inspectImage} from '../images/pipeline.cjs';
import {isLocal, localImageFile} from '../images/localImage';

/** A file a study names in the media bucket: a `<Video>`'s clip or captions, a partner's logo. */
export interface BucketFile {
  file: string;
  at: {line: number; column: number};
  field: string;
  /** As written: `case-studies/acme-rebrand/recap.mp4`. */
  name: string;
  /** What visitors see in its place when it is missing. */
  instead: string;
  /** A `<Video>`'s clip: what its player's shape is taken from, and its captions, as written. */
  video?: {poster?: unknown; width?: unknown; height?: unknown; captions?: unknown};
}

const NO_CLIP = 'visitors would see "This video cannot play right now"';
const NO_LOGO = "visitors would see the partner's name where its logo was to be";

/** A path in the bucket, as the blocks' rules take it (`partners/acme.svg`). */
const inBucket = (value: unknown): value is string =>
  typeof value === 'string' && /^\w[\w\-./]*\.\w+$/.test(value.trim());

/**
 * The bucket's files `node` names: none but a block's, written as a path in the bucket (an
 * https address, or a path the block's own rule refuses, is that rule's to name).
 */
export function bucketFilesOf(node: BlockNode & {type: string}, file: string): BucketFile[] {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return [];
  const values = literalAttributes(node);
  const attribute = (name: string) =>
    node.attributes?.find((a) => a.name === name)?.position?.start ??
    node.position?.start ?? {line: 1, column: 1};
  const named = (field: string, at: BucketFile['at'], value: string, instead: string) => ({
    file,
    at,
    field: `<${node.name} ${field}>`,
    name: value.trim(),
    instead,
  });
  if (node.name === 'Video') {
    const {poster, width, height, captions} = values;
    return ['src', 'captions'].flatMap((name) => {
      const value = values[name];
      if (!inBucket(value)) return [];
      const clip = named(name, attribute(name), value, NO_CLIP);
      return [name === 'src' ? {...clip, video: {poster, width, height, captions}} : clip];
    });
  }
  if (node.name === 'PartnerLogos' && Array.isArray(values.partners))
    return values.partners.flatMap((partner: unknown, i) => {
      const logo = (partner as {logo?: unknown} | null)?.logo;
      return inBucket(logo)
        ? [named(`partners[${i}].logo`, attribute('partners'), logo, NO_LOGO)]
        : [];
    });
  return [];
}

/** How long the check waits for the bucket to answer for one file. */
const ANSWER_MS = 5000;
/**
 * How many of the bucket's files are asked for at once. Each clip with captions is four requests
 * (each file's HEAD, the clip's header, the captions' first line): with 300 such studies and a
 * bucket 50 ms away, eight at a time made every check (before each build, and `npm start`) take
 * 10.5 s, 2.1 s of it the rest of the check; 24 at a time, as a browser asks a CDN, 5.0 s.
 * Storage buckets and CDNs answer far more at once than that.
 */
export const AT_ONCE = 24;

type Found = 'there' | 'missing' | 'unknown';

/**
 * Whether another website's bucket has the file at `url`, its size, and whether it lets pages of
 * `origin` read it (CORS): asked with HEAD, as a page of `origin` asks.
 */
async function askBucket(
  url: string,
  origin: string,
): Promise<{found: Found; bytes?: number; shared?: boolean}> {
  try {
    const answer = await fetch(url, {
      method: 'HEAD',
      headers: {origin},
      signal: AbortSignal.timeout(ANSWER_MS),
    });
    const length = Number(answer.headers.get('content-length'));
    const allowed = answer.headers.get('access-control-allow-origin')?.trim();
    if (answer.ok)
      return {
        found: 'there',
        ...(length > 0 && {bytes: length}),
        shared: allowed === '*' || allowed === origin,
      };
    // Not found, or (a private bucket's way of saying so) forbidden.
    return {found: [403, 404, 410].includes(answer.status) ? 'missing' : 'unknown'};
  } catch {
    return {found: 'unknown'}; // offline, or the bucket did not answer in time
  }
}

/** Parts of a file on another website, asked for by range; null where it sends none. */
const partsOf =
  (url: string): ReadPart =>
  async (start, length) => {
    try {
      const answer = await fetch(url, {
        headers: {range: `bytes=${start}-${start + length - 1}`},
        signal: AbortSignal.timeout(ANSWER_MS),
      });
      if (answer.status !== 206) {
        // The whole file (a server that sends no parts): not read.
        await answer.body?.cancel();
        return null;
      }
      return Buffer.from(await answer.arrayBuffer());
    } catch {
      return null;
    }
  };

/** Parts of a file on disk. */
const partsOnDisk =
  (file: string): ReadPart =>
  async (start, length) => {
    const handle = await fs.promises.open(file, 'r');
    try {
      const {buffer, bytesRead} = await handle.read(Buffer.alloc(length), 0, length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  };

/**
 * The shape of a `<Video>`'s player: its `width` and `height` when written, else its poster's
 * (one beside the story), as the component takes it; null when neither says.
 */
async function frameOf(file: BucketFile, siteDir: string): Promise<Frame | null> {
  const {poster, width, height} = file.video ?? {};
  if (typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0)
    return {width, height, said: `its width={${width}} height={${height}}`};
  if (typeof poster !== 'string' || !isLocal(poster)) return null;
  const picture = localImageFile(path.resolve(siteDir, file.file), poster);
  const size = await inspectImage(picture).catch(() => null);
  return size && {width: size.width, height: size.height, said: `its poster, "${poster}"`};
}

/**
 * The most a partner's logo may weigh: it shows at most 10rem wide (160 px, 480 on a phone's
 * screen), which an SVG or such a PNG draws in well under this. A brand kit's PNG (5000 px, a few
 * MB) went to every visitor as it was: the bucket's files are not resized by the build.
 */
const LOGO_BYTES = 200 * 1024;

/** What a logo heavier than LOGO_BYTES is told. */
const heavyLogoMessage = (name: string, bytes: number) =>
  `"${name}" is ${bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`}, and a logo shows at most 160 px wide (480 px on a phone's screen): every visitor downloads all of it. Export it as SVG, or as a PNG 480 px wide, and upload it in its place`;

/**
 * What to say of a file in the bucket: a clip's (clipWarnings(), frameWarning()), read in parts
 * when its size is known; a captions file's (captionsWarning()); a logo's weight. Nothing for a
 * file that cannot be read.
 */
async function fileMessages(file: BucketFile, read: ReadPart, siteDir: string, bytes?: number) {
  if (file.field.startsWith('<PartnerLogos'))
    return bytes && bytes > LOGO_BYTES ? [heavyLogoMessage(file.name, bytes)] : [];
  if (file.field === '<Video captions>') {
    const start = await read(0, 256).catch(() => null);
    const said = start && captionsWarning(file.name, start.toString('utf8'));
    return said ? [said] : [];
  }
  if (file.field !== '<Video src>' || !bytes) return [];
  const header = await readClipHeader(read, bytes).catch(() => null);
  if (!header) return [];
  const frame = await frameOf(file, siteDir);
  const shape = frame && frameWarning(file.name, header, frame);
  return [
    ...clipWarnings(file.name, header, bytes),
    ...(shape ? [shape] : []),
    ...(header.sound && file.video?.captions === undefined ? [uncaptionedMessage(file.name)] : []),
  ];
}

/**
 * What to warn of among the bucket's files the studies name: each not in the bucket (a clip or
 * logo never uploaded, or its path mistyped), whose place the published page fills with "This
 * video cannot play right now" or the partner's name; each clip there that not every visitor
 * could play (clips.ts: a codec, a weight, an index at its end, a shape not its player's, sound
 * with no captions); each captions file a browser would not show (not WebVTT, or, from another
 * website, one that does not let the site's pages read it: CORS); each logo far heavier than it
 * shows; and the files the bucket did not answer for. A bucket served from static/ (`/media`, the
 * preview's) is looked up on disk, with the closest name there; another website's is asked for
 * each file (HEAD, as a page of `origin` asks, then a clip's header by range), in parallel.
 * Warnings, not errors: a clip is often uploaded after its study's pull request is opened, and
 * the page stands without it.
 */
export async function bucketWarnings(
  files: BucketFile[],
  bucket: string,
  siteDir: string,
  origin = new URL(resolveSite().url).origin,
): Promise<{warnings: {file: BucketFile; message: string}[]; unchecked: BucketFile[]}> {
  const warnings: {file: BucketFile; message: string}[] = [];
  const said = (file: BucketFile) => (messages: string[]) =>
    warnings.push(...messages.map((message) => ({file, message})));
  if (!isRemoteBucket(bucket)) {
    const root = path.join(siteDir, 'static', bucket.replace(/^\/+/, ''));
    for (const file of files) {
      const target = path.join(root, file.name);
      if (fs.existsSync(target)) {
        const bytes = fs.statSync(target).size;
        said(file)(await fileMessages(file, partsOnDisk(target), siteDir, bytes));
        continue;
      }
      const folder = path.dirname(target);
      const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
      const close = closestName(names, path.basename(file.name));
      const meant = close
        ? `; did you mean "${path.posix.join(path.posix.dirname(file.name), close)}"?`
        : '';
      said(file)([
        `"${file.name}" is not in the media bucket (static${bucket}/, as this build is set up${meant}): upload the file there, or fix the path; ${file.instead}`,
      ]);
    }
    return {warnings, unchecked: []};
  }
  const found: Found[] = new Array(files.length);
  const messages: string[][] = files.map(() => []);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      const url = mediaUrl(files[i].name, bucket);
      const answer = await askBucket(url, origin);
      found[i] = answer.found;
      if (answer.found === 'missing')
        messages[i] = [
          `"${files[i].name}" is not in the media bucket (${url} answered that there is no such file): upload the file there, or fix the path; ${files[i].instead}`,
        ];
      if (answer.found === 'there')
        messages[i] = [
          ...(files[i].field === '<Video captions>' && !answer.shared
            ? [unsharedCaptionsMessage(files[i].name, bucket, origin)]
            : []),
          ...(await fileMessages(files[i], partsOf(url), siteDir, answer.bytes)),
        ];
    }
  };
  await Promise.all(Array.from({length: Math.min(AT_ONCE, files.length)}, worker));
  files.forEach((file, i) => said(file)(messages[i]));
  return {warnings, unchecked: files.filter((_, i) => found[i] === 'unknown')};
}
