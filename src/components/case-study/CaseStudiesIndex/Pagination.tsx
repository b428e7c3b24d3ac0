import React from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {ListPage} from '@site/src/plugins/case-studies/lists';
import {KEEP_CLEAR} from '@site/src/components/ui/BackToTop';
import {pageWindow} from './pageWindow';
import styles from './styles.module.css';

/**
 * Links to the previous and next pages of a list, and to pages by number: the first, the last
 * and those around the current one (pageWindow), so that the row fits a phone however many
 * pages there are.
 */
export default function Pagination({list}: {list: ListPage}) {
  if (list.totalPages < 2) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages of case studies" {...KEEP_CLEAR}>
      {list.prev ? (
        <Link to={list.prev} rel="prev" className={styles.step}>
          ← Newer
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
      <ol className={styles.pages}>
        {pageWindow(list.page, list.totalPages).map((slot, index) =>
          slot === 'gap' ? (
            // Left out of the accessibility tree: each page link is named by its number.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              {slot === list.page ? (
                <span aria-current="page" className={styles.current}>
                  {slot}
                </span>
              ) : (
                <Link to={list.pages[slot - 1]} aria-label={`Page ${slot}`}>
                  {slot}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {list.next ? (
        <Link to={list.next} rel="next" className={clsx(styles.step, styles.next)}>
          Older →
        </Link>
      ) : (
        <span className={clsx(styles.step, styles.next)} aria-hidden="true" />
      )}
    </nav>
  );
}
