import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import type {TagSummary} from '@site/src/plugins/case-studies/types';
import styles from '../CaseStudiesIndex/styles.module.css';
import own from './styles.module.css';
import {countStudies} from '../countStudies';

/**
 * /case-studies/tags: every tag in use, with its description and how many studies carry it (a
 * pill at the end of the tag's first line, which a long label wraps beside, not under).
 */
export default function TagsIndex({tags}: {tags: TagSummary[]}) {
  return (
    <Layout
      title="Case studies by tag"
      description="Find the success stories that match your business: by service, industry and place.">
      <main className={`container-site ${styles.main}`}>
        <p className={styles.back}>
          <Link to="/case-studies">← All case studies</Link>
        </p>
        <p className="eyebrow">Case studies</p>
        <h1 className={styles.title}>Browse by tag</h1>
        <p className={styles.intro}>
          By service, industry and place: each tag lists its studies, newest first.
        </p>
        <ul className={own.tags}>
          {tags.map((tag) => (
            <li key={tag.key}>
              <Link to={tag.permalink} className={own.tag}>
                <span className={own.head}>
                  <span className={own.label}>{tag.label}</span>{' '}
                  <span className={own.count}>{countStudies(tag.count)}</span>
                </span>
                <span className={own.description}>{tag.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
