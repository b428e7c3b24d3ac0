import {useEffect, useState} from 'react';

/** Longest wait for an idle moment before the deferred work runs anyway. */
const IDLE_TIMEOUT_MS = 3000;
/** Where the browser has no idle callback (Safari): run the work this long after mount. */
const NO_IDLE_CALLBACK_DELAY_MS = 1500;

/**
 * False until the browser is first idle after this component mounted (so after hydration):
 * for code a page does not need to show or to start working.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), {timeout: IDLE_TIMEOUT_MS});
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setIdle(true), NO_IDLE_CALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
