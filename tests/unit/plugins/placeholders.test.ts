/**
 * @jest-environment node
 */
import {frontMatterTexts, storyTexts} from '../../../src/plugins/case-studies/placeholders';
import {expression} from './mdxAttribute';

test("a front matter's texts, each with its field, but those a study may share", () => {
  expect(
    frontMatterTexts({
      title: '  The headline\n of the story ',
      category: 'Brand Development',
      highlights: ['First', 'Second'],
      date: new Date('2025-01-01'),
      tags: ['brand-development'],
      order: 99,
      cover: {src: './cover.jpg', alt: 'What the cover shows'},
    }),
  ).toEqual([
    {field: 'title', text: 'The headline of the story'},
    {field: 'highlights[0]', text: 'First'},
    {field: 'highlights[1]', text: 'Second'},
    {field: 'cover.alt', text: 'What the cover shows'},
  ]);
});

test("a story's paragraphs, and the words of a block's lists but their figures", () => {
  expect(
    storyTexts({
      type: 'paragraph',
      children: [
        {type: 'text', value: 'What changed for '},
        {type: 'strong', children: [{type: 'text', value: 'the client'}]},
      ],
    }),
  ).toEqual([{field: 'text', text: 'What changed for the client'}]);
  expect(
    storyTexts({
      type: 'mdxJsxFlowElement',
      name: 'HighlightTiles',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'label', value: 'Highlights'},
        {
          type: 'mdxJsxAttribute',
          name: 'tiles',
          value: expression([{value: '3', label: 'First result'}]),
        },
      ],
    }),
  ).toEqual([{field: '<HighlightTiles tiles[0].label>', text: 'First result'}]);
  expect(storyTexts({type: 'heading', children: [{type: 'text', value: 'The challenge'}]})).toEqual(
    [],
  );
});
