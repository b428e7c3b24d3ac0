/** The parts of an mdast node that references are made of. */
interface ReferenceNode {
  type: string;
  identifier?: string;
  label?: string | null;
  referenceType?: string;
  url?: string;
  title?: string | null;
  children?: ReferenceNode[];
}

/**
 * Markdown's reference pictures and links, `![The shop][shop]` with `[shop]: ./shop.jpg` on a line
 * of its own (as a document exported to Markdown, from Google Docs for one, writes its pictures),
 * made plain ones, `![The shop](./shop.jpg)`, so that what reads pictures and links (the image
 * pipeline, Docusaurus's links to files, the checks) reads these too. Left as they were, the
 * picture passed every check and was published as `<img src="./shop.jpg">`, which no visitor's
 * browser finds. A reference with no definition is text already (CommonMark); the first of two
 * definitions of a name counts, as in CommonMark.
 */
export function resolveReferences(root: ReferenceNode): void {
  const definitions = new Map<string, {url: string; title: string | null}>();
  const collect = (node: ReferenceNode) => {
    const id = node.identifier?.toLowerCase();
    if (node.type === 'definition' && id && typeof node.url === 'string' && !definitions.has(id))
      definitions.set(id, {url: node.url, title: node.title ?? null});
    node.children?.forEach(collect);
  };
  const resolve = (node: ReferenceNode) => {
    const reference = node.type === 'imageReference' || node.type === 'linkReference';
    const definition = reference && definitions.get(node.identifier?.toLowerCase() ?? '');
    if (definition) {
      node.type = node.type === 'imageReference' ? 'image' : 'link';
      node.url = definition.url;
      node.title = definition.title;
      delete node.identifier;
      delete node.label;
      delete node.referenceType;
    }
    node.children?.forEach(resolve);
  };
  collect(root);
  if (definitions.size > 0) resolve(root);
}
