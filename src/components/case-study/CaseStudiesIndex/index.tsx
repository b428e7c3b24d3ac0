import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CaseStudyCard from '@site/src/components/case-study/CaseStudyCard';
import type {CaseStudyCardData} from '@site/src/plugins/case-studies/types';
import styles from './styles.module.css';

/**
 * Index of every case study (SPEC §2 "/case-studies"), from the MDX front matter. Its route and
 * cards (route data) come from src/plugins/case-studies.
 */
export default function CaseStudiesIndex({studies}: {studies: CaseStudyCardData[]}) {
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
          {studies.map((study, index) => (
            <li key={study.id}>
              {/* The first cover is the largest paint above the fold on a wide screen. */}
              <CaseStudyCard study={study} priority={index === 0} />
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
