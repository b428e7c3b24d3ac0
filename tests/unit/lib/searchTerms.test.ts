import {marksWord, matchesQuery, matchesTerm} from '../../../src/lib/searchTerms';

test('a word typed is matched by itself, by a word it begins, and by its word with another ending', () => {
  expect(matchesTerm('Wellness', 'wellness.')).toBe(true);
  expect(matchesTerm('consu', 'Consulting')).toBe(true); // still being typed
  expect(matchesTerm('studies', 'study')).toBe(true);
  expect(matchesTerm('parades', 'parade,')).toBe(true);
  expect(matchesTerm('restaurants', 'restaurant')).toBe(true);
  expect(matchesTerm('multi-location', 'multi-location')).toBe(true);
  expect(matchesTerm('50,808', '$50,808.68')).toBe(true);
});

test('not by a short word it happens to begin with, which Pagefind searched in its place', () => {
  expect(matchesTerm('wellness', 'We')).toBe(false);
  expect(matchesTerm('wellness', 'well')).toBe(false);
  expect(matchesTerm('wellness', 'welcome')).toBe(false);
  expect(matchesTerm('orchid', 'or')).toBe(false);
  expect(matchesTerm('instalation', 'in')).toBe(false);
  expect(matchesTerm('healthcare', 'health')).toBe(false);
});

test('a result matches a query when each of its words is matched by a word the page has there', () => {
  const content = 'Benchmark Generated study 069. Paragraph with bold text. Wellness Fashion';
  // Pagefind's locations: the words' places in the text, counted from 0.
  expect(matchesQuery('wellness benchmark', {content, locations: [0, 8]})).toBe(true);
  expect(matchesQuery('  Wellness ', {content, locations: [8]})).toBe(true);
  // "orchid benchmark": the page has "benchmark", and "or" only where "orchid" was sought.
  const parade = 'Families lined the route, or stood on the kerb. Benchmark';
  expect(matchesQuery('orchid benchmark', {content: parade, locations: [4, 9]})).toBe(false);
  expect(matchesQuery('orchid', {content: parade, locations: [4]})).toBe(false);
});

test("a title's words are marked for the words of the query that find them, and no others", () => {
  expect(marksWord('chicago', 'Chicago:')).toBe(true);
  expect(marksWord('gen', 'Generated')).toBe(true); // still being typed
  expect(marksWord('studies', 'Study')).toBe(true);
  expect(marksWord('parade', 'Parades')).toBe(true);
  expect(marksWord('budget', 'Bud')).toBe(false);
  expect(marksWord('wellness', 'well')).toBe(false);
  expect(marksWord('brand', 'a')).toBe(false);
  expect(marksWord('—', 'Brand')).toBe(false);
});
