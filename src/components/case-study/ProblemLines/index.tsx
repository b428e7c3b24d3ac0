import React from 'react';
import styles from './styles.module.css';

/** `case-studies/acme/index.mdx:12:3  field: what is wrong` → place, and the rest. */
function split(line: string): [string, string] {
  const match = /^(.+?:\d+:\d+) {2}(.*)$/s.exec(line);
  return match ? [match[1], match[2]] : ['', line];
}

/** A file's place, free to wrap after each `/` (on a phone), never inside `:12:3`. */
function Place({place}: {place: string}) {
  const [, file, at] = /^(.*?)(:\d+:\d+)$/.exec(place) ?? ['', place, ''];
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
export default function ProblemLines({lines}: {lines: string[]}) {
  return (
    <ol className={styles.lines}>
      {lines.map((line) => {
        const [place, said] = split(line);
        return (
          <li key={line} className={styles.line}>
            {place && <Place place={place} />}
            {place && '  '}
            <span className={styles.said}>{said}</span>
            {'\n'}
          </li>
        );
      })}
    </ol>
  );
}
