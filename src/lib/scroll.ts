/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scroll behaviour that honours prefers-reduced-motion. */
function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** How long scrollToSection keeps looking for a section that a route change has yet to render. */
const FIND_TIMEOUT_MS = 5000;

/**
 * After `delayMs`, brings the element with `id` into view (smoothly unless reduced motion is
 * requested) and records the anchor in the address bar. If the element is not rendered yet
 * (the home route is still loading), it keeps looking for up to FIND_TIMEOUT_MS.
 * Returns a cancel function.
 */
export function scrollToSection(id: string, delayMs = 0): () => void {
  let frame = 0;
  const started = Date.now();
  const attempt = () => {
    const element = document.getElementById(id);
    if (!element) {
      if (Date.now() - started < FIND_TIMEOUT_MS + delayMs) frame = requestAnimationFrame(attempt);
      return;
    }
    element.scrollIntoView({behavior: scrollBehavior(), block: 'start'});
    // replaceState, not the router: a router hash change would jump instantly and cut the animation.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}#${id}`);
  };
  const timer = window.setTimeout(attempt, delayMs);
  return () => {
    window.clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}

/** Scrolls the window to the top, smoothly unless reduced motion is requested. */
export function scrollToTop(): void {
  window.scrollTo({top: 0, behavior: scrollBehavior()});
}
