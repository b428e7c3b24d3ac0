/**
 * @jest-environment node
 */
import {storyRules} from '../../../src/plugins/case-studies/storyRules';

const heading = (depth: number, text: string) => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value: text}],
});

/** What the rule says of each heading of a story, in order. */
const said = (...depths: number[]) => {
  const rule = storyRules();
  return depths.map((depth, i) => rule(heading(depth, `Part ${i + 1}`))?.message ?? null);
};

test('a story whose headings start at ## and go down one level at a time passes', () => {
  expect(said(2, 3, 3, 2, 3, 4, 2)).toEqual(Array(7).fill(null));
  // Other nodes are not headings.
  expect(storyRules()({type: 'paragraph', children: [{type: 'text', value: '# not one'}]})).toBe(
    null,
  );
});

test("a # heading is named: the page's title is the only one", () => {
  expect(said(1)).toEqual([
    `"# Part 1": the page's title is its only # heading; the story's start at ## (write "## Part 1")`,
  ]);
});

test('a heading that skips a level is named with the level to write', () => {
  expect(said(2, 4, 3)).toEqual([
    null,
    '"#### Part 2" comes after a level-2 heading: go down one level at a time (write "### Part 2")',
    null,
  ]);
  expect(said(3)).toEqual([
    '"### Part 1" comes after a level-1 heading: go down one level at a time (write "## Part 1")',
  ]);
});

test('a picture with no description, and a link with no words, are named', () => {
  const rule = storyRules();
  expect(rule({type: 'image', url: './shelf.jpg', alt: ''})).toEqual({
    field: '![](./shelf.jpg)',
    message:
      'has no description: write what the picture shows between the brackets, like ![The team at work](./shelf.jpg)',
  });
  expect(rule({type: 'image', url: './shelf.jpg', alt: 'The shelf'})).toBeNull();
  expect(rule({type: 'link', url: '/stockboy', children: []})).toEqual({
    field: 'link',
    message: '"[](/stockboy)" has no words: write what it leads to between the brackets',
  });
  expect(
    rule({type: 'link', url: '/stockboy', children: [{type: 'text', value: 'Stockboy'}]}),
  ).toBeNull();
  // A picture that is a link: its description names the link.
  expect(
    rule({type: 'link', url: '/stockboy', children: [{type: 'image', url: './a.jpg', alt: 'A'}]}),
  ).toBeNull();
});
