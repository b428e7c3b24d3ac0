/**
 * @jest-environment node
 */
import {tagsOnLines} from '../../../src/plugins/case-studies/renamed';

test("the tags on studies' tags lines, as saved on a Mac or on Windows", () => {
  // A study saved on Windows ends its lines with CR LF: its last tag was read as "chicago]".
  expect([
    ...tagsOnLines('tags: [events, chicago]\r\ntags: [apparel]\r\ntags: [ retail ,chicago ]\n'),
  ]).toEqual(['events', 'chicago', 'apparel', 'retail']);
  expect(tagsOnLines('')).toEqual(new Set());
});

test('the tags a study writes one a line under tags:, quoted or not', () => {
  const grep = [
    'tags:',
    '  - events',
    "  - 'apparel'",
    '  - "retail"',
    'order: 3',
    '--',
    'tags:\r',
    '- chicago\r',
    'featured: false\r',
  ].join('\n');
  expect([...tagsOnLines(grep)]).toEqual(['events', 'apparel', 'retail', 'chicago']);
  // "order" and "featured" are fields, not tags; a list after another field is not the tags'.
  expect(tagsOnLines('tags: [events]\nhighlights:\n  - Brand identity')).toEqual(
    new Set(['events']),
  );
});
