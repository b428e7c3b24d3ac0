import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {closestName} from '../images/localImage';

/** One entry of case-studies/tags.yml. */
export interface Tag {
  key: string;
  label: string;
  description: string;
  /** /case-studies/tags/<key> (without the base URL). */
  permalink: string;
}

export const TAGS_FILE = 'case-studies/tags.yml';

/** The address of a tag's page, without the base URL. */
export const tagPath = (key: string) => `/case-studies/tags/${key}`;

/**
 * Reads the tag vocabulary. A malformed file stops the build naming the entry and the field.
 */
export function loadTags(
  siteDir: string,
  read = (file: string) => fs.readFileSync(file, 'utf8'),
): Map<string, Tag> {
  const raw = yaml.load(read(path.join(siteDir, TAGS_FILE))) as Record<string, unknown> | null;
  const tags = new Map<string, Tag>();
  const problems: string[] = [];
  for (const [key, value] of Object.entries(raw ?? {})) {
    const entry = (value ?? {}) as {label?: unknown; description?: unknown};
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key)) {
      problems.push(`${TAGS_FILE}: "${key}" must be lower-case letters, digits and hyphens`);
    }
    for (const field of ['label', 'description'] as const) {
      if (typeof entry[field] !== 'string' || !(entry[field] as string).trim()) {
        problems.push(`${TAGS_FILE}: "${key}.${field}" is required (a line of text)`);
      }
    }
    tags.set(key, {
      key,
      label: String(entry.label ?? key),
      description: String(entry.description ?? ''),
      permalink: tagPath(key),
    });
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return tags;
}

/** "tags" problems of one study: each unknown tag, with the closest known one. */
export function unknownTags(tags: string[], known: Map<string, Tag>, source: string): string[] {
  return tags
    .filter((tag) => !known.has(tag))
    .map((tag) => {
      const hint = closestName([...known.keys()], tag);
      return `${source}: "tags" has "${tag}", which is not in ${TAGS_FILE}${
        hint ? ` (did you mean "${hint}"?)` : ' (add it there first)'
      }`;
    });
}
