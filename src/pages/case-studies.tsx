import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useCaseStudies} from '../hooks/useCaseStudies';
import CaseStudyCard from '../components/case-study/CaseStudyCard';
import styles from './case-studies.module.css';

/** Index of every case study (SPEC §2 "/case-studies"), from the MDX front matter. */
export default function CaseStudies() {
  const studies = useCaseStudies();
  return (
    <Layout
      title="Case Studies"
      description="Client success stories: brand development, partner activations and multi-location financial consulting.">
      <main className={`container-site ${styles.main}`}>
        <p className={styles.back}>
          <Link to="/">← Back to Home</Link>
        </p>
        <p className="eyebrow">Case studies</p>
        <h1 className={styles.title}>Success stories</h1>
        <p className={styles.intro}>
          Brands, retailers and operators we have worked with, what we did together and what
          changed.
        </p>
        <ul className={styles.grid}>
          {studies.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
