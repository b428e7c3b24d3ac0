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
