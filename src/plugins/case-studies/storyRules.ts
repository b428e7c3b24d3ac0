/**
 * Rules on a story's Markdown that a visitor meets, for `npm run check` (./check.ts) and, under
 * `npm start`, the study's page (src/plugins/images/remark.ts):
 * - headings: the page's title is its one top-level heading (the hero's h1); the story's start
 *   at `##` and go down one level at a time, so a screen reader's list of headings reads as the
 *   story's outline;
 * - a picture has a description (its alt text), and a link has words, which are what a screen
 *   reader says for them.
 */

import {blockAttributeProblems, blockProblem, type BlockNode} from './blocks';
import {linksOf} from './links';

interface Point {
  line: number;
  column: number;
}

interface StoryNode {
  type: string;
  position?: {start: Point};
  depth?: number;
  value?: unknown;
  url?: string;
  alt?: string | null;
  children?: StoryNode[];
}

/** The words of a node, as written. */
function textOf(node: StoryNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/**
 * Checks a story in reading order: call the function it returns with each node of the story's
 * syntax tree, in order; it returns what is wrong with that node (`field`, `message`), or null.
 */
export function storyRules(): (node: StoryNode) => {field: string; message: string} | null {
  let previous = 1; // the page's title
  return (node) => {
    if (node.type === 'heading' && typeof node.depth === 'number') {
      const {depth} = node;
      const text = textOf(node).trim();
      const last = previous;
      previous = Math.max(depth, 2);
      if (depth === 1)
        return {
          field: 'heading',
          message: `"# ${text}": the page's title is its only # heading; the story's start at ## (write "## ${text}")`,
        };
      if (depth > last + 1)
        return {
          field: 'heading',
          message: `"${'#'.repeat(depth)} ${text}" comes after a level-${last} heading: go down one level at a time (write "${'#'.repeat(last + 1)} ${text}")`,
        };
    }
    if (node.type === 'image' && !node.alt?.trim())
      return {
        field: `![](${node.url})`,
        message: `has no description: write what the picture shows between the brackets, like ![The team at work](${node.url})`,
      };
    if (
      node.type === 'link' &&
      !textOf(node).trim() &&
      !node.children?.some((child) => child.type === 'image' && child.alt?.trim())
    )
      return {
        field: 'link',
        message: `"[](${node.url})" has no words: write what it leads to between the brackets`,
      };
    return null;
  };
}

/**
 * Every rule on a story, for `npm run check` and (under `npm start`) the images remark plugin:
 * call the function it returns with each node of the story's syntax tree in reading order, the
 * blocks' attributes as written. It returns the node's problems (where, field, message), by the
 * story rules above and the blocks' (./blocks.ts: `blocks` are the site's), and the links it makes.
 */
export function storyChecker(blocks: string[]) {
  const rules = storyRules();
  return (node: StoryNode & BlockNode) => {
    const at = node.position?.start;
    const problems: {at: Point | undefined; field: string; message: string}[] = [];
    const wrong = rules(node);
    if (wrong) problems.push({at, ...wrong});
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const block = blockProblem(node.name, blocks);
      if (block) problems.push({at, field: `<${node.name}>`, message: block});
      else problems.push(...blockAttributeProblems(node));
    }
    return {problems, links: linksOf(node)};
  };
}
