import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {closestName} from '../../lib/closest';
import {droppedNoteMessage, droppedNotes, yamlMistake} from './yamlMistake';
import {NAME, nameFor} from './names.cjs';
import {pagePath} from './lists';
import type {Move} from './moved';

/** One entry of case-studies/tags.yml. */
export interface Tag {
  key: string;
  label: string;
  description: string;
  /** /case-studies/tags/<key> (without the base URL). */
  permalink: string;
  /**
   * The keys the tag had before it was renamed (`formerly: [events]`), when it lists any: their
   * pages send visitors on to this tag's (tagMoves).
   */
  formerly?: string[];
}

export const TAGS_FILE = 'case-studies/tags.yml';

/** The title of a tag's page, as the 404 page and a renamed tag's former page name it. */
export const tagPageTitle = (label: string) => `Case studies tagged ${label}`;

/** The address of a tag's page, without the base URL. */
export const tagPath = (key: string) => `/case-studies/tags/${key}`;

/** A mistake in case-studies/tags.yml, at its line and column. */
export interface TagsProblem {
  line: number;
  column: number;
  field: string;
  message: string;
}

/** A tags.yml that cannot be used: each problem at its place, `file:line:col  field: message`. */
export class TagsFileError extends Error {
  constructor(readonly problems: TagsProblem[]) {
    super(
      problems
        .map((p) => `${TAGS_FILE}:${p.line}:${p.column}  ${p.field}: ${p.message}`)
        .join('\n'),
    );
    this.name = 'TagsFileError';
  }
}

/** The fields every tag in tags.yml has. */
const TAG_FIELDS: ('label' | 'description')[] = ['label', 'description'];
/** And those a tag may have. */
const FIELDS = [...TAG_FIELDS, 'formerly'];

/** What `formerly` of a tag holds. */
const FORMERLY = 'is a list of the keys this tag had before it was renamed, like [events]';

/**
 * Reads the tag vocabulary. A malformed file stops the build naming the line, the entry and the
 * field (TagsFileError).
 */
export function loadTags(
  siteDir: string,
  read = (file: string) => fs.readFileSync(file, 'utf8'),
): Map<string, Tag> {
  const text = read(path.join(siteDir, TAGS_FILE));
  let raw: Record<string, unknown> | null;
  try {
    raw = yaml.load(text) as Record<string, unknown> | null;
  } catch (error) {
    throw new TagsFileError([{...yamlMistake(text, error, 1), field: 'YAML'}]);
  }
  const lines = text.split(/\r?\n/);
  /** The line (from 1) of the entry `key`, or the first. */
  const lineOf = (key: string) => lines.findIndex((line) => line.startsWith(`${key}:`)) + 1 || 1;
  /** Where the field `name` of the entry at `entryLine` is written (else the entry's line). */
  const fieldAt = (entryLine: number, name: string) => {
    const line = lines.findIndex((l, i) => i >= entryLine && l.trimStart().startsWith(`${name}:`));
    return {line: line + 1 || entryLine, column: line < 0 ? 1 : lines[line].search(/\S/) + 1};
  };
  const tags = new Map<string, Tag>();
  const problems: TagsProblem[] = [];
  const entries = Object.entries(raw ?? {});
  for (const [key, value] of entries) {
    const entry = (value ?? {}) as {label?: unknown; description?: unknown};
    const at = {line: lineOf(key), column: 1};
    // `label:` and `description:` not indented under their tag: YAML reads each as a tag.
    if (key === 'label' || key === 'description') {
      problems.push({
        ...at,
        field: key,
        message: `belongs to the tag above it: indent it by two spaces (write "  ${key}: ...")`,
      });
      continue;
    }
    if (value === null && entries.some(([other]) => other === 'label' || other === 'description')) {
      problems.push({
        ...at,
        field: key,
        message: 'its label and description go under it, each indented by two spaces',
      });
      continue;
    }
    if (!NAME.test(key)) {
      const fixed = nameFor(key);
      problems.push({
        ...at,
        field: key,
        message: `must be lower-case letters, digits and hyphens${fixed ? ` (write "${fixed}")` : ''}`,
      });
    }
    // `grocery: Grocery`: the label written on the tag's line.
    if (typeof value === 'string') {
      problems.push({
        ...at,
        field: key,
        message: `its label and description go under it, each on a line indented by two spaces ("  label: ${value.trim()}", then "  description: ...")`,
      });
      continue;
    }
    // A field misspelt (`lable:`): named with the one meant, which is then not also "required".
    const meant = new Set<string>();
    if (value && typeof value === 'object')
      for (const other of Object.keys(value).filter((k) => !FIELDS.includes(k))) {
        const close = closestName(FIELDS, other);
        if (close) meant.add(close);
        problems.push({
          ...fieldAt(at.line, other),
          field: `${key}.${other}`,
          message: `is not a field of a tag (${close ? `did you mean "${close}"?` : 'a tag has a label and a description, and formerly once renamed'})`,
        });
      }
    for (const field of TAG_FIELDS) {
      if (meant.has(field)) continue;
      if (typeof entry[field] !== 'string' || !(entry[field] as string).trim()) {
        problems.push({...at, field: `${key}.${field}`, message: 'is required (a line of text)'});
      }
    }
    const formerly = formerKeys((value as {formerly?: unknown} | null)?.formerly, (message) =>
      problems.push({...fieldAt(at.line, 'formerly'), field: `${key}.formerly`, message}),
    );
    tags.set(key, {
      key,
      label: String(entry.label ?? key),
      description: String(entry.description ?? ''),
      permalink: tagPath(key),
      ...(formerly.length > 0 && {formerly}),
    });
  }
  // A former key leads to one tag's page, and only while no tag has it.
  const claimedBy = new Map<string, string>();
  for (const tag of tags.values()) {
    for (const former of tag.formerly ?? []) {
      const said = (message: string) =>
        problems.push({
          ...fieldAt(lineOf(tag.key), 'formerly'),
          field: `${tag.key}.formerly`,
          message: `"${former}" ${message}`,
        });
      const earlier = claimedBy.get(former);
      if (former === tag.key) said("is this tag's own key (remove it from formerly)");
      else if (tags.has(former)) said('is a tag now (formerly lists keys no tag has any more)');
      else if (earlier)
        said(
          `is also a former key of ${earlier} (a visitor can be sent on to one tag only: keep it on the one that had it)`,
        );
      else claimedBy.set(former, tag.key);
    }
  }
  // A label or description YAML cut at its "#" ("Retail #1" read as "Retail").
  for (const note of droppedNotes(text))
    problems.push({
      line: note.index + 1,
      column: note.column,
      field: note.field,
      message: droppedNoteMessage(note),
    });
  if (problems.length > 0)
    throw new TagsFileError(problems.sort((a, b) => a.line - b.line || a.column - b.column));
  return tags;
}

/**
 * The keys `formerly` lists (`written`, as YAML read it), each told through `problem` when it is
 * not a key; a key listed twice is kept once.
 */
function formerKeys(written: unknown, problem: (message: string) => void): string[] {
  if (written === undefined || written === null) return [];
  // `formerly: events`, one key written without its brackets.
  if (typeof written === 'string') {
    problem(`${FORMERLY} (write "formerly: [${written.trim()}]")`);
    return [];
  }
  if (!Array.isArray(written)) {
    problem(FORMERLY);
    return [];
  }
  const keys: string[] = [];
  for (const item of written) {
    const former = String(item).trim();
    if (!NAME.test(former)) {
      // The page's whole address (https://www.example.com/case-studies/tags/events): its key.
      const fixed = /\/tags\/([^/?#]+)\/?$/.exec(former)?.[1] ?? nameFor(former);
      problem(
        `"${former}" must be a tag's former key: lower-case letters, digits and hyphens${fixed ? ` (write "${fixed}")` : ''}`,
      );
    } else if (keys.includes(former)) problem(`"${former}" is listed twice (keep one)`);
    else keys.push(former);
  }
  return keys;
}

/**
 * The keys meant by tags written as one line of text (`tags: Brand Development, chicago`): each
 * one's key if it is one, else the key or label closest to it (in any case), else as written.
 */
export function meantTags(written: string[], known: Map<string, Tag>): string[] {
  const keys = [...known.keys()];
  const byLabel = new Map([...known.values()].map((tag) => [tag.label, tag.key]));
  const labels = [...byLabel.keys()];
  return written.map((tag) => {
    const label = closestName(labels, tag);
    return closestName(keys, tag) ?? (label ? byLabel.get(label)! : tag);
  });
}

/**
 * "tags" problems of one study: each unknown tag, with the one it was renamed to, else the closest
 * known one.
 */
export function unknownTags(tags: string[], known: Map<string, Tag>, source: string): string[] {
  const renamed = new Map(
    [...known.values()].flatMap((tag) => (tag.formerly ?? []).map((key) => [key, tag.key])),
  );
  return tags
    .filter((tag) => !known.has(tag))
    .map((tag) => {
      const now = renamed.get(tag);
      if (now)
        return `${source}: "tags" has "${tag}", which ${TAGS_FILE} renamed "${now}" (write "${now}")`;
      const hint = closestName([...known.keys()], tag);
      return `${source}: "tags" has "${tag}", which is not in ${TAGS_FILE}${
        hint ? ` (did you mean "${hint}"?)` : ' (add it there first)'
      }`;
    });
}

/**
 * The pages of renamed tags: each former key's page, and each further page of its list
 * (`/page/2`, ...), sent on to the same page of the tag's (`pages`: how many its list has; a tag
 * no listed study carries has none, and its former addresses are left to the 404 page).
 */
export function tagMoves(
  tags: readonly (Pick<Tag, 'key' | 'label' | 'formerly'> & {pages: number})[],
): (Move & {title: string})[] {
  return tags.flatMap((tag) =>
    (tag.formerly ?? []).flatMap((former) =>
      Array.from({length: tag.pages}, (_, i) => ({
        from: pagePath(tagPath(former), i + 1),
        to: pagePath(tagPath(tag.key), i + 1),
        title: tagPageTitle(tag.label),
      })),
    ),
  );
}
