import React, {Suspense, lazy} from 'react';
import {useIdle} from '@site/src/hooks/useIdle';
import {useToasts} from './store';

const Toaster = lazy(() => import('./Toaster'));

/**
 * The toaster, mounted once in Root but kept out of the main bundle: Radix Toast loads when the
 * browser is first idle after hydration, or at once when a toast is raised before that.
 */
export function DeferredToaster() {
  const hasToasts = useToasts().length > 0;
  const idle = useIdle();
  if (!idle && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export {toast} from './store';
