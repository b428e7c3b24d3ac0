import fs from 'fs';
import {isBuiltin} from 'module';
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

/** Docusaurus's own module names (aliases the bundler knows, not packages): left to it. */
const DOCUSAURUS_ALIASES = /^@(theme|theme-original|theme-init|generated|docusaurus)\//;

/** The package a bare import names: `@scope/name` or `name`, without the path within it. */
const packageOf = (written: string) =>
  written
    .split('/')
    .slice(0, written.startsWith('@') ? 2 : 1)
    .join('/');

/** Whether `name` is installed where the bundler looks from `dir`: a node_modules up the tree. */
function installed(name: string, dir: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'node_modules', name))) return true;
    if (path.dirname(at) === at) return false;
  }
}

/** The site's own packages (package.json's dependencies), for "did you mean". */
function sitePackages(siteDir: string): string[] {
  try {
    const {dependencies = {}} = JSON.parse(
      fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'),
    ) as {dependencies?: Record<string, string>};
    return Object.keys(dependencies);
  } catch {
    return [];
  }
}

/** What to say of a package import the site does not have, or nothing when it does. */
function missingPackage(written: string, file: string, siteDir: string): string | null {
  if (DOCUSAURUS_ALIASES.test(written) || isBuiltin(written)) return null;
  // `https://esm.sh/…`, as some snippets do: the bundler reads no module from the web.
  if (/^[a-z][a-z\d+.-]*:/i.test(written))
    return `"${written}" is a web address, which the build does not import from, so it would stop on it (the blocks need no import: delete the line)`;
  const name = packageOf(written);
  if (installed(name, path.dirname(file))) return null;
  const close = closestName(sitePackages(siteDir), name);
  const hint = close
    ? `did you mean "${close}"? The blocks need no import: if the line is for one, delete it`
    : "the blocks need no import: delete the line; a new package is a developer's change, to package.json";
  return `package "${name}" is not installed in the site, so the build would stop on it (${hint})`;
}

/**
 * A story's own `import`s (and `export … from`s) that the bundler would not find: files,
 * `./chart.jsx` beside the study or `@site/src/...`, that are not there, and packages the site
 * does not have (`react-tweet`, copied with a snippet from elsewhere). The check passed them, and
 * the build stopped on Rspack's "Module not found: Can't resolve './chart'", with no line of the
 * story's; under `npm start` its report covered every page. The blocks need no import
 * (case-studies/README.md), so the usual fix is to delete the line. Docusaurus's own names
 * (`@theme/…`, `@docusaurus/…`) and Node's are left to the bundler, which knows them.
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
    const at = {line: source.loc.start.line, column: source.loc.start.column + 1};
    const site = written.startsWith('@site/');
    if (!site && !/^\.\.?\//.test(written)) {
      // A bare name: a package (a path from the root, `/x`, is the bundler's to refuse).
      const message = written.startsWith('/') ? null : missingPackage(written, file, siteDir);
      if (message) problems.push({at, field: 'import', message});
      continue;
    }
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
      at,
      field: 'import',
      message: `file "${written}" not found ${site ? 'in the site' : 'next to index.mdx'}, so the build would stop on it (${hint})`,
    });
  }
  return problems;
}
