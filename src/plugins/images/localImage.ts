import fs from 'fs';
import path from 'path';
import {coverQuery, EXTENSIONS, ImageError, inspectImage, shareQuery, WIDTHS} from './pipeline.cjs';
import {closestName} from '../../lib/closest';
import {escapeRegExp} from '../../lib/regExp';
import {studiesFolderOf, studyId} from '../case-studies/content';
import {fixedName, isFileName} from '../case-studies/names.cjs';

/** Absolute path of the loader that turns an image file into a ResponsiveImage module. */
const IMAGE_LOADER = path.join(__dirname, 'loader.cjs');

/** `require()` request for a local image (absolute, or relative to the requiring file), bypassing every other image rule (`!!`). */
export function imageRequest(file: string): string {
  const withDot = file.startsWith('.') || path.isAbsolute(file) ? file : `./${file}`;
  return `!!${IMAGE_LOADER.split(path.sep).join('/')}!${withDot}`;
}

/**
 * `require()` request for a cover's picture: the part its 16:10 frame shows around `position`
 * (`cover.position`), cut by the build (coverQuery(), pipeline.cjs).
 */
export const coverRequest = (file: string, position: unknown): string =>
  imageRequest(coverQuery(file, position));

/**
 * `require()` request for a study's sharing picture: its 1280 px fallback only, the file its
 * page's og:image names (shareQuery(), pipeline.cjs).
 */
export const shareRequest = (file: string): string => imageRequest(shareQuery(file));

/** An https URL: used as it is, with a warning that the build cannot optimise it. */
export const isRemote = (value: string) => /^https:\/\//i.test(value);

/**
 * A picture written into the text itself, `data:image/png;base64,iVBOR…`: how a document exported
 * to Markdown (Google Docs's "Download as Markdown", for one) writes its pictures.
 */
export const isInlinePicture = (value: string) => /^\s*data:/i.test(value);

/** A picture's address as a message shows it: an inline one by its start (it runs to megabytes). */
export const shownUrl = (value: string) =>
  isInlinePicture(value) && value.length > 40 ? `${value.trim().slice(0, 30)}…` : value;

/**
 * What an inline picture is told. Published so, it passed every check and went into the page
 * itself (the HTML and its script), full size, for every visitor, with no phone-sized version.
 */
export function inlinePictureMessage(value: string, alt: string | null | undefined): string {
  const type = /^\s*data:image\/([\w.+-]+)/i.exec(value)?.[1].toLowerCase() ?? '';
  const ext = type === 'jpeg' ? 'jpg' : EXTENSIONS.includes(`.${type}`) ? type : 'png';
  const kb = Math.max(1, Math.round((value.length * 3) / 4 / 1024));
  return `"${shownUrl(value)}" is the picture itself, written out as ${kb} KB of text (a document exported to Markdown writes its pictures so): save the picture as a file in this study's folder and write ![${alt?.trim() || 'what it shows'}](./picture-1.${ext}) (the file's name, not picture-1); the build makes phone-sized versions of a file`;
}

/** A path the build resolves beside the MDX file (not a URL, not site-absolute). */
export const isLocal = (value: string) =>
  !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('/');

/** The extensions of picture files (any case): what a study's folder may hold as one. */
export const PICTURE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'webp',
  'avif',
  'gif',
  'svg',
  'heic',
  'tif',
  'tiff',
];

const PICTURE_FILE = new RegExp(`\\.(${PICTURE_EXTENSIONS.join('|')})$`, 'i');

/** Looks like an image file (by extension), so a src or poster attribute goes through the pipeline. */
export const looksLikeImage = (value: string) => PICTURE_FILE.test(value.split(/[?#]/)[0]);

/**
 * A video file, by its extension (any case): it goes to the media bucket (case-studies/README.md),
 * never into git, and shows with <Video>.
 */
export const VIDEO_FILE = /\.(mp4|m4v|mov|webm|avi|mkv)$/i;

/**
 * What a picture is told whose local path names no picture file (`![The pop-up](./clip.mp4)`,
 * `./plan.pdf`, `./cover` without its extension): it passed the check, and the build stopped in
 * Docusaurus's words ("Image ./clip.mp4 used in … not found"), or, the file there, published a
 * broken picture. `alt`: the picture's description, for the link offered instead.
 */
export function notPictureProblem(mdxFile: string, value: string, alt?: string | null): string {
  const clean = decodeURI(value.split(/[?#]/)[0]);
  const name = path.basename(clean);
  if (VIDEO_FILE.test(name))
    return `"${value}" is a video, which a picture cannot show: upload it to the media bucket (as case-studies/${studyId(mdxFile)}/${name.toLowerCase()}) and show it with <Video> (case-studies/README.md shows how)`;
  if (!path.extname(name)) {
    // `./cover` for cover.jpg: the name without its ending, as a Mac's Finder shows it.
    const whole = listFolder(path.resolve(path.dirname(mdxFile), path.dirname(clean)))
      .map((entry) => entry.name)
      .find(
        (file) =>
          looksLikeImage(file) && path.parse(file).name.toLowerCase() === name.toLowerCase(),
      );
    const fixed = whole && `${clean.slice(0, clean.length - name.length)}${whole}`;
    return `"${value}" names no picture: a picture's name ends in .jpg, .png, .webp or .avif (${fixed ? `write ${encodeURI(fixed)}` : "write the file's whole name, like ./cover.jpg"})`;
  }
  return `"${value}" is not a picture, so it would show as a broken one: export it as a JPEG or PNG, or link to the file instead, [${alt?.trim() || 'The file'}](${value})`;
}

/** The closest file name in `dir` to `name` (same name in another case first), if any is close. */
export function closestFile(dir: string, name: string): string | undefined {
  const files = listFolder(dir).filter((entry) => !entry.name.startsWith('.'));
  return closestName(
    files.map((entry) => entry.name),
    name,
  );
}

/** What a folder holds; nothing when it is not there (or cannot be read): nothing to suggest. */
function listFolder(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, {withFileTypes: true});
  } catch {
    return [];
  }
}

/**
 * `written` (a path from the folder `base`, with slashes) as the folders write their names, when
 * it differs from them only in capitals: "./cover.jpg" for `./Cover.JPG`. Null when it is written
 * as they are, or names nothing there (the rules for a missing file speak then). A Mac's or a PC's
 * file system takes either: the picture showed on the author's laptop, and its build passed; the
 * server that builds the site (Linux) found no such file, and the pull request stopped there. The
 * folders' listings, not a lookup, tell the two apart, so it is named on the laptop as well.
 */
function caseFixed(base: string, written: string): string | null {
  let dir = base;
  let changed = false;
  const fixed: string[] = [];
  for (const part of written.split('/')) {
    if (part === '' || part === '.' || part === '..') {
      dir = path.resolve(dir, part || '.');
      fixed.push(part);
      continue;
    }
    const names = listFolder(dir).map((entry) => entry.name);
    const name = names.includes(part)
      ? part
      : names.find((n) => n.toLowerCase() === part.toLowerCase());
    if (!name) return null;
    changed ||= name !== part;
    fixed.push(name);
    dir = path.join(dir, name);
  }
  return changed ? fixed.join('/') : null;
}

/**
 * What `written` is told when its path from `base`, `pathname`, differs from the files' names
 * only in capitals (caseFixed); null otherwise. `named`: the files there must have lower-case
 * names (a study's folder, checked by the name rule, names.cjs): one saved as `Cover.jpg` and
 * written `./cover.jpg` is the file to rename. "Write ./Cover.jpg" was also said, and the check
 * then stopped on the file's name.
 */
export function caseProblem(
  base: string,
  pathname: string,
  written: string,
  {named = false} = {},
): string | null {
  const fixed = caseFixed(base, pathname);
  if (!fixed) return null;
  const why =
    '(a Mac or a PC opens it either way; the server that builds the site does not, and stops)';
  if (named) {
    // Each name written otherwise than saved that breaks the rule of names is the file (or
    // folder) to rename, to the name the check gives it (fixedName); the path then written
    // with those names. `./IMG_2034.jpg` for IMG_2034.JPG was told to write ./IMG_2034.JPG,
    // and the check then told to rename it img-2034.jpg: one message now, the check's.
    const parts = pathname.split('/');
    const renamed = fixed
      .split('/')
      .map((was, i) => (was !== parts[i] && !isFileName(was) ? fixedName(was) : was));
    const renames = fixed
      .split('/')
      .map((was, i) => [was, renamed[i]])
      .filter(([was, to]) => was !== to);
    if (renames.length > 0) {
      const what = renames.map(([was, to]) => `"${was}" to "${to}"`).join(' and ');
      const to = renamed.join('/');
      const write = to === pathname ? '' : `, and write ${encodeURI(to)}`;
      return `"${written}" is written in other capitals than its file's name, which must be lower-case: rename ${what}${write} ${why}`;
    }
  }
  return `"${written}" is written in other capitals than its file's name: write ${encodeURI(fixed)} ${why}`;
}

/**
 * Whether `text` names the file `name` (`./team.jpg`, `"team.jpg"`), anywhere: in the front
 * matter, a picture, a block, or a comment (a picture set aside on purpose). In any capitals:
 * `./Cover.JPG` for cover.jpg is told its capitals (caseProblem), not also that cover.jpg is
 * shown nowhere, which would send its author to add the picture a second time.
 */
export const namesFile = (text: string, name: string) => namings(text, name).length > 0;

/** Each line of `text` (from 1) that names the file `name`, as namesFile finds it, and how. */
export function namings(text: string, name: string): {line: number; written: string}[] {
  const named = new RegExp(`(?<![\\w.%-])${escapeRegExp(name)}(?![\\w-]|\\.\\w)`, 'i');
  return text.split('\n').flatMap((line, i) => {
    const found = named.exec(line);
    return found ? [{line: i + 1, written: found[0]}] : [];
  });
}

/** A picture the pipeline reads (a JPEG, PNG, WebP or AVIF, by its name). */
export const isUsable = (name: string) => EXTENSIONS.includes(path.extname(name).toLowerCase());

/**
 * Over this, a picture a study shows (heavyPicture()), or a file set aside in a study's folder
 * (`_originals/`), is warned of: a 2400 px photo, which the guide asks for, is a few hundred KB
 * as a JPEG; a camera's original (6000 × 4000 px) is ten times this.
 */
export const HEAVY_FILE_BYTES = 3 * 1024 * 1024;

/** Why a heavy file is warned of, as its warning says it. */
export const KEPT_FOR_GOOD = 'git would keep every byte in every copy of the site, for good';

/**
 * What a picture far heavier than anything the site makes of it is told (a warning: it shows all
 * the same), or null. The build makes every visitor's copy small, but git keeps the file in
 * every copy of the site's repository and its history for good: at hundreds of studies,
 * gigabytes that every clone, and every pull request's checks, fetch. `file`: the picture; `name`
 * as staff see it in the folder. One that cannot be read is left to the rules that name it.
 */
export async function heavyPicture(file: string, name: string): Promise<string | null> {
  const size = fs.statSync(file, {throwIfNoEntry: false})?.size ?? 0;
  if (size <= HEAVY_FILE_BYTES || !isUsable(name)) return null;
  const image = await inspectImage(file).catch(() => null);
  if (!image) return null;
  const widest = Math.max(...WIDTHS);
  // The guide's 2400 px; one that wide already is a JPEG saved at full quality, or a photo saved
  // in another format (a designer's PNG).
  const how =
    image.width > 2400
      ? 'Export it again 2400 px wide'
      : /\.jpe?g$/i.test(name)
        ? 'Export it again at a quality of about 80'
        : 'Export it again as a JPEG, if it is a photo,';
  return `"${name}" is ${(size / 1024 / 1024).toFixed(1)} MB (${image.width} × ${image.height} px), though visitors get at most ${widest} px of it (the build makes their copies): ${KEPT_FOR_GOOD}. ${how} (a few hundred KB) and put it in place of this one`;
}

/** What kind of picture a name asks for: "a JPEG" for `cover.jpg`. */
const kindOf = (name: string) =>
  ({'.png': 'a PNG', '.webp': 'a WebP', '.avif': 'an AVIF'})[path.extname(name).toLowerCase()] ??
  'a JPEG';

/**
 * For a picture not found with no name close to it: the pictures of its folder that `mdxFile`
 * names nowhere, one of which is likely the one meant (a photo exported as IMG_2041.JPG, where
 * the template says ./cover.jpg).
 */
function unshownHint(mdxFile: string, dir: string, wanted: string) {
  // The story as saved (one the dev server is reading as it is deleted names nothing).
  const text = fs.existsSync(mdxFile) ? fs.readFileSync(mdxFile, 'utf8') : '';
  const unshown = listFolder(dir)
    .map((entry) => entry.name)
    .filter((f) => looksLikeImage(f) && !namesFile(text, f))
    .sort();
  if (unshown.length === 1) {
    // An iPhone's photo (.heic) is exported again, not renamed: the pipeline does not read it.
    const fix = isUsable(unshown[0]) ? 'rename it' : `export it as ${kindOf(wanted)} named`;
    return `the folder has "${unshown[0]}", which the study shows nowhere: if it is this picture, ${fix} "${wanted}"`;
  }
  if (unshown.length > 1)
    return `the folder has ${unshown.map((f) => `"${f}"`).join(', ')}, which the study shows nowhere: the one meant becomes "${wanted}"`;
  return 'add the file beside the MDX file, or fix the path';
}

/**
 * The pictures a missing picture's `message` offers as the one meant (unshownHint's "the folder
 * has "IMG_2041.JPG", …, which the study shows nowhere"), by name; none for another message.
 */
export function offeredPictures(message: string): string[] {
  const list = /the folder has ((?:"[^"]+"(?:, )?)+), which the study shows nowhere/.exec(message);
  return list ? [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]) : [];
}

/**
 * For a picture in a folder that is not there (`./photos/team.jpg`, where the folder is `Photos/`
 * or was never made): which folder is missing, and the one meant when one is close. Null when the
 * picture's folder exists, or is outside the study's.
 */
function missingFolder(studyDir: string, dir: string): string | null {
  if (fs.existsSync(dir)) return null;
  let parent = dir;
  while (!fs.existsSync(path.dirname(parent))) parent = path.dirname(parent);
  const inside = path.relative(studyDir, path.dirname(parent));
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const name = path.basename(parent);
  const where = inside ? `the folder ${inside.split(path.sep).join('/')}/` : "the study's folder";
  const folders = listFolder(path.dirname(parent))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const close = closestName(folders, name);
  return `${where} has no folder "${name}" (${close ? `did you mean "${close}"?` : 'put the picture there, or fix the path'})`;
}

/**
 * Where a picture outside the study's own folder is (`../stockboy/cover.jpg`: "in another study's
 * folder, stockboy/"), or null for one inside it. It worked, and tied the two studies: renaming or
 * removing the other stopped this one's build.
 */
function outsideStudy(mdxFile: string, picture: string): string | null {
  const own = path.dirname(mdxFile);
  const inside = path.relative(own, picture);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) return null;
  const [other, ...rest] = path.relative(studiesFolderOf(mdxFile), picture).split(path.sep);
  return other !== '..' && rest.length > 0
    ? `in another study's folder, ${other}/`
    : "outside the study's folder";
}

/**
 * The folder of case-studies/ with no story that holds `picture` (a path in `mdxFile`'s folder)
 * at the same place, as `case-studies/stockboy/`, or null. Renaming a study in GitHub's editor
 * moves its index.mdx alone: the pictures stay in the old folder.
 */
function leftBehind(mdxFile: string, picture: string): string | null {
  const studies = studiesFolderOf(mdxFile);
  const inside = path.relative(path.dirname(mdxFile), picture);
  const own = path.basename(path.dirname(mdxFile));
  const folder = listFolder(studies).find(
    (entry) =>
      entry.isDirectory() &&
      entry.name !== own &&
      !fs.existsSync(path.join(studies, entry.name, 'index.mdx')) &&
      fs.existsSync(path.join(studies, entry.name, inside)),
  );
  return folder ? `case-studies/${folder.name}/` : null;
}

/** A site-absolute picture (`/img/logo.png`): a file of static/, served as it is; null when there. */
export function staticImageProblem(siteDir: string, value: string): string | null {
  const clean = decodeURI(value.split(/[?#]/)[0]);
  const capitals = caseProblem(path.join(siteDir, 'static'), clean, value);
  if (capitals) return `file ${capitals}`;
  if (fs.existsSync(path.join(siteDir, 'static', clean))) return null;
  return `file "${value}" is not in the site's static/ folder: a story's picture goes in the study's folder (put it beside index.mdx and write ./${path.basename(clean)})`;
}

/** The frames of an image file: more than one for an animation; 1 when it cannot be read. */
const framesOf = (file: string) =>
  inspectImage(file).then(
    ({pages}) => pages,
    () => 1,
  );

/**
 * For an animation (an animated GIF or WebP), which the pipeline would freeze at its first frame:
 * a clip, shown as one.
 */
const animated = (value: string) =>
  `file "${value}" is an animation, which a picture here would freeze at its first frame: export it as an MP4 video, upload it to the media bucket and show it with <Video> (or, for a still, export it as a PNG)`;

/** The file a local picture's path (`./cover.jpg`, `./the%20shop.jpg?v=2`) names, from `mdxFile`. */
export const localImageFile = (mdxFile: string, value: string) =>
  path.resolve(path.dirname(mdxFile), decodeURI(value.split(/[?#]/)[0]));

/**
 * Checks one local image referenced by an MDX file. Returns what is wrong with it, in words
 * that end with what to do, or null when the pipeline can process it.
 */
export async function localImageProblem(mdxFile: string, value: string): Promise<string | null> {
  const clean = decodeURI(value.split(/[?#]/)[0]);
  const absolute = localImageFile(mdxFile, value);
  if (!isUsable(clean)) {
    if (!path.extname(clean)) return notPictureProblem(mdxFile, value);
    // A designer's animated GIF: its frames are a clip.
    const frames = /\.gif$/i.test(clean) ? await framesOf(absolute) : 1;
    if (frames > 1) return animated(value);
    return `file "${value}" must be a JPEG, PNG, WebP or AVIF image (export it as one of those)`;
  }
  const elsewhere = outsideStudy(mdxFile, absolute);
  if (elsewhere)
    return `file "${value}" is ${elsewhere}: copy it into this study's folder and write ./${path.basename(clean)} (a study's pictures move, and go, with it)`;
  const capitals = caseProblem(path.dirname(mdxFile), clean, value, {named: true});
  if (capitals) return `file ${capitals}`;
  try {
    const {pages} = await inspectImage(absolute);
    return pages > 1 ? animated(value) : null;
  } catch (err) {
    if (!(err instanceof ImageError)) throw err;
    if (err.message === 'not found') {
      const dir = path.dirname(absolute);
      const missing = missingFolder(path.dirname(mdxFile), dir);
      if (missing) return `file "${value}" not found: ${missing}`;
      const close = closestFile(dir, path.basename(absolute));
      const left = close ? null : leftBehind(mdxFile, absolute);
      return `file "${value}" not found next to ${path.basename(mdxFile)} (${
        close
          ? `did you mean "${close}"?`
          : left
            ? `it is in ${left}, a folder with no story: a study's pictures move with its story, so move them into this study's folder`
            : unshownHint(mdxFile, dir, path.basename(absolute))
      })`;
    }
    return `file "${value}" ${err.message}`;
  }
}
