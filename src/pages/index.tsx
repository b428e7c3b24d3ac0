import React from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSite} from '../hooks/useSite';
import JsonLd from '../components/seo/JsonLd';
import {organization} from '../components/seo/structuredData';
import Hero from '../components/home/Hero';
import Services from '../components/home/Services';
import Statistics from '../components/home/Statistics';
import Process from '../components/home/Process';
import Team from '../components/home/Team';
import SuccessStories from '../components/home/SuccessStories';
import Contact from '../components/home/Contact';
import HydrateApart from '../components/layout/HydrateApart';

/** Home: the seven sections, in the spec's order (SPEC §2 "Home page"). */
export default function Home() {
  const site = useSite();
  const logo = useBaseUrl('/img/favicon.svg');
  return (
    <Layout description={site.description}>
      <JsonLd data={organization(site, logo)} />
      <main>
        <Hero />
        <HydrateApart>
          <Services />
        </HydrateApart>
        <HydrateApart>
          <Statistics />
        </HydrateApart>
        <HydrateApart>
          <Process />
        </HydrateApart>
        <HydrateApart>
          <Team />
        </HydrateApart>
        <HydrateApart>
          <SuccessStories />
        </HydrateApart>
        <HydrateApart>
          <Contact />
        </HydrateApart>
      </main>
    </Layout>
  );
}
