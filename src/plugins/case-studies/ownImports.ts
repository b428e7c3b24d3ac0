import fs from 'fs';
import path from 'path';
import {closestName} from '../../lib/closest';

/** What the bundler tries after a path with no extension (Docusaurus's resolve.extensions). */
const EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.json'];

/** What the MDX compiler keeps of an `import`/`export … from` line: its program (estree). */
interface EsmData {
  estree?: {body?: {source?: {value?: unknown; loc?: {start: Point}} | null}[]};
}
interface Point {
  line: number;
  column: number;
}

const isFile = (file: string) => fs.statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;

/** Whether the bundler finds a module at `base`: the file, with an extension, or its folder's index. */
const found = (base: string) =>
  isFile(base) ||
  EXTENSIONS.some((ext) => isFile(base + ext) || isFile(path.join(base, `index${ext}`)));

/**
 * A story's own `import`s (and `export … from`s) of files, `./chart.jsx` beside the study or
 * `@site/src/...`, that are not there: the check passed them, and the build stopped on Rspack's
 * "Module not found: Can't resolve './chart'", with no file or line of the story's. The blocks
 * need no import (case-studies/README.md), so the usual fix is to delete the line. Packages and
 * Docusaurus's own `@theme/…` are left to the bundler, which knows them.
 */
export function missingImports(
  node: {type: string; data?: unknown},
  file: string,
  siteDir: string,
): {at: Point; field: string; message: string}[] {
  if (node.type !== 'mdxjsEsm') return [];
  const problems = [];
  for (const {source} of (node.data as EsmData | undefined)?.estree?.body ?? []) {
    const written = source?.value;
    if (typeof written !== 'string' || !source?.loc) continue;
    const site = written.startsWith('@site/');
    if (!site && !/^\.\.?\//.test(written)) continue;
    const base = site
      ? path.join(siteDir, written.slice('@site/'.length))
      : path.resolve(path.dirname(file), written);
    if (found(base)) continue;
    const folder = path.dirname(base);
    const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    // Compared without extensions: "./cover" means "./cover.jpg", which it does not find.
    const stem = (name: string) => name.replace(/\.[^.]*$/, '');
    const close = closestName(names.map(stem), stem(path.basename(base)));
    const meant = close && names.find((name) => stem(name) === close);
    const hint = meant
      ? `did you mean "${written.slice(0, written.lastIndexOf('/') + 1)}${meant}"? The blocks need no import: if the line is for one, delete it`
      : 'the blocks need no import: delete the line, or add the file';
    problems.push({
      at: {line: source.loc.start.line, column: source.loc.start.column + 1},
      field: 'import',
      message: `file "${written}" not found ${site ? 'in the site' : 'next to index.mdx'}, so the build would stop on it (${hint})`,
    });
  }
  return problems;
}
