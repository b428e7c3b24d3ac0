import React, {Suspense, useEffect, useState} from 'react';
import {useIdle} from '@site/src/hooks/useIdle';
import {retryableLazy} from '@site/src/lib/retryableLazy';
import BlockBoundary from '../BlockBoundary';
import {useToasts, useToastsExpected} from './store';

const Toaster = retryableLazy(() => import('./Toaster'));

/**
 * The toaster, mounted once in Root but kept out of the main bundle: Radix Toast loads when the
 * browser is first idle on a page that may raise a toast (useMayToast), or at once when a toast
 * is raised before that. If its code cannot load, the page carries on without toasts (what they
 * confirm has happened already) and the next toast raised tries again.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const newest = toasts[0]?.id ?? null;
  const idle = useIdle();
  const expected = useToastsExpected();
  const [attempt, setAttempt] = useState(0);
  /** The newest toast when the code failed to load; undefined while it has not failed. */
  const [failedAt, setFailedAt] = useState<string | null>();
  useEffect(() => {
    if (failedAt === undefined || newest === null || newest === failedAt) return;
    Toaster.retry();
    setFailedAt(undefined);
    setAttempt((n) => n + 1);
  }, [newest, failedAt]);
  if (!(idle && expected) && toasts.length === 0) return null;
  return (
    <BlockBoundary key={attempt} fallback={null} onError={() => setFailedAt(newest)}>
      <Suspense fallback={null}>
        <Toaster.Component />
      </Suspense>
    </BlockBoundary>
  );
}

export {toast, useMayToast} from './store';
