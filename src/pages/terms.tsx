import React from 'react';
import {useSite} from '../hooks/useSite';
import SimplePage from '../components/layout/SimplePage';

/** Terms of service for the website's content. */
export default function Terms() {
  const site = useSite();
  return (
    <SimplePage
      eyebrow="Legal"
      title="Terms of Service"
      description={`Terms for using the ${site.name} website.`}>
      <p>
        The content of this website is provided for information. It is not financial, legal or tax
        advice for your situation; an engagement with us is governed by its own written agreement.
      </p>
      <h2>Results</h2>
      <p>
        The results in our case studies are those of the named clients. Your results will depend on
        your business, your market and the work we agree to do together.
      </p>
      <h2>Content</h2>
      <p>
        Text, images and videos on this site belong to {site.name} or to the clients and partners
        who allowed us to show them. Please ask before reusing them.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${site.infoEmail}`}>{site.infoEmail}</a>.
      </p>
    </SimplePage>
  );
}
