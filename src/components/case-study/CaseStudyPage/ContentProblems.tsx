import React from 'react';
import Layout from '@theme/Layout';
import ProblemLines from '../ProblemLines';
import styles from './styles.module.css';

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
        <ProblemLines lines={lines} />
      </main>
    </Layout>
  );
}
