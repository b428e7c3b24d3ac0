import React from 'react';
import {Redirect, useLocation} from '@docusaurus/router';

/**
 * Under `npm start` only: a study's or a tag's former address (`formerly`) sends the visitor on
 * to its page now, with the address's query and #section, as the page a build writes there does
 * (src/plugins/case-studies/moved.ts). `to` carries the base URL.
 */
export default function FormerAddress({to}: {to: string}) {
  const {search, hash} = useLocation();
  return <Redirect to={{pathname: to, search, hash}} />;
}
