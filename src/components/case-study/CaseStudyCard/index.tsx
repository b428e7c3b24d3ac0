import React from 'react';
import type {CaseStudyCardData} from '@site/src/plugins/case-studies/types';
import {IMAGE_SIZES} from '@site/src/lib/imageSizes';
import SafeImage from '@site/src/components/ui/SafeImage';
import {ButtonLink} from '@site/src/components/ui/Button';
import Icon from '@site/src/components/ui/Icon';
import styles from './styles.module.css';
import {caseStudyHref} from '@site/src/plugins/case-studies/types';

/** A case study on the index: category, title, subtitle, description, highlight chips, button. */
export default function CaseStudyCard({
  study,
  priority = false,
}: {
  study: CaseStudyCardData;
  priority?: boolean;
}) {
  const titleId = `study-${study.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <SafeImage
        className={styles.image}
        src={study.cover.src}
        alt={study.cover.alt}
        width={study.cover.width}
        height={study.cover.height}
        sizes={IMAGE_SIZES.card}
        priority={priority}
      />
      <div className={styles.body}>
        <p className={styles.category}>{study.category}</p>
        <h2 id={titleId} className={styles.title}>
          {study.title}
        </h2>
        <p className={styles.subtitle}>{study.subtitle}</p>
        <p className={styles.description}>{study.description}</p>
        <ul className={styles.chips} aria-label="Highlights">
          {study.highlights.map((highlight) => (
            <li key={highlight} className={styles.chip}>
              {highlight}
            </li>
          ))}
        </ul>
        <ButtonLink
          to={caseStudyHref(study)}
          target="_self"
          className={styles.button}
          aria-describedby={titleId}>
          View Case Study
          <Icon name="arrowRight" size={16} />
        </ButtonLink>
      </div>
    </article>
  );
}
