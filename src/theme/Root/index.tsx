import React, {useState, type ReactNode} from 'react';
import {QueryClientProvider} from '@tanstack/react-query';
import {makeQueryClient} from '../../lib/queryClient';
import {TooltipProvider} from '../../components/ui/Tooltip';
import {DeferredToaster} from '../../components/ui/Toast';
import BackToTop from '../../components/ui/BackToTop';
import {useMediaUrl} from '../../hooks/useSite';

const BACKDROP_IMAGE = 'backgrounds/backdrop.svg';

/**
 * Root never unmounts: the providers (data fetching, tooltips, toasts) and the site-wide
 * floating pieces live here once for every route.
 */
export default function Root({children}: {children: ReactNode}) {
  // One client per React tree: the static build renders every page in one Node process.
  const [queryClient] = useState(makeQueryClient);
  const toUrl = useMediaUrl();
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <div
          className="site-backdrop"
          aria-hidden="true"
          data-testid="site-backdrop"
          style={{['--backdrop-image' as string]: `url("${toUrl(BACKDROP_IMAGE)}")`}}
        />
        {children}
        <BackToTop />
        <DeferredToaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
