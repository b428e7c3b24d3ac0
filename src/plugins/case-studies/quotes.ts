/**
 * Remark plugin for case-study MDX: a client's words, as staff write them in Markdown,
 *
 *     > The new calendar paid for itself in the first season.
 *     >
 *     > — Jordan Ellis, founder of Stockboy
 *
 * become a quotation with its source, as HTML marks one: a `<figure class="quote">` holding the
 * `<blockquote>` and, for the last line that starts with a dash (—, – or -), a `<figcaption>`
 * (the dash is the page's to draw). A quote with no such line stays a `<blockquote>`. The look is
 * the site's (`.prose blockquote`, src/css/custom.css).
 */

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  data?: {hName?: string; hProperties?: Record<string, unknown>};
}

/** Starts a quote's source line: a dash (em, en, or one or two hyphens), then a space. */
const SOURCE = /^(?:—|–|--?)\s+(?=\S)/;

/** The first words of `node`: its first text, within emphasis too (`*— Jordan Ellis*`). */
function firstText(node: Node | undefined): Node | undefined {
  if (!node || node.type === 'text') return node;
  return ['emphasis', 'strong', 'paragraph'].includes(node.type)
    ? firstText(node.children?.[0])
    : undefined;
}

/** Marks up `quote` (a blockquote) as a quotation with its source, when its last line is one. */
function withSource(quote: Node) {
  const children = quote.children ?? [];
  const last = children.at(-1);
  const first = last?.type === 'paragraph' ? firstText(last) : undefined;
  if (children.length < 2 || !first || !SOURCE.test(first.value ?? '')) return;
  first.value = first.value!.replace(SOURCE, '');
  quote.data = {...quote.data, hName: 'figure', hProperties: {className: ['quote']}};
  quote.children = [
    {type: 'blockquote', children: children.slice(0, -1)},
    {...last!, data: {...last!.data, hName: 'figcaption'}},
  ];
}

function visit(node: Node) {
  if (node.type === 'blockquote') withSource(node);
  else node.children?.forEach(visit);
}

export default function caseStudyQuotes() {
  return (tree: Node) => visit(tree);
}
