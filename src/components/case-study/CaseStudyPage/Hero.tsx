import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {CaseStudyFrontMatter} from '@site/src/plugins/case-studies/types';
import type {ImageSource} from '@site/src/plugins/images/types';
import SafeImage from '@site/src/components/ui/SafeImage';
import {IMAGE_SIZES} from '@site/src/lib/imageSizes';
import Metrics from '@site/src/components/case-study/Metrics';
import styles from './styles.module.css';

/**
 * Characters past which the heading takes a smaller size. At the full display size a title of
 * 90 (the most front matter allows) ran to 8 lines at 1280 px and pushed the subtitle and the
 * date out of the first screen; one of 43 ran to 5 lines in the hero's half of the width and
 * pushed its figures out. Up to SHORT_HEADING (two or three lines) it keeps the full size, up
 * to LONG_HEADING it takes a step down (three or four lines), and past that two.
 */
const SHORT_HEADING = 30;
const LONG_HEADING = 50;

const headingSize = (heading: string) =>
  heading.length > LONG_HEADING ? styles.long : heading.length > SHORT_HEADING ? styles.mid : '';

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
        <div className={styles.heroText}>
          <p className="eyebrow">{fm.category}</p>
          <h1 className={clsx(styles.title, headingSize(heading))}>{heading}</h1>
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
          position={fm.cover.position}
          sizes={IMAGE_SIZES.hero}
          priority
        />
      </div>
    </header>
  );
}
