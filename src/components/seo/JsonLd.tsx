import React from 'react';
import Head from '@docusaurus/Head';
import {serializeJsonLd} from './structuredData';

/**
 * JSON-LD structured data (a data block: not executed, so CSP does not apply), in the page head;
 * `inline`: where it is rendered, for data that is part of HTML React keeps as the static render
 * wrote it (KeptHtml), which the head's manager would otherwise remove once the page starts.
 */
export default function JsonLd({
  data,
  inline = false,
}: {
  data: Record<string, unknown>;
  inline?: boolean;
}) {
  if (inline) {
    return (
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{__html: serializeJsonLd(data)}}
      />
    );
  }
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}
