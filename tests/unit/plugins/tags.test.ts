/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import {
  loadTags,
  tagMoves,
  TagsFileError,
  unknownTags,
} from '../../../src/plugins/case-studies/tags';

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
    'case-studies/tags.yml:7:3  music.colour: is not a field of a tag (a tag has a label and a description, and formerly once renamed)',
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

test('a renamed tag lists its former keys; a study still naming one is told the new key', () => {
  const tags = load(
    'events-and-activations:',
    '  label: Events and activations',
    '  description: Pop-ups.',
    '  formerly: [events, pop-ups]',
    'apparel:',
    '  label: Apparel',
    '  description: Clothes.',
  );
  expect(tags.get('events-and-activations')?.formerly).toEqual(['events', 'pop-ups']);
  expect(tags.get('apparel')).not.toHaveProperty('formerly');
  expect(unknownTags(['apparel', 'events', 'aparel'], tags, 'case-studies/acme/index.mdx')).toEqual(
    [
      'case-studies/acme/index.mdx: "tags" has "events", which case-studies/tags.yml renamed "events-and-activations" (write "events-and-activations")',
      'case-studies/acme/index.mdx: "tags" has "aparel", which is not in case-studies/tags.yml (did you mean "apparel"?)',
    ],
  );
});

test("a tag's formerly: a list of keys no tag has, each on one tag, at its line", () => {
  expect(
    mistakes(
      'events:',
      '  label: Events',
      '  description: Launches.',
      '  formerly: [events, Pop Ups, apparel, launches, launches]',
      'apparel:',
      '  label: Apparel',
      '  description: Clothes.',
      '  formerly: launches',
      'retail:',
      '  label: Retail',
      '  description: Shops.',
      '  formerly: [launches]',
      'music:',
      '  label: Music',
      '  description: Records.',
      '  formerly: {old: records}',
      'retro:',
      '  label: Retro',
      '  description: Old things.',
      '  formerly: [https://www.example.com/case-studies/tags/vintage]',
    ),
  ).toEqual([
    'case-studies/tags.yml:4:3  events.formerly: "Pop Ups" must be a tag\'s former key: lower-case letters, digits and hyphens (write "pop-ups")',
    'case-studies/tags.yml:4:3  events.formerly: "launches" is listed twice (keep one)',
    'case-studies/tags.yml:4:3  events.formerly: "events" is this tag\'s own key (remove it from formerly)',
    'case-studies/tags.yml:4:3  events.formerly: "apparel" is a tag now (formerly lists keys no tag has any more)',
    'case-studies/tags.yml:8:3  apparel.formerly: is a list of the keys this tag had before it was renamed, like [events] (write "formerly: [launches]")',
    'case-studies/tags.yml:12:3  retail.formerly: "launches" is also a former key of events (a visitor can be sent on to one tag only: keep it on the one that had it)',
    'case-studies/tags.yml:16:3  music.formerly: is a list of the keys this tag had before it was renamed, like [events]',
    'case-studies/tags.yml:20:3  retro.formerly: "https://www.example.com/case-studies/tags/vintage" must be a tag\'s former key: lower-case letters, digits and hyphens (write "vintage")',
  ]);
  // Misspelt, it is named as the field meant.
  expect(
    mistakes('events:', '  label: Events', '  description: Launches.', '  formely: [x]'),
  ).toEqual([
    'case-studies/tags.yml:4:3  events.formely: is not a field of a tag (did you mean "formerly"?)',
  ]);
});

test("a renamed tag's former pages lead to its own, page by page; one without a page, nowhere", () => {
  expect(
    tagMoves([
      {key: 'events-and-activations', label: 'Events', formerly: ['events'], pages: 2},
      {key: 'music', label: 'Music', formerly: ['records'], pages: 0},
      {key: 'apparel', label: 'Apparel', pages: 1},
    ]),
  ).toEqual([
    {
      from: '/case-studies/tags/events',
      to: '/case-studies/tags/events-and-activations',
      title: 'Case studies tagged Events',
    },
    {
      from: '/case-studies/tags/events/page/2',
      to: '/case-studies/tags/events-and-activations/page/2',
      title: 'Case studies tagged Events',
    },
  ]);
});

test("the guide's renamed tag is one tags.yml takes", () => {
  const guide = fs.readFileSync(path.join(__dirname, '../../../case-studies/README.md'), 'utf8');
  // In a list item of the guide: indented by two spaces.
  const examples = [...guide.matchAll(/^( *)```yaml\n([\s\S]*?)^ *```/gm)]
    .map(([, indent, text]) => text.replace(new RegExp(`^${indent}`, 'gm'), ''))
    .filter((text) => text.includes('formerly:'));
  expect(examples).toHaveLength(1);
  const tags = loadTags('/site', () => examples[0]);
  expect([...tags.values()].map(({key, formerly}) => [key, formerly])).toEqual([
    ['apparel-brands', ['apparel']],
  ]);
});
