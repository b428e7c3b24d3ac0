import React from 'react';
import styles from './styles.module.css';

/**
 * Under `npm start`: content mistakes as `npm run check` prints them, one per line
 * (`file:line:col  field: what is wrong`), on the page staff are looking at.
 */
export default function ProblemLines({lines}: {lines: string[]}) {
  return <pre className={styles.lines}>{lines.join('\n')}</pre>;
}
