import React from 'react';
import clsx from 'clsx';
import {ButtonLink} from '@site/src/components/ui/Button';
import styles from './styles.module.css';

/** (CUSTOM) The spec's not-found texts (SPEC §2 "*"), inside the normal layout. */
export default function NotFoundContent({className}: {className?: string}) {
  return (
    <main className={clsx('container-site', styles.main, className)}>
      <p className="eyebrow">Error 404</p>
      <h1 className={styles.title}>404 Page Not Found</h1>
      <p className={styles.text}>Did you forget to add the page to the router?</p>
      <div className={styles.actions}>
        <ButtonLink to="/">Back to Home</ButtonLink>
        <ButtonLink to="/case-studies" variant="ghost">
          Browse case studies
        </ButtonLink>
      </div>
    </main>
  );
}
