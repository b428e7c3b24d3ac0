import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {meantPage} from '@site/src/lib/closest';
import {ADDRESSES_FILE, type PageAddress} from '@site/src/plugins/case-studies/builtFiles';
import {ButtonLink, ButtonRow} from '@site/src/components/ui/Button';
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

/**
 * The study a mistyped address meant ("/stockboi", "/case-studies/budbiliken"), or the list
 * ("/case-studie", "/case-studies/tags/wellnes"), from the addresses the build writes
 * (src/plugins/case-studies/addresses.ts). Loaded only here, after the page shows; the page
 * stands as it is without it (a failed load). Under `npm start`, which writes no build, the same
 * addresses come with the plugin's preview data. It comes last, under the buttons, so that
 * nothing moves when it arrives (a visitor reaching for "Back to Home" would hit what took its
 * place), and in a status region, which a screen reader reads out when it fills.
 */
function Suggestion() {
  const list = useBaseUrl(`/${ADDRESSES_FILE}`);
  const {pathname} = useLocation();
  const preview = (usePluginData('case-studies') as CaseStudiesDevData | undefined)?.addresses;
  const [meant, setMeant] = useState<PageAddress | null>(null);
  useEffect(() => {
    setMeant(null);
    let current = true;
    (preview
      ? Promise.resolve(preview)
      : fetch(list).then((response) =>
          response.ok ? (response.json() as Promise<PageAddress[]>) : [],
        )
    )
      .then((pages) => current && setMeant(meantPage(pages, pathname) ?? null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [list, pathname, preview]);
  return (
    <div role="status" className={styles.offer}>
      {meant && (
        <p className={styles.text}>
          Were you looking for <Link to={meant.address}>{meant.title}</Link>?
        </p>
      )}
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
      <ButtonRow>
        <ButtonLink to="/">Back to Home</ButtonLink>
        <ButtonLink to="/case-studies" variant="ghost">
          Browse case studies
        </ButtonLink>
      </ButtonRow>
      <Suggestion />
      {process.env.NODE_ENV === 'development' && <Misplaced />}
    </main>
  );
}
