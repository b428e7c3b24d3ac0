/**
 * The case studies of a site folder as their front matter says, for tests that check a list
 * (index, tag pages, feeds, related studies, the home page's featured cards): they work out what
 * to expect from the studies there are, not from the three samples, because the firm's own
 * studies join and replace them and a staff pull request that adds one must stay green.
 */
import fs from 'fs';
import yaml from 'js-yaml';
import path from 'path';
import {isStudyEntry} from '../src/plugins/case-studies/names.cjs';

/** This site's folder: what the build under test was made from. */
const SITE = path.resolve(__dirname, '..');

/** Cards a list page holds: PER_PAGE, or CASE_STUDIES_PER_PAGE, as the plugin reads it. */
export {perPage} from '../src/plugins/case-studies/lists';

export interface StudyOnDisk {
  /** Its MDX file. */
  file: string;
  /** Its address: /<folder> for <folder>/index.mdx, /<name> for <name>.mdx. */
  permalink: string;
  title: string;
  /** What its card says under the title (front matter `description`). */
  description: string;
  order: number;
  date: string;
  featured: boolean;
  tags: string[];
  /** Published and listed: neither a draft nor unlisted. */
  listed: boolean;
  /** Built (not a draft). */
  published: boolean;
  /** The addresses it had before (`formerly`), each a page that sends visitors on to it. */
  formerly: string[];
  /** What its cover shows (`cover.alt`). */
  coverAlt: string;
  /** A sharing image of its own (`image`), instead of the cover. */
  image?: string;
  /** Who wrote it (`author`); none when the firm is its author. */
  author?: string;
}

/** Every study under `site`/case-studies (files and folders starting with _ or . skipped). */
export function studiesOf(site = SITE): StudyOnDisk[] {
  const dir = path.join(site, 'case-studies');
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter(isStudyEntry)
    .map((entry) =>
      entry.isDirectory() ? path.join(dir, entry.name, 'index.mdx') : path.join(dir, entry.name),
    )
    .filter((file) => fs.existsSync(file))
    .map((file) => {
      const raw = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
      // JSON schema: dates stay the strings they are written as.
      const fm = (yaml.load(raw, {schema: yaml.JSON_SCHEMA}) ?? {}) as Record<string, unknown>;
      const name =
        path.basename(file) === 'index.mdx'
          ? path.basename(path.dirname(file))
          : path.basename(file, '.mdx');
      return {
        file,
        permalink: `/${name}`,
        title: String(fm.title),
        description: String(fm.description),
        order: Number(fm.order),
        date: String(fm.date),
        featured: fm.featured === true,
        tags: Array.isArray(fm.tags) ? fm.tags.map(String) : [],
        listed: fm.draft !== true && fm.unlisted !== true,
        published: fm.draft !== true,
        formerly: Array.isArray(fm.formerly)
          ? fm.formerly.map((written) => `/${String(written).replace(/^\/+|\/+$/g, '')}`)
          : [],
        coverAlt: String((fm.cover as {alt?: unknown} | undefined)?.alt),
        image: typeof fm.image === 'string' ? fm.image : undefined,
        author: typeof fm.author === 'string' ? fm.author.trim() : undefined,
      };
    });
}

/** A published study that lists a former address (`formerly`), if any does. */
export const movedStudy = (site = SITE) =>
  studiesOf(site).find((study) => study.published && study.formerly.length > 0);

/** The studies a production build lists (index, tags, feeds, search), newest first. */
export const listedStudies = (site = SITE) =>
  newestFirst(studiesOf(site).filter((study) => study.listed));

/** Featured listed studies by `order`: the home page shows the first MAX_FEATURED. */
export const featuredStudies = (site = SITE) =>
  listedStudies(site)
    .filter((study) => study.featured)
    .sort((a, b) => a.order - b.order);

/** Newest first by `date`; the same day by title. */
const newestFirst = (studies: StudyOnDisk[]) =>
  [...studies].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

/** The index's order: featured studies pinned first by `order`, then the others newest first. */
export const indexOrder = (site = SITE) => [
  ...featuredStudies(site),
  ...listedStudies(site).filter((study) => !study.featured),
];

/**
 * Up to this many listed studies, the tests that open each study's page (a rule every story must
 * keep: its links underlined, its tables' columns, the focus seen on each stop) open them all.
 */
export const OPEN_ALL_UP_TO = 12;

/**
 * What a story shows that a rule of its page may treat apart: each block and note, tables, lists,
 * quotes, footnotes, pictures, links (and links inside a table, list or quote), code, each heading
 * level, and a byline.
 */
export function storyFeatures(study: StudyOnDisk): Set<string> {
  const text = fs.readFileSync(study.file, 'utf8');
  const story = text.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---/, '');
  const features = new Set<string>();
  const has = (name: string, pattern: RegExp) => pattern.test(story) && features.add(name);
  for (const [, name] of story.matchAll(/<([A-Z][\w.]*)/g)) features.add(`<${name}>`);
  for (const [, kind] of story.matchAll(/^:::(\w+)/gm)) features.add(`:::${kind}`);
  for (const [, level] of story.matchAll(/^(#{2,6}) /gm)) features.add(`h${level.length}`);
  has('table', /^\|.*\|\s*$/m);
  has('list', /^\s*[-*+] /m);
  has('numbered list', /^\s*\d+\. /m);
  has('quote', /^> /m);
  has('footnote', /\[\^[^\]]+\]/);
  has('picture', /!\[/);
  has('link', /[^!]\[[^\]]*\]\((?!#)/);
  has('link to a heading', /\]\(#/);
  has('link in a table', /^\|.*\]\(.*\|\s*$/m);
  has('link in a list', /^\s*(?:[-*+]|\d+\.) .*\]\(/m);
  has('link in a quote', /^> .*\]\(/m);
  has('code block', /^```/m);
  has('code', /[^`]`[^`\n]+`/);
  if (study.author) features.add('author');
  return features;
}

/**
 * The listed studies whose pages those tests open: all of them up to OPEN_ALL_UP_TO; past that
 * (the firm publishes hundreds), the fewest that still show every feature any listed story has
 * (storyFeatures), each time the one that adds the most not yet shown, newest first among equals,
 * and the newest studies up to OPEN_ALL_UP_TO beside them. So a staff pull request's tests take
 * the same time at 30 studies as at 300 (opening all 300 pages, a test outran its 30 s), and each
 * kind of content a story has is still seen on a page. In the listed order.
 */
export function storiesToOpen(site = SITE): StudyOnDisk[] {
  const listed = listedStudies(site);
  if (listed.length <= OPEN_ALL_UP_TO) return listed;
  const features = new Map(listed.map((study) => [study, storyFeatures(study)]));
  const unseen = new Set(listed.flatMap((study) => [...features.get(study)!]));
  const chosen = new Set<StudyOnDisk>();
  while (unseen.size > 0) {
    const adds = (study: StudyOnDisk) => [...features.get(study)!].filter((f) => unseen.has(f));
    const best = listed.reduce((a, b) => (adds(b).length > adds(a).length ? b : a));
    adds(best).forEach((feature) => unseen.delete(feature));
    chosen.add(best);
  }
  for (const study of listed) if (chosen.size < OPEN_ALL_UP_TO) chosen.add(study);
  return listed.filter((study) => chosen.has(study));
}
