import React from 'react';
import styles from './styles.module.css';

interface ComparisonTableProps {
  /** What the table compares: its accessible caption. */
  caption: string;
  /** Column headings; the first names the row labels. */
  columns: string[];
  /** One array per row: the row label, then one value per remaining column. */
  rows: string[][];
}

/** A figures table with a caption and row headers, for comparisons such as before/after. */
export default function ComparisonTable({caption, columns, rows}: ComparisonTableProps) {
  return (
    <div className={styles.wrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
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
  );
}
