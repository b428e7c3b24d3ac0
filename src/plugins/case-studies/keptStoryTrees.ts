// eslint-disable-next-line @typescript-eslint/no-require-imports
const {openStoryTrees, storyKey} = require('../../../scripts/lib/story-trees.cjs') as {
  openStoryTrees: () => KeptTrees;
  storyKey: (file: string | undefined, text: string) => string;
};

/** The part of story-trees.cjs's openStoryTrees() the build uses: it only reads. */
interface KeptTrees {
  find(text: string): unknown;
}

/**
 * Remark plugin for case-study MDX: a story whose text `npm run check` has just read is not
 * parsed again. `npm run build` and `npm start` run the check first, which parses every story
 * as Docusaurus's MDX loader does (the whole file, its syntax extensions in its order, its text
 * preparation: scripts/lib/check.mjs) and keeps each tree by its text
 * (scripts/lib/story-trees.cjs). Parsing was about a tenth of a build of 300 studies, on the
 * thread everything else waits for, done twice over for the same texts.
 *
 * Only an identical text finds a tree, so a story changed since the check (under `npm start`),
 * or read otherwise (another extension, other Markdown settings), is parsed as ever. The first
 * tree found in a process is compared with the parser's own for its text: should they ever
 * differ (a Docusaurus that reads Markdown with another extension, which the check does not have
 * yet), the build says so once and parses every story itself, as it did without this.
 */

/**
 * A tree as text, to compare two: its shape, strings and numbers (and its code's BigInt and
 * RegExp literals, as written), not how the engine holds each. Not their bytes as kept: a string
 * the check cut from a file that began with a byte-order mark is held as two bytes a character,
 * and the same string read by the bundler as one, so the same tree was kept otherwise.
 */
const asText = (tree: unknown) =>
  JSON.stringify(tree, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${value}n` : value instanceof RegExp ? String(value) : value,
  );

/** The kept trees, opened at the first story (scripts/lib/story-trees.cjs). */
let trees: KeptTrees | undefined;
/** Whether the first tree found was the parser's own; false turns the kept trees off. */
let trusted: boolean | undefined;
let found = 0;
let parsed = 0;

/** How many stories this process read from the check's trees, and how many it parsed. */
export const keptTreesRead = () => ({found, parsed});

type Parser = (text: string, file: {path?: string}) => unknown;

export default function keptStoryTrees(this: {parser: Parser}) {
  const parse = this.parser;
  this.parser = (text, file) => {
    if (trusted !== false) {
      // Opened here, not when the config is read: the check that writes them may run after.
      trees ??= openStoryTrees();
      const kept = trees.find(storyKey(file.path, text));
      if (kept && trusted) {
        found++;
        return kept;
      }
      if (kept) {
        const own = parse(text, file);
        trusted = asText(own) === asText(kept);
        if (trusted) found++;
        else {
          parsed++;
          console.warn(
            `[WARNING] ${file.path}: npm run check read this story otherwise than the build does, so the build parses every story itself (slower, the same pages). scripts/lib/check.mjs should read stories as the MDX loader of @docusaurus/mdx-loader does.`,
          );
        }
        return own;
      }
    }
    parsed++;
    return parse(text, file);
  };
}
