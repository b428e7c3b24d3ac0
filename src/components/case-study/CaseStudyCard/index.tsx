import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {caseStudyHref, type CaseStudyCardData} from '@site/src/plugins/case-studies/types';
import {PAGE_LOAD_ATTRIBUTE} from '@site/src/components/layout/KeptHtml';
import {IMAGE_SIZES} from '@site/src/lib/imageSizes';
import SafeImage from '@site/src/components/ui/SafeImage';
import {ButtonLink} from '@site/src/components/ui/Button';
import Icon from '@site/src/components/ui/Icon';
import Metrics from '@site/src/components/case-study/Metrics';
import {SUCCESS_STORIES_SECTION} from '@site/src/data/successStories';
import {formatDate} from '@site/src/lib/dates';
import styles from './styles.module.css';

/**
 * One case-study card, in two variants:
 * - `list` (the index and tag pages): category and date, title (h2), subtitle, description,
 *   highlight chips and a "View Case Study" button (lists run newest first: the date says how
 *   recent each study is);
 * - `featured` (the home page's success stories): category, title (h3) whose link covers the
 *   whole card, description, headline metrics and "Read the story".
 */
export default function CaseStudyCard(
  props: (
    | {variant?: 'list'; study: CaseStudyCardData<'list'>}
    | {variant: 'featured'; study: CaseStudyCardData<'featured'>}
  ) & {priority?: boolean},
) {
  const {study, priority = false} = props;
  // Each variant's own fields (route data carries only those, CARD_FIELDS).
  const listed = props.variant === 'featured' ? null : props.study;
  const featured = props.variant === 'featured' ? props.study : null;
  const titleId = `study${study.permalink.replace(/\W+/g, '-')}`;
  const href = caseStudyHref(study);
  // Said in the link too, for a list's links kept as static HTML (KeptHtml).
  const pageLoad = study.hasThirdPartyEmbed ? {[PAGE_LOAD_ATTRIBUTE]: ''} : {};
  const Title = featured ? 'h3' : 'h2';
  return (
    <article className={clsx(styles.card, featured && styles.featured)} aria-labelledby={titleId}>
      <SafeImage
        className={styles.image}
        src={study.cover.src}
        alt={study.cover.alt}
        width={study.cover.width}
        height={study.cover.height}
        position={study.cover.position}
        sizes={IMAGE_SIZES.card}
        priority={priority}
      />
      <div className={styles.body}>
        <div className={styles.kicker}>
          <p className={styles.category}>{study.category}</p>
          {listed && (
            <time className={styles.date} dateTime={listed.date}>
              {formatDate(listed.date)}
            </time>
          )}
        </div>
        <Title id={titleId} className={styles.title}>
          {featured ? (
            <Link to={href} target="_self" className={styles.link} {...pageLoad}>
              {study.title}
            </Link>
          ) : (
            study.title
          )}
        </Title>
        {listed && <p className={styles.subtitle}>{listed.subtitle}</p>}
        <div className={styles.descriptionBox}>
          <p className={styles.description}>{study.description}</p>
        </div>
        {featured && (
          <>
            <Metrics metrics={featured.metrics} size="card" className={styles.metrics} />
            <span className={styles.more} aria-hidden="true">
              {SUCCESS_STORIES_SECTION.more} <Icon name="arrowRight" size={16} />
            </span>
          </>
        )}
        {listed && (
          <>
            <ul className={styles.chips} aria-label="Highlights">
              {listed.highlights.map((highlight) => (
                <li key={highlight} className={styles.chip}>
                  {highlight}
                </li>
              ))}
            </ul>
            <ButtonLink
              to={href}
              target="_self"
              {...pageLoad}
              className={styles.button}
              aria-describedby={titleId}>
              View Case Study
              <Icon name="arrowRight" size={16} />
            </ButtonLink>
          </>
        )}
      </div>
    </article>
  );
}
