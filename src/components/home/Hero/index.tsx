import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useSite} from '@site/src/hooks/useSite';
import {HEADLINE_RESULTS} from '@site/src/data/statistics';
import NavTargetLink from '@site/src/components/layout/NavTargetLink';
import {buttonClassName} from '@site/src/components/ui/Button';
import Icon from '@site/src/components/ui/Icon';
import styles from './styles.module.css';

/** The first screen: name, tagline, promise, three headline results and two ways in. */
export default function Hero() {
  useBrokenLinks().collectAnchor('home');
  const site = useSite();
  return (
    <section id="home" className={styles.hero} aria-labelledby="home-title">
      <div className={`container-site ${styles.inner}`}>
        <p className="eyebrow">{site.name}</p>
        <h1 id="home-title" className={styles.title}>
          {site.tagline}
        </h1>
        <p className={styles.promise}>
          We pair strategic financial consulting with AI-driven technology so brands, retailers and
          multi-location operators grow with less waste, and keep growing.
        </p>
        <div className={styles.actions}>
          <NavTargetLink section="services" className={buttonClassName('primary', 'l')}>
            Explore Services
            <Icon name="arrowRight" size={18} />
          </NavTargetLink>
          <NavTargetLink section="process" className={buttonClassName('ghost', 'l')}>
            Our Process
          </NavTargetLink>
        </div>
        <ul className={styles.results} aria-label="Headline results">
          {HEADLINE_RESULTS.map((result) => (
            <li key={result.id} className={styles.result}>
              <span className={styles.value}>{result.value}</span>
              <span className={styles.label}>{result.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
