import React from 'react';
import styles from './styles.module.css';

export interface Tile {
  /** A figure or short phrase in large type, e.g. "3 drops". */
  value: string;
  /** What the value means. */
  label: string;
  /** Optional sentence of context. */
  text?: string;
}

/** A row of highlight tiles: big value, label, optional sentence. */
export default function HighlightTiles({tiles, label}: {tiles: Tile[]; label?: string}) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        // The spaces between the parts (a flex column does not render them) keep the words apart
        // in the page's text: what search indexes and quotes, and what a copy-paste gets.
        <li key={tile.label} className={styles.tile}>
          <span className={styles.value}>{tile.value}</span>{' '}
          <span className={styles.label}>{tile.label}</span>
          {tile.text && (
            <>
              {' '}
              <span className={styles.text}>{tile.text}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
