import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useSite} from '@site/src/hooks/useSite';
import {HERO} from '@site/src/data/hero';
import NavTargetLink from '@site/src/components/layout/NavTargetLink';
import {ButtonRow, buttonClassName} from '@site/src/components/ui/Button';
import Icon from '@site/src/components/ui/Icon';
import styles from './styles.module.css';

/** The first screen: name, tagline, promise, three headline results and two ways in. */
export default function Hero() {
  useBrokenLinks().collectAnchor('home');
  const site = useSite();
  return (
    <section id="home" className={styles.hero} aria-labelledby="home-title">
      <div className={`container-site ${styles.inner}`}>
        <div>
          <p className="eyebrow">{site.name}</p>
          <h1 id="home-title" className={styles.title}>
            {site.tagline}
          </h1>
          <p className={styles.promise}>{HERO.promise}</p>
          <ButtonRow>
            <NavTargetLink
              section={HERO.actions.primary.section}
              className={buttonClassName('primary', 'l')}>
              {HERO.actions.primary.label}
              <Icon name="arrowRight" size={18} />
            </NavTargetLink>
            <NavTargetLink
              section={HERO.actions.secondary.section}
              className={buttonClassName('ghost', 'l')}>
              {HERO.actions.secondary.label}
            </NavTargetLink>
          </ButtonRow>
        </div>
        <div className={styles.panel}>
          <p id="home-results-title" className={styles.panelTitle}>
            {HERO.resultsLabel}
          </p>
          <ul className={styles.results} aria-labelledby="home-results-title">
            {HERO.results.map((result) => (
              <li key={result.id} className={styles.result}>
                <span className={styles.value}>{result.value}</span>
                <span className={styles.label}>{result.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
