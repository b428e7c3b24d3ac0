import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {knownBlocks} from './blocks';
import {authorProblem} from './authors';
import {byStudyName, findInsecureLinks, splitFrontMatter, studyId} from './content';
import {FENCE} from './frontMatterBlock.cjs';
import {storyChecker} from './storyRules';
import {missingImports} from './ownImports';
import {frontMatterTexts, placeholderMessage, storyTexts, TEMPLATE_FILE} from './placeholders';
import {linkProblem} from './links';
import {mdxProblem} from './mdxMistakes.cjs';
import {fixedName, isFileName, isSetAside} from './names.cjs';
import {
  commaItems,
  daysIn,
  formerName,
  FRONT_MATTER_KEYS,
  frontMatterProblems,
  label,
  listMessage,
  TAG_MESSAGE,
} from './frontMatter';
import {MONTHS} from '../../lib/dates';
import {overFeatured, pagePath, perPage} from './lists';
import {
  loadTags,
  meantTags,
  tagMoves,
  tagPath,
  TAGS_FILE,
  TagsFileError,
  unknownTags,
  type Tag,
} from './tags';
import {droppedNoteMessage, droppedNotes, yamlMistake} from './yamlMistake';
import caseStudyImages, {frontMatterPosition} from '../images/remark';
import {resolveReferences} from '../images/references';
import {computerPathProblem} from '../images/computerPath';
import {fileLinkProblem, staticCaseProblem} from './fileLinks';
import {
  HEAVY_FILE_BYTES,
  KEPT_FOR_GOOD,
  VIDEO_FILE,
  heavyPicture,
  isLocal,
  isUsable,
  localImageFile,
  looksLikeImage,
  namesFile,
  namings,
  offeredPictures,
} from '../images/localImage';
import {coverWarning, repeatedCovers, repeatedCoverMessage} from './covers';
import {inspectImage} from '../images/pipeline.cjs';
// Addresses the site already uses: a study may not take them (the generator reads the same file).
import RESERVED from './reserved.json';
import {bucketFilesOf, bucketWarnings, type BucketFile} from './bucket';
import {resolveSite} from '../../site';
import {formerAddresses, type Claim} from './moved';
import {goneStudies, goneTags} from './renamed';

/**
 * `npm run check`: every mistake staff can make in case-studies/, found without a build, one
 * line each, `file:line:col  field: what is wrong (what to do)`. The build and `npm start` run it
 * first (scripts/check.mjs).
 */

export interface Problem {
  file: string;
  line: number;
  column: number;
  field: string;
  message: string;
}

export const formatProblem = (p: Problem) =>
  `${p.file}:${p.line}:${p.column}  ${p.field}: ${p.message}`;

/** A workflow command's text: its message escapes %, CR and LF; a property also : and ,. */
const commandText = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const commandProperty = (text: string) =>
  commandText(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * A problem as a GitHub Actions annotation (`npm run check` prints them in a workflow): in a pull
 * request it shows on the file itself, at its line, under "Files changed", where the member of
 * staff who made the change looks, and not only in the run's log.
 */
export const githubAnnotation = (p: Problem, kind: 'error' | 'warning' = 'error') =>
  `::${kind} file=${commandProperty(p.file)},line=${p.line},col=${p.column},title=${commandProperty(p.field)}::${commandText(p.message)}`;

/**
 * Files a computer puts in a folder by itself: macOS's .DS_Store (and any hidden file), Windows'
 * Thumbs.db and desktop.ini, Office's ~$ lock file while a document is open. Not the study's, and
 * not published: a check that named them stopped every build on a Mac whose Finder had opened the
 * folder ("rename it .ds_store").
 */
const SYSTEM_FILE = /^(\.|~\$)|^(thumbs\.db|desktop\.ini)$/i;

/** What the MDX compiler (@mdx-js/mdx) is handed by scripts/check.mjs, which imports it. */
type Compile = (
  file: {value: string; path: string; data: Record<string, unknown>},
  options: {remarkPlugins: unknown[]},
) => Promise<unknown>;

interface MdxNode {
  type: string;
  name?: string | null;
  url?: string;
  attributes?: {
    type: string;
    name?: string;
    value?: unknown;
    position?: {start: {line: number; column: number}};
  }[];
  children?: MdxNode[];
  position?: {start: {line: number; column: number}};
  /** A heading's address, from Docusaurus's headings plugin (scripts/check.mjs runs it). */
  data?: {id?: unknown};
}

/** A line meant as a fence: dashes alone (a word processor turns --- into an em dash). */
const NEAR_FENCE = /^(?:[-\u2010-\u2015\u2212]+|(?:- ){2,}-)[ \t]*$/;
/** Where a story starts, and so a front matter with no closing line would have ended. */
const STORY_START = /^(?:\s*$|#|<|import\s|export\s|:::|!\[)/;

/**
 * The lines of three hyphens around the front matter, where they are missing or mistyped. Without
 * them the fields are not read, and each was said to be "required" at the line that has it.
 */
function fenceProblems(text: string): {line: number; column: number; message: string}[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return [];
  const at = (index: number, message: string) => ({line: index + 1, column: 1, message});
  const written = (index: number) => `"${lines[index].trim()}"`;
  const WRITE = 'write three hyphens, ---, alone on the line';
  const opening = FENCE.test(lines[first]) || NEAR_FENCE.test(lines[first]);
  if (!opening) {
    // The fields with no line above them: both fences were left out, or lost in a paste.
    const key = /^([A-Za-z]\w*)\s*:/.exec(lines[first])?.[1];
    return key && FRONT_MATTER_KEYS.includes(key)
      ? [
          at(
            first,
            'must sit between two lines of three hyphens, ---: add one above this line, and one after the last field, before the story',
          ),
        ]
      : [];
  }
  const problems = [];
  if (first > 0)
    problems.push(
      at(
        0,
        `must start on the file's first line: remove the ${first === 1 ? 'empty line' : `${first} empty lines`} above its ---`,
      ),
    );
  if (!FENCE.test(lines[first]))
    problems.push(at(first, `starts with ${written(first)}, not three hyphens: ${WRITE}`));
  const closing = lines.findIndex((l, i) => i > first && (FENCE.test(l) || NEAR_FENCE.test(l)));
  if (closing < 0) {
    const end = lines.findIndex((l, i) => i > first && STORY_START.test(l));
    const last = (end < 0 ? lines.length : end) - 1;
    problems.push(
      at(
        last,
        'has no closing line: add a line of three hyphens, ---, after this one, before the story',
      ),
    );
  } else if (!FENCE.test(lines[closing])) {
    problems.push(at(closing, `ends with ${written(closing)}, not three hyphens: ${WRITE}`));
  }
  return problems;
}

/**
 * The front matter of one study: valid YAML, every field as the guide describes it, tags from
 * the vocabulary. Each problem at its line. (npm run check, and the dev server's error page.)
 */
export function frontMatterFileProblems(
  file: string,
  text: string,
  tags: Map<string, Tag> | null,
  today = new Date(),
): {frontMatter: Record<string, unknown>; problems: Problem[]} {
  const problems: Problem[] = [];
  const add = (at: {line: number; column: number}, field: string, message: string) =>
    problems.push({file, line: at.line, column: at.column, field, message});
  // Its fields cannot be read until its fences are right: those lines only, not one per field.
  const fences = fenceProblems(text);
  if (fences.length > 0) {
    for (const {message, ...position} of fences) add(position, 'front matter', message);
    return {frontMatter: {}, problems};
  }
  const {raw} = splitFrontMatter(text);
  let fm: Record<string, unknown> = {};
  try {
    fm = (yaml.load(raw) as Record<string, unknown>) ?? {};
  } catch (err) {
    const mistake = yamlMistake(raw, err, 2); // the front matter starts on line 2
    add(mistake, 'front matter', `is not valid YAML: ${mistake.message}`);
    // Its fields cannot be told apart until it is: one line to fix, not one per field.
    return {frontMatter: fm, problems};
  }
  const vocabulary = tags && Array.isArray(fm.tags);
  for (const {path: fieldPath, message} of frontMatterProblems(fm)) {
    // A tag that is not a key is not in tags.yml either: named below, with the closest tag.
    if (vocabulary && message.endsWith(TAG_MESSAGE)) continue;
    const keys = fieldPath.filter((k): k is string => typeof k === 'string');
    // `tags: Brand Development, chicago`: the line to write (tags in the vocabulary's keys).
    const asText = fieldPath.length === 1 && message.includes('must be a list');
    const written = asText ? commaItems(String(fm[fieldPath[0]])) : [];
    add(
      frontMatterPosition(text, keys.length ? keys : ['---']),
      label(fieldPath) || 'front matter',
      asText
        ? listMessage(meantItems(keys[0], written, tags), keys[0])
        : message.replace(/^"[^"]+" /, ''),
    );
  }
  if (vocabulary) {
    for (const message of tagMessages(fm.tags as string[], tags)) {
      add(frontMatterPosition(text, ['tags']), 'tags', message);
    }
  }
  const author = typeof fm.author === 'string' ? authorProblem(fm.author) : undefined;
  if (author)
    add(frontMatterPosition(text, ['author']), 'author', author.replace(/^"author" /, ''));
  for (const key of ['date', 'updated']) {
    const wrong = !problems.some((p) => p.field === key) && dayProblem(raw, key, today);
    if (wrong) add(frontMatterPosition(text, [key]), key, wrong);
  }
  // Text YAML dropped as a note: it passed, and "Chicago's #1 brand" was published "Chicago's".
  for (const note of droppedNotes(raw)) {
    const {index, column, field} = note;
    const line = index + 2; // the front matter starts on line 2
    // What the schema said of the field follows from it ("is empty").
    const said = (p: Problem) =>
      p.field === field || p.field.endsWith(`.${field}`) || p.field.startsWith(`${field}[`);
    // A list written as one line of text (`keywords: a, #1 b`): the list, with the "#" in quotes.
    const list = problems.some((p) => p.field === field && p.message.includes('must be a list'));
    for (let i = problems.length - 1; i >= 0; i--) if (said(problems[i])) problems.splice(i, 1);
    add(
      {line, column},
      field,
      list ? listMessage(commaItems(note.written), field) : droppedNoteMessage(note),
    );
  }
  // In the order of the file, as the preview's page and the check list them.
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return {frontMatter: fm, problems};
}

/**
 * The items a list written as one line of text means, as its line to write gives them: tags as
 * their keys in the vocabulary; former addresses as names (a whole address, its name).
 */
function meantItems(field: string, written: string[], tags: Map<string, Tag> | null): string[] {
  if (field === 'tags' && tags) return meantTags(written, tags);
  if (field === 'formerly') return written.map((item) => formerName(item) ?? item);
  return written;
}

/** Further back than this, a study's first date is a mistyped year (1925 for 2025). */
const OLDEST_YEARS = 30;

/**
 * What is wrong with the day `key` (date, updated) names, as written in the front matter `raw`:
 * a day the calendar does not have (YAML, like JavaScript, reads 2025-02-30 as 2 March, and
 * 2025-18-03 as June 2026, without a word), or a day after tomorrow (today in the furthest time
 * zone): a study is dated the day it is published, and a mistyped year (2052) would keep it first
 * of the newest for years; or a first date more than OLDEST_YEARS back (1925 for 2025), which
 * would put it last. Null when there is nothing to say.
 */
function dayProblem(raw: string, key: string, today: Date): string | null {
  const written = new RegExp(
    `^${key}:[ \\t]*(['"]?)(\\d{4})-(\\d{2})-(\\d{2})\\1(?=$|[ \\tT#])`,
    'm',
  ).exec(raw);
  if (!written) return null;
  const [year, month, day] = written.slice(2).map(Number);
  const iso = written.slice(2).join('-');
  if (month < 1 || month > 12)
    return `${iso} has no month ${written[3]}: write the year, then the month (01 to 12), then the day, like 2025-03-18`;
  const days = daysIn(year, month);
  if (day < 1 || day > days)
    return `${iso} is not a day of the calendar: ${MONTHS[month - 1]} ${year} has ${days} days`;
  const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (iso > tomorrow)
    return `${iso} is after today (${today.toISOString().slice(0, 10)}): a study is dated the day it is published (check the year)`;
  const oldest = `${today.getUTCFullYear() - OLDEST_YEARS}${today.toISOString().slice(4, 10)}`;
  if (key === 'date' && iso < oldest) {
    // The usual slip: 19 for 20.
    const meant = iso.replace(/^19/, '20');
    const fix = meant !== iso && meant <= tomorrow ? `did you mean ${meant}?` : 'check the year';
    return `${iso} is more than ${OLDEST_YEARS} years ago: a study is dated the day it is published, and this one would come last of the newest (${fix})`;
  }
  return null;
}

/** What the studies read so far hold, by the file that has it: featured ones' orders, titles. */
export const studiesSoFar = () => ({
  orders: new Map<number, string>(),
  /** In lower case. */
  titles: new Map<string, string>(),
});

/**
 * The rules on a study's text beyond its own front matter's fields: a featured study's `order`
 * that a featured study read before it already has, or a `title` any study has (`seen`, which
 * this fills as it goes; a study copied to start another keeps both), and an http:// link. Each
 * problem at its line. (npm run check, and the dev server's problems page.)
 *
 * An order places a featured study only (on the home page, pinned atop the index): two studies
 * added in two pull requests at once, each given the next number by `npm run new:case-study`,
 * passed each its own checks, and once both were merged every build stopped.
 */
export function textRuleProblems(
  file: string,
  text: string,
  frontMatter: Record<string, unknown>,
  seen: ReturnType<typeof studiesSoFar>,
): Problem[] {
  const problems: Problem[] = [];
  const add = (at: {line: number; column: number}, field: string, message: string) =>
    problems.push({file, line: at.line, column: at.column, field, message});
  const {order} = frontMatter;
  if (typeof order === 'number' && frontMatter.featured === true) {
    const other = seen.orders.get(order);
    if (other)
      add(
        frontMatterPosition(text, ['order']),
        'order',
        `${order} is also the order of ${other}, featured too (pick a number no other featured study uses)`,
      );
    else seen.orders.set(order, file);
  }
  const title = typeof frontMatter.title === 'string' ? frontMatter.title.trim() : '';
  if (title) {
    // Two cards no visitor could tell apart.
    const other = seen.titles.get(title.toLowerCase());
    if (other)
      add(
        frontMatterPosition(text, ['title']),
        'title',
        `"${title}" is also the title of ${other} (give each study its own: visitors tell them apart by it, on cards and in search)`,
      );
    else seen.titles.set(title.toLowerCase(), file);
  }
  for (const where of findInsecureLinks(text)) {
    const [, line, url] = /^line (\d+): (.*)$/.exec(where)!;
    const column = text.split('\n')[Number(line) - 1].indexOf(url) + 1;
    add(
      {line: Number(line), column},
      'link',
      `"${url}" must start with https:// (change http to https)`,
    );
  }
  return problems;
}

/**
 * A file's name that is not lower-case letters, digits and hyphens, and the name it becomes; for
 * a picture the story names (on `lines`, from its folder `inside` the study's), the story is to
 * be changed too: renamed alone, it was "not found" at the next check.
 */
function renameMessage(name: string, inside = '', lines: number[] = []) {
  const fixed = fixedName(name);
  const where =
    lines.length === 1
      ? `line ${lines[0]}`
      : `lines ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`;
  const also =
    lines.length > 0 ? `, and write ./${inside}${fixed} where index.mdx names it, ${where}` : '';
  return `"${name}" must be lower-case letters, digits and hyphens (rename it "${fixed}"${also})`;
}

/** A picture in a study's folder to rename, which its story names nowhere: its problem. */
interface Misnamed {
  problem: Problem;
  name: string;
}

/**
 * Of the pictures to rename that a study's story names nowhere, those a missing picture's line
 * offers ("the folder has "IMG_2041.JPG", which the study shows nowhere: if it is this picture,
 * rename it "cover.jpg""): told that rename only, where they were also told another
 * ("img-2041.jpg"). `problems`: all so far, those of the study's file (`source`) among them.
 */
function dropOffered(misnamed: Misnamed[], source: string, problems: Problem[]) {
  const said = problems.filter((p) => p.file === source);
  for (const {problem, name} of misnamed)
    if (said.some((p) => offeredPictures(p.message).includes(name)))
      problems.splice(problems.indexOf(problem), 1);
}

/** The first line of a file, where a problem with the file as a whole is reported. */
const top = {line: 1, column: 1};

/** `add` puts a problem of `file` (absolute) into `problems`, naming it from the site's folder. */
function collector(siteDir: string, problems: Problem[]) {
  const rel = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
  const add = (file: string, at: {line: number; column: number}, field: string, message: string) =>
    problems.push({file: rel(file), line: at.line, column: at.column, field, message});
  return {rel, add};
}

/**
 * The files under `at` (a file, or a folder at any depth) that weigh over HEAVY_FILE_BYTES, with
 * their sizes: for what staff set aside with `_` (`_originals/`), which no page reads.
 */
function heavyFiles(at: string): {file: string; size: number}[] {
  const stat = fs.lstatSync(at, {throwIfNoEntry: false}); // a link is not followed (nor looped)
  if (!stat) return [];
  if (stat.isDirectory())
    return fs.readdirSync(at).flatMap((name) => heavyFiles(path.join(at, name)));
  return stat.size > HEAVY_FILE_BYTES ? [{file: at, size: stat.size}] : [];
}

/**
 * What a heavy file set aside is told (a warning): kept "just in case" beside a study (a camera's
 * originals, the old video), it passed, as no page reads it; but git keeps it in every copy of the
 * site, for good, at hundreds of studies gigabytes that every clone fetches.
 */
const setAsideMessage = (name: string, size: number) =>
  `"${name}" is set aside (no page shows it), and is ${(size / 1024 / 1024).toFixed(1)} MB: ${KEPT_FOR_GOOD}. Keep originals outside the site (on a shared drive) and remove it from this folder`;

/**
 * How case-studies/ is laid out: each study (its file and address), and each name or address that
 * cannot become a page (`npm run check`; under `npm start`, the terminal and the 404 page); and
 * the heavy files set aside in it (`setAside`, which `npm run check` warns of).
 */
export function studyLayout(siteDir: string) {
  const dir = path.join(siteDir, 'case-studies');
  const problems: Problem[] = [];
  const {rel, add} = collector(siteDir, problems);

  // Names and files.
  /**
   * `pictures`: the image files in a study's folder (their names), beside its index.mdx;
   * `misnamed`: those to rename that its story names nowhere (dropOffered).
   */
  const studies: {file: string; slug: string; pictures?: string[]; misnamed?: Misnamed[]}[] = [];
  /** Folders with no index.mdx that hold no studies either, with their pictures. */
  const storyless: {folder: string; name: string; pictures: string[]}[] = [];
  const setAside: {file: string; size: number}[] = [];
  const nameProblem = (
    file: string,
    name: string,
    what: string,
    inside = '',
    lines: number[] = [],
  ) => {
    if (isFileName(name)) return true;
    add(file, top, what, renameMessage(name, inside, lines));
    return false;
  };
  // By name, as the dev server reads them (a clash of `order` is reported on the later study).
  for (const entry of fs
    .readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => byStudyName(a.name, b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('_')) setAside.push(...heavyFiles(full));
    if (isSetAside(entry.name)) continue;
    if (entry.isDirectory()) {
      nameProblem(full, entry.name, 'folder name');
      const index = path.join(full, 'index.mdx');
      const hasIndex = fs.existsSync(index);
      // A folder that holds studies instead of being one (case-studies/2025/acme/index.mdx, or
      // 2025/acme.mdx beside 2025/beta.mdx): each is told to move up, and the folder is not
      // also said to lack its index.mdx.
      const grouping = !hasIndex && holdsStudies(full);
      const pictures: string[] = [];
      const misnamed: Misnamed[] = [];
      const story = hasIndex ? fs.readFileSync(index, 'utf8') : '';
      // The folder and its own folders (staff keep photos in photos/): `inside` is the path in
      // the study's folder, as the story names it (photos/team.jpg).
      const walk = (folder: string, inside: string) => {
        for (const inner of fs.readdirSync(folder, {withFileTypes: true})) {
          const name = inner.name;
          const at = path.join(folder, name);
          const rel = `${inside}${name}`;
          // Hidden and system files, and what staff set aside on purpose (_old/, _notes.mdx),
          // which no page reads.
          if (SYSTEM_FILE.test(name)) continue;
          if (name.startsWith('_')) {
            setAside.push(...heavyFiles(at));
            continue;
          }
          if (inner.isDirectory()) {
            // A study in a folder of case-studies/ (2025/acme/index.mdx), where no page is looked
            // for: its pictures are its own, not this folder's.
            if (fs.existsSync(path.join(at, 'index.mdx')))
              add(path.join(at, 'index.mdx'), top, 'folder', nestedStudy(entry.name, `${rel}/`));
            else if (nameProblem(at, name, 'folder name')) walk(at, `${rel}/`);
          } else if (VIDEO_FILE.test(name)) {
            add(
              at,
              top,
              'file',
              `"${name}" is a video: it goes to the media bucket (as case-studies/${entry.name}/${name.toLowerCase()}), not beside index.mdx, where every copy of the site would carry it for good (remove it from this folder)`,
            );
          } else if (grouping && !inside && name.endsWith('.mdx')) {
            add(at, top, 'folder', nestedStudy(entry.name, rel));
          } else if (/\.mdx?$/i.test(name) && rel !== 'index.mdx') {
            add(at, top, 'file name', extraStory(name, !hasIndex && !inside));
          } else if (rel !== 'index.mdx') {
            // One at a time: a picture to rename is not also said to be shown nowhere.
            const shown = looksLikeImage(name) ? namings(story, rel) : [];
            // Where the story writes it otherwise than its new name (`./Cover.jpg`, not
            // `./cover.jpg`, for Cover.jpg: the rule on capitals names that one).
            const lines = shown
              .filter(({written}) => written !== `${inside}${fixedName(name)}`)
              .map(({line}) => line);
            const named = nameProblem(at, name, 'file name', inside, lines);
            if (named && looksLikeImage(name)) pictures.push(rel);
            else if (looksLikeImage(name) && shown.length === 0)
              misnamed.push({problem: problems.at(-1)!, name});
          }
        }
      };
      walk(full, '');
      if (hasIndex) studies.push({file: index, slug: entry.name, pictures, misnamed});
      else if (!grouping) storyless.push({folder: full, name: entry.name, pictures});
    } else if (entry.name.endsWith('.mdx')) {
      nameProblem(full, entry.name, 'file name');
      studies.push({file: full, slug: entry.name.replace(/\.mdx$/, '')});
    } else if (entry.name.endsWith('.md') && entry.name !== 'README.md') {
      add(
        full,
        top,
        'file name',
        `"${entry.name}" is Markdown, which is not published here (put it in a folder as index.mdx)`,
      );
    }
  }

  // A folder with no story: one whose pictures another study shows, missing from its own folder,
  // is that study's old folder (GitHub's editor renames a study by moving its index.mdx alone).
  for (const {folder, name, pictures} of storyless) {
    const moved = studies.find(({file}) => {
      if (path.basename(file) !== 'index.mdx') return false;
      const text = fs.readFileSync(file, 'utf8');
      return pictures.some(
        (picture) =>
          namesFile(text, picture) && !fs.existsSync(path.join(path.dirname(file), picture)),
      );
    });
    const to = moved && path.basename(path.dirname(moved.file));
    add(
      folder,
      top,
      'folder',
      to
        ? `has no index.mdx, and holds the pictures case-studies/${to}/index.mdx shows: if the study moved to ${to}/, move its pictures there too, and add formerly: [${name}] to its front matter, so that links to /${name} still arrive`
        : 'has no index.mdx (every study folder holds its story as index.mdx)',
    );
  }

  // Route collisions: two studies at one address, or a study on a page of the site.
  const bySlug = new Map<string, string>();
  for (const {file, slug} of studies) {
    const key = slug.toLowerCase();
    const other = bySlug.get(key);
    if (other)
      add(file, top, 'address', `/${slug} is also the address of ${other} (rename one of them)`);
    else bySlug.set(key, rel(file));
    if (RESERVED.includes(key))
      add(file, top, 'address', `/${slug} is already a page of the site (choose another name)`);
  }
  return {studies, bySlug, problems, setAside};
}

/** What the `tags` field is told of each tag not in tags.yml (unknownTags, without its file). */
const tagMessages = (written: string[], tags: Map<string, Tag>) =>
  unknownTags(written, tags, '').map((line) => line.replace(/^: "tags" /, ''));

/**
 * The template's texts (./placeholders.ts), from its front matter and its story; none when the
 * site has no template.
 */
async function templateTexts(siteDir: string, compile: Compile) {
  const texts = {frontMatter: new Set<string>(), story: new Set<string>()};
  const file = path.join(siteDir, TEMPLATE_FILE);
  if (!fs.existsSync(file)) return texts;
  const {raw, body} = splitFrontMatter(fs.readFileSync(file, 'utf8'));
  for (const {text} of frontMatterTexts(yaml.load(raw))) texts.frontMatter.add(text);
  const collect = () => (tree: MdxNode) => {
    const walk = (node: MdxNode) => {
      storyTexts(node).forEach(({text}) => texts.story.add(text));
      node.children?.forEach(walk);
    };
    walk(tree);
  };
  await compile({value: body, path: file, data: {}}, {remarkPlugins: [collect]});
  return texts;
}

/**
 * Where `text` first appears in a file at or after `from` (a front matter's value is on its
 * field's line), else `from`.
 */
function textPosition(file: string, text: string, from = top) {
  const lines = file.split('\n');
  for (let i = from.line - 1; i < lines.length; i++) {
    const column = lines[i].indexOf(text, i === from.line - 1 ? from.column - 1 : 0);
    if (column >= 0) return {line: i + 1, column: column + 1};
  }
  return from;
}

/**
 * An error the MDX compiler did not raise (a fault in a check or the image pipeline): said as the
 * site's fault, with where in its code. It was reported as the study's MDX at 1:1, with the
 * advice for a tag not closed, and staff searched their story for a mistake it did not have.
 */
function checkFault(err: unknown) {
  const error = err instanceof Error ? err : new Error(String(err));
  const where = /^\s+at (.*)$/m.exec(error.stack ?? '')?.[1];
  return `stopped while reading this study: ${error.message}. This is a fault in the site's code, not a mistake in the study: ask a developer, with this line${where ? ` (at ${where})` : ''}`;
}

/**
 * A second story in a study's folder (index-old.mdx, a copy kept "just in case"; notes.md): the
 * build read an .mdx as another page, whose order and title clashed with the study's, and an .md
 * as nothing. A study's story is its one index.mdx.
 */
/** Whether a folder without index.mdx holds studies: a folder with an index.mdx, or two stories. */
function holdsStudies(folder: string): boolean {
  const entries = fs.readdirSync(folder, {withFileTypes: true});
  return (
    // At any depth (2025/q1/acme/index.mdx), bar what is set aside (_old/) or hidden.
    entries.some((entry) => {
      const inner = path.join(folder, entry.name);
      return (
        entry.isDirectory() &&
        !isSetAside(entry.name) &&
        (fs.existsSync(path.join(inner, 'index.mdx')) || holdsStudies(inner))
      );
    }) || entries.filter((entry) => entry.isFile() && entry.name.endsWith('.mdx')).length > 1
  );
}

/**
 * A study inside a folder of case-studies/ (`2025/acme/index.mdx`, `2025/acme.mdx`, or one in
 * another study's folder): the site publishes only case-studies/<name>/index.mdx and
 * case-studies/<name>.mdx, so it was on no page. `inside`: its folder (`acme/`) or file
 * (`acme.mdx`) within `parent`.
 */
function nestedStudy(parent: string, inside: string) {
  const name = path.basename(inside, '.mdx');
  const what = inside.endsWith('/') ? `its folder, "${name}/",` : `"${name}.mdx"`;
  return `a study's folder goes directly in case-studies/, and this one is inside "${parent}/", where it is on no page: move ${what} to case-studies/ (its address will be /${name})`;
}

function extraStory(name: string, alone: boolean) {
  const markdown = /\.md$/i.test(name);
  if (alone)
    return `"${name}" is ${markdown ? 'Markdown, which is not published here' : 'not read as the story'} (rename it to index.mdx)`;
  return `"${name}" is ${markdown ? 'Markdown, which is not published' : "a second story in the study's folder"}: a study's story is its one index.mdx (remove this file, as git keeps every earlier version, or, to keep it here unpublished, start its name with _, "_${name}")`;
}

/**
 * A picture in a study's folder that its index.mdx never names: it passed every check, and the
 * photo staff meant to publish was on no page (the story named another file, or the line showing
 * it was never written). Files the folder holds are published only where the story shows them.
 */
function unshownPicture(name: string) {
  const said = `"${name}" is in the study's folder, but index.mdx never shows it, so no visitor sees it`;
  if (isUsable(name))
    return `${said} (show it in the story with ![what it shows](./${name}), or remove it from the folder)`;
  // An iPhone's .heic: shown as it is, it would only stop the build for its format.
  const jpeg = `${name.replace(/\.[^.]+$/, '')}.jpg`;
  return `${said} (export it as a JPEG, ${jpeg}, and show that in the story with ![what it shows](./${jpeg}); remove this one from the folder)`;
}

export async function checkCaseStudies(
  siteDir: string,
  compile: Compile,
): Promise<{problems: Problem[]; warnings: Problem[]}> {
  const {studies, bySlug, problems, setAside} = studyLayout(siteDir);
  const {rel, add} = collector(siteDir, problems);
  /**
   * What will look wrong, though the build goes on: a soft cover, a picture not made smaller, a
   * picture far heavier than the site needs, a heavy file set aside.
   */
  const warnings: Problem[] = [];
  const {add: warn} = collector(siteDir, warnings);
  for (const {file, size} of setAside)
    warn(file, top, 'file', setAsideMessage(path.basename(file), size));

  let tags: ReturnType<typeof loadTags> | null = null;
  try {
    tags = loadTags(siteDir);
  } catch (err) {
    if (!(err instanceof TagsFileError)) throw err;
    for (const {field, message, ...at} of err.problems) {
      add(path.join(siteDir, TAGS_FILE), at, field, message);
    }
  }
  const routes = new Set([
    '/',
    '/case-studies',
    '/case-studies/tags',
    '/test',
    '/privacy',
    '/terms',
    ...[...bySlug.keys()].map((s) => `/${s}`),
  ]);
  const blocks = knownBlocks();
  const seen = studiesSoFar();
  /** Studies the home page would show (published and listed), for the featured limit. */
  const featured: {file: string; text: string; featured: boolean; order: number}[] = [];

  const links: {file: string; at: {line: number; column: number}; url: string}[] = [];
  /** The media bucket's files the stories show (clips, captions, logos), looked up at the end. */
  const clips: BucketFile[] = [];
  /** Each study's headings' addresses, by its page (`/stockboy`), for links to `#the-story`. */
  const anchors = new Map<string, Set<string>>();
  const drafts = new Set<string>();
  /** The lists (the index, each tag's) and how many published, listed studies each holds. */
  const listed = new Map<string, number>();
  const template = await templateTexts(siteDir, compile);
  // The template's tags, which every study made from it starts with: a tag renamed or removed in
  // tags.yml, the template not told, and each new study failed the check on it.
  const templateFile = path.join(siteDir, TEMPLATE_FILE);
  if (tags && fs.existsSync(templateFile)) {
    const text = fs.readFileSync(templateFile, 'utf8');
    const {tags: written} = (yaml.load(splitFrontMatter(text).raw) ?? {}) as {tags?: unknown};
    if (Array.isArray(written))
      for (const message of tagMessages(written.map(String), tags))
        add(templateFile, frontMatterPosition(text, ['tags']), 'tags', message);
  }
  /** Each study's own cover (a path beside it), in the order the studies are read. */
  const covers: {source: string; picture: string; src: string}[] = [];
  /** Each study's address and the former ones it claims (none for a draft, not published). */
  const claims: (Claim & {text: string})[] = [];

  // Every picture's header read at once, on libuv's threads: the loop below waited for each in
  // turn (its size, its width), idle between studies' compiles.
  for (const {file, pictures = []} of studies)
    for (const name of pictures) inspectImage(path.join(path.dirname(file), name)).catch(() => {});
  for (const {file, slug, pictures = [], misnamed = []} of studies) {
    const text = fs.readFileSync(file, 'utf8');
    const shown = pictures.filter((p) => namesFile(text, p));
    for (const name of pictures.filter((p) => !shown.includes(p)))
      add(path.join(path.dirname(file), name), top, 'picture', unshownPicture(name));
    // One not shown is told that first (shown, it is told this then).
    for (const name of shown) {
      const picture = path.join(path.dirname(file), name);
      const heavy = await heavyPicture(picture, name);
      if (heavy) warn(picture, top, 'picture', heavy);
    }
    const {frontMatter: fm, problems: fileProblems} = frontMatterFileProblems(
      rel(file),
      text,
      tags,
    );
    problems.push(...fileProblems, ...textRuleProblems(rel(file), text, fm, seen));
    for (const {field, text: kept} of frontMatterTexts(fm)) {
      if (template.frontMatter.has(kept))
        add(file, textPosition(text, kept), field, placeholderMessage(kept));
    }
    const formerly =
      fm.draft !== true &&
      Array.isArray(fm.formerly) &&
      !fileProblems.some((p) => p.field.startsWith('formerly'))
        ? (fm.formerly as string[])
        : [];
    claims.push({id: studyId(rel(file)), source: file, text, formerly});
    const {src: cover, position} = (fm.cover ?? {}) as {src?: unknown; position?: unknown};
    const coverWarned =
      typeof cover === 'string' ? await coverWarning(file, cover, position) : null;
    if (coverWarned)
      warn(file, frontMatterPosition(text, ['cover', 'src']), 'cover.src', coverWarned);
    if (typeof cover === 'string' && isLocal(cover))
      covers.push({
        source: rel(file),
        picture: localImageFile(file, cover),
        src: cover,
      });
    if (fm.draft === true) drafts.add(`/${slug.toLowerCase()}`);
    // A tag has a page once a published, listed study has it; a list, a page per PER_PAGE.
    if (fm.draft !== true && fm.unlisted !== true) {
      const lists = ['/case-studies'];
      if (Array.isArray(fm.tags))
        for (const key of fm.tags) if (tags?.has(String(key))) lists.push(tagPath(String(key)));
      for (const list of lists) listed.set(list, (listed.get(list) ?? 0) + 1);
    }
    if (
      typeof fm.order === 'number' &&
      fm.featured === true &&
      fm.draft !== true &&
      fm.unlisted !== true
    )
      featured.push({file, text, featured: true, order: fm.order});

    // The story: MDX syntax, blocks, images, internal links.
    const ids = new Set<string>();
    anchors.set(`/${studyId(rel(file))}`, ids);
    const collect = () => (tree: MdxNode) => {
      resolveReferences(tree); // `![The shop][shop]`: read as the picture it shows
      const checkNode = storyChecker(blocks);
      const walk = (node: MdxNode) => {
        if (node.type === 'heading' && typeof node.data?.id === 'string') ids.add(node.data.id);
        const {problems: found, links: made} = checkNode(node);
        for (const {at, field, message} of found) add(file, at ?? top, field, message);
        for (const {at, field, message} of missingImports(node, file, siteDir))
          add(file, at, field, message);
        // A path the block's rules refused is theirs to name, not also missing from the bucket.
        const refused = new Set(found.map(({field}) => field));
        clips.push(...bucketFilesOf(node, file).filter(({field}) => !refused.has(field)));
        let from = node.position?.start ?? top;
        for (const {field, text: kept} of storyTexts(node)) {
          if (!template.story.has(kept)) continue;
          // A tile's words are on its own line, after the block's start and the tile before.
          from = textPosition(text, kept, from);
          add(file, from, field, placeholderMessage(kept));
        }
        // Checked once every study is read: a link may lead to a draft read later.
        for (const {url, at} of made) links.push({file, at: at ?? top, url});
        node.children?.forEach(walk);
      };
      walk(tree);
    };
    /** Compiles `value` as the study's story, adding what the image pipeline finds; false on a
     * story the MDX compiler could not read, which is added as such. */
    const compiled = async (value: string, plugins: unknown[]) => {
      try {
        await compile(
          {value, path: file, data: {frontMatter: fm, compilerName: 'server', sourceText: text}},
          {
            remarkPlugins: [
              ...plugins,
              [
                caseStudyImages,
                {
                  quiet: true,
                  warn: (at?: typeof top, ...said: [string, string]) =>
                    warn(file, at ?? top, ...said),
                },
              ],
            ],
          },
        );
      } catch (err) {
        const error = err as {message: string};
        if (error.message.startsWith('Case-study images')) {
          for (const line of error.message.split('\n').slice(1)) {
            const m = /^(.+?):(\d+):(\d+) {2}([^:]+): (.*)$/.exec(line);
            if (m) add(file, {line: Number(m[2]), column: Number(m[3])}, m[4], m[5]);
          }
        } else {
          const problem = mdxProblem(err);
          if (!problem) add(file, top, 'check', checkFault(err));
          else {
            const {message, ...at} = problem;
            add(file, at, 'MDX', message);
            return false;
          }
        }
      }
      return true;
    };
    // A story the compiler could not read: its front matter's pictures (cover, sharing picture)
    // are still checked, with no story, so that one run names every mistake.
    // The whole file, as the build's MDX loader reads it (front matter and all, but a byte-order
    // mark an editor on Windows may write, which the bundler drops): its tree is then the build's.
    if (!(await compiled(text.replace(/^\uFEFF/, ''), [collect]))) await compiled('', []);
    dropOffered(misnamed, rel(file), problems);
  }
  const bucket = resolveSite().mediaBaseUrl;
  const {warnings: inBucket, unchecked} = await bucketWarnings(clips, bucket, siteDir);
  for (const {file, message} of inBucket) warn(file.file, file.at, file.field, message);
  // Once, at the first: the bucket, not each file, is what did not answer.
  if (unchecked.length > 0)
    warn(
      unchecked[0].file,
      unchecked[0].at,
      'media bucket',
      `${bucket} did not answer, so ${unchecked.length === 1 ? 'this file' : `this and ${unchecked.length - 1} more of its files the studies show`} could not be checked (offline?): a page shows a missing clip as "This video cannot play right now"`,
    );
  const repeated = await repeatedCovers(covers);
  for (const {source, src} of covers) {
    const other = repeated.get(source);
    if (!other) continue;
    const file = path.join(siteDir, source);
    const at = frontMatterPosition(fs.readFileSync(file, 'utf8'), ['cover', 'src']);
    add(file, at, 'cover.src', repeatedCoverMessage(src, other));
  }
  for (const [list, count] of listed)
    for (let page = 1; page <= Math.ceil(count / perPage()); page++)
      routes.add(pagePath(list, page));
  const {moves, problems: moveProblems} = formerAddresses(claims, RESERVED);
  for (const {source, message} of moveProblems) {
    const {text} = claims.find((claim) => claim.source === source)!;
    add(source, frontMatterPosition(text, ['formerly']), 'formerly', message);
  }
  // A study renamed or removed on this branch whose old address no study keeps: a warning (one
  // removed on purpose has nothing to keep).
  const kept = new Set(moves.map(({from}) => from.slice(1)));
  const {base, gone} = goneStudies(siteDir);
  for (const {from, written, to} of gone.filter(({from}) => !kept.has(from))) {
    const into = to ? claims.find((claim) => claim.id === to) : undefined;
    if (into)
      warn(
        into.source,
        top,
        'formerly',
        `this study was ${written} on ${base}: add formerly: [${from}] to its front matter, so that links to /${from} still arrive`,
      );
    else
      warn(
        path.join(siteDir, written.endsWith('/') ? `${written}index.mdx` : written),
        top,
        'study',
        `${written} is on ${base} and gone here, so /${from} would lead to the 404 page: if the study was renamed, add formerly: [${from}] to the one it became (removed on purpose: nothing to do)`,
      );
  }
  // Likewise a tag renamed or removed in tags.yml (a tag no study had had no page).
  if (tags) {
    const {base: tagsBase, gone: goneKeys} = goneTags(siteDir, tags);
    const tagsFile = path.join(siteDir, TAGS_FILE);
    const entryLines = fs.readFileSync(tagsFile, 'utf8').split(/\r?\n/);
    for (const {key, to} of goneKeys) {
      if (to)
        warn(
          tagsFile,
          {line: entryLines.findIndex((line) => line.startsWith(`${to}:`)) + 1 || 1, column: 1},
          `${to}.formerly`,
          `this tag was ${key} on ${tagsBase}: add formerly: [${key}] under it, so that links to ${tagPath(key)} still arrive`,
        );
      else
        warn(
          tagsFile,
          top,
          key,
          `the tag ${key} is on ${tagsBase} and gone here, so ${tagPath(key)} would lead to the 404 page: if the tag was renamed, add formerly: [${key}] under the one it became (removed on purpose: nothing to do)`,
        );
    }
  }
  const addresses = {
    routes,
    drafts,
    // And a renamed tag's pages (tags.yml's formerly), which its tag's pages now are.
    moved: new Map(
      [
        ...moves,
        ...tagMoves(
          [...(tags?.values() ?? [])].map((tag) => ({
            ...tag,
            pages: Math.ceil((listed.get(tag.permalink) ?? 0) / perPage()),
          })),
        ),
      ].map(({from, to}) => [from, to]),
    ),
    unusedTags: new Set(
      [...(tags?.keys() ?? [])].map(tagPath).filter((tagPage) => !routes.has(tagPage)),
    ),
    isStaticFile: (name: string) => fs.existsSync(path.join(siteDir, 'static', name)),
    anchors,
  };
  for (const {file, at, url} of links) {
    // A file's own words first: `/Users/sam/plan.pdf` is on a computer, not missing from static/.
    const problem =
      computerPathProblem(url, 'file') ??
      staticCaseProblem(siteDir, url) ??
      linkProblem(url, addresses, `/${studyId(rel(file))}`) ??
      fileLinkProblem(file, url);
    if (problem) add(file, at, 'link', problem);
  }
  for (const {card, message} of overFeatured(featured, ({file}) => studyId(rel(file)))) {
    add(card.file, frontMatterPosition(card.text, ['featured']), 'featured', message);
  }
  const byPlace = (a: Problem, b: Problem) =>
    a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
  return {problems: problems.sort(byPlace), warnings: warnings.sort(byPlace)};
}
