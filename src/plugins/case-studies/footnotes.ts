/**
 * Rehype plugin for case-study MDX: a story's footnotes (`35%[^costs]`, and `[^costs]: The
 * client's own figures.`) go at the end of the story, before the blocks that close the page (a
 * `<CallToAction>`, `<BackToStories />`). Markdown puts them after everything, so the notes on
 * a figure came below the call to get in touch and the link back to the stories, where no reader
 * looks for them.
 */

interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

/** The blocks that close a study's page, after its story. */
const CLOSING = new Set(['CallToAction', 'BackToStories']);

const isNotes = (node: Node) =>
  node.type === 'element' &&
  node.tagName === 'section' &&
  'dataFootnotes' in (node.properties ?? {});
/** What shows nothing between the blocks: a line break, an `export` (src/plugins/images/remark.ts adds some). */
const isBlank = (node: Node) =>
  (node.type === 'text' && !node.value?.trim()) || node.type === 'mdxjsEsm';
const isClosing = (node: Node) => node.type === 'mdxJsxFlowElement' && CLOSING.has(node.name ?? '');

export default function caseStudyFootnotes() {
  return (root: Node) => {
    const children = root.children ?? [];
    const at = children.findIndex(isNotes);
    if (at < 0) return;
    // The first of the closing blocks the story ends with, before the notes.
    let first = at;
    for (let i = at - 1; i >= 0 && (isClosing(children[i]) || isBlank(children[i])); i--)
      if (isClosing(children[i])) first = i;
    if (first === at) return;
    const [notes] = children.splice(at, 1);
    children.splice(first, 0, notes);
  };
}
