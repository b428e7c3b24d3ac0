/**
 * @jest-environment node
 */
import caseStudyQuotes from '../../../src/plugins/case-studies/quotes';

const text = (value: string) => ({type: 'text', value});
const paragraph = (value: string) => ({type: 'paragraph', children: [text(value)]});
const quote = (...lines: string[]) => ({type: 'blockquote', children: lines.map(paragraph)});

/** The story `root` after the plugin. */
const run = (root: object) => {
  caseStudyQuotes()(root as never);
  return root;
};

test('a quote whose last line starts with a dash becomes a figure, the line its caption', () => {
  for (const dash of ['—', '–', '-', '--']) {
    const story = {
      type: 'root',
      children: [quote('It paid for itself.', `${dash} Jordan Ellis, founder`)],
    };
    expect(run(story)).toEqual({
      type: 'root',
      children: [
        {
          type: 'blockquote',
          data: {hName: 'figure', hProperties: {className: ['quote']}},
          children: [
            {type: 'blockquote', children: [paragraph('It paid for itself.')]},
            {...paragraph('Jordan Ellis, founder'), data: {hName: 'figcaption'}},
          ],
        },
      ],
    });
  }
});

test('a quote with no source line, or only one line, stays a blockquote', () => {
  const plain = quote('It paid for itself.', 'And more.');
  const alone = quote('— a dash and nothing quoted');
  const dashed = quote('It paid.', '-10% costs');
  run({type: 'root', children: [plain, alone, dashed]});
  expect(plain).toEqual(quote('It paid for itself.', 'And more.'));
  expect(alone).toEqual(quote('— a dash and nothing quoted'));
  expect(dashed).toEqual(quote('It paid.', '-10% costs'));
});

test('a quote inside a block is found', () => {
  const inner = quote('It paid for itself.', '— Jordan');
  run({type: 'root', children: [{type: 'mdxJsxFlowElement', children: [inner]}]});
  expect(inner.children).toHaveLength(2);
  expect((inner as {data?: object}).data).toEqual({
    hName: 'figure',
    hProperties: {className: ['quote']},
  });
});

test('a source line in italics or bold is found, its dash dropped inside them', () => {
  const source = {
    type: 'paragraph',
    children: [{type: 'emphasis', children: [text('— Jordan Ellis'), text(', founder')]}],
  };
  const story = {type: 'blockquote', children: [paragraph('It paid for itself.'), source]};
  run({type: 'root', children: [story]});
  expect(story.children[1]).toEqual({
    type: 'paragraph',
    data: {hName: 'figcaption'},
    children: [{type: 'emphasis', children: [text('Jordan Ellis'), text(', founder')]}],
  });
});
