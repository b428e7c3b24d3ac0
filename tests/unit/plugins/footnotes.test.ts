/**
 * @jest-environment node
 */
import caseStudyFootnotes from '../../../src/plugins/case-studies/footnotes';

const notes = {type: 'element', tagName: 'section', properties: {dataFootnotes: true}};
const blank = {type: 'text', value: '\n'};
const block = (name: string) => ({type: 'mdxJsxFlowElement', name});
const esm = {type: 'mdxjsEsm'};
const paragraph = {type: 'element', tagName: 'p', properties: {}};

/** The order of a story's top-level nodes once the plugin has run, by name. */
function order(...children: object[]) {
  const root = {type: 'root', children: [...children]};
  caseStudyFootnotes()(root as never);
  return root.children.map((node) => {
    const n = node as {type: string; tagName?: string; name?: string};
    return n.name ?? n.tagName ?? n.type;
  });
}

test("a story's notes go before the blocks that close its page", () => {
  expect(
    order(
      paragraph,
      blank,
      block('CallToAction'),
      blank,
      block('BackToStories'),
      blank,
      esm,
      notes,
    ),
  ).toEqual(['p', 'text', 'section', 'CallToAction', 'text', 'BackToStories', 'text', 'mdxjsEsm']);
});

test('a story that ends otherwise keeps its notes at its end', () => {
  expect(order(block('CallToAction'), paragraph, notes)).toEqual(['CallToAction', 'p', 'section']);
  expect(order(paragraph, block('Carousel'), notes)).toEqual(['p', 'Carousel', 'section']);
  // No notes, nothing moves.
  expect(order(paragraph, block('BackToStories'))).toEqual(['p', 'BackToStories']);
});
