import fs from 'fs';
import path from 'path';
import {usesEmbed} from '../../lib/embeds';
import {validateCaseStudyFrontMatter} from './frontMatter';
import {FRONT_MATTER} from './frontMatterBlock.cjs';
import {unknownTags, type Tag} from './tags';
import {authorProblem} from './authors';
import {studyPath, type CaseStudyCard, type CaseStudyFrontMatter, type PagesEntry} from './types';

/** Turns "@site/case-studies/acme.mdx" (or an absolute path) into "case-studies/acme.mdx". */
function toRelativeSource(source: string, siteDir: string): string {
  const withoutAlias = source.replace(/^@site\//, '');
  return path.isAbsolute(withoutAlias)
    ? path.relative(siteDir, withoutAlias).split(path.sep).join('/')
    : withoutAlias;
}

/**
 * The order studies are read in, by `npm run check` and the dev server alike: by the name of
 * their folder (or file) in case-studies/, so both report a clash of `order` on the same study.
 */
export function byStudyName(a: string, b: string) {
  const name = (source: string) => source.replace(/^case-studies\//, '').split('/')[0];
  return name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0;
}

/**
 * The pages plugin's MDX entries, each with its source relative to the site, in the order
 * byStudyName gives.
 */
export function studyEntries(entries: PagesEntry[], siteDir: string) {
  return entries
    .filter((entry) => entry.type === 'mdx')
    .map((entry) => ({entry, source: toRelativeSource(entry.source, siteDir)}))
    .sort((a, b) => byStudyName(a.source, b.source));
}

/**
 * Finds links to other sites that are not https in a file's text (front matter and body):
 * Markdown links, JSX attributes and bare URLs. Returns "line N: url" strings.
 */
export function findInsecureLinks(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/\bhttp:\/\/[^\s)"'`<>\]}]+/g)) {
      found.push(`line ${index + 1}: ${match[0]}`);
    }
  });
  return found;
}

/** "case-studies/acme/index.mdx" → "acme"; "case-studies/acme.mdx" → "acme". */
export function studyId(relativeSource: string): string {
  const file = relativeSource.split(path.sep).join('/');
  const name = path.posix.basename(file, path.posix.extname(file));
  return name === 'index' ? path.posix.basename(path.posix.dirname(file)) : name;
}

/**
 * The folder that holds the studies (case-studies/) for a study's MDX file: above its folder for
 * `<name>/index.mdx`, beside it for `<name>.mdx`.
 */
export const studiesFolderOf = (mdxFile: string) =>
  path.basename(mdxFile) === 'index.mdx'
    ? path.dirname(path.dirname(mdxFile))
    : path.dirname(mdxFile);

/** Reads an entry's file; the plugin passes the real file system, tests pass text directly. */
export type ReadSource = (absolutePath: string) => string;
const readFromDisk: ReadSource = (file) => fs.readFileSync(file, 'utf8');

/**
 * The front matter block and the line the body starts on; the body keeps its line numbers. A
 * byte-order mark before it (Windows Notepad writes one) is not part of it, as for Docusaurus.
 */
export function splitFrontMatter(text: string): {raw: string; body: string} {
  const unmarked = text.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(unmarked);
  if (!match) return {raw: '', body: unmarked};
  return {raw: match[1], body: match[0].replace(/[^\n]/g, '') + unmarked.slice(match[0].length)};
}

/** Minutes a reader needs for a study's body (prose at 200 words a minute; at least 1). */
export function readingMinutes(text: string): number {
  const body = splitFrontMatter(text)
    .body.replace(/```[\s\S]*?```/g, '')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#*_`>[\]()-]/g, ' ');
  const words = body.split(/\s+/).filter((w) => /\w/.test(w)).length;
  return Math.max(1, Math.round(words / 200));
}

/** Newest first; the same day by title. */
export const byDateDesc = (a: CaseStudyCard, b: CaseStudyCard) =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/**
 * Validates every MDX entry of the case-studies pages instance (front matter, links and, given
 * the vocabulary, tags) and returns one card per study, unlisted ones included and marked, newest
 * first. All files are checked before failing, so one build reports every mistake.
 */
export function buildCaseStudyCards(
  entries: PagesEntry[],
  siteDir: string,
  readSource: ReadSource = readFromDisk,
  tags?: Map<string, Tag>,
): CaseStudyCard[] {
  return buildCaseStudies(entries, siteDir, readSource, tags).map((study) => study.card);
}

/** One study: its card, and its front matter as validated (the page reads this, never the raw). */
export interface Study {
  card: CaseStudyCard;
  frontMatter: CaseStudyFrontMatter;
}

/** buildCaseStudyCards, keeping each study's validated front matter beside its card. */
export function buildCaseStudies(
  entries: PagesEntry[],
  siteDir: string,
  readSource: ReadSource = readFromDisk,
  tags?: Map<string, Tag>,
  /**
   * Given (the dev server), a bad file is reported here, with what is wrong, and left out
   * instead of failing.
   */
  onInvalid?: (relativeSource: string, message: string) => void,
): Study[] {
  const errors: string[] = [];
  const cards: Study[] = [];
  const seenOrder = new Map<number, string>();

  for (const {entry, source: relativeSource} of studyEntries(entries, siteDir)) {
    try {
      const fm = validateCaseStudyFrontMatter(entry.frontMatter ?? {}, relativeSource);
      // An order places a featured study only (see textRuleProblems in ./check.ts).
      const clash = fm.featured ? seenOrder.get(fm.order) : undefined;
      if (clash) {
        throw new Error(
          `${relativeSource}: "order" must be unique among featured studies, but ${fm.order} is also used by ${clash}`,
        );
      }
      if (fm.featured) seenOrder.set(fm.order, relativeSource);
      const text = readSource(path.resolve(siteDir, relativeSource));
      const insecure = findInsecureLinks(text);
      if (insecure.length > 0) {
        throw new Error(
          insecure
            .map((where) => `${relativeSource}: links must be https URLs (${where})`)
            .join('\n'),
        );
      }
      const badTags = tags ? unknownTags(fm.tags, tags, relativeSource) : [];
      if (badTags.length > 0) throw new Error(badTags.join('\n'));
      const badAuthor = authorProblem(fm.author);
      if (badAuthor) throw new Error(`${relativeSource}: ${badAuthor}`);
      const card: CaseStudyCard = {
        id: studyId(relativeSource),
        source: relativeSource,
        permalink: studyPath(entry.permalink),
        category: fm.category,
        title: fm.title,
        subtitle: fm.subtitle,
        description: fm.description,
        highlights: fm.highlights,
        cover: fm.cover,
        metrics: fm.metrics ?? [],
        featured: fm.featured,
        order: fm.order,
        date: fm.date,
        ...(fm.updated ? {updated: fm.updated} : {}),
        ...(fm.author ? {author: fm.author} : {}),
        tags: fm.tags,
        readingMinutes: readingMinutes(text),
        unlisted: Boolean(entry.unlisted),
        hasThirdPartyEmbed: usesEmbed(text),
      };
      cards.push({card, frontMatter: fm});
    } catch (err) {
      if (onInvalid) onInvalid(relativeSource, (err as Error).message);
      else errors.push((err as Error).message);
    }
  }

  if (errors.length > 0) {
    throw new Error(
      `Invalid case-study front matter (see case-studies/README.md):\n${errors.join('\n')}`,
    );
  }
  return cards.sort((a, b) => byDateDesc(a.card, b.card));
}
