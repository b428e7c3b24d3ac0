import React from 'react';
import Link from '@docusaurus/Link';
import {useSite} from '@site/src/hooks/useSite';
import {useCurrentYear} from '@site/src/hooks/useCurrentYear';
import {FOOTER_LINKS, LEGAL_LINKS} from '@site/src/data/navigation';
import NavTargetLink from '@site/src/components/layout/NavTargetLink';
import Logo from '@site/src/components/layout/Logo';
import ConnectLinks from './ConnectLinks';
import styles from './styles.module.css';

/** (CUSTOM) The site's own footer (SPEC §2 "Footer"), replacing theme-classic's. */
export default function Footer() {
  const site = useSite();
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={`container-site ${styles.grid}`}>
        <div className={styles.brandCol}>
          <Link to="/" className={styles.brand}>
            <Logo id="footer-logo" />
            <span>{site.name}</span>
          </Link>
          <p className={styles.tagline}>{site.tagline}</p>
          <p className={styles.mail}>
            <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
        </div>

        <nav aria-label="Footer" className={styles.col}>
          <h2 className={styles.heading}>Explore</h2>
          <ul>
            {FOOTER_LINKS.map(({label, ...target}) => (
              <li key={label}>
                <NavTargetLink {...target}>{label}</NavTargetLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.col}>
          <h2 className={styles.heading}>Connect</h2>
          <ConnectLinks />
        </div>
      </div>

      <div className={`container-site ${styles.bottom}`}>
        <p>
          © <span data-testid="footer-year">{year}</span> {site.name}. All rights reserved.
        </p>
        <ul className={styles.legal}>
          {LEGAL_LINKS.map(({label, ...target}) => (
            <li key={label}>
              <NavTargetLink {...target}>{label}</NavTargetLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
