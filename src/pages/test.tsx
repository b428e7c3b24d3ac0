import React from 'react';
import Link from '@docusaurus/Link';
import SimplePage from '../components/layout/SimplePage';

/** Routing check page (SPEC §2 "/test"). */
export default function TestPage() {
  return (
    <SimplePage title="Test Page" description="A page that shows the site's routing works.">
      <p>If you can see this, routing is working!</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </SimplePage>
  );
}
