import React from 'react';
import Section from '@site/src/components/ui/Section';
import Reveal from '@site/src/components/ui/Reveal';
import CaseStudyCard from '@site/src/components/case-study/CaseStudyCard';
import CaseStudyGrid from '@site/src/components/case-study/CaseStudyCard/Grid';
import {ButtonLink} from '@site/src/components/ui/Button';
import {SUCCESS_STORIES_SECTION} from '@site/src/data/successStories';
import type {CaseStudyCardData} from '@site/src/plugins/case-studies/types';
import styles from './styles.module.css';

/** Featured case studies, from the case studies' own front matter (route data of HomePage). */
export default function SuccessStories({
  studies: featured,
}: {
  studies: CaseStudyCardData<'featured'>[];
}) {
  return (
    <Section
      id="case-study"
      eyebrow={SUCCESS_STORIES_SECTION.eyebrow}
      title={SUCCESS_STORIES_SECTION.title}
      intro={SUCCESS_STORIES_SECTION.intro}>
      <CaseStudyGrid>
        {featured.map((study, index) => (
          <Reveal as="li" key={study.permalink} delay={index * 80}>
            <CaseStudyCard study={study} variant="featured" />
          </Reveal>
        ))}
      </CaseStudyGrid>
      <p className={styles.all}>
        <ButtonLink to="/case-studies" variant="ghost">
          {SUCCESS_STORIES_SECTION.all}
        </ButtonLink>
      </p>
    </Section>
  );
}
