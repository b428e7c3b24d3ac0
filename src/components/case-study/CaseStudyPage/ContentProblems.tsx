import React from 'react';
import Layout from '@theme/Layout';
import ProblemLines from '../ProblemLines';
import styles from './styles.module.css';

/** `file:line:col  ...` → [file, line, col]; a line with no place comes first in its file. */
function placeOf(line: string): [string, number, number] {
  const match = /^(.+?):(\d+):(\d+) {2}/.exec(line);
  return match ? [match[1], Number(match[2]), Number(match[3])] : [line.split(':')[0], 0, 0];
}

/** In the order of the files (as `npm run check` prints them): several sources name them. */
function inFileOrder(lines: string[]): string[] {
  return [...new Set(lines)].sort((a, b) => {
    const [fileA, lineA, columnA] = placeOf(a);
    const [fileB, lineB, columnB] = placeOf(b);
    return fileA.localeCompare(fileB) || lineA - lineB || columnA - columnB;
  });
}

/**
 * What the dev server shows in place of a study with mistakes: the lines `npm run check` prints.
 * It goes away as soon as the file is fixed and saved. A production build never gets here: the
 * check stops it first.
 */
export default function ContentProblems({lines}: {lines: string[]}) {
  return (
    <Layout title="This case study has mistakes">
      <main className={`container-site ${styles.problems}`} data-testid="content-problems">
        <p className="eyebrow">npm start</p>
        <h1>This case study has mistakes</h1>
        <p>Fix each line below in your editor and save: this page reloads by itself.</p>
        <ProblemLines lines={inFileOrder(lines)} />
      </main>
    </Layout>
  );
}
