import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {CaseStudyFrontMatter} from '@site/src/plugins/case-studies/types';
import type {ImageSource} from '@site/src/plugins/images/types';
import SafeImage from '@site/src/components/ui/SafeImage';
import {IMAGE_SIZES} from '@site/src/lib/imageSizes';
import Metrics from '@site/src/components/case-study/Metrics';
import styles from './styles.module.css';

/**
 * Characters past which the heading takes the smaller display size: at the full one, a title
 * of 90 (the most front matter allows) ran to 8 lines at 1280 px and pushed the subtitle and
 * the date out of the first screen. The samples' titles, 35 to 44, keep the full size.
 */
const LONG_HEADING = 50;

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
  const heading = fm.headline ?? fm.title;
  return (
    <header className={styles.hero}>
      <div className={`container-site ${styles.heroGrid}`}>
        <div>
          <p className="eyebrow">{fm.category}</p>
          <h1 className={clsx(styles.title, heading.length > LONG_HEADING && styles.long)}>
            {heading}
          </h1>
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
