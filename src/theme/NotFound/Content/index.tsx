import React from 'react';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import {ButtonLink} from '@site/src/components/ui/Button';
import ProblemLines from '@site/src/components/case-study/ProblemLines';
import type {CaseStudiesDevData} from '@site/src/plugins/case-studies/types';
import styles from './styles.module.css';

/**
 * Under `npm start`, the files in case-studies/ that cannot become a page, as `npm run check`
 * names them: a member of staff who opens their new study's address and lands here learns why.
 * (A production build has none: its check stops on them.)
 */
function Misplaced() {
  const data = usePluginData('case-studies') as CaseStudiesDevData | undefined;
  if (!data?.misplaced.length) return null;
  return (
    <div className={styles.misplaced} data-testid="misplaced-studies">
      <p>
        <strong>npm start:</strong> these files in case-studies/ are not pages yet. Fix each line
        below and save:
      </p>
      <ProblemLines lines={data.misplaced} />
    </div>
  );
}

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
      {process.env.NODE_ENV === 'development' && <Misplaced />}
    </main>
  );
}
