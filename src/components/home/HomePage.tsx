import React from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSite} from '@site/src/hooks/useSite';
import JsonLd from '@site/src/components/seo/JsonLd';
import {organization} from '@site/src/components/seo/structuredData';
import Hero from '@site/src/components/home/Hero';
import Services from '@site/src/components/home/Services';
import Statistics from '@site/src/components/home/Statistics';
import Process from '@site/src/components/home/Process';
import Team, {type TeamPhotos} from '@site/src/components/home/Team';
import SuccessStories from '@site/src/components/home/SuccessStories';
import Contact from '@site/src/components/home/Contact';
import {FAVICONS} from '@site/src/plugins/favicons/files';

import type {CaseStudyCardData} from '@site/src/plugins/case-studies/types';

/**
 * Home: the seven sections, in the spec's order (SPEC §2 "Home page"). Its route, the featured
 * cards and the team's photos (route data) come from src/plugins/case-studies.
 */
export default function HomePage({
  studies,
  team,
}: {
  studies: CaseStudyCardData<'featured'>[];
  team: TeamPhotos;
}) {
  const site = useSite();
  const logo = useBaseUrl(`/${FAVICONS.touch.file}`);
  return (
    <Layout description={site.description}>
      <JsonLd data={organization(site, logo)} />
      <main>
        <Hero />
        <Services />
        <Statistics />
        <Process />
        <Team photos={team} />
        <SuccessStories studies={studies} />
        <Contact />
      </main>
    </Layout>
  );
}
