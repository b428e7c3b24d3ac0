import fs from 'fs';
import path from 'path';
import {closestName} from '../../lib/closest';
import {isRemoteBucket, mediaUrl} from '../../lib/media';
import {literalAttributes, type BlockNode} from './blocks';

/** A file a study names in the media bucket: a `<Video>`'s clip or captions, a partner's logo. */
export interface BucketFile {
  file: string;
  at: {line: number; column: number};
  field: string;
  /** As written: `case-studies/acme-rebrand/recap.mp4`. */
  name: string;
  /** What visitors see in its place when it is missing. */
  instead: string;
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
  if (node.name === 'Video')
    return ['src', 'captions'].flatMap((name) => {
      const value = values[name];
      return inBucket(value) ? [named(name, attribute(name), value, NO_CLIP)] : [];
    });
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
/** How many of the bucket's files are asked for at once. */
const AT_ONCE = 8;

type Found = 'there' | 'missing' | 'unknown';

/** Whether another website's bucket has the file at `url`: asked with HEAD. */
async function askBucket(url: string): Promise<Found> {
  try {
    const answer = await fetch(url, {method: 'HEAD', signal: AbortSignal.timeout(ANSWER_MS)});
    if (answer.ok) return 'there';
    // Not found, or (a private bucket's way of saying so) forbidden.
    return [403, 404, 410].includes(answer.status) ? 'missing' : 'unknown';
  } catch {
    return 'unknown'; // offline, or the bucket did not answer in time
  }
}

/**
 * What to warn of among the bucket's files the studies name: each not in the bucket (a clip or
 * logo never uploaded, or its path mistyped), whose place the published page fills with "This
 * video cannot play right now" or the partner's name; and the files the bucket did not answer
 * for. A bucket served from static/ (`/media`, the preview's) is looked up on disk, with the
 * closest name there; another website's is asked for each file (HEAD), in parallel. Warnings,
 * not errors: a clip is often uploaded after its study's pull request is opened, and the page
 * stands without it.
 */
export async function bucketWarnings(
  files: BucketFile[],
  bucket: string,
  siteDir: string,
): Promise<{missing: {file: BucketFile; message: string}[]; unchecked: BucketFile[]}> {
  const missing: {file: BucketFile; message: string}[] = [];
  if (!isRemoteBucket(bucket)) {
    const root = path.join(siteDir, 'static', bucket.replace(/^\/+/, ''));
    for (const file of files) {
      const target = path.join(root, file.name);
      if (fs.existsSync(target)) continue;
      const folder = path.dirname(target);
      const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
      const close = closestName(names, path.basename(file.name));
      const meant = close
        ? `; did you mean "${path.posix.join(path.posix.dirname(file.name), close)}"?`
        : '';
      missing.push({
        file,
        message: `"${file.name}" is not in the media bucket (static${bucket}/, as this build is set up${meant}): upload the file there, or fix the path; ${file.instead}`,
      });
    }
    return {missing, unchecked: []};
  }
  const found: Found[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      found[i] = await askBucket(mediaUrl(files[i].name, bucket));
    }
  };
  await Promise.all(Array.from({length: Math.min(AT_ONCE, files.length)}, worker));
  files.forEach((file, i) => {
    if (found[i] === 'missing')
      missing.push({
        file,
        message: `"${file.name}" is not in the media bucket (${mediaUrl(file.name, bucket)} answered that there is no such file): upload the file there, or fix the path; ${file.instead}`,
      });
  });
  return {missing, unchecked: files.filter((_, i) => found[i] === 'unknown')};
}
