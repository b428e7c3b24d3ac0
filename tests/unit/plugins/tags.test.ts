/**
 * @jest-environment node
 */
import {loadTags, TagsFileError} from '../../../src/plugins/case-studies/tags';

/** loadTags() of a tags.yml holding `lines`. */
const load = (...lines: string[]) => loadTags('/site', () => lines.join('\n'));

/** What loadTags() throws for `lines`, as the lines npm run check prints. */
function mistakes(...lines: string[]) {
  try {
    load(...lines);
  } catch (error) {
    expect(error).toBeInstanceOf(TagsFileError);
    return (error as Error).message.split('\n');
  }
  throw new Error('loadTags() took a malformed file');
}

test('reads each tag with its label, description and page', () => {
  const tags = load('# a comment', 'apparel:', '  label: Apparel', '  description: Clothes.');
  expect(tags.get('apparel')).toEqual({
    key: 'apparel',
    label: 'Apparel',
    description: 'Clothes.',
    permalink: '/case-studies/tags/apparel',
  });
});

test('a YAML mistake: one line, at the quote to fix', () => {
  expect(
    mistakes(
      'apparel:',
      '  label: "Apparel',
      '  description: Clothes.',
      'events:',
      '  label: Events',
    ),
  ).toEqual([
    'case-studies/tags.yml:2:10  YAML: the quote (") that starts this value is never closed (end the value with " too)',
  ]);
});

test("an entry without a label, or with a key in capitals: at the entry's line", () => {
  expect(
    mistakes(
      '# Tags',
      'apparel:',
      '  label: Apparel',
      '  description: Clothes.',
      'Events:',
      '  label: Events',
      '  description: Launches.',
      'Social Media:',
      '  label: Social media',
      '  description: Posts.',
      'music:',
      '  description: Records.',
    ),
  ).toEqual([
    'case-studies/tags.yml:5:1  Events: must be lower-case letters, digits and hyphens (write "events")',
    'case-studies/tags.yml:8:1  Social Media: must be lower-case letters, digits and hyphens (write "social-media")',
    'case-studies/tags.yml:11:1  music.label: is required (a line of text)',
  ]);
});

test("a tag's lines not indented under it: said as that, not as three tags", () => {
  // It was "retail.label is required", "label.label is required", "label.description ...".
  expect(
    mistakes(
      'apparel:',
      '  label: Apparel',
      '  description: Clothes.',
      'retail:',
      'label: Retail',
      'description: Shops.',
    ),
  ).toEqual([
    'case-studies/tags.yml:4:1  retail: its label and description go under it, each indented by two spaces',
    'case-studies/tags.yml:5:1  label: belongs to the tag above it: indent it by two spaces (write "  label: ...")',
    'case-studies/tags.yml:6:1  description: belongs to the tag above it: indent it by two spaces (write "  description: ...")',
  ]);
});

test("a tag's field misspelt, or its label on the tag's line, is named as that", () => {
  // Each was "retail.label: is required", which staff read as the label they had written.
  expect(
    mistakes(
      'retail:',
      '  lable: Retail',
      '  description: Shops.',
      'music:',
      '  label: Music',
      '  descripton: Records.',
      '  colour: green',
      'grocery: Grocery',
    ),
  ).toEqual([
    'case-studies/tags.yml:2:3  retail.lable: is not a field of a tag (did you mean "label"?)',
    'case-studies/tags.yml:6:3  music.descripton: is not a field of a tag (did you mean "description"?)',
    'case-studies/tags.yml:7:3  music.colour: is not a field of a tag (a tag has a label and a description)',
    'case-studies/tags.yml:8:1  grocery: its label and description go under it, each on a line indented by two spaces ("  label: Grocery", then "  description: ...")',
  ]);
});

test('a label YAML cuts at its "#" is named: it passed, and the tag read "Retail"', () => {
  expect(mistakes('retail:', '  label: Retail #1', '  description: Shops.')).toEqual([
    'case-studies/tags.yml:2:10  label: "Retail #1": YAML takes what follows "#" for a note to yourself and drops it, so this reads "Retail" (put the whole value in quotes: label: "Retail #1")',
  ]);
  // Notes on their own lines, as the file's header has them, are notes.
  expect(
    load('# Tags', 'retail:', '  # shops', '  label: "Retail #1"', '  description: Shops.').get(
      'retail',
    )?.label,
  ).toBe('Retail #1');
});
