import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import styles from './SimplePage.module.css';

/** A plain text page inside the normal layout: /test, the privacy policy, the terms. */
export default function SimplePage({
  title,
  description,
  eyebrow,
  children,
}: {
  title: string;
  description: string;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <Layout title={title} description={description}>
      <main className={`container-site ${styles.main}`}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        <div className="prose">{children}</div>
      </main>
    </Layout>
  );
}
