/**
 * @jest-environment node
 */
import {
  MAX_FEATURED,
  overFeatured,
  PER_PAGE,
  paginate,
  pagePath,
  pinFeatured,
  relatedStudies,
} from '../../../src/plugins/case-studies/lists';
import {
  byDateDesc,
  readingMinutes,
  splitFrontMatter,
} from '../../../src/plugins/case-studies/content';
import {formatDate} from '../../../src/lib/dates';
import type {CaseStudyCard} from '../../../src/plugins/case-studies/types';

const card = (id: string, date: string, tags: string[], extra: Partial<CaseStudyCard> = {}) =>
  ({
    id,
    title: id,
    permalink: `/${id}`,
    category: 'C',
    date,
    tags,
    featured: false,
    order: 0,
    ...extra,
  }) as CaseStudyCard;

test('24 cards a page; page 1 at the base, the rest under /page/N, each knowing its neighbours', () => {
  const pages = paginate(
    Array.from({length: 50}, (_, i) => i),
    '/case-studies',
  );
  expect(PER_PAGE).toBe(24);
  expect(pages.map((p) => p.items.length)).toEqual([24, 24, 2]);
  expect(pages.map((p) => p.meta.permalink)).toEqual([
    '/case-studies',
    '/case-studies/page/2',
    '/case-studies/page/3',
  ]);
  expect(pages[1].meta).toMatchObject({
    page: 2,
    totalPages: 3,
    total: 50,
    prev: '/case-studies',
    next: '/case-studies/page/3',
  });
  expect([pages[0].meta.prev, pages[2].meta.next]).toEqual([null, null]);
  expect(pagePath('/case-studies/tags/events', 1)).toBe('/case-studies/tags/events');
  expect(paginate([], '/x')).toHaveLength(1);
});

test('the index pins featured studies first, by their order, then the newest', () => {
  const cards = [
    card('new', '2025-05-01', []),
    card('f2', '2025-04-01', [], {featured: true, order: 2}),
    card('old', '2020-01-01', []),
    card('f1', '2019-01-01', [], {featured: true, order: 1}),
  ].sort(byDateDesc);
  expect(pinFeatured(cards).map((c) => c.id)).toEqual(['f1', 'f2', 'new', 'old']);
});

test('the home page has room for six featured studies; the ones after them by order are named', () => {
  const featured = (n: number) => card(`f${n}`, '2025-01-01', [], {featured: true, order: n});
  const cards = [
    featured(8),
    featured(3),
    card('plain', '2025-02-01', []),
    ...[1, 2, 4, 5, 6, 7].map(featured),
  ];
  expect(MAX_FEATURED).toBe(6);
  const over = overFeatured(cards, (c) => c.id);
  expect(over.map(({card: c}) => c.id)).toEqual(['f7', 'f8']);
  expect(over[0].message).toBe(
    '8 studies are featured and the home page shows 6: this one (number 7 by order) would not appear (set featured: false here or on one of f1, f2, f3, f4, f5, f6)',
  );
  expect(over[1].message).toContain('(number 8 by order)');
  expect(overFeatured(cards.slice(0, 7), (c) => c.id)).toEqual([]);
});

test('related studies share the most tags; neighbours are the next newer and older, and not also related', () => {
  const listed = [
    card('a', '2025-04-01', ['x', 'y']),
    card('b', '2025-03-01', ['x']),
    card('c', '2025-02-01', ['x', 'y', 'z']),
    card('d', '2025-01-01', ['q']),
  ];
  const {related, newer, older} = relatedStudies(listed)(listed[1]);
  expect([newer?.title, older?.title]).toEqual(['a', 'c']);
  // Both share tags with b, and are its neighbours: the page offers them once, as neighbours.
  expect(related.map((r) => r.title)).toEqual([]);
  // a's older neighbour is b; c shares the most tags. Another study of a's kind takes b's place.
  expect(relatedStudies(listed)(listed[0]).related.map((r) => r.title)).toEqual(['c']);
  const more = [...listed, card('e', '2024-12-01', ['x']), card('f', '2024-11-01', ['y'])];
  expect(relatedStudies(more)(more[0]).related.map((r) => r.title)).toEqual(['c', 'e', 'f']);
  // An unlisted study (not in the list) has no neighbours, and any study may be related.
  const unlisted = card('u', '2025-03-15', ['x']);
  const alone = relatedStudies(listed)(unlisted);
  expect([alone.newer, alone.older]).toEqual([null, null]);
  expect(alone.related.map((r) => r.title)).toEqual(['a', 'b', 'c']);
});

test("hundreds of studies: each one's related and neighbours are those of every study searched and sorted in turn", () => {
  // A firm's list: 400 studies over two years (many on one day), of one to four of 12 tags.
  let seed = 7;
  const random = (n: number) => (((seed = (seed * 48271) % 2147483647) % n) + n) % n;
  const tags = Array.from({length: 12}, (_, i) => `t${i}`);
  const listed = Array.from({length: 400}, (_, i) => {
    const own = new Set(Array.from({length: 1 + random(4)}, () => tags[random(12)]));
    const day = `2024-${String(1 + random(12)).padStart(2, '0')}-${String(1 + random(3)).padStart(2, '0')}`;
    return card(`s${i}`, day, [...own]);
  }).sort((a, b) => b.date.localeCompare(a.date));
  // As each study's end was worked out before: the whole list filtered, scored and sorted.
  const searched = (one: CaseStudyCard) => {
    const index = listed.indexOf(one);
    const newer = index > 0 ? listed[index - 1] : null;
    const older = index >= 0 && index < listed.length - 1 ? listed[index + 1] : null;
    const related = listed
      .filter((other) => other.id !== one.id && other !== newer && other !== older)
      .map((other) => ({other, score: other.tags.filter((t) => one.tags.includes(t)).length}))
      .filter(({score}) => score > 0)
      .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
      .slice(0, 3)
      .map(({other}) => other.title);
    return {related, newer: newer?.title ?? null, older: older?.title ?? null};
  };
  const relatedOf = relatedStudies(listed);
  for (const one of [...listed, card('unlisted', '2024-06-02', ['t1', 't2'])]) {
    const {related, newer, older} = relatedOf(one);
    expect({
      related: related.map((r) => r.title),
      newer: newer?.title ?? null,
      older: older?.title ?? null,
    }).toEqual(searched(one));
  }
});

test('reading time counts the words of the story, not the front matter or the markup', () => {
  const words = (n: number) => Array.from({length: n}, () => 'word').join(' ');
  expect(readingMinutes(`---\ntitle: ${words(900)}\n---\n${words(100)}`)).toBe(1);
  expect(
    readingMinutes(`---\n---\n<HighlightTiles tiles={[{value: '3'}]} />\n${words(1000)}`),
  ).toBe(5);
  // Saved by Windows Notepad: a byte-order mark, and CR LF at each line's end.
  expect(readingMinutes(`\uFEFF---\r\ntitle: ${words(900)}\r\n---\r\n${words(100)}`)).toBe(1);
});

test("a study's front matter is found after a byte-order mark and with CR LF line ends", () => {
  const text = '\uFEFF---\r\ntitle: Acme\r\norder: 3\r\n---\r\n## The story\r\n';
  const {raw, body} = splitFrontMatter(text);
  expect(raw).toBe('title: Acme\r\norder: 3');
  // The body keeps its line numbers: the story starts on line 5.
  expect(body.split('\n')[4]).toBe('## The story\r');
  expect(splitFrontMatter('## No front matter\n')).toEqual({raw: '', body: '## No front matter\n'});
});

test('dates read the same in every time zone', () => {
  expect(formatDate('2025-03-18')).toBe('18 March 2025');
});

test('dates read as Intl would write them in British English, every day of a leap year', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    expect(formatDate(day)).toBe(intl.format(t));
  }
});
