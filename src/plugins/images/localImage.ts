import fs from 'fs';
import path from 'path';
import {EXTENSIONS, ImageError, inspectImage} from './pipeline.cjs';

/** Absolute path of the loader that turns an image file into a ResponsiveImage module. */
const IMAGE_LOADER = path.join(__dirname, 'loader.cjs');

/** `require()` request for a local image (absolute, or relative to the requiring file), bypassing every other image rule (`!!`). */
export function imageRequest(file: string): string {
  const withDot = file.startsWith('.') || path.isAbsolute(file) ? file : `./${file}`;
  return `!!${IMAGE_LOADER.split(path.sep).join('/')}!${withDot}`;
}

/** An https URL: used as it is, with a warning that the build cannot optimise it. */
export const isRemote = (value: string) => /^https:\/\//i.test(value);

/** A path the build resolves beside the MDX file (not a URL, not site-absolute). */
export const isLocal = (value: string) =>
  !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('/');

/** Looks like an image file (by extension), so a src or poster attribute goes through the pipeline. */
export const looksLikeImage = (value: string) =>
  /\.(jpe?g|png|webp|avif|gif|svg|heic|tiff?)$/i.test(value.split(/[?#]/)[0]);

/** Edit distance, for "did you mean" hints. */
function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = next;
    }
  }
  return row[b.length];
}

/** The closest file name in `dir` to `name` (same name in another case first), if any is close. */
export function closestFile(dir: string, name: string): string | undefined {
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((f) => !f.startsWith('.'));
  } catch {
    return undefined;
  }
  return closestName(files, name);
}

/** The closest of `names` to `name` (the same in another case first), if any is close. */
export function closestName(files: string[], name: string): string | undefined {
  const lower = name.toLowerCase();
  const sameCase = files.find((f) => f.toLowerCase() === lower);
  if (sameCase) return sameCase;
  const ranked = files
    .map((f) => ({f, d: distance(f.toLowerCase(), lower)}))
    .sort((a, b) => a.d - b.d);
  return ranked[0] && ranked[0].d <= Math.max(2, Math.floor(name.length / 4))
    ? ranked[0].f
    : undefined;
}

/**
 * Checks one local image referenced by an MDX file. Returns what is wrong with it, in words
 * that end with what to do, or null when the pipeline can process it.
 */
export async function localImageProblem(mdxFile: string, value: string): Promise<string | null> {
  const clean = decodeURI(value.split(/[?#]/)[0]);
  const ext = path.extname(clean).toLowerCase();
  if (!EXTENSIONS.includes(ext)) {
    return `file "${value}" must be a JPEG, PNG, WebP or AVIF image (export it as one of those)`;
  }
  const absolute = path.resolve(path.dirname(mdxFile), clean);
  try {
    await inspectImage(absolute);
    return null;
  } catch (err) {
    if (!(err instanceof ImageError)) throw err;
    if (err.message === 'not found') {
      const hint = closestFile(path.dirname(absolute), path.basename(absolute));
      return `file "${value}" not found next to ${path.basename(mdxFile)}${
        hint ? ` (did you mean "${hint}"?)` : ' (add the file beside the MDX file, or fix the path)'
      }`;
    }
    return `file "${value}" ${err.message}`;
  }
}
