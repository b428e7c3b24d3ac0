import React, {type ReactNode} from 'react';
import type {CaseStudyFrontMatter} from '@site/src/plugins/case-studies/types';
import type {ImageSource} from '@site/src/plugins/images/types';
import SafeImage from '@site/src/components/ui/SafeImage';
import {IMAGE_SIZES} from '@site/src/lib/imageSizes';
import Metrics from '@site/src/components/case-study/Metrics';
import styles from './styles.module.css';

/** The top of a case study: category, heading, subtitle, its figures and the cover. */
export default function Hero({
  fm,
  cover,
  byline,
}: {
  fm: CaseStudyFrontMatter;
  cover: ImageSource;
  byline: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <div className={`container-site ${styles.heroGrid}`}>
        <div>
          <p className="eyebrow">{fm.category}</p>
          <h1 className={styles.title}>{fm.headline ?? fm.title}</h1>
          <p className={styles.subtitle}>{fm.subtitle}</p>
          {byline}
          <Metrics metrics={fm.metrics} size="hero" className={styles.metrics} />
        </div>
        <SafeImage
          className={styles.cover}
          src={cover}
          alt={fm.cover.alt}
          width={fm.cover.width}
          height={fm.cover.height}
          sizes={IMAGE_SIZES.hero}
          priority
        />
      </div>
    </header>
  );
}
