// What `npm run check` does (scripts/check.mjs prints it): every case study of a site checked
// without a build, and what to say of them. Loading the checks (the build's own TypeScript, the
// MDX compiler) is most of a check's time, so it is done once, when this module loads, and a
// process that checks again (a test making one mistake after another) checks for the second.
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {compile} from '@mdx-js/mdx';
import createJiti from 'jiti';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The checks are the build's own TypeScript, loaded the way Docusaurus loads its config.
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {checkCaseStudies, formatProblem, githubAnnotation} = jiti(
  path.join(ROOT, 'src/plugins/case-studies/check.ts'),
);

// A story read as Docusaurus's MDX loader reads it, with the versions it has: the whole file, its
// syntax extensions in its order (the front matter, `:::` directives, GFM's tables and links, and
// HTML comments, which it reads as MDX 1 did) and its text preparation (below). Without them the
// check stopped on a `<!-- note -->` the build takes, and so stopped the build. Read alike, a
// story's tree is the build's own: the build reads the trees this check keeps (below) instead
// of parsing each story again (src/plugins/case-studies/keptStoryTrees.ts).
const require = createRequire(import.meta.url);
const fromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
const fromLoader = createRequire(fromCore.resolve('@docusaurus/mdx-loader'));
const loaderModule = async (name) =>
  (await import(pathToFileURL(fromLoader.resolve(name)).href)).default;
const syntax = await Promise.all(
  ['remark-frontmatter', 'remark-directive', 'remark-gfm', '@slorber/remark-comment'].map(
    loaderModule,
  ),
);
// Its text preparation, with the site's settings (Docusaurus's defaults): `:::tip Title` read as
// `:::tip[Title]`, `## Heading {#id}`'s braces escaped.
const {default: prepare} = fromCore('@docusaurus/mdx-loader/lib/preprocessor');
const markdownConfig = {mdx1Compat: {comments: true, admonitions: true, headingIds: true}};
// And its headings' addresses (`## The story` is #the-story, `## Results {#results}` #results),
// which the check holds links to a heading against, as the build does.
const {default: headingIds} = fromCore('@docusaurus/mdx-loader/lib/remark/headings');
// Each story's syntax tree is kept from one check to the next (lib/story-trees.cjs): parsing is
// most of a check's time, and most stories have not changed since the last.
const {openStoryTrees, storyKey} = require('./story-trees.cjs');
const trees = openStoryTrees();
/**
 * A remark plugin, the last: the parser that the syntax plugins set up, asked only for a text
 * whose tree is not kept (kept by storyKey(), which the build finds them by).
 * @this {{parser: (text: string, file: {path: string}) => unknown}} the story's processor (unified's)
 */
function keptTrees() {
  const parse = this.parser;
  this.parser = (text, file) => trees.parse(storyKey(file.path, text), () => parse(text, file));
}
/**
 * A remark plugin, after the check's: the story's module code only (its imports and exports) goes
 * on to the compiler's later steps (to HTML's tree, then to JavaScript), which check nothing the
 * build does not but a default export given twice. Compiled whole, those steps were an eighth of
 * a check of 1,000 studies whose parses were kept.
 */
function onlyModuleCode() {
  return (tree) => ({...tree, children: tree.children.filter((node) => node.type === 'mdxjsEsm')});
}
const readAsDocusaurus = (file, options) =>
  compile(
    {
      ...file,
      value: prepare({
        fileContent: file.value,
        filePath: file.path,
        markdownConfig,
        admonitions: true,
      }),
    },
    {
      ...options,
      remarkPlugins: [
        ...syntax,
        [headingIds, {}],
        ...options.remarkPlugins,
        keptTrees,
        onlyModuleCode,
      ],
    },
  );

/**
 * Checks the case studies of this site (the folder this module is in). Returns the exit status
 * and what to print, in order: `err` lines to standard error, `out` to standard output. Nothing
 * is printed here. `warn`: problems are said, and the status is 0 all the same (`npm start`).
 * @param {{warn?: boolean, started?: number}} [options] `started`: when the run
 *   began (performance.now()), for the time it says it took
 * @returns {Promise<{status: number, said: {to: 'out' | 'err', text: string}[]}>}
 */
export async function check({warn = false, started = performance.now()} = {}) {
  const {problems, warnings} = await checkCaseStudies(ROOT, readAsDocusaurus);
  trees.save();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const count = (n, what) => `${n} ${what}${n === 1 ? '' : 's'}`;
  /** @type {{to: 'out' | 'err', text: string}[]} */
  const said = [];
  const say = (to, text) => said.push({to, text});
  // In a GitHub workflow (a pull request's checks), each line also as an annotation on its file's
  // line, where the member of staff who made the change looks.
  const annotate = (lines, kind) => {
    if (process.env.GITHUB_ACTIONS === 'true' && lines.length > 0)
      say('out', lines.map((line) => githubAnnotation(line, kind)).join('\n'));
  };
  // What will look wrong on the page, though the site builds: said first, and apart.
  if (warnings.length > 0) {
    say('err', warnings.map(formatProblem).join('\n'));
    annotate(warnings, 'warning');
    say(
      'err',
      `\ncheck: ${count(warnings.length, 'warning')} above: the site builds, and each says what to change, and why.\n`,
    );
  }
  if (problems.length === 0) {
    say(
      'out',
      `check: ${warnings.length === 0 ? 'every case study is fine' : 'nothing stops the build'} (${seconds} s)`,
    );
    return {status: 0, said};
  }
  say('err', problems.map(formatProblem).join('\n'));
  annotate(problems, 'error');
  say(
    'err',
    `\ncheck: ${count(problems.length, 'problem')} in case-studies/ (${seconds} s). Fix each line above; case-studies/README.md explains every field.`,
  );
  return {status: warn ? 0 : 1, said};
}
