import React, {Suspense, useLayoutEffect, useRef, useState} from 'react';
import BlockBoundary from '@site/src/components/ui/BlockBoundary';
import {retryableLazy} from '@site/src/lib/retryableLazy';
import {isPlainClick} from '@site/src/lib/clicks';
import styles from './styles.module.css';

/** The status line until the search's code has come, and then until Pagefind has. */
export const LOADING = 'Loading search…';

/** When the results' code or Pagefind could not load (SearchResults throws Pagefind's error). */
const FAILED =
  process.env.NODE_ENV === 'production'
    ? 'Search could not load. Check the connection and try again.'
    : 'Search is not available here: it is built with the site (npm run build, then npm run serve).';

/** Pagefind and the results load on first use: nothing at start-up. */
const SearchResults = retryableLazy(() => import('./SearchResults'));

/** The tag whose page the search was opened on: its studies are searched, unless unticked. */
export interface SearchTag {
  key: string;
  label: string;
}

/**
 * Whether a click follows a result's link to a section of the page behind the dialog (a study's
 * own search): the browser only scrolls there, and the dialog stayed open over it. Not a click
 * that opens the link in another tab or window.
 */
function inThisPage(event: React.MouseEvent): boolean {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return (
    link instanceof HTMLAnchorElement &&
    link.pathname === window.location.pathname &&
    isPlainClick(event)
  );
}

/**
 * A modal dialog (the browser's own <dialog>: focus stays inside, Esc closes) with a search
 * field and the matching studies as links. The dialog and its field are part of the page's
 * code, so they open at the tap and take what is typed while the search's own code (the results,
 * Pagefind) is still on its way. Arrow Down moves from the field to the results.
 */
export default function SearchDialog({onClose, tag}: {onClose: () => void; tag?: SearchTag}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [onlyTagged, setOnlyTagged] = useState(true);
  const scope = tag && onlyTagged ? tag : undefined;
  const widen = () => {
    setOnlyTagged(false);
    field.current?.focus();
  };
  const tryAgain = () => {
    SearchResults.retry();
    setAttempt((n) => n + 1);
    field.current?.focus();
  };

  // Before the first paint: no frame shows the dialog closed, and showModal() focuses the field.
  useLayoutEffect(() => {
    const element = dialog.current!;
    element.showModal();
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, [onClose]);

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

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search case studies"
      onClick={(event) => {
        if (event.target === dialog.current || inThisPage(event)) dialog.current?.close();
      }}>
      <div className={styles.panel}>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <input
            ref={field}
            type="search"
            className={styles.input}
            placeholder={scope ? `Search studies tagged ${scope.label}` : 'Search case studies'}
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
        {tag && (
          <label className={styles.scope}>
            <input
              type="checkbox"
              checked={onlyTagged}
              onChange={(event) => setOnlyTagged(event.target.checked)}
            />
            Only studies tagged {tag.label}
          </label>
        )}
        <BlockBoundary
          key={attempt}
          fallback={
            <div className={styles.failed}>
              <p className={styles.status} role="status">
                {FAILED}
              </p>
              <button type="button" className={styles.more} onClick={tryAgain}>
                Try again
              </button>
            </div>
          }>
          <Suspense
            fallback={
              <p className={styles.status} role="status">
                {LOADING}
              </p>
            }>
            <SearchResults.Component
              query={query}
              scope={scope}
              widen={widen}
              field={field}
              list={list}
              attempt={attempt}
            />
          </Suspense>
        </BlockBoundary>
      </div>
    </dialog>
  );
}
