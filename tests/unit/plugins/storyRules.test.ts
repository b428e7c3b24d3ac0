/**
 * @jest-environment node
 */
import {createRequire} from 'module';
import {afterClosing, NOTE_KINDS, storyRules} from '../../../src/plugins/case-studies/storyRules';

const heading = (depth: number, text: string) => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value: text}],
});

/** What the rule says of each heading of a story, in order. */
const said = (...depths: number[]) => {
  const rule = storyRules();
  return depths.map((depth, i) => rule(heading(depth, `Part ${i + 1}`))[0]?.message ?? null);
};

test('a story whose headings start at ## and go down one level at a time passes', () => {
  expect(said(2, 3, 3, 2, 3, 4, 2)).toEqual(Array(7).fill(null));
  // Other nodes are not headings.
  expect(storyRules()({type: 'paragraph', children: [{type: 'text', value: '# not one'}]})).toEqual(
    [],
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

test('a list copied from a document, its items starting with •, is named at its first item', () => {
  const paragraph = (...children: {type: string; value?: string}[]) => ({
    type: 'paragraph',
    position: {start: {line: 5, column: 1}},
    children: children.map((child) => ({...child, position: {start: {line: 5, column: 1}}})),
  });
  const said = (node: ReturnType<typeof paragraph>) =>
    storyRules()(node).map(
      ({at, field, message}) => `${at?.line}:${at?.column}  ${field}: ${message}`,
    );
  expect(
    said(paragraph({type: 'text', value: 'What we did:\n• A new identity\n• Weekly content'})),
  ).toEqual([
    '6:1  list: "• A new identity" is not a list item to Markdown, so the lines run on as one: start each item with "- " (write "- A new identity")',
  ]);
  // At the paragraph's start, and after bold words and a line break.
  expect(said(paragraph({type: 'text', value: '✓ Checked'}))[0]).toContain('(write "- Checked")');
  expect(
    said(paragraph({type: 'strong'}, {type: 'text', value: '\n▪ A partner programme'}))[0],
  ).toContain('(write "- A partner programme")');
  // A mark in the middle of a line is a mark.
  expect(said(paragraph({type: 'text', value: '3 drops • 35% • one voice'}))).toEqual([]);
  expect(said(paragraph({type: 'strong'}, {type: 'text', value: ' • 35%'}))).toEqual([]);
});

test('a table copied from a spreadsheet, its cells apart by tabs, is named at its first row', () => {
  const said = (value: string) =>
    storyRules()({
      type: 'paragraph',
      position: {start: {line: 5, column: 1}},
      children: [{type: 'text', value, position: {start: {line: 5, column: 1}}}],
    } as never).map(({at, field, message}) => `${at?.line}:${at?.column}  ${field}: ${message}`);
  expect(said('Our figures:\nMeasure\tBefore\nCost\t17.5%')).toEqual([
    '6:1  table: a table copied from a spreadsheet ("Measure, Before") runs on as one line of text: write it with | between the cells and a row of --- under the first, | Measure | Before | then | --- | --- |',
  ]);
  // One tab in a line of words is not a table.
  expect(said('One\ttab here.\nAnd a line.')).toEqual([]);
});

describe('footnotes', () => {
  const text = (value: string, line = 5) => ({
    type: 'text',
    value,
    position: {start: {line, column: 1}},
  });
  const note = (label: string, line = 9) => ({
    type: 'footnoteDefinition',
    label,
    identifier: label.toLowerCase(),
    position: {start: {line, column: 1}},
  });
  const mark = (label: string) => ({
    type: 'footnoteReference',
    label,
    identifier: label.toLowerCase(),
  });
  /** What the rules say of each node of a story of `children`, in reading order. */
  const said = (...children: object[]) => {
    const rule = storyRules();
    const root = {type: 'root', children: [{type: 'paragraph', children}]};
    const lines: string[] = [];
    // Where a rule says no place, the node's own (as storyChecker does).
    const walk = (node: {
      children?: object[];
      position?: {start: {line: number; column: number}};
    }) => {
      for (const {at = node.position?.start, field, message} of rule(node as never))
        lines.push(`${at?.line}:${at?.column}  ${field}: ${message}`);
      node.children?.forEach((child) => walk(child as never));
    };
    walk(root);
    return lines;
  };

  test('a mark whose note is named otherwise is named once, with the name meant', () => {
    expect(said(text('Costs fell 35%[^costs] in a season.'), note('cost'))).toEqual([
      '5:15  [^costs]: shows as written: no footnote is named costs (did you mean [^cost]? a mark and its note are named alike)',
    ]);
    expect(said(text('Costs fell 35%[^1].'))).toEqual([
      "5:15  [^1]: shows as written: it is a footnote's mark, and the story has no note for it (write the note on a line of its own, [^1]: Where the figure comes from.)",
    ]);
  });

  test('a note no mark leads to is named; a mark and its note, in any case, pass', () => {
    expect(said(text('Costs fell 35%'), mark('Costs'), note('costs'), note('extra', 11))).toEqual([
      '11:1  [^extra]: is a note that no mark in the text leads to, so the page does not show it: put [^extra] after the words it is about',
    ]);
  });
});

test('words with --- on the line under them, which Markdown makes a heading, are named', () => {
  const underlined = (depth: number, lines: number) => ({
    ...heading(depth, 'Thanks to the whole team.'),
    position: {start: {line: 10, column: 1}, end: {line: 10 + lines - 1, column: 4}},
  });
  expect(storyRules()(underlined(2, 2))).toEqual([
    {
      field: 'heading',
      message:
        '"Thanks to the whole team." shows as a heading, because of the --- on the line under it: for a line across the page, leave an empty line above the ---; for a heading, write "## Thanks to the whole team."',
    },
  ]);
  // A heading written with #s is on one line.
  expect(storyRules()(underlined(2, 1))).toEqual([]);
});

test('a picture with no description, and a link with no words, are named', () => {
  const rule = storyRules();
  expect(rule({type: 'image', url: './shelf.jpg', alt: ''})).toEqual([
    {
      field: '![](./shelf.jpg)',
      message:
        'has no description: write what the picture shows between the brackets, like ![The team at work](./shelf.jpg)',
    },
  ]);
  expect(rule({type: 'image', url: './shelf.jpg', alt: 'The shelf'})).toEqual([]);
  // One written into the text (Google Docs's `![][image1]`) is told to be a file, with a
  // description (images/remark.ts): not also told to keep its megabytes of text and add one.
  expect(rule({type: 'image', url: 'data:image/png;base64,iVBORw0KGgo', alt: ''})).toEqual([]);
  expect(rule({type: 'image', url: './shelf.jpg', alt: 'DSC_0042'})).toEqual([
    {
      field: '![DSC_0042](./shelf.jpg)',
      message:
        '"DSC_0042" is a file\'s name, not a description: write what the picture shows (a screen reader reads it out)',
    },
  ]);
  expect(rule({type: 'image', url: './shelf.jpg', alt: 'photo'})[0].message).toMatch(
    /^"photo" says only that there is a picture/,
  );
  expect(rule({type: 'link', url: '/stockboy', children: []})).toEqual([
    {
      field: 'link',
      message: '"[](/stockboy)" has no words: write what it leads to between the brackets',
    },
  ]);
  expect(
    rule({type: 'link', url: '/stockboy', children: [{type: 'text', value: 'Stockboy'}]}),
  ).toEqual([]);
  // A picture that is a link: its description names the link.
  expect(
    rule({type: 'link', url: '/stockboy', children: [{type: 'image', url: './a.jpg', alt: 'A'}]}),
  ).toEqual([]);
});

/** What the rules say of a paragraph of `text` that starts at line 5, column 1. */
const saidOf = (text: string) => {
  const rule = storyRules();
  const at = {line: 5, column: 1};
  const paragraph = {
    type: 'paragraph',
    position: {start: at},
    children: [{type: 'text', value: text, position: {start: at}}],
  };
  return [paragraph, ...paragraph.children].flatMap((node) => rule(node));
};

test('a picture or link Markdown shows as written is named, with why and what to write', () => {
  expect(saidOf('![Team at work](./team photo.jpg)')).toEqual([
    {
      field: 'picture',
      message:
        '"![Team at work](./team photo.jpg)" shows as written, not as a picture: an address has no spaces (name the file with hyphens, then write ![Team at work](./team-photo.jpg))',
      at: {line: 5, column: 1},
    },
  ]);
  // A screenshot as a Mac names it: the name the rule of names gives the file (its dots too),
  // not one that rule then sends to be renamed again.
  expect(saidOf('![The dashboard](./Screen Shot 2026-11-30 at 10.14.22.png)')).toEqual([
    {
      field: 'picture',
      message:
        '"![The dashboard](./Screen Shot 2026-11-30 at 10.14.22.png)" shows as written, not as a picture: an address has no spaces (name the file with hyphens, then write ![The dashboard](./screen-shot-2026-11-30-at-10-14-22.png))',
      at: {line: 5, column: 1},
    },
  ]);
  expect(saidOf('Read [our brochure](https://example.com/our brochure.pdf).')).toEqual([
    {
      field: 'link',
      message:
        '"[our brochure](https://example.com/our brochure.pdf)" shows as written, not as a link: an address has no spaces (write each as %20: [our brochure](https://example.com/our%20brochure.pdf))',
      at: {line: 5, column: 6},
    },
  ]);
  expect(saidOf('Meet\n[the team] (/#team).')).toEqual([
    {
      field: 'link',
      message:
        '"[the team] (/#team)" shows as written, not as a link: nothing goes between ] and ( (write [the team](/#team))',
      at: {line: 6, column: 1},
    },
  ]);
  expect(saidOf('See [the parade](/bud billiken).')[0].message).toMatch(
    /: an address has no spaces$/,
  );
});

test('"[the shop] (www.acme.com)" is one line: what it says to write has https:// already', () => {
  // It was two: that line, and "www.acme.com" becomes a link to http://www.acme.com.
  const start = {line: 5, column: 1};
  const link = {
    type: 'link',
    url: 'http://www.acme.com',
    position: {start: {line: 5, column: 19}},
    children: [{type: 'text', value: 'www.acme.com'}],
  };
  const paragraph = {
    type: 'paragraph',
    position: {start},
    children: [
      {type: 'text', value: 'Visit [the shop] (', position: {start}},
      link,
      {type: 'text', value: ') today.'},
    ],
  };
  const rule = storyRules();
  expect(
    [paragraph, ...paragraph.children].flatMap((node) => rule(node).map((found) => found.message)),
  ).toEqual([
    '"[the shop] (www.acme.com)" shows as written, not as a link: nothing goes between ] and ( (write [the shop](https://www.acme.com))',
  ]);
  // By itself, www.acme.com is named.
  expect(storyRules()(link).map((found) => found.message)).toEqual([
    '"www.acme.com" becomes a link to http://www.acme.com, which is not secure: write https://www.acme.com',
  ]);
});

test('brackets and parentheses meant as written are not named', () => {
  expect(saidOf('It was [sic] (as the client said) a record.')).toEqual([]);
  expect(saidOf('Prices [in dollars] (2024), [note](see below).')).toEqual([]);
  expect(saidOf('A list: [a, b] and (c).')).toEqual([]);
});

test('a heading with no space after its #s, and bold with spaces inside its stars, are named', () => {
  expect(saidOf('##The results')).toEqual([
    {
      field: 'heading',
      message:
        '"##The results" shows as written, not as a heading: a space goes after the #s (write "## The results")',
    },
  ]);
  // One # is a hashtag.
  expect(saidOf('#ChicagoMade trended for a week.')).toEqual([]);
  expect(saidOf('Sales were ** really** good and **up **.')).toEqual([
    {
      field: 'bold',
      message: '"** really**" shows its stars: no space just inside them (write **really**)',
      at: {line: 5, column: 12},
    },
    {
      field: 'bold',
      message: '"**up **" shows its stars: no space just inside them (write **up**)',
      at: {line: 5, column: 33},
    },
  ]);
});

test('www.acme.com in the text, which GFM makes a link to http://, is named', () => {
  const link = (url: string, text: string) => ({
    type: 'link',
    url,
    children: [{type: 'text', value: text}],
  });
  expect(storyRules()(link('http://www.acme.com', 'www.acme.com'))).toEqual([
    {
      field: 'link',
      message:
        '"www.acme.com" becomes a link to http://www.acme.com, which is not secure: write https://www.acme.com',
    },
  ]);
  // Written https://, or a link with its own words, it is not this rule's.
  expect(storyRules()(link('https://www.acme.com', 'www.acme.com'))).toEqual([]);
  expect(storyRules()(link('https://www.acme.com', 'Acme'))).toEqual([]);
});

describe('braces, which MDX runs as code', () => {
  const expression = (value: string) => ({type: 'mdxTextExpression', value});

  test('a name in braces is named: the page would stop on it', () => {
    // `Sales grew {fast}`: the build stopped on "fast is not defined", naming only the page.
    expect(storyRules()(expression('fast'))).toEqual([
      {
        field: '{fast}',
        message:
          'MDX reads what is between { and } as code, and the page would stop ("fast is not defined"): write the words themselves, and braces meant as text as \\{ and \\}; a note to yourself goes in {/* … */}',
      },
    ]);
    expect(storyRules()({type: 'mdxFlowExpression', value: ' client.name '})[0].field).toBe(
      '{client.name}',
    );
  });

  test('a note to yourself, a literal, and the names MDX and the story define pass', () => {
    const rule = storyRules();
    for (const value of [
      '/* the quote to come */',
      "' '",
      'true',
      'props.title',
      'frontMatter',
      'Math.PI',
    ])
      expect(rule(expression(value))).toEqual([]);
    expect(
      rule({type: 'mdxjsEsm', value: "export const year = 2024;\nimport X from './x';"}),
    ).toEqual([]);
    expect(rule(expression('year'))).toEqual([]);
    expect(rule(expression('X'))).toEqual([]);
    expect(rule(expression('month'))).toHaveLength(1);
  });
});

describe('notes (:::note)', () => {
  const directive = (name: string) => ({type: 'containerDirective', name, children: []});
  const paragraph = (value: string) => ({type: 'paragraph', children: [{type: 'text', value}]});

  test("Docusaurus's kinds of note pass, and they are the ones it draws", () => {
    const rule = storyRules();
    for (const kind of NOTE_KINDS) expect(rule(directive(kind))).toEqual([]);
    const fromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
    const {DefaultAdmonitionOptions} = fromCore('@docusaurus/mdx-loader/lib/remark/admonitions');
    expect([...NOTE_KINDS].sort()).toEqual([...DefaultAdmonitionOptions.keywords].sort());
  });

  test('another name is named with the kind meant', () => {
    // The build only warned, in output nobody reads, and the text showed with no box.
    const said = (name: string) => storyRules()(directive(name))[0];
    expect(said('warn')).toEqual({
      field: ':::warn',
      message:
        'is not a kind of note, so its text shows with no box around it: write :::note, :::tip, :::info, :::warning or :::danger (did you mean ":::warning"?)',
    });
    expect(said('notte').message).toMatch(/\(did you mean ":::note"\?\)$/);
    expect(said('aside').message).toMatch(/:::danger$/);
  });

  test('an opening line shown as written is named, and its closing line not again', () => {
    const rule = storyRules();
    expect(rule(paragraph('::: info'))[0].message).toBe(
      '"::: info" shows as written, not as a note: no space goes after the colons (write ":::info")',
    );
    expect(rule(paragraph('Second.'))).toEqual([]);
    expect(rule(paragraph(':::'))).toEqual([]);
    expect(rule(paragraph(':::tip[Good to know\nThe text.\n:::'))[0].message).toBe(
      '":::tip[Good to know" shows as written, not as a note: its title in brackets is not closed (write ":::tip[Good to know]")',
    );
    // A ":::" that closes nothing.
    expect(rule(paragraph(':::'))[0].message).toBe(
      '":::" closes no note, so it shows as written: remove it, or open the note above it with a line ":::note"',
    );
  });
});

describe('the story going on below <BackToStories />, the link that closes the page', () => {
  // A study's file as staff leave it: the template's end, then a section added below it.
  const source = [
    '## The outcome', // 1
    '',
    '<CallToAction title="Talk to us">Tell us.</CallToAction>', // 3
    '',
    '<BackToStories />', // 5
    '',
    '## Photos from the launch weekend, the queue and the new menu board', // 7
    '',
    '![The queue](./queue.jpg)', // 9
  ].join('\n');
  /** A top-level node of `type` on `line` of `source`, spanning that line. */
  const at = (type: string, line: number, extra: object = {}) => {
    const lines = source.split('\n');
    const offset = lines.slice(0, line - 1).join('\n').length + (line > 1 ? 1 : 0);
    return {
      type,
      ...extra,
      position: {
        start: {line, column: 1, offset},
        end: {line, column: lines[line - 1].length + 1, offset: offset + lines[line - 1].length},
      },
    };
  };
  const outcome = at('heading', 1, {depth: 2});
  const action = at('mdxJsxFlowElement', 3, {name: 'CallToAction'});
  const back = at('mdxJsxFlowElement', 5, {name: 'BackToStories'});
  const photos = at('heading', 7, {depth: 2});
  const picture = at('paragraph', 9);

  test('a section below it is named at its first line, with where the story ends', () => {
    expect(afterClosing([outcome, action, back, photos, picture], source)).toEqual({
      field: 'story',
      message:
        '"## Photos from the launch weekend, the queue and the new..." and what follows it show below the link back to the stories (<BackToStories />, line 5), which closes the page: move them above the <CallToAction> on line 3, where the story ends',
      at: photos.position.start,
    });
    // One picture alone; and with no call to action, above the link itself.
    expect(afterClosing([outcome, back, picture], source)?.message).toBe(
      '"![The queue](./queue.jpg)" shows below the link back to the stories (<BackToStories />, line 5), which closes the page: move it above <BackToStories /> on line 5, where the story ends',
    );
  });

  test('what shows nothing may follow it: footnotes (moved above it), comments, exports', () => {
    const quiet = ['footnoteDefinition', 'mdxFlowExpression', 'mdxjsEsm', 'definition'].map(
      (type) => at(type, 9),
    );
    expect(afterClosing([outcome, action, back, ...quiet], source)).toBeNull();
    // The story ending with the link, or with no link at all.
    expect(afterClosing([outcome, action, back], source)).toBeNull();
    expect(afterClosing([outcome, photos, picture], source)).toBeNull();
    // The link twice: what follows the last one.
    expect(afterClosing([outcome, back, photos, action, back], source)).toBeNull();
  });
});
