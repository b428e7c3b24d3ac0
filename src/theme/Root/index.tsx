import React, {type ReactNode} from 'react';
import {DeferredToaster} from '@site/src/components/ui/Toast';
import BackToTop from '@site/src/components/ui/BackToTop';
import {useMediaUrl} from '@site/src/hooks/useSite';

const BACKDROP_IMAGE = 'backgrounds/backdrop.svg';

/**
 * Root never unmounts: the providers (data fetching, toasts) and the site-wide
 * floating pieces live here once for every route.
 */
export default function Root({children}: {children: ReactNode}) {
  const toUrl = useMediaUrl();
  return (
    <>
      <div
        className="site-backdrop"
        aria-hidden="true"
        data-testid="site-backdrop"
        style={{['--backdrop-image' as string]: `url("${toUrl(BACKDROP_IMAGE)}")`}}
      />
      {children}
      <BackToTop />
      <DeferredToaster />
    </>
  );
}
