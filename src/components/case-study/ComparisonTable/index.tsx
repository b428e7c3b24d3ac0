import React, {useId} from 'react';
import {useScrollEdges} from '@site/src/hooks/useScrollEdges';
import styles from './styles.module.css';

interface ComparisonTableProps {
  /** What the table compares: its accessible caption. */
  caption: string;
  /** Column headings; the first names the row labels. */
  columns: string[];
  /** One array per row: the row label, then one value per remaining column. */
  rows: string[][];
}

/**
 * A figures table with a caption and row headers, for comparisons such as before/after. On a
 * phone, where its columns are wider than the screen, the title stays whole above the box, the
 * row labels stay put while the figures scroll under them, and the edge with more to see fades.
 */
export default function ComparisonTable({caption, columns, rows}: ComparisonTableProps) {
  const titleId = useId();
  const [scroller, edges] = useScrollEdges();
  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.caption}>
        {caption}
      </figcaption>
      <div
        ref={scroller}
        className={`${styles.wrap} scroll-fade`}
        data-more-right={edges.right || undefined}
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}>
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, ...values]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {values.map((value, column) => (
                  <td key={columns[column + 1] ?? column}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
