import fs from 'fs';
import path from 'path';
import {closestName} from '../../lib/closest';
import {mediaUrl} from '../../lib/media';

/** A file a study names in the media bucket: a `<Video>`'s clip or captions. */
export interface BucketFile {
  file: string;
  at: {line: number; column: number};
  field: string;
  /** As written: `case-studies/acme-rebrand/recap.mp4`. */
  name: string;
}

/** Each attribute of a block that names a file in the media bucket. */
const BUCKET_ATTRIBUTES: Record<string, string[]> = {Video: ['src', 'captions']};

interface JsxNode {
  type: string;
  name?: string | null;
  position?: {start: {line: number; column: number}};
  attributes?: {
    type: string;
    name?: string;
    value?: unknown;
    position?: {start: {line: number; column: number}};
  }[];
}

/**
 * The bucket's files `node` names (none but a block's, written as a path in the bucket: an
 * https address, or a path the block's own rule refuses, is that rule's to name).
 */
export function bucketFilesOf(node: JsxNode, file: string): BucketFile[] {
  const wanted = node.name ? BUCKET_ATTRIBUTES[node.name] : undefined;
  if (!wanted || (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement'))
    return [];
  return (node.attributes ?? []).flatMap((attribute) =>
    attribute.type === 'mdxJsxAttribute' &&
    attribute.name &&
    wanted.includes(attribute.name) &&
    typeof attribute.value === 'string' &&
    /^\w[\w\-./]*\.\w+$/.test(attribute.value.trim())
      ? [
          {
            file,
            at: attribute.position?.start ?? node.position?.start ?? {line: 1, column: 1},
            field: `<${node.name} ${attribute.name}>`,
            name: attribute.value.trim(),
          },
        ]
      : [],
  );
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
 * What to warn of among the bucket's files the studies name: each not in the bucket (a clip
 * never uploaded, or its path mistyped), which the published page shows as "This video cannot
 * play right now"; and, once, that the bucket could not be asked. A bucket served from static/
 * (`/media`, the preview's) is looked up on disk, with the closest name there; another website's
 * is asked for each file (HEAD), in parallel. Warnings, not errors: a clip is often uploaded
 * after its study's pull request is opened, and the page stands without it.
 */
export async function bucketWarnings(
  files: BucketFile[],
  bucket: string,
  siteDir: string,
): Promise<{missing: {file: BucketFile; message: string}[]; unchecked: BucketFile[]}> {
  const missing: {file: BucketFile; message: string}[] = [];
  if (!/^https?:\/\//.test(bucket)) {
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
        message: `"${file.name}" is not in the media bucket (static${bucket}/, as this build is set up${meant}): upload the file there, or fix the path; visitors would see "This video cannot play right now"`,
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
        message: `"${file.name}" is not in the media bucket (${mediaUrl(file.name, bucket)} answered that there is no such file): upload the file there, or fix the path; visitors would see "This video cannot play right now"`,
      });
  });
  return {missing, unchecked: files.filter((_, i) => found[i] === 'unknown')};
}
