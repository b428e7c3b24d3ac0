import React from 'react';
import Layout from '@theme/Layout';
import ProblemLines, {placeOf} from '../ProblemLines';
import styles from './styles.module.css';

/** In the order of the files (as `npm run check` prints them): several sources name them. */
function inFileOrder(lines: string[]): string[] {
  // A line with no place comes first in its file.
  const at = (line: string) => placeOf(line) ?? {file: line.split(':')[0], line: 0, column: 0};
  return [...new Set(lines)].sort((a, b) => {
    const [placeA, placeB] = [at(a), at(b)];
    return (
      placeA.file.localeCompare(placeB.file) ||
      placeA.line - placeB.line ||
      placeA.column - placeB.column
    );
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

/**
 * Under `npm start`, above a study that builds: what `npm run check` warns of (a cover saved too
 * small, a picture left in the media bucket), which visitors will see until it is fixed. Said only
 * in the terminal, staff previewing the page never read it.
 */
export function ContentWarnings({lines}: {lines: string[]}) {
  return (
    <aside
      className={`container-site ${styles.warnings}`}
      aria-labelledby="content-warnings-title"
      data-testid="content-warnings">
      <p className="eyebrow">npm start · not on the published site</p>
      <h2 id="content-warnings-title">Before you publish</h2>
      <p>The site builds with these, and visitors will see each until it is fixed:</p>
      <ProblemLines lines={inFileOrder(lines)} kind="warning" />
    </aside>
  );
}
