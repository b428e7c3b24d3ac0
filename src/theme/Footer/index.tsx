import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useBuildInfo, useSite} from '@site/src/hooks/useSite';
import {FOOTER_LINKS, LEGAL_LINKS} from '@site/src/data/navigation';
import {TEAM} from '@site/src/data/team';
import NavTargetLink from '@site/src/components/layout/NavTargetLink';
import Logo from '@site/src/components/layout/Logo';
import styles from './styles.module.css';
import HydrateApart from '@site/src/components/layout/HydrateApart';

/** The year on the visitor's clock; the build year in pre-rendered HTML until hydration. */
function useCurrentYear(): number {
  const [year, setYear] = useState(useBuildInfo().year);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

/** (CUSTOM) The site's own footer (SPEC §2 "Footer"), replacing theme-classic's. */
function FooterContent() {
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
          <ul>
            <li>
              <a href={site.socialUrl} target="_blank" rel="noopener noreferrer">
                {site.socialLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            {TEAM.map((member) => (
              <li key={member.id}>
                <a href={member.linkedin} target="_blank" rel="noopener noreferrer">
                  {member.name}
                  <span className="visually-hidden"> on LinkedIn (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
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

/** The footer hydrates apart from the page above it (see HydrateApart). */
export default function Footer() {
  return (
    <HydrateApart>
      <FooterContent />
    </HydrateApart>
  );
}
