import {execFileSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {TAGS_FILE, type Tag} from './tags';

/**
 * Studies renamed or removed since the branch this one started from, as git tells: a folder
 * renamed (in a file manager or with `git mv`) changes the study's address, and the old one, on
 * social media, in search engines and in feed readers, led to the 404 page unless the study
 * listed it in `formerly` (./moved.ts). Likewise a tag renamed in tags.yml, whose page's address
 * is its key, unless it lists the old one in its `formerly` (./tags.ts). `npm run check` warns of
 * each one not listed.
 *
 * The branch compared with: CASE_STUDIES_BASE if set (the pull-request workflow sets HEAD^1, the
 * base branch's tip, first parent of the merge GitHub checks out); in another GitHub pull request
 * run, origin/ and the branch it goes into (GITHUB_BASE_REF); else the clone's default branch
 * (origin/HEAD). Outside a git clone, or without that branch's history, nothing.
 */

/**
 * A study gone from the base: `from`, its folder's (or file's) name; `written`, where it was
 * (`case-studies/acme/`, or `case-studies/acme.mdx` for a study written as one file); `to`, the
 * one it became.
 */
export interface GoneStudy {
  from: string;
  written: string;
  to?: string;
}

/** The study a path of case-studies/ is the story of (`case-studies/acme/index.mdx`: acme). */
function studyOf(file: string): string | null {
  const match = /^case-studies\/(?:([^/_.][^/]*)\/index\.mdx|([^/_.][^/]*)\.mdx)$/.exec(file);
  return match ? (match[1] ?? match[2]) : null;
}

/** Runs git in `dir`, answering its output (throws when git fails). */
const gitIn =
  (dir: string) =>
  (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();

/**
 * The commit this branch started from on the branch compared with (see above), and that
 * branch's name as staff know it; `base` null outside git or without its history.
 */
function branchBase(siteDir: string): {base: string | null; name: string} {
  const git = gitIn(siteDir);
  const branch =
    process.env.CASE_STUDIES_BASE ||
    (process.env.GITHUB_BASE_REF ? `origin/${process.env.GITHUB_BASE_REF}` : 'origin/HEAD');
  // As staff name it: the pull request's base branch (main), else the branch compared with.
  const name = process.env.GITHUB_BASE_REF || branch;
  try {
    const base = git('merge-base', 'HEAD', branch);
    return {
      base,
      name: process.env.GITHUB_BASE_REF || git('rev-parse', '--abbrev-ref', branch) || name,
    };
  } catch {
    return {base: null, name};
  }
}

/**
 * The studies the base branch has and the working tree (committed or not) has no more, each with
 * the one it was renamed to when git tells; and the branch's name. None outside git.
 */
export function goneStudies(siteDir: string): {base: string; gone: GoneStudy[]} {
  const {base, name} = branchBase(siteDir);
  if (!base) return {base: name, gone: []};
  let changes: string;
  try {
    changes = gitIn(siteDir)(
      'diff',
      '--relative',
      '--name-status',
      '--find-renames',
      '--diff-filter=DR',
      base,
      '--',
      'case-studies',
    );
  } catch {
    return {base: name, gone: []};
  }
  const dir = path.join(siteDir, 'case-studies');
  const gone: GoneStudy[] = [];
  for (const line of changes.split('\n').filter(Boolean)) {
    const [status, before, after] = line.split('\t');
    const from = studyOf(before);
    if (!from) continue;
    // Still there (its story deleted and written again, say): not gone.
    if (
      fs.existsSync(path.join(dir, from, 'index.mdx')) ||
      fs.existsSync(path.join(dir, `${from}.mdx`))
    )
      continue;
    const to = status.startsWith('R') && after ? studyOf(after) : null;
    const written = before.endsWith('/index.mdx') ? `case-studies/${from}/` : before;
    gone.push(to && to !== from ? {from, written, to} : {from, written});
  }
  return {base: name, gone};
}

/** A tag gone from tags.yml since the base branch: its key, and the tag it became if told. */
export interface GoneTag {
  key: string;
  /** The tag of the working tree with its label or description (renamed, it kept one). */
  to?: string;
}

/**
 * The tags studies write (`text`: their `tags:` lines and the five after each, as git grep gives
 * them): on one line (`tags: [events, chicago]`) or one a line under it (`- events`), saved with
 * Windows' line ends (CR LF) too.
 */
export function tagsOnLines(text: string): Set<string> {
  const keys = new Set<string>();
  const add = (key: string) => {
    const bare = key.trim().replace(/^(["'])(.*)\1$/, '$2');
    if (bare) keys.add(bare);
  };
  let listed = false;
  for (const line of text.split('\n').map((l) => l.replace(/\r$/, ''))) {
    const oneLine = /^tags: *\[(.*)\]/.exec(line);
    if (oneLine) oneLine[1].split(',').forEach(add);
    const item = listed ? /^ *- (.+)$/.exec(line) : null;
    if (item) add(item[1]);
    else listed = /^tags: *$/.test(line);
  }
  return keys;
}

/** A tag as goneTags() reads tags.yml. */
type TagEntry = Pick<Tag, 'key' | 'label' | 'description' | 'formerly'>;

/**
 * The tags whose page the base branch has and the working tree has not: in its tags.yml and
 * written by a study there (tagsOnLines; a tag no study had had no page), and neither a tag here
 * nor in a tag's `formerly`. Each with the tag it became when one that is new here has its label or
 * its description. None outside git.
 */
export function goneTags(
  siteDir: string,
  current: ReadonlyMap<string, TagEntry>,
): {base: string; gone: GoneTag[]} {
  const {base, name} = branchBase(siteDir);
  if (!base) return {base: name, gone: []};
  const git = gitIn(siteDir);
  let before: Record<string, {label?: unknown; description?: unknown} | null>;
  let onStudies: string;
  try {
    before = (yaml.load(git('show', `${base}:./${TAGS_FILE}`)) ?? {}) as typeof before;
    // A study has at most five tags: one a line, they are on the five lines after `tags:`.
    onStudies = git('grep', '-h', '-A5', '-E', '^tags:', base, '--', 'case-studies');
  } catch {
    return {base: name, gone: []};
  }
  const carried = tagsOnLines(onStudies);
  const kept = new Set([...current.values()].flatMap((tag) => [tag.key, ...(tag.formerly ?? [])]));
  const added = [...current.values()].filter((tag) => !(tag.key in before));
  return {
    base: name,
    gone: Object.entries(before)
      .filter(([key]) => carried.has(key) && !kept.has(key))
      .map(([key, entry]) => {
        const to = added.find(
          (tag) => tag.label === entry?.label || tag.description === entry?.description,
        );
        return to ? {key, to: to.key} : {key};
      }),
  };
}
