import React from 'react';
import Head from '@docusaurus/Head';

/** Serialises structured data for a <script type="application/ld+json"> (no "</script>" escape). */
function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({'@context': 'https://schema.org', ...data}).replace(/</g, '\\u003c');
}

/** JSON-LD structured data in the page head (a data block: not executed, so CSP does not apply). */
export default function JsonLd({data}: {data: Record<string, unknown>}) {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}
