import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/ui/Section';
import Reveal from '@site/src/components/ui/Reveal';
import SafeImage from '@site/src/components/ui/SafeImage';
import Metrics from '@site/src/components/case-study/Metrics';
import Icon from '@site/src/components/ui/Icon';
import {ButtonLink} from '@site/src/components/ui/Button';
import {SUCCESS_STORIES_SECTION} from '@site/src/data/successStories';
import styles from './styles.module.css';
import {caseStudyHref, type CaseStudyCardData} from '@site/src/plugins/case-studies/types';
import {IMAGE_SIZES} from '@site/src/lib/imageSizes';

/** Featured case studies, from the case studies' own front matter (route data of HomePage). */
export default function SuccessStories({studies: featured}: {studies: CaseStudyCardData[]}) {
  return (
    <Section
      id="case-study"
      eyebrow={SUCCESS_STORIES_SECTION.eyebrow}
      title={SUCCESS_STORIES_SECTION.title}
      intro={SUCCESS_STORIES_SECTION.intro}>
      <ul className={styles.grid}>
        {featured.map((study, index) => (
          <Reveal as="li" key={study.id} className={styles.card} delay={index * 80}>
            <SafeImage
              className={styles.image}
              src={study.cover.src}
              alt={study.cover.alt}
              width={study.cover.width}
              height={study.cover.height}
              sizes={IMAGE_SIZES.card}
            />
            <div className={styles.body}>
              <p className={styles.category}>{study.category}</p>
              <h3 className={styles.title}>
                <Link to={caseStudyHref(study)} target="_self" className={styles.link}>
                  {study.title}
                </Link>
              </h3>
              <p className={styles.description}>{study.description}</p>
              <Metrics metrics={study.metrics} className={styles.metrics} />
              <span className={styles.more} aria-hidden="true">
                {SUCCESS_STORIES_SECTION.more} <Icon name="arrowRight" size={16} />
              </span>
            </div>
          </Reveal>
        ))}
      </ul>
      <p className={styles.all}>
        <ButtonLink to="/case-studies" variant="ghost">
          {SUCCESS_STORIES_SECTION.all}
        </ButtonLink>
      </p>
    </Section>
  );
}
