import React, {Suspense, lazy, useEffect, useState} from 'react';
import {useToasts} from './store';

const Toaster = lazy(() => import('./Toaster'));

/**
 * The toaster, mounted once in Root but kept out of the main bundle: Radix Toast loads when the
 * browser is first idle after hydration, or at once when a toast is raised before that.
 */
export function DeferredToaster() {
  const hasToasts = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), {timeout: 3000});
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setIdle(true), 1500);
    return () => window.clearTimeout(timer);
  }, []);
  if (!idle && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export {toast, dismissToast} from './store';
