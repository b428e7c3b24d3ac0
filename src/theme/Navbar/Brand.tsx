import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useSite} from '@site/src/hooks/useSite';
import Logo from '@site/src/components/layout/Logo';
import styles from './styles.module.css';

/** The logo and name, linking home: the full name where it fits, the short mark elsewhere. */
export default function Brand() {
  const site = useSite();
  return (
    <Link to="/" className={styles.brand} aria-label={`${site.name}, home`}>
      <Logo className={styles.logo} />
      <span className={clsx(styles.brandName, styles.brandFull)} aria-hidden="true">
        {site.name}
      </span>
      <span className={clsx(styles.brandName, styles.brandShort)} aria-hidden="true">
        {site.shortName}
      </span>
    </Link>
  );
}
