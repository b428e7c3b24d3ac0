/** What the page template's inline script records before the page hydrates (ssrTemplate.ts). */
interface EarlyTaps {
  /** Names of the controls tapped, in order ("search" also for Ctrl/⌘-K). */
  taps: string[];
  /** Names whose control has hydrated: no longer recorded. */
  done: Record<string, boolean>;
}

declare global {
  interface Window {
    __early?: EarlyTaps;
  }
}

/**
 * How many times the control named `name` (its `data-early` attribute) was tapped before the
 * page hydrated, and from now on none: call it once the control is live (in an effect). Zero
 * under `npm start`, whose page template records nothing.
 */
export function takeEarlyTaps(name: string): number {
  const early = typeof window === 'undefined' ? undefined : window.__early;
  if (!early) return 0;
  early.done[name] = true;
  const others = early.taps.filter((tap) => tap !== name);
  const count = early.taps.length - others.length;
  early.taps = others;
  return count;
}
