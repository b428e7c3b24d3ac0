/**
 * @jest-environment node
 */
import {
  altProblem,
  daysMeant,
  validateCaseStudyFrontMatter,
} from '../../../src/plugins/case-studies/frontMatter';
import {buildCaseStudyCards, findInsecureLinks} from '../../../src/plugins/case-studies/content';

const FILE = 'case-studies/acme.mdx';

const valid = {
  title: 'Acme growth',
  description: 'How Acme grew.',
  category: 'Growth',
  subtitle: 'A subtitle',
  highlights: ['One', 'Two', 'Three'],
  order: 4,
  date: '2025-03-18',
  tags: ['brand-development'],
  cover: {src: './cover.jpg', alt: 'Acme storefront'},
};

describe('validateCaseStudyFrontMatter', () => {
  it('accepts a complete file and fills defaults', () => {
    expect(validateCaseStudyFrontMatter(valid, FILE)).toMatchObject({...valid, featured: false});
  });

  it('reads dates as YAML gives them and hands them on as 2025-03-18', () => {
    const fm = validateCaseStudyFrontMatter(
      {...valid, date: new Date('2025-03-18T00:00:00Z'), updated: '2025-04-02'},
      FILE,
    );
    expect([fm.date, fm.updated]).toEqual(['2025-03-18', '2025-04-02']);
  });

  it('takes an author, whom the cards carry (for the feeds); none when the firm wrote it', () => {
    expect(validateCaseStudyFrontMatter({...valid, author: ' Jordan Lee '}, FILE).author).toBe(
      'Jordan Lee',
    );
    expect(() => validateCaseStudyFrontMatter({...valid, author: 'x'.repeat(81)}, FILE)).toThrow(
      `${FILE}: "author" must be at most 80 characters`,
    );
    const [named, firms] = buildCaseStudyCards(
      [
        {
          type: 'mdx' as const,
          permalink: '/a',
          source: '@site/case-studies/a.mdx',
          frontMatter: {...valid, author: 'Jordan Lee'},
        },
        {
          type: 'mdx' as const,
          permalink: '/b',
          source: '@site/case-studies/b.mdx',
          frontMatter: {...valid, order: 5, date: '2024-01-01'},
        },
      ],
      '/site',
      () => '',
    );
    expect([named.author, 'author' in firms]).toEqual(['Jordan Lee', false]);
  });

  it('accepts optional metrics, headline and an https social image', () => {
    const fm = {
      ...valid,
      headline: 'Client Success Story',
      metrics: [{value: '35%', label: 'Cost reduction'}],
      image: 'https://cdn.example.com/acme.png',
      featured: true,
    };
    expect(validateCaseStudyFrontMatter(fm, FILE)).toMatchObject(fm);
  });

  it("takes the part of the cover its frame keeps, as staff write it; none when it is the centre's", () => {
    const position = (written?: string) =>
      validateCaseStudyFrontMatter({...valid, cover: {...valid.cover, position: written}}, FILE)
        .cover.position;
    expect([position('top'), position(' Bottom '), position('centre'), position()]).toEqual([
      'top',
      'bottom',
      'center',
      undefined,
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a cover position with a typo',
      {cover: {...valid.cover, position: 'tpo'}},
      `${FILE}: "cover.position" must be one of top, center, bottom, left, right: the part of the photo the frame keeps (did you mean "top"?)`,
    ],
    [
      'a cover position in other words',
      {cover: {...valid.cover, position: 'upper third'}},
      `${FILE}: "cover.position" must be one of top, center, bottom, left, right: the part of the photo the frame keeps`,
    ],
    [
      'two highlights',
      {highlights: ['One', 'Two']},
      `${FILE}: "highlights" must contain 3 items (it has 2)`,
    ],
    ['no title', {title: undefined}, `${FILE}: "title" is required`],
    ['an unknown field', {colour: 'red'}, `${FILE}: "colour" is not allowed`],
    [
      'an image without alt text',
      {cover: {...valid.cover, alt: ''}},
      `${FILE}: "cover.alt" is not allowed to be empty`,
    ],
    [
      "a cover described by its file's name",
      {cover: {...valid.cover, alt: 'IMG_2041.JPG'}},
      `${FILE}: "cover.alt" "IMG_2041.JPG" is a file's name, not a description: write what the picture shows (a screen reader reads it out)`,
    ],
    [
      'a cover described only as a picture',
      {cover: {...valid.cover, alt: 'Cover image'}},
      `${FILE}: "cover.alt" "Cover image" says only that there is a picture: write what it shows (a screen reader reads it out)`,
    ],
    [
      'an https image without size',
      {cover: {src: 'https://cdn.example.com/a.jpg', alt: 'A'}},
      `${FILE}: "cover.width" is needed for an https image (the build reads it from local files only)`,
    ],
    ['a non-integer order', {order: 1.5}, `${FILE}: "order" must be an integer`],
    ['no date', {date: undefined}, `${FILE}: "date" is required`],
    [
      'a figure YAML reads as a number',
      {metrics: [{value: 3, label: 'Partner drops'}]},
      `${FILE}: "metrics[0].value" is read as a number: write it in quotes, '3'`,
    ],
    [
      'a highlight with ": " in it, which YAML reads as a field',
      {highlights: [{'Brand identity': 'logo, type'}, 'Two', 'Three']},
      `${FILE}: "highlights[0]" has ": " in it, which makes YAML read a field: put the whole value in quotes`,
    ],
    ['a field left empty', {client: null}, `${FILE}: "client" is empty: write it after the colon`],
    [
      'text YAML reads as true',
      {client: true},
      `${FILE}: "client" is read as true or false: write it in quotes, 'true'`,
    ],
    [
      'a field misspelt: the one meant',
      {titel: 'Acme'},
      `${FILE}: "titel" is not allowed (did you mean "title"?)`,
    ],
    [
      'a field in capitals, within another',
      {cover: {src: './cover.jpg', Alt: 'A shelf'}},
      `${FILE}: "cover.Alt" is not allowed (did you mean "alt"?)`,
    ],
    [
      'a date written as in a letter: what to write',
      {date: '18/03/2025'},
      `${FILE}: "date" must be a date written like 2025-03-18 (for 18 March 2025, write 2025-03-18)`,
    ],
    [
      'a date that reads two ways: both, as in the United States first',
      {date: '03/04/2025'},
      `${FILE}: "date" must be a date written like 2025-03-18 (for 4 March 2025, write 2025-03-04; for 3 April 2025, write 2025-04-03)`,
    ],
    [
      'a date in words',
      {date: 'March 2025'},
      `${FILE}: "date" must be a date written like 2025-03-18`,
    ],
    [
      'a featured study that is unlisted',
      {featured: true, unlisted: true},
      `${FILE}: "featured" cannot be true for an unlisted study, which is on no list, the home page included (remove one of the two)`,
    ],
    [
      'an update before the date',
      {updated: '2025-01-01'},
      `${FILE}: "updated" must be on or after "date", 18 March 2025 (it says 1 January 2025)`,
    ],
    ['no tags', {tags: []}, `${FILE}: "tags" must contain at least 1 item`],
    [
      'a tag with capitals',
      {tags: ['Brand']},
      `${FILE}: "tags[0]" must be a tag key from case-studies/tags.yml (lower case, hyphens), like brand-development`,
    ],
    [
      'an image path with a leading slash',
      {cover: {...valid.cover, src: '/img/a.jpg'}},
      `${FILE}: "cover.src" must be the name of an image file beside the MDX file, like "./cover.jpg", or an https URL`,
    ],
    [
      'an http social image',
      {image: 'http://cdn.example.com/a.png'},
      `${FILE}: "image" must be the name of an image file beside the MDX file, starting with "./", or an https URL`,
    ],
    [
      'a title YAML reads as a number',
      {title: 2024},
      `${FILE}: "title" is read as a number: write it in quotes, '2024'`,
    ],
    ['draft: yes in words', {draft: 'maybe'}, `${FILE}: "draft" must be true or false`],
    // A yes or a no as staff write it, or true in quotes: what to write (it was only "must be
    // true or false").
    [
      'featured: yes',
      {featured: 'yes'},
      `${FILE}: "featured" must be true or false (write true for "yes")`,
    ],
    [
      'unlisted: No',
      {unlisted: 'No'},
      `${FILE}: "unlisted" must be true or false (write false for "No")`,
    ],
    [
      'featured: "true", in quotes',
      {featured: 'true'},
      `${FILE}: "featured" must be true or false (write true, without quotes)`,
    ],
    [
      "order: '4', in quotes",
      {order: '4'},
      `${FILE}: "order" must be a number (write 4, without quotes)`,
    ],
    [
      'a tag given twice',
      {tags: ['retail', 'retail']},
      `${FILE}: "tags[1]" "retail" is listed twice (keep one)`,
    ],
    [
      'a cover written on one line',
      {cover: './cover.jpg'},
      `${FILE}: "cover" must have "src:" and "alt:" lines indented beneath it`,
    ],
    [
      'an impossible date',
      {date: '2025-13-45'},
      `${FILE}: "date" must be a date written like 2025-03-18`,
    ],
    [
      'four metrics',
      {metrics: Array(4).fill({value: '1', label: 'x'})},
      `${FILE}: "metrics" must contain at most 3 items (it has 4)`,
    ],
  ])('rejects %s', (_name, change, message) => {
    expect(() => validateCaseStudyFrontMatter({...valid, ...change}, FILE)).toThrow(message);
  });

  it('reports every bad field at once', () => {
    const run = () => validateCaseStudyFrontMatter({...valid, title: undefined, order: 'x'}, FILE);
    expect(run).toThrow(/"title" is required[\s\S]*"order" must be a number/);
  });
});

describe('buildCaseStudyCards', () => {
  const noText = () => '';
  const entry = (name: string, fm: Record<string, unknown>) => ({
    type: 'mdx' as const,
    permalink: `/${name}`,
    source: `@site/case-studies/${name}.mdx`,
    frontMatter: fm,
  });

  it('orders cards newest first and names them by file or folder', () => {
    const cards = buildCaseStudyCards(
      [
        entry('b', {...valid, order: 2, date: '2024-01-01'}),
        {...entry('a/index', {...valid, order: 1}), permalink: '/a/'},
      ],
      '/site',
      noText,
    );
    expect(cards.map((c) => [c.id, c.permalink, c.date])).toEqual([
      ['a', '/a', '2025-03-18'],
      ['b', '/b', '2024-01-01'],
    ]);
  });

  it('names an unknown tag with the closest one in the vocabulary', () => {
    const tags = new Map(
      ['brand-development', 'events'].map((key) => [
        key,
        {key, label: key, description: key, permalink: `/case-studies/tags/${key}`},
      ]),
    );
    expect(() =>
      buildCaseStudyCards(
        [entry('a', {...valid, tags: ['brand-developmnet']})],
        '/site',
        noText,
        tags,
      ),
    ).toThrow(
      'case-studies/a.mdx: "tags" has "brand-developmnet", which is not in case-studies/tags.yml (did you mean "brand-development"?)',
    );
  });

  it('fails on an order two featured studies share, naming both files', () => {
    const featured = {...valid, featured: true};
    expect(() =>
      buildCaseStudyCards([entry('a', featured), entry('b', featured)], '/site', noText),
    ).toThrow(
      'case-studies/b.mdx: "order" must be unique among featured studies, but 4 is also used by case-studies/a.mdx',
    );
  });

  it('lets studies that are not featured share an order, which places featured studies only', () => {
    // Two pull requests, each adding a study given the next number: merged, every build stopped.
    const cards = buildCaseStudyCards(
      [entry('a', {...valid, featured: true}), entry('b', valid), entry('c', valid)],
      '/site',
      noText,
    );
    expect(cards).toHaveLength(3);
  });

  it('collects the errors of every file', () => {
    expect(() =>
      buildCaseStudyCards(
        [
          entry('a', {...valid, title: undefined}),
          entry('b', {...valid, order: 9, category: undefined}),
        ],
        '/site',
        noText,
      ),
    ).toThrow(
      /case-studies\/a.mdx: "title" is required\ncase-studies\/b.mdx: "category" is required/,
    );
  });

  it('marks unlisted studies, which the lists then leave out', () => {
    const cards = buildCaseStudyCards([{...entry('a', valid), unlisted: true}], '/site', noText);
    expect(cards.map((c) => c.unlisted)).toEqual([true]);
  });

  it('fails on a link that is not https, naming the file and line', () => {
    const text = '---\ntitle: A\n---\n\nSee [the partner](http://partner.example.com/page).\n';
    expect(() => buildCaseStudyCards([entry('a', valid)], '/site', () => text)).toThrow(
      'case-studies/a.mdx: links must be https URLs (line 5: http://partner.example.com/page)',
    );
  });
});

describe('findInsecureLinks', () => {
  it.each([
    ['[x](http://a.example/b)', ['line 1: http://a.example/b']],
    ['<SocialEmbed url="http://a.example/p/1/" />', ['line 1: http://a.example/p/1/']],
    ["{href: 'http://a.example'}", ['line 1: http://a.example']],
    ['[x](https://a.example/b) and https://c.example', []],
  ])('%s', (text, expected) => {
    expect(findInsecureLinks(text)).toEqual(expected);
  });
});

test('the days a date written another way may mean', () => {
  const meant = (written: string) => daysMeant(written).map(({iso}) => iso);
  for (const [written, days] of [
    ['18/03/2025', ['2025-03-18']],
    ['3/18/2025', ['2025-03-18']],
    ['18.03.2025', ['2025-03-18']],
    ['2025/3/18', ['2025-03-18']],
    ['2025-3-8', ['2025-03-08']],
    ['March 18, 2025', ['2025-03-18']],
    ['Mar. 18 2025', ['2025-03-18']],
    ['18th March 2025', ['2025-03-18']],
    ['1st Sept 2025', ['2025-09-01']],
    ['04/04/2025', ['2025-04-04']],
    ['03/04/2025', ['2025-03-04', '2025-04-03']],
    // Not a day: no month, no day, no such day, not a month.
    ['March 2025', []],
    ['31/02/2025', []],
    ['30 Febuary 2025', []],
    ['maybe 18 2025', []],
    ['soon', []],
  ] as const)
    expect([written, meant(written)]).toEqual([written, days]);
});

test('a field misspelt is said once: the one meant is not also "required"', () => {
  // It was two lines: "metrics[0].label" is required, and "metrics[0].lable" is not allowed.
  let said = '';
  try {
    validateCaseStudyFrontMatter(
      {...valid, titel: valid.title, title: undefined, metrics: [{value: '3', lable: 'Drops'}]},
      FILE,
    );
  } catch (error) {
    said = (error as Error).message;
  }
  expect(said.split('\n').sort()).toEqual([
    `${FILE}: "metrics[0].lable" is not allowed (did you mean "label"?)`,
    `${FILE}: "titel" is not allowed (did you mean "title"?)`,
  ]);
  // A name like no field: no guess.
  expect(() => validateCaseStudyFrontMatter({...valid, budget: 5}, FILE)).toThrow(
    new RegExp(`"budget" is not allowed$`),
  );
});

test('a description of only words that say there is a picture is named; one that says what it shows is not', () => {
  // "cover photo" and "Hero image" passed, where "Cover image" was named.
  for (const alt of [
    'Cover image',
    'cover photo',
    'Hero image',
    'Photo of',
    'featured-image',
    'The main picture here',
  ])
    expect([alt, altProblem(alt)]).toEqual([
      alt,
      `"${alt}" says only that there is a picture: write what it shows (a screen reader reads it out)`,
    ]);
  for (const alt of ['Photo of the team at the pop-up', 'The cover of the lookbook', 'Stockboy'])
    expect([alt, altProblem(alt)]).toEqual([alt, null]);
});
