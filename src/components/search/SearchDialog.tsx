import React, {useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** The part of Pagefind's browser API the dialog uses (https://pagefind.app/docs/api/). */
interface Pagefind {
  options(options: {baseUrl: string}): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    ms?: number,
  ): Promise<{results: {id: string; data(): Promise<PagefindHit>}[]} | null>;
}
interface PagefindHit {
  url: string;
  excerpt: string;
  meta: {title?: string};
}

interface Hit {
  url: string;
  title: string;
  /** Pagefind's excerpt: the page's own text, escaped, with <mark> around the matches. */
  excerpt: string;
}

const MAX_RESULTS = 8;

/** Loads Pagefind's script from the build (`pagefind/`, written by src/plugins/deploy). */
function loadPagefind(url: string, baseUrl: string): Promise<Pagefind> {
  return import(/* webpackIgnore: true */ url).then(async (pagefind: Pagefind) => {
    await pagefind.options({baseUrl});
    await pagefind.init();
    return pagefind;
  });
}

/** "/v42/stockboy.html" → "/v42/stockboy": the site's own addresses have no extension. */
const pageUrl = (url: string) => url.replace(/(\/index)?\.html$/, '').replace(/^$/, '/');

/**
 * A modal dialog (the browser's own <dialog>: focus stays inside, Esc closes) with a search
 * field and the matching studies as links. Arrow Down moves from the field to the results.
 */
export default function SearchDialog({onClose}: {onClose: () => void}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const baseUrl = useBaseUrl('/');
  const script = useBaseUrl('/pagefind/pagefind.js');
  const engine = useRef<Promise<Pagefind> | null>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');

  useEffect(() => {
    const element = dialog.current!;
    element.showModal();
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, [onClose]);

  useEffect(() => {
    engine.current ??= loadPagefind(script, baseUrl);
    engine.current.then(
      () => setStatus('ready'),
      () => setStatus('unavailable'),
    );
  }, [script, baseUrl]);

  useEffect(() => {
    if (status !== 'ready' || !engine.current) return undefined;
    let current = true;
    const text = query.trim();
    if (!text) {
      setHits([]);
      return undefined;
    }
    engine.current
      .then((pagefind) => pagefind.debouncedSearch(text, {}, 120))
      .then(async (search) => {
        if (!search || !current) return;
        const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (current) {
          setHits(
            data.map((d) => ({
              url: pageUrl(d.url),
              title: d.meta.title ?? d.url,
              excerpt: d.excerpt,
            })),
          );
        }
      });
    return () => {
      current = false;
    };
  }, [query, status]);

  const onFieldKey = (event: React.KeyboardEvent) => {
    // A search field would spend the first Escape on clearing itself: close at once instead.
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.current?.close();
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      list.current?.querySelector('a')?.focus();
    }
  };
  const onListKey = (event: React.KeyboardEvent) => {
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) dialog.current?.querySelector('input')?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    }
  };

  const summary =
    status === 'unavailable'
      ? 'Search is not available here: it is built with the site (npm run build, then npm run serve).'
      : status === 'loading'
        ? 'Loading search…'
        : query.trim() === ''
          ? 'Type a word: a client, a service, a place.'
          : hits.length === 0
            ? `No case study mentions “${query.trim()}”.`
            : `${hits.length} ${hits.length === 1 ? 'case study' : 'case studies'}`;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search case studies"
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}>
      <div className={styles.panel}>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            className={styles.input}
            placeholder="Search the case studies"
            aria-label="Search the case studies"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onFieldKey}
            autoFocus
          />
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </form>
        <p className={styles.status} role="status">
          {summary}
        </p>
        <ul ref={list} className={styles.results} onKeyDown={onListKey}>
          {hits.map((hit) => (
            <li key={hit.url}>
              <a href={hit.url} className={styles.hit}>
                <span className={styles.hitTitle}>{hit.title}</span>
                <span
                  className={styles.excerpt}
                  // Pagefind escapes the page's text and adds only <mark> around the matches.
                  dangerouslySetInnerHTML={{__html: hit.excerpt}}
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
