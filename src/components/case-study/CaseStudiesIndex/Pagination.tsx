import React from 'react';
import Link from '@docusaurus/Link';
import type {ListPage} from '@site/src/plugins/case-studies/lists';
import styles from './styles.module.css';

/** Links to the previous and next pages of a list, and to each page by number. */
export default function Pagination({list}: {list: ListPage}) {
  if (list.totalPages < 2) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages of case studies">
      {list.prev ? (
        <Link to={list.prev} rel="prev" className={styles.step}>
          ← Newer
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
      <ol className={styles.pages}>
        {list.pages.map((permalink, index) => (
          <li key={permalink}>
            {index + 1 === list.page ? (
              <span aria-current="page" className={styles.current}>
                {index + 1}
              </span>
            ) : (
              <Link to={permalink} aria-label={`Page ${index + 1}`}>
                {index + 1}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {list.next ? (
        <Link to={list.next} rel="next" className={styles.step}>
          Older →
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
    </nav>
  );
}
