import React from 'react';
import {useSite} from '../hooks/useSite';
import SimplePage from '../components/layout/SimplePage';

/** Privacy policy: what this static site does (and does not do) with visitors' data. */
export default function Privacy() {
  const site = useSite();
  return (
    <SimplePage
      eyebrow="Legal"
      title="Privacy Policy"
      description={`How ${site.name} handles personal data on this website.`}>
      <p>
        This website is a set of static pages. It has no forms, no accounts and no analytics, and it
        sets no cookies of its own.
      </p>
      <h2>What we receive</h2>
      <p>
        When you write to us, we receive your e-mail address and whatever you choose to tell us. We
        use it only to answer you and to work with you, and we never sell it.
      </p>
      <h2>Third parties</h2>
      <p>
        Images and videos are served from our media storage. Some case-study pages embed
        social-media posts; when they load, the social network may receive your IP address and
        browser details under its own privacy policy.
      </p>
      <h2>Your rights</h2>
      <p>
        To see, correct or delete what we hold about you, write to{' '}
        <a href={`mailto:${site.infoEmail}`}>{site.infoEmail}</a>.
      </p>
    </SimplePage>
  );
}
