/**
 * Whether a search result matches what the visitor typed, or only what Pagefind put in its
 * place. A word that is not in the index is searched as its longest beginning that is
 * (Pagefind/pagefind#315, #793): "wellness", in no study, was searched as "we", and "instalation"
 * as "in", so every study was offered as a match. Pagefind does so for the word across the
 * whole index, so the best result tells for all of them.
 */

/**
 * The name of the search's filter by tag: each study's page marks its tags with it
 * (`data-pagefind-filter="tag:chicago"`), and a tag's page searches its studies with it.
 */
export const TAG_FILTER = 'tag';

/** A word as compared: lower case, letters and digits only ("Wellness." → "wellness"). */
const normal = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Letters a word typed may have past the matched word's beginning: an ending (studies, study). */
const ENDING = 3;

function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * `term` is matched by `word` when the word starts with it (a word still being typed, or the
 * word itself) or differs from it only in an ending ("studies" by "study", "parades" by
 * "parade"); not by a short word it happens to start with ("wellness" by "we" or "well").
 */
export function matchesTerm(term: string, word: string): boolean {
  const t = normal(term);
  const w = normal(word);
  if (t === '' || w.startsWith(t)) return true;
  const shared = sharedStart(t, w);
  return shared >= 3 && t.length - shared <= ENDING;
}

/**
 * Whether `word`, of a result's title, is one that `term` finds, to mark it: it starts with the
 * term, or the two differ only in their endings ("Study" for "studies"). Stricter than
 * matchesTerm(), which judges words Pagefind matched already: "Bud" is not marked for "budget".
 */
export function marksWord(term: string, word: string): boolean {
  const t = normal(term);
  const w = normal(word);
  if (t === '' || w === '') return false;
  if (w.startsWith(t)) return true;
  const shared = sharedStart(t, w);
  return shared >= 4 && t.length - shared <= ENDING && w.length - shared <= ENDING;
}

/** Pagefind's data for a result: the page's text and where in it, word by word, it matched. */
export interface MatchedText {
  content: string;
  locations: number[];
}

/** Whether `result` matches every word of `query`, each by a word it really has. */
export function matchesQuery(query: string, result: MatchedText): boolean {
  const words = result.content.split(/\s+/).filter(Boolean);
  const matched = result.locations.map((at) => words[at] ?? '');
  const terms = query.split(/\s+/).filter((term) => normal(term) !== '');
  return terms.every((term) => matched.some((word) => matchesTerm(term, word)));
}
