import {execFileSync} from 'child_process';
import fs from 'fs';
import path from 'path';

/**
 * Studies renamed or removed since the branch this one started from, as git tells: a folder
 * renamed (in a file manager or with `git mv`) changes the study's address, and the old one, on
 * social media, in search engines and in feed readers, led to the 404 page unless the study
 * listed it in `formerly` (./moved.ts). `npm run check` warns of each one not listed.
 *
 * The branch compared with: CASE_STUDIES_BASE if set (the pull-request workflow sets HEAD^1, the
 * base branch's tip, first parent of the merge GitHub checks out); in another GitHub pull request
 * run, origin/ and the branch it goes into (GITHUB_BASE_REF); else the clone's default branch
 * (origin/HEAD). Outside a git clone, or without that branch's history, nothing.
 */

/** A study gone from the base: `from`, its folder's (or file's) name; `to`, the one it became. */
export interface GoneStudy {
  from: string;
  to?: string;
}

/** The study a path of case-studies/ is the story of (`case-studies/acme/index.mdx`: acme). */
function studyOf(file: string): string | null {
  const match = /^case-studies\/(?:([^/_.][^/]*)\/index\.mdx|([^/_.][^/]*)\.mdx)$/.exec(file);
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * The studies the base branch has and the working tree (committed or not) has no more, each with
 * the one it was renamed to when git tells; and the branch's name. None outside git.
 */
export function goneStudies(siteDir: string): {base: string; gone: GoneStudy[]} {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  const branch =
    process.env.CASE_STUDIES_BASE ||
    (process.env.GITHUB_BASE_REF ? `origin/${process.env.GITHUB_BASE_REF}` : 'origin/HEAD');
  // As staff name it: the pull request's base branch (main), else the branch compared with.
  let name = process.env.GITHUB_BASE_REF || branch;
  let changes: string;
  try {
    const base = git('merge-base', 'HEAD', branch);
    name = process.env.GITHUB_BASE_REF || git('rev-parse', '--abbrev-ref', branch) || branch;
    changes = git(
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
    gone.push(to && to !== from ? {from, to} : {from});
  }
  return {base: name, gone};
}
