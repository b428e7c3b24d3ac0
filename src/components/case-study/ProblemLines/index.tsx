import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * A line of `npm run check`, `case-studies/acme/index.mdx:12:3  field: what is wrong`: its place
 * (file, line, column) and what it says; null for a line with no place.
 */
export function placeOf(line: string) {
  const match = /^(.+?):(\d+):(\d+) {2}(.*)$/s.exec(line);
  return match
    ? {file: match[1], line: Number(match[2]), column: Number(match[3]), said: match[4]}
    : null;
}

/** A file's place, free to wrap after each `/` (on a phone), never inside `:12:3`. */
function Place({file, at}: {file: string; at: string}) {
  const parts = file.split('/');
  return (
    <code className={styles.place}>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </React.Fragment>
      ))}
      <span className={styles.at}>{at}</span>
    </code>
  );
}

/**
 * Under `npm start`: content mistakes as `npm run check` prints them (`file:line:col  field: what
 * is wrong`), on the page staff are looking at: one item each, its place above what to fix. The
 * text reads (and copies) as the check's lines.
 */
export default function ProblemLines({
  lines,
  kind = 'problem',
}: {
  lines: string[];
  /** A warning (the build goes on) is framed in the accent, not the colour of a mistake. */
  kind?: 'problem' | 'warning';
}) {
  return (
    <ol className={clsx(styles.lines, kind === 'warning' && styles.warning)}>
      {lines.map((line) => {
        const place = placeOf(line);
        return (
          <li key={line} className={styles.line}>
            {place && <Place file={place.file} at={`:${place.line}:${place.column}`} />}
            {place && '  '}
            <span className={styles.said}>{place?.said ?? line}</span>
            {'\n'}
          </li>
        );
      })}
    </ol>
  );
}
