import React, {useEffect, useLayoutEffect, useRef, useState, type RefObject} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {LOADING, type SearchTag} from './SearchDialog';
import {marksWord, matchesQuery, TAG_FILTER} from '@site/src/lib/searchTerms';
import styles from './styles.module.css';

/** The part of Pagefind's browser API the dialog uses (https://pagefind.app/docs/api/). */
interface Pagefind {
  options(options: {baseUrl: string; excerptEllipsis?: string}): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    ms?: number,
  ): Promise<{results: PagefindResult[]} | null>;
}
/** One match, best first; its text is fetched only when shown (`data()`). */
interface PagefindResult {
  id: string;
  data(): Promise<PagefindHit>;
}
interface PagefindHit {
  url: string;
  excerpt: string;
  /** `tags`: the study's tags' labels, as JSON. */
  meta: {title?: string; description?: string; tags?: string; author?: string};
  /** The page's text, and where in it, word by word, it matched. */
  content: string;
  locations: number[];
  /**
   * The matches by part of the page: its top first (the hero: category, title, subtitle, tags,
   * figures; and any text before the story's first heading), then each section of the story
   * under a heading with an id (its address ends in `#id`).
   */
  sub_results: {title: string; url: string; excerpt: string; locations: number[]}[];
}

interface Hit {
  /** The study's page; and, when the words are in a section of its story, that section's. */
  url: string;
  title: string;
  /**
   * Under the title: the section of the story the words were found in, with Pagefind's excerpt
   * of it (the page's own text, escaped, with <mark> around the matches); or, when only the top
   * of the page has them, the study's description, with its author if their name has them and
   * the labels of its tags that have them.
   */
  found:
    | {section: string; excerpt: string; anchor: string}
    | {description: string; author?: string; tagged: string[]};
}

/** Results shown at first, and added by each "Show more". */
const PAGE = 8;

interface Found {
  /** The words these are the matches of: until the search of what is typed ends, another's. */
  query: string;
  /** The tag they were searched among, if any: likewise. */
  scope: SearchTag | undefined;
  results: PagefindResult[];
  hits: Hit[];
  focusFrom: number | null;
}
const NOTHING: Found = {query: '', scope: undefined, results: [], hits: [], focusFrom: null};

/**
 * Loads Pagefind's script from the build (`pagefind/`, written by src/plugins/deploy). A browser
 * may keep a failed module load's error for its address: a retry asks for a new one.
 */
function loadPagefind(url: string, baseUrl: string, attempt: number): Promise<Pagefind> {
  const address = attempt > 0 ? `${url}?attempt=${attempt}` : url;
  return import(/* webpackIgnore: true */ address).then(async (pagefind: Pagefind) => {
    // An excerpt that starts or ends inside a sentence says so.
    await pagefind.options({baseUrl, excerptEllipsis: '…'});
    await pagefind.init();
    return pagefind;
  });
}

/**
 * Pagefind answers "no matches" when a part of its index could not load (it logs the failed
 * fetch and goes on). Before the dialog says a word is nowhere, it checks that the site still
 * answers; if it does not, the search could not load, which is what the visitor is told.
 */
async function confirmReachable(url: string): Promise<void> {
  // GET, not HEAD: every static host answers it (the file is a few hundred bytes).
  const response = await fetch(url, {cache: 'no-store'});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/** The error to hand to the dialog's boundary, also for a rejection with no reason. */
const failed = (error: unknown) => error ?? new Error('Search did not load');

/** "/v42/stockboy.html" → "/v42/stockboy": the site's own addresses have no extension. */
const pageUrl = (url: string) => url.replace(/(\/index)?\.html$/, '').replace(/^$/, '/');

/**
 * A section's excerpt without the heading it begins with when it starts at the section's top
 * (the heading is shown before it). Pagefind's excerpts are words joined by spaces, each match
 * one word in a <mark>.
 */
function withoutHeading(excerpt: string, heading: string): string {
  const words = excerpt.split(' ');
  const title = heading.split(/\s+/);
  const plain = (word = '') => word.replace(/<\/?mark>|\u200B/g, '');
  return title.every((word, i) => plain(words[i]) === word)
    ? words.slice(title.length).join(' ')
    : excerpt;
}

/** Text of Pagefind's escaped excerpt HTML (`&amp;` as `&`), without its zero-width spaces. */
function textOf(html: string): string {
  const element = document.createElement('textarea');
  element.innerHTML = html;
  return element.value.replace(/\u200B/g, '');
}

/**
 * A text fragment (`:~:text=back%2Dto%2Dschool-,giveaways,-came`) for the first match in a
 * section's `excerpt`, a word either side of it to tell it from the same word elsewhere: the
 * browser scrolls the page to that match, not only to its section's heading, and highlights it.
 * Empty where the browser has no text fragments: there, the whole address would be read as the
 * heading's id, and lead to the page's top. One the page does not match leads to the heading.
 */
function textFragment(excerpt: string): string {
  if (!('fragmentDirective' in document)) return '';
  const [before, match, ...after] = excerpt.split(/<\/?mark>/);
  if (match === undefined) return '';
  const word = (text: string, last: boolean) => {
    const words = textOf(text).replace(/…/g, ' ').trim().split(/\s+/);
    return (last ? words.at(-1) : words[0]) ?? '';
  };
  const code = (text: string) => encodeURIComponent(text).replace(/-/g, '%2D');
  const prefix = word(before, true);
  const suffix = word(after.join(''), false);
  return `:~:text=${prefix ? `${code(prefix)}-,` : ''}${code(textOf(match).trim())}${suffix ? `,-${code(suffix)}` : ''}`;
}

/** Whether a word of `query` finds `word` (marksWord()). */
const finds = (query: string, word: string) =>
  query.split(/\s+/).some((term) => marksWord(term, word));

/** A study's tags' labels, as its page gave them to Pagefind. */
function tagLabels(d: PagefindHit): string[] {
  try {
    const labels: unknown = JSON.parse(d.meta.tags ?? '[]');
    return Array.isArray(labels) ? labels.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * What a result shows under its title. Pagefind's excerpt of the whole page began at its top
 * whenever the title, a tag or a figure matched: the title said again, then tag names and
 * figures run together ("… from identity to community. Brand development Partnerships Social
 * media Apparel Chicago. Partner drops 3. Cost"). So: the story's section with the most matches,
 * named by its heading; else the description, written to sum the study up, after its author and
 * the tags that have the words (a study found by its author's name or a tag says so).
 */
function foundIn(d: PagefindHit, query: string): Hit['found'] {
  const sections = (d.sub_results ?? []).filter((sub) => sub.url.includes('#'));
  const best = sections.reduce<(typeof sections)[number] | undefined>(
    (most, sub) => (most && most.locations.length >= sub.locations.length ? most : sub),
    undefined,
  );
  if (best) {
    const section = best.title.replace(/[\s\u200B]+$/, '');
    const excerpt = withoutHeading(best.excerpt, section);
    const anchor = `${best.url.slice(best.url.indexOf('#'))}${textFragment(excerpt)}`;
    return {section, excerpt, anchor};
  }
  if (!d.meta.description) return {section: '', excerpt: d.excerpt, anchor: ''};
  const has = (words: string) => words.split(/\s+/).some((word) => finds(query, word));
  const {author} = d.meta;
  return {
    description: d.meta.description,
    ...(author && has(author) ? {author} : {}),
    tagged: tagLabels(d).filter(has),
  };
}

/** The shown form of a result of `query`. */
const hitOf =
  (query: string) =>
  (d: PagefindHit): Hit => {
    const found = foundIn(d, query);
    // A result that names a section leads to it, as its excerpt is from there.
    const anchor = 'anchor' in found ? found.anchor : '';
    return {url: `${pageUrl(d.url)}${anchor}`, title: d.meta.title ?? d.url, found};
  };

/**
 * A result's title with each word that a word of the query finds in a <mark>, as Pagefind marks
 * them in excerpts: a study found by its title shows its description, which may not have them.
 */
function MarkedTitle({title, query}: {title: string; query: string}) {
  return (
    <>
      {title
        .split(/(\s+)/)
        .map((part, i) =>
          /\S/.test(part) && finds(query, part) ? <mark key={i}>{part}</mark> : part,
        )}
    </>
  );
}

/** The text of some of Pagefind's results, fetched as they are shown. */
const dataOf = (results: PagefindResult[]): Promise<PagefindHit[]> =>
  Promise.all(results.map((result) => result.data()));

/**
 * The search's status line and results, below the dialog's field (SearchDialog.tsx): Pagefind,
 * loaded on first use, finds the studies that mention `query` (those tagged `scope`, when
 * given). Arrow Up and Down move through the results, and from the first one back to the field.
 */
export default function SearchResults({
  query,
  scope,
  widen,
  field,
  list,
  attempt,
}: {
  query: string;
  scope?: SearchTag;
  /** Searches every study instead of `scope`'s (the dialog unticks its box). */
  widen: () => void;
  field: RefObject<HTMLInputElement | null>;
  list: RefObject<HTMLUListElement | null>;
  /** How many times the visitor asked to try again after a failed load (SearchDialog.tsx). */
  attempt: number;
}) {
  const baseUrl = useBaseUrl('/');
  const script = useBaseUrl('/pagefind/pagefind.js');
  const entry = useBaseUrl('/pagefind/pagefind-entry.json');
  const tagsUrl = useBaseUrl('/case-studies/tags');
  const engine = useRef<Promise<Pagefind> | null>(null);
  /**
   * Every match of the current query; those of them shown (the first PAGE, then more); and,
   * after "Show more", the first added one, which takes the focus (the button may be gone).
   */
  const [found, setFound] = useState<Found>(NOTHING);
  const {results, hits} = found;
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  /** A load that failed (Pagefind's script, or its index as words are looked up). */
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    engine.current ??= loadPagefind(script, baseUrl, attempt);
    engine.current.then(
      () => setStatus('ready'),
      (error: unknown) => setFailure(failed(error)),
    );
  }, [script, baseUrl, attempt]);

  useEffect(() => {
    if (status !== 'ready' || !engine.current) return undefined;
    let current = true;
    const text = query.trim();
    if (!text) {
      setFound(NOTHING);
      return undefined;
    }
    engine.current
      .then((pagefind) =>
        pagefind.debouncedSearch(text, scope ? {filters: {[TAG_FILTER]: scope.key}} : {}, 120),
      )
      .then(async (search) => {
        if (!search || !current) return;
        if (search.results.length === 0) await confirmReachable(entry);
        const first = await dataOf(search.results.slice(0, PAGE));
        // A word no study has is searched as a short word it begins ("wellness" as "we"), for
        // every result alike: then nothing matches what was typed (src/lib/searchTerms.ts).
        const real = first.length > 0 && matchesQuery(text, first[0]);
        if (current)
          setFound({
            query: text,
            scope,
            results: real ? search.results : [],
            hits: real ? first.map(hitOf(text)) : [],
            focusFrom: null,
          });
      })
      // The index's files did not come (they load as the words are looked up).
      .catch((error: unknown) => current && setFailure(failed(error)));
    return () => {
      current = false;
    };
  }, [query, scope, status, entry]);

  const showMore = async () => {
    const shown = hits.length;
    let more: Hit[];
    try {
      more = (await dataOf(results.slice(shown, shown + PAGE))).map(hitOf(found.query));
    } catch (error) {
      setFailure(failed(error));
      return;
    }
    // Dropped if the query changed, or another click added these already, meanwhile.
    setFound((now) =>
      now.results === results && now.hits.length === shown
        ? {...now, hits: [...now.hits, ...more], focusFrom: shown}
        : now,
    );
  };
  // In the commit that adds them, so that no frame shows the new results without the focus.
  useLayoutEffect(() => {
    if (found.focusFrom !== null) list.current?.querySelectorAll('a')[found.focusFrom]?.focus();
  }, [found, list]);

  const onListKey = (event: React.KeyboardEvent) => {
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) field.current?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    }
  };

  // To the dialog's boundary, which says so and offers to try again.
  if (failure) throw failure;

  // "No case study mentions" only once the search of what is typed has ended: said while it
  // ran, it was read out, and seen, before the matches came.
  const ended =
    status !== 'loading' &&
    found.query !== '' &&
    found.query === query.trim() &&
    found.scope === scope;
  // The tag the shown matches were searched among, as the status line names it.
  const among = found.scope ? ` tagged ${found.scope.label}` : '';
  const summary =
    status === 'loading'
      ? LOADING
      : query.trim() === ''
        ? 'Type a word: a client, a service, a place.'
        : results.length === 0
          ? ended
            ? `No case study${among} mentions “${query.trim()}”.`
            : 'Searching…'
          : `${results.length} ${results.length === 1 ? 'case study' : 'case studies'}${among}${
              hits.length < results.length ? ` · ${hits.length} shown` : ''
            }`;

  return (
    <>
      <p className={styles.status} role="status">
        {summary}
      </p>
      {ended && results.length === 0 && (
        <p className={styles.status}>
          Try another word, or{' '}
          {scope ? (
            // None with the tag: maybe one without it.
            <button type="button" className={styles.inlineLink} onClick={widen}>
              search all the case studies
            </button>
          ) : (
            // A word no study has: the tags list every study by service, industry and place.
            <a href={tagsUrl} className={styles.inlineLink}>
              browse the case studies by tag
            </a>
          )}
          .
        </p>
      )}
      <ul ref={list} className={styles.results} onKeyDown={onListKey}>
        {hits.map((hit) => (
          <li key={hit.url}>
            <a href={hit.url} className={styles.hit}>
              <span className={styles.hitTitle}>
                <MarkedTitle title={hit.title} query={found.query} />
              </span>
              {'description' in hit.found ? (
                <span className={styles.excerpt}>
                  {(hit.found.author || hit.found.tagged.length > 0) && (
                    <span className={styles.section}>
                      {[
                        hit.found.author && `Written by ${hit.found.author}`,
                        hit.found.tagged.length > 0 && `Tagged ${hit.found.tagged.join(', ')}`,
                      ]
                        .filter(Boolean)
                        .join('; ')}
                      :{' '}
                    </span>
                  )}
                  {hit.found.description}
                </span>
              ) : (
                <span className={styles.excerpt}>
                  {hit.found.section && (
                    <span className={styles.section}>{hit.found.section}: </span>
                  )}
                  <span
                    // Pagefind escapes the page's text and adds only <mark> around the matches.
                    dangerouslySetInnerHTML={{__html: hit.found.excerpt}}
                  />
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
      {hits.length > 0 && hits.length < results.length && (
        <button type="button" className={styles.more} onClick={showMore}>
          Show {Math.min(PAGE, results.length - hits.length)} more
        </button>
      )}
    </>
  );
}
