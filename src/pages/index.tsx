import React from 'react';
import Layout from '@theme/Layout';
import {useSite} from '../hooks/useSite';
import Hero from '../components/home/Hero';
import Services from '../components/home/Services';
import Statistics from '../components/home/Statistics';
import Process from '../components/home/Process';
import Team from '../components/home/Team';
import SuccessStories from '../components/home/SuccessStories';
import Contact from '../components/home/Contact';

/** Home: the seven sections, in the spec's order (SPEC §2 "Home page"). */
export default function Home() {
  const site = useSite();
  return (
    <Layout description={site.description}>
      <main>
        <Hero />
        <Services />
        <Statistics />
        <Process />
        <Team />
        <SuccessStories />
        <Contact />
      </main>
    </Layout>
  );
}
