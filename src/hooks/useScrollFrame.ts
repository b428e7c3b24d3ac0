import {useEffect, useRef} from 'react';

/**
 * Calls `handler` at most once per animation frame on window scroll and resize, and once on
 * mount. The latest handler is always used, so callers need not memoise it.
 */
export function useScrollFrame(handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const onEvent = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        latest.current();
      });
    };
    latest.current();
    window.addEventListener('scroll', onEvent, {passive: true});
    window.addEventListener('resize', onEvent, {passive: true});
    return () => {
      window.removeEventListener('scroll', onEvent);
      window.removeEventListener('resize', onEvent);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);
}
