import type {ClientModule} from '@docusaurus/types';

/**
 * Where a page was read, for Back and Forward between the site's own pages.
 *
 * The browser's own restoring, left on, was wrong twice over on a page rendered by the router:
 * it ran after the new page had rendered, as a smooth scroll (the site's `scroll-behavior:
 * smooth`, meant for a section link on the same page) of a second and a half, and it landed
 * hundreds of pixels off (its saved anchor matched another element of the re-rendered page).
 * And a link to another page started that page at the old one's offset, then slid it up to the
 * top for as long. Here a page left is remembered by its history entry: the element at a third
 * of the window's height and how far from the top it stood. Going back puts that element there
 * again, at once; a new page starts at its top (or its #section) at once.
 *
 * The element, not a scroll offset: a list page lays out only the cards near the screen (each
 * counted 46rem tall until drawn), so the same offset in a re-rendered list is another card.
 */

interface Spot {
  /** Child indexes from the app's root down to the element. */
  path: number[];
  tag: string;
  /** The element's top, from the window's top, in CSS pixels. */
  offset: number;
  /** The window's scroll, used when the element is gone. */
  y: number;
}

const spots = new Map<string, Spot>();
/** The page was loaded with the browser's restoring off: it is restored once rendered. */
let pendingFirst = false;
const STORE = 'scroll-spots';
const MAX_SPOTS = 50;

/** An entry's name: the router's key (the page loaded from the server has none). */
const entryOf = (location: {key?: string}) => location.key ?? '';

const appRoot = () => document.getElementById('__docusaurus');

/** The element's top in the page, ignoring transforms (a section still sliding in). */
function pageTop(element: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement) {
    top += node.offsetTop;
  }
  return top;
}

function spotHere(): Spot {
  const y = window.scrollY;
  const root = appRoot();
  let element: Element | null = document.elementFromPoint(
    document.documentElement.clientWidth / 2,
    window.innerHeight / 3,
  );
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  if (!root || !element || !root.contains(element) || element === root) {
    return {path: [], tag: '', offset: 0, y};
  }
  const path: number[] = [];
  for (let node: Element = element; node !== root; node = node.parentElement!) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
  }
  return {path, tag: element.tagName, offset: pageTop(element) - y, y};
}

function elementAt(spot: Spot): HTMLElement | undefined {
  let node: Element | undefined = appRoot() ?? undefined;
  for (const index of spot.path) node = node?.children[index];
  return node instanceof HTMLElement && node.tagName === spot.tag && spot.path.length > 0
    ? node
    : undefined;
}

function restore(spot: Spot): void {
  const element = elementAt(spot);
  const top = element ? pageTop(element) - spot.offset : spot.y;
  window.scrollTo({top, behavior: 'instant'});
}

function remember(key: string): void {
  spots.delete(key);
  spots.set(key, spotHere());
  if (spots.size > MAX_SPOTS) spots.delete(spots.keys().next().value!);
}

/** Smooth scrolling (custom.css) is for a section of the page in view, not for a new page. */
function instantScrolling(on: boolean): void {
  document.documentElement.style.scrollBehavior = on ? 'auto' : '';
}

if (typeof window !== 'undefined') {
  // An entry left for another website, or reloaded, is the browser's to restore: it sees the
  // whole page load. This document's other entries it would not restore (they were 'manual'):
  // their spots outlive it in sessionStorage, for a Back that loads the page anew.
  const started = window.history.scrollRestoration;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '[]');
    for (const [key, spot] of Array.isArray(stored) ? (stored as [string, Spot][]) : []) {
      if (typeof key === 'string' && Array.isArray(spot?.path)) spots.set(key, spot);
    }
  } catch {
    // Storage off or unreadable: Back within this page load still works.
  }
  window.history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => {
    remember(entryOf(window.history.state ?? {}));
    window.history.scrollRestoration = 'auto';
    try {
      sessionStorage.setItem(STORE, JSON.stringify([...spots]));
    } catch {
      // As above.
    }
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.history.scrollRestoration = 'manual';
  });
  // This entry was 'manual' when loaded (a Back to it from another website, after it had been
  // left within the site): the browser left it at the top, so it is restored once it renders.
  if (started === 'manual') pendingFirst = true;
}

const scrollRestoration: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    if (!previousLocation) return;
    remember(entryOf(previousLocation));
    if (previousLocation.pathname !== location.pathname) instantScrolling(true);
  },
  onRouteDidUpdate({previousLocation, location}) {
    // Docusaurus has just scrolled to the top, or to the #section, instantly (onRouteUpdate).
    instantScrolling(false);
    const spot = spots.get(entryOf(location));
    if (previousLocation ? spot : pendingFirst && spot && window.scrollY === 0) restore(spot!);
    pendingFirst = false;
  },
};

export default scrollRestoration;
