import React, {Suspense, type ReactNode} from 'react';

/**
 * A Suspense boundary with nothing to wait for. On the client, React hydrates each such
 * boundary as its own unit of work and yields to the browser in between, so a long page
 * hydrates in short tasks instead of one long one (lower Total Blocking Time on phones).
 * Nothing ever shows the (empty) fallback. Mind the server HTML: React sends a large boundary
 * (over ~12 KB) out of place, in a hidden element moved in by an inline script that may run after
 * the first paint; so use it only where that was measured not to shift what is on screen (the
 * home page's sections below the hero and the footer: CLS 0 in `npm run perf`), never around a
 * case-study body (it moved the footer: CLS 0.14 on /stockboy, desktop).
 */
export default function HydrateApart({children}: {children: ReactNode}) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
