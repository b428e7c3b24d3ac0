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
