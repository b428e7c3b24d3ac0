import React, {Suspense, type ReactNode} from 'react';

/**
 * A Suspense boundary with nothing to wait for. On the client, React hydrates each such
 * boundary as its own unit of work and yields to the browser in between, so a long page
 * hydrates in short tasks instead of one long one (lower Total Blocking Time on phones).
 * Nothing ever shows the (empty) fallback. The static render writes the boundary in place
 * (src/plugins/lean/reactDomServer.ts turns off React's outlining of large boundaries, which would send
 * them to the end of the page and move them in by script after the first paint).
 */
export default function HydrateApart({children}: {children: ReactNode}) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
