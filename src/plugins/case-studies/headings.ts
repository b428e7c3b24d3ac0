/**
 * The rule on a story's headings, for `npm run check` (./check.ts) and, under `npm start`, the
 * study's page (src/plugins/images/remark.ts). The page's title is its one top-level heading
 * (the hero's h1); the story's headings start at `##` and go down one level at a time, so that a
 * screen reader's list of headings reads as the story's outline.
 */

interface StoryNode {
  type: string;
  depth?: number;
  value?: unknown;
  children?: StoryNode[];
}

/** The words of a heading, as written. */
function textOf(node: StoryNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/**
 * Checks the headings of a story in reading order: call `next` with each node of its syntax tree,
 * in order; it returns what is wrong with a heading, or null.
 */
export function headingRule(): (node: StoryNode) => string | null {
  let previous = 1; // the page's title
  return (node) => {
    if (node.type !== 'heading' || typeof node.depth !== 'number') return null;
    const {depth} = node;
    const text = textOf(node).trim();
    const last = previous;
    previous = Math.max(depth, 2);
    if (depth === 1)
      return `"# ${text}": the page's title is its only # heading; the story's start at ## (write "## ${text}")`;
    if (depth > last + 1)
      return `"${'#'.repeat(depth)} ${text}" comes after a level-${last} heading: go down one level at a time (write "${'#'.repeat(last + 1)} ${text}")`;
    return null;
  };
}
