/**
 * The home page's sections below the first screen (all but the first, which can reach into it)
 * are laid out after the first paint, one at a time, instead of all in the first paint's task:
 * on a phone that task laid out the whole page (about 11,000 px at 375 px), the one long task
 * left in Lighthouse's Total Blocking Time for `/`. Until drawn, a section is
 * `content-visibility: auto` (ui/Section/styles.module.css): the browser still lays out one that
 * comes near the screen, and finds text in it.
 *
 * Everything that needs the page's true layout draws all of it at once first: a tap, a key, a
 * wheel, a touch, a click or a focus (a visitor about to follow a #section link, or to scroll),
 * restoring a place (scrollRestoration.ts), and a page loaded at a #section, reloaded or gone
 * back to, whose place the browser restores before any script runs (the inline script
 * DRAW_AT_ONCE, in the head). Once the first page is drawn, the flag stays: a page rendered later
 * in the app is laid out whole, as before. Without JavaScript, every section is laid out from the
 * start (src/css/noscript.css): nothing would draw them, and a reload would land off its place.
 */

/** On <html>: every section is laid out (ui/Section/styles.module.css). */
export const DRAWN_ATTRIBUTE = 'data-sections-drawn';
/** On a section laid out already, before the whole page is. */
export const SECTION_DRAWN_ATTRIBUTE = 'data-drawn';
/** Marks the sections that wait (ui/Section). */
export const FAR_SECTION_ATTRIBUTE = 'data-far-section';

/**
 * For the head, before the page is parsed: a page opened at a #section, reloaded, or gone back
 * or forward to is drawn whole from the start, so the browser's own scroll to its place sees the
 * true layout.
 */
export const DRAW_AT_ONCE = `(function(){var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];if(location.hash.length>1||(n&&n.type!=="navigate"))document.documentElement.setAttribute("${DRAWN_ATTRIBUTE}","");})();`;

/** A visitor's first act: a click or a focus with no key or pointer before it is a reader's. */
const INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'click', 'focusin'] as const;

const root = () => document.documentElement;

/** Whether every section is laid out. */
export const allDrawn = () => root().hasAttribute(DRAWN_ATTRIBUTE);

/** Lays out every section now (the next read of the layout does it), and for good. */
export function drawAll(): void {
  if (allDrawn()) return;
  root().setAttribute(DRAWN_ATTRIBUTE, '');
  for (const type of INPUT) window.removeEventListener(type, drawAll, true);
}

/**
 * Draws the waiting sections one a frame, each in a task of its own, then the page for good;
 * any input first draws them all. `nextTurn` waits for the next chance (a frame, then a task).
 */
export function drawFarSections(
  nextTurn: (then: () => void) => void = (then) =>
    requestAnimationFrame(() => window.setTimeout(then, 0)),
): void {
  if (allDrawn()) return;
  for (const type of INPUT) {
    window.addEventListener(type, drawAll, {capture: true, passive: true});
  }
  const step = () => {
    if (allDrawn()) return;
    // The first section is laid out from the start (ui/Section/styles.module.css).
    const next = document.querySelector(
      `[${FAR_SECTION_ATTRIBUTE}] ~ [${FAR_SECTION_ATTRIBUTE}]:not([${SECTION_DRAWN_ATTRIBUTE}])`,
    );
    if (!next) {
      drawAll();
      return;
    }
    next.setAttribute(SECTION_DRAWN_ATTRIBUTE, '');
    nextTurn(step);
  };
  nextTurn(step);
}
