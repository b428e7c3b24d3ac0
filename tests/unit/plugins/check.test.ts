/**
 * @jest-environment node
 */
import path from 'path';
import {
  checkCaseStudies,
  formatProblem,
  githubAnnotation,
  frontMatterFileProblems,
  studiesSoFar,
  textRuleProblems,
} from '../../../src/plugins/case-studies/check';
import {namesFile} from '../../../src/plugins/images/localImage';
import {byStudyName} from '../../../src/plugins/case-studies/content';
import {NAME, isStudyEntry, nameFor} from '../../../src/plugins/case-studies/names.cjs';

const FILE = 'case-studies/acme/index.mdx';

/** A study whose front matter has `lines` (file line 2 onwards), checked without a vocabulary. */
function problems(...lines: string[]) {
  const text = ['---', ...lines, '---', '', 'The story.', ''].join('\n');
  return frontMatterFileProblems(FILE, text, null).problems.map(formatProblem);
}

describe('the lines of three hyphens around the front matter', () => {
  const FIELDS = ['title: Acme', 'order: 4', 'keywords: [brand]'];
  const check = (...lines: string[]) =>
    frontMatterFileProblems(FILE, [...lines, '', '## The story', ''].join('\n'), null).problems.map(
      formatProblem,
    );

  test('left out at the end: one line, after the last field, not each field "required"', () => {
    expect(check('---', ...FIELDS)).toEqual([
      `${FILE}:4:1  front matter: has no closing line: add a line of three hyphens, ---, after this one, before the story`,
    ]);
    // The story straight after the fields, with no empty line.
    expect(
      frontMatterFileProblems(
        FILE,
        ['---', ...FIELDS, '## The story'].join('\n'),
        null,
      ).problems.map(formatProblem),
    ).toEqual([
      `${FILE}:4:1  front matter: has no closing line: add a line of three hyphens, ---, after this one, before the story`,
    ]);
  });

  test('turned into dashes by a word processor, or one hyphen too many: each such line', () => {
    expect(check('\u2014', ...FIELDS, '\u2014')).toEqual([
      `${FILE}:1:1  front matter: starts with "\u2014", not three hyphens: write three hyphens, ---, alone on the line`,
      `${FILE}:5:1  front matter: ends with "\u2014", not three hyphens: write three hyphens, ---, alone on the line`,
    ]);
    expect(check('---', ...FIELDS, '----')).toEqual([
      `${FILE}:5:1  front matter: ends with "----", not three hyphens: write three hyphens, ---, alone on the line`,
    ]);
  });

  test('below an empty line, or with no lines at all', () => {
    expect(check('', '---', ...FIELDS, '---')).toEqual([
      `${FILE}:1:1  front matter: must start on the file's first line: remove the empty line above its ---`,
    ]);
    expect(check(...FIELDS)).toEqual([
      `${FILE}:1:1  front matter: must sit between two lines of three hyphens, ---: add one above this line, and one after the last field, before the story`,
    ]);
  });

  test('spaces after the hyphens, which Docusaurus reads past, are no mistake', () => {
    expect(check('--- ', ...FIELDS, '---\t ')).toEqual(check('---', ...FIELDS, '---'));
    expect(check('---', ...FIELDS, '---')).not.toContainEqual(
      expect.stringContaining('front matter:'),
    );
  });

  test('a story with no front matter that starts with text is told each field it lacks', () => {
    expect(check('Note: a story pasted alone.')[0]).toBe(`${FILE}:1:1  title: is required`);
  });
});

describe('a front matter that is not YAML', () => {
  test('an unclosed quote is found where it opens, not at the end', () => {
    expect(problems('title: "Acme, a better brand', 'order: 4', 'featured: false')).toEqual([
      `${FILE}:2:8  front matter: is not valid YAML: the quote (") that starts this value is never closed (end the value with " too)`,
    ]);
  });

  test('a quote inside a quoted value: YAML says "bad indentation"; this says which quote', () => {
    expect(problems('title: "Acme, a "better" brand"', 'order: 4')).toEqual([
      `${FILE}:2:17  front matter: is not valid YAML: this " ends the value, but the line goes on (write \\" for a quote inside "...", or put the value in '...')`,
    ]);
    expect(problems('title: Acme', "subtitle: 'Acme's story'")).toEqual([
      `${FILE}:3:16  front matter: is not valid YAML: this ' ends the value, but the line goes on (write '' for a quote inside '...', or put the value in "...")`,
    ]);
  });

  test('in a list, and in single quotes', () => {
    expect(problems('title: Acme', 'highlights:', "  - 'Brand identity", '  - Two')).toEqual([
      `${FILE}:4:5  front matter: is not valid YAML: the quote (') that starts this value is never closed (end the value with ' too)`,
    ]);
    expect(problems('title: Acme', 'tags: ["apparel", "chicago]', 'order: 4')).toEqual([
      `${FILE}:3:19  front matter: is not valid YAML: the quote (") that starts this value is never closed (end the value with " too)`,
    ]);
  });

  test('quotes closed on their line, and apostrophes in plain text, are not taken for one', () => {
    expect(
      problems(
        'description: It\'s the city\'s "best" label',
        "subtitle: 'Acme''s story'",
        'title: "Acme',
      ),
    ).toEqual([
      `${FILE}:4:8  front matter: is not valid YAML: the quote (") that starts this value is never closed (end the value with " too)`,
    ]);
  });

  test('other YAML mistakes: one line at the place YAML names, and no line per field', () => {
    expect(problems('title: Acme', 'metrics:', '  - value: 35%', '      label: Cost')).toEqual([
      `${FILE}:5:12  front matter: is not valid YAML: bad indentation of a mapping entry (check the indentation and the quotes)`,
    ]);
    expect(problems('title: Acme', 'order 4', 'featured: false')).toHaveLength(1);
  });

  test('a quote never closed, where a quote further on closed it: found where it opens', () => {
    // YAML read on to the next quote and stopped lines later: "bad indentation" at 5:12.
    expect(
      problems("title: 'Acme, a better brand", 'metrics:', "  - value: '3'", '    label: Drops'),
    ).toEqual([
      `${FILE}:2:8  front matter: is not valid YAML: the quote (') that starts this value is never closed (end the value with ' too)`,
    ]);
  });

  test('a value with ": " in it: in quotes, as the line shows', () => {
    // YAML said "bad indentation of a mapping entry (check the indentation and the quotes)".
    expect(problems('title: Acme: a better brand', 'order: 4')).toEqual([
      `${FILE}:2:8  front matter: is not valid YAML: a value with ": " in it goes in quotes (write title: "Acme: a better brand")`,
    ]);
    expect(problems('title: Acme', 'cover:', '  alt: The shop: a shelf of "drops"')).toEqual([
      `${FILE}:4:8  front matter: is not valid YAML: a value with ": " in it goes in quotes (write alt: 'The shop: a shelf of "drops"')`,
    ]);
  });

  test('a key with no space after its colon, a key written twice, a tab: said in plain words', () => {
    // YAML said "end of the stream or a document separator is expected", on the line after.
    expect(problems('title:Acme, a better brand', 'order: 4')).toEqual([
      `${FILE}:2:7  front matter: is not valid YAML: a space goes after the colon (write "title: Acme, a better brand")`,
    ]);
    expect(problems('title: Acme', 'cover:', '  src:./cover.jpg', '  alt: A shelf')).toEqual([
      `${FILE}:4:7  front matter: is not valid YAML: a space goes after the colon (write "src: ./cover.jpg")`,
    ]);
    expect(problems('title: Acme', 'order: 4', 'featured: false', 'order: 5')).toEqual([
      `${FILE}:5:1  front matter: is not valid YAML: "order" is written twice (keep one)`,
    ]);
    expect(problems('title: Acme', 'highlights:', '\t- One', '\t- Two')).toEqual([
      `${FILE}:4:1  front matter: is not valid YAML: this line is indented with a tab: indent with spaces`,
    ]);
    // An address's colon is not a key's.
    expect(
      problems('title: Acme', 'cover:', '  src: https://example.com/a.jpg', ' alt: x'),
    ).toEqual([
      `${FILE}:5:2  front matter: is not valid YAML: bad indentation of a mapping entry (check the indentation and the quotes)`,
    ]);
  });
});

describe('text YAML takes for a note (after " #") and drops', () => {
  const notes = (...lines: string[]) => problems(...lines).filter((p) => p.includes('YAML takes'));

  test('after a value, or as the whole value: at the value, with what is kept and what to write', () => {
    // Passed: the title was published as "Chicago's".
    expect(
      notes(
        "title: Chicago's #1 brand",
        'highlights:',
        '  - #1 in the city',
        'metrics:',
        '  - value: #1',
        '    label: Rank',
      ),
    ).toEqual([
      `${FILE}:2:8  title: "Chicago's #1 brand": YAML takes what follows "#" for a note to yourself and drops it, so this reads "Chicago's" (put the whole value in quotes: title: "Chicago's #1 brand")`,
      `${FILE}:4:5  highlights: "#1 in the city": YAML takes what follows "#" for a note to yourself and drops it, so this reads as empty (put the whole value in quotes: - "#1 in the city")`,
      `${FILE}:6:12  value: "#1": YAML takes what follows "#" for a note to yourself and drops it, so this reads as empty (put the whole value in quotes: value: "#1")`,
    ]);
    // What the schema says of an emptied value follows from it: not said as well.
    expect(
      problems('title: #1', 'metrics:', '  - value: #1', '    label: Rank').filter((p) =>
        / {2}(title|value|metrics)/.test(p),
      ),
    ).toHaveLength(2);
  });

  test("said in the file's order, with the fields' other problems", () => {
    // The note was said last, after lines further down (the terminal under npm start).
    const said = problems('title: Acme #1', 'order: x', 'date: 18/03/2025');
    const lines = said.map((p) => Number(/:(\d+):\d+ {2}/.exec(p)![1]));
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(said.some((p) => p.startsWith(`${FILE}:2:8  title:`))).toBe(true);
  });

  test('a "#" YAML keeps, and notes that lose nothing, are not named', () => {
    expect(
      notes(
        '# A note on its own line',
        'title: "Chicago\'s #1 brand"',
        "subtitle: 'The #1 label'",
        'description: >',
        "  Chicago's #1 label, in a block",
        '  # kept too',
        'client: Acme#1',
        'image: https://example.com/share.jpg#top',
        'order: 4 # first on the index',
        'featured: true # on the home page',
        'tags:',
        '  - apparel # the main one',
      ),
    ).toEqual([]);
  });
});

describe('tags', () => {
  const key = 'brand-development';
  const tags = new Map([
    [key, {key, label: 'Brand development', description: 'Identity.', permalink: `/t/${key}`}],
  ]);
  test("a tag's label written for its key: one line, with the key to write", () => {
    const text = [
      '---',
      'tags: [Brand Development, brand-development, brand-development]',
      '---',
      '',
    ];
    expect(
      frontMatterFileProblems(FILE, text.join('\n'), tags)
        .problems.filter((p) => p.field.startsWith('tags'))
        .map(formatProblem),
    ).toEqual([
      `${FILE}:2:1  tags[2]: "brand-development" is listed twice (keep one)`,
      `${FILE}:2:1  tags: has "Brand Development", which is not in case-studies/tags.yml (did you mean "brand-development"?)`,
    ]);
  });

  test('tags written as one line of labels: the list to write, in keys', () => {
    const vocabulary = new Map([
      ...tags,
      ['events', {key: 'events', label: 'Events and activations', description: '', permalink: ''}],
    ]);
    const text = ['---', 'tags: Brand Development, events and activations, Streetwear', '---', ''];
    expect(
      frontMatterFileProblems(FILE, text.join('\n'), vocabulary)
        .problems.filter((p) => p.field.startsWith('tags'))
        .map(formatProblem),
    ).toEqual([
      // A word no tag is close to stays as written: the next check names it.
      `${FILE}:2:1  tags: must be a list: each item on its own line, starting with "- ", or [first, second] (write tags: [brand-development, events, Streetwear])`,
    ]);
  });
});

describe('a field of the wrong kind', () => {
  test('a list written on one line without brackets: one line, with the list to write', () => {
    expect(problems('tags: brand-development, chicago').filter((p) => p.includes('tags'))).toEqual([
      `${FILE}:2:1  tags: must be a list: each item on its own line, starting with "- ", or [first, second] (write tags: [brand-development, chicago])`,
    ]);
    expect(problems('highlights: Brand identity').filter((p) => p.includes('highlights'))).toEqual([
      `${FILE}:2:1  highlights: must be a list: each item on its own line, starting with "- ", or [first, second] (write highlights: [Brand identity])`,
    ]);
  });

  test('former addresses written as whole addresses: the names to write, as a list', () => {
    expect(
      problems('formerly: https://www.example.com/Stockboy-Chicago/, /stock-boy').filter((p) =>
        p.includes('formerly'),
      ),
    ).toEqual([
      `${FILE}:2:1  formerly: must be a list: each item on its own line, starting with "- ", or [first, second] (write formerly: [stockboy-chicago, stock-boy])`,
    ]);
    expect(
      problems('formerly: [https://www.example.com/Stockboy-Chicago]').filter((p) =>
        p.includes('formerly'),
      ),
    ).toEqual([
      `${FILE}:2:1  formerly[0]: must be an address the study had before, its folder's old name: lower case, hyphens, like stockboy-chicago (write stockboy-chicago)`,
    ]);
  });

  test('a list written on one line with a "#": the list to write, the "#" item in quotes', () => {
    // Not "put the whole value in quotes", which would still be text, not a list.
    expect(
      problems('keywords: streetwear, #1 brand').filter((p) => p.includes('keywords')),
    ).toEqual([
      `${FILE}:2:11  keywords: must be a list: each item on its own line, starting with "- ", or [first, second] (write keywords: [streetwear, '#1 brand'])`,
    ]);
  });
});

describe('rules across studies (npm run check, and the pages of npm start)', () => {
  const study = (order: number, body = 'The story.', featured = true) =>
    ['---', 'title: Acme', `order: ${order}`, `featured: ${featured}`, '---', '', body, ''].join(
      '\n',
    );
  const check = (files: [string, string][]) => {
    const seen = studiesSoFar();
    return files.flatMap(([file, text]) =>
      textRuleProblems(
        file,
        text,
        {order: Number(/order: (\d+)/.exec(text)![1]), featured: /featured: true/.test(text)},
        seen,
      ).map(formatProblem),
    );
  };

  test("a featured study's order used twice is named on the study read second, with the first", () => {
    expect(
      check([
        ['case-studies/acme/index.mdx', study(4)],
        ['case-studies/bolt/index.mdx', study(5)],
        ['case-studies/crest/index.mdx', study(4)],
      ]),
    ).toEqual([
      'case-studies/crest/index.mdx:3:1  order: 4 is also the order of case-studies/acme/index.mdx, featured too (pick a number no other featured study uses)',
    ]);
  });

  test('studies that are not featured may share an order, which places featured studies only', () => {
    // Two pull requests, each adding a study given the next number by npm run new:case-study:
    // each passed, and once both were merged every build stopped.
    expect(
      check([
        ['case-studies/acme/index.mdx', study(4)],
        ['case-studies/bolt/index.mdx', study(7, 'Bolt.', false)],
        ['case-studies/crest/index.mdx', study(7, 'Crest.', false)],
        ['case-studies/dune/index.mdx', study(4, 'Dune.', false)],
      ]),
    ).toEqual([]);
  });

  test('an http link, at its place', () => {
    expect(
      check([['case-studies/acme.mdx', study(1, 'See [the shop](http://a.example/x).')]]),
    ).toEqual([
      'case-studies/acme.mdx:7:16  link: "http://a.example/x" must start with https:// (change http to https)',
    ]);
  });

  test("the check (folder names) and the dev server (pages' sources) read studies in one order", () => {
    const names = ['zeta', 'acme.mdx', 'acme-b', 'Acme'];
    const sources = [
      'case-studies/zeta/index.mdx',
      'case-studies/acme.mdx',
      'case-studies/acme-b/index.mdx',
      'case-studies/Acme/index.mdx',
    ];
    const sortedNames = [...names].sort(byStudyName);
    expect(sortedNames).toEqual(['Acme', 'acme-b', 'acme.mdx', 'zeta']);
    expect([...sources].sort(byStudyName).map((s) => s.split('/')[1])).toEqual(sortedNames);
  });
});

test('a name as staff write it, written as an address', () => {
  for (const [written, name] of [
    ['Acme Spring Launch', 'acme-spring-launch'],
    ["Café Olé's", 'cafe-oles'],
    ['Acme’s  rebrand (2025)', 'acmes-rebrand-2025'],
    ['IMG_2041', 'img-2041'],
    ['--acme--', 'acme'],
    ['acme-rebrand', 'acme-rebrand'],
  ]) {
    expect([written, nameFor(written)]).toEqual([written, name]);
    expect(NAME.test(name)).toBe(true);
  }
  expect(nameFor('!!!')).toBe('');
});

test('what in case-studies/ is a study: a folder or an .mdx file, not set aside or hidden', () => {
  const entry = (name: string, folder = false) => ({name, isDirectory: () => folder});
  const studies = [
    entry('acme', true),
    entry('acme.mdx'),
    entry('_old', true),
    entry('_template.mdx'),
    entry('.git', true),
    entry('.draft.mdx'),
    entry('tags.yml'),
    entry('README.md'),
    entry('notes.md'),
  ].filter(isStudyEntry);
  expect(studies.map((e) => e.name)).toEqual(['acme', 'acme.mdx']);
});

describe("pictures in a study's folder", () => {
  test('a picture is shown where the study names it: cover, story, block, or a comment', () => {
    for (const text of [
      'cover:\n  src: ./team.jpg',
      '![The team](./team.jpg)',
      '![The team](team.jpg "At work")',
      '<MediaFigure src="./team.jpg" />',
      "<Video poster='./team.jpg' />",
      '{/* ![The team](./team.jpg) for later */}',
    ])
      expect([text, namesFile(text, 'team.jpg')]).toEqual([text, true]);
  });

  test('a name inside another name is not the picture', () => {
    for (const text of [
      '![](./old-team.jpg)',
      '![](./team.jpg.png)',
      '![](./team.jpgx)',
      '![](./dreamteam.jpg)',
      // A dot in the name is a dot, not any character.
      '![](./team-jpg)',
    ])
      expect([text, namesFile(text, 'team.jpg')]).toEqual([text, false]);
  });
});

test("a fault in the check's own code is said as the site's, not as the study's MDX", async () => {
  // It was "MDX: <the error> (a tag not closed, or a { or < ...)" at 1:1 of the study.
  const root = path.resolve(__dirname, '../../..');
  const compile = async ({path: file}: {path: string}) => {
    if (file.endsWith(path.join('stockboy', 'index.mdx')))
      throw new TypeError("Cannot read properties of undefined (reading 'value')");
  };
  const said = (await checkCaseStudies(root, compile)).problems.map(formatProblem);
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(
    /^case-studies\/stockboy\/index\.mdx:1:1 {2}check: stopped while reading this study: Cannot read properties of undefined \(reading 'value'\)\. This is a fault in the site's code, not a mistake in the study: ask a developer, with this line \(at .*check\.test\.ts:\d+:\d+\)\)$/,
  );
});

describe('dates', () => {
  const TODAY = new Date('2026-11-26T13:00:00Z');
  /** The check's lines on `date` and `updated` for a front matter with `lines`. */
  const onDates = (...lines: string[]) =>
    frontMatterFileProblems(FILE, ['---', ...lines, '---', ''].join('\n'), null, TODAY)
      .problems.filter((p) => p.field === 'date' || p.field === 'updated')
      .map(formatProblem);

  test('a day the calendar does not have is named, not read as a day of the next month', () => {
    // YAML reads 2025-02-30 as 2 March, and 2025-18-03 (day and month swapped) as June 2026.
    expect(onDates('title: Acme', 'date: 2025-02-30')).toEqual([
      `${FILE}:3:1  date: 2025-02-30 is not a day of the calendar: February 2025 has 28 days`,
    ]);
    expect(onDates('date: 2024-02-29', "updated: '2024-04-31'")).toEqual([
      `${FILE}:3:1  updated: 2024-04-31 is not a day of the calendar: April 2024 has 30 days`,
    ]);
    expect(onDates('date: 2025-18-03')).toEqual([
      `${FILE}:2:1  date: 2025-18-03 has no month 18: write the year, then the month (01 to 12), then the day, like 2025-03-18`,
    ]);
    // Quoted, the schema already says it is not a date: one line, not two.
    expect(onDates("date: '2025-13-01'")).toEqual([
      `${FILE}:2:1  date: must be a date written like 2025-03-18`,
    ]);
  });

  test('a day after tomorrow is named; today and tomorrow (another time zone) are not', () => {
    expect(onDates('date: 2052-03-18')).toEqual([
      `${FILE}:2:1  date: 2052-03-18 is after today (2026-11-26): a study is dated the day it is published (check the year)`,
    ]);
    expect(onDates('date: 2026-11-26', 'updated: 2026-11-27')).toEqual([]);
    expect(onDates('date: 2026-11-28T09:00:00Z')).toHaveLength(1);
    expect(onDates('date: 2025-03-18 # first published')).toEqual([]);
  });

  test('a first date more than 30 years back is named, with the year meant', () => {
    // Unmet, 1925 for 2025 passed, and the study was published last of the newest.
    expect(onDates('date: 1925-03-18')).toEqual([
      `${FILE}:2:1  date: 1925-03-18 is more than 30 years ago: a study is dated the day it is published, and this one would come last of the newest (did you mean 2025-03-18?)`,
    ]);
    // 2027 is not a day yet: no year is offered.
    expect(onDates('date: 1927-03-18')).toEqual([
      `${FILE}:2:1  date: 1927-03-18 is more than 30 years ago: a study is dated the day it is published, and this one would come last of the newest (check the year)`,
    ]);
    expect(onDates('date: 1996-11-26', 'updated: 2025-01-01')).toEqual([]);
    expect(onDates('date: 1996-11-25')).toHaveLength(1);
  });
});

test('a problem as a GitHub annotation: its file, line, column and field, escaped as workflow commands are', () => {
  expect(
    githubAnnotation({
      file: 'case-studies/acme, the launch/index.mdx',
      line: 12,
      column: 3,
      field: 'metrics[0].value',
      message: "is read as a number: write it in quotes, '35%'\nsecond line",
    }),
  ).toBe(
    "::error file=case-studies/acme%2C the launch/index.mdx,line=12,col=3,title=metrics[0].value::is read as a number: write it in quotes, '35%25'%0Asecond line",
  );
  expect(
    githubAnnotation({file: 'x.mdx', line: 1, column: 1, field: 'cover.src: a', message: 'm'}),
  ).toBe('::error file=x.mdx,line=1,col=1,title=cover.src%3A a::m');
  // What the build goes on with (a soft cover) is a warning.
  expect(
    githubAnnotation(
      {file: 'x.mdx', line: 2, column: 3, field: 'cover.src', message: 'm'},
      'warning',
    ),
  ).toBe('::warning file=x.mdx,line=2,col=3,title=cover.src::m');
});
