import type {ClientModule} from '@docusaurus/types';
import {drawAll, drawFarSections} from '../lib/farSections';

/**
 * Where a page was read, for Back and Forward between the site's own pages; and smooth
 * scrolling for a link to a section of the page in view, and nothing else.
 *
 * The browser's own restoring, left on, was wrong twice over on a page rendered by the router:
 * it ran after the new page had rendered, as a smooth scroll (the site's `scroll-behavior:
 * smooth`, then on the root for good) of a second and a half, and it landed hundreds of pixels
 * off (its saved anchor matched another element of the re-rendered page). A link to another
 * page started that page at the old one's offset, then slid it up to the top for as long.
 *
 * Here a page left is remembered by its history entry: the element at a third of the window's
 * height and how far from the top it stood. Going back puts that element there again, at once;
 * a new page starts at its top (or its #section) at once. The element, not a scroll offset: a
 * list page lays out only the cards near the screen (each counted 46rem tall until drawn), so
 * the same offset in a re-rendered list is another card. The link followed from it gets the focus
 * back: Tab goes on from the card opened, not from the skip link and every card above again.
 *
 * Smooth scrolling is switched on by a click on a #section link of the page in view, and off
 * when that scroll ends: on for good, the browser slid its own restoring too (a reload, and Back
 * after one), and a slide under way went on past this module's restoring.
 */

interface Spot {
  /** Child indexes from the app's root down to the element. */
  path: number[];
  tag: string;
  /** The element's top, from the window's top, in CSS pixels. */
  offset: number;
  /** The window's scroll, used when the element is gone. */
  y: number;
  /** The link that had focus (the one followed), by its href and its place among its like. */
  focus?: {href: string; index: number};
}

const spots = new Map<string, Spot>();
/** The page was loaded with the browser's restoring off: it is restored once rendered. */
let pendingFirst = false;
/** The route changes for a #section link of the page in view: a new entry, not one to restore. */
let sectionLink = false;
const STORE = 'scroll-spots';
const MAX_SPOTS = 50;

/**
 * An entry's name: the router's key. The page as loaded from the server has none, nor has an
 * entry a #section link made (the browser's, not the router's): they go by their address.
 */
const entryOf = (location: {key?: string; pathname: string; search: string; hash: string}) =>
  location.key ?? `${location.pathname}${location.search}${location.hash}`;

const appRoot = () => document.getElementById('__docusaurus');

/** The element's top in the page, ignoring transforms (a section still sliding in). */
function pageTop(element: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement) {
    top += node.offsetTop;
  }
  return top;
}

/** Links to the same address, in the order of the page. */
const linksTo = (root: HTMLElement, href: string) =>
  [...root.querySelectorAll<HTMLAnchorElement>(`a[href="${CSS.escape(href)}"]`)].filter(
    (link) => !link.closest('dialog'),
  );

/** The link in focus, found again after the page renders anew: its href and its rank. */
function focusHere(root: HTMLElement): Spot['focus'] {
  const link = document.activeElement;
  const href = link?.getAttribute('href');
  if (!(link instanceof HTMLAnchorElement) || !href || !root.contains(link)) return undefined;
  const index = linksTo(root, href).indexOf(link);
  return index < 0 ? undefined : {href, index};
}

function spotHere(): Spot {
  const y = window.scrollY;
  const root = appRoot();
  const focus = root ? focusHere(root) : undefined;
  // The page's own content under that point, not the navbar's open menu or a dialog above it;
  // across the width, the first thing smaller than the window (in the middle of a two-column
  // list is the gap, where the point finds the whole list, whose top is far above).
  const width = document.documentElement.clientWidth;
  const hits = [width / 2, width / 4, (width * 3) / 4].map((x) =>
    document
      .elementsFromPoint(x, window.innerHeight / 3)
      .find((hit) => hit.closest('main, footer') && !hit.closest('dialog')),
  );
  const element =
    hits.find((hit) => hit instanceof HTMLElement && hit.offsetHeight < window.innerHeight) ??
    hits[0];
  if (!root || !(element instanceof HTMLElement) || !root.contains(element)) {
    return {path: [], tag: '', offset: 0, y, focus};
  }
  const path: number[] = [];
  for (let node: Element = element; node !== root; node = node.parentElement!) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
  }
  return {path, tag: element.tagName, offset: pageTop(element) - y, y, focus};
}

function elementAt(spot: Spot): HTMLElement | undefined {
  let node: Element | undefined = appRoot() ?? undefined;
  for (const index of spot.path) node = node?.children[index];
  // Drawn (a closed menu's link has no box): its top is where the page is.
  return node instanceof HTMLElement && node.tagName === spot.tag && node.getClientRects().length
    ? node
    : undefined;
}

/** How many frames a restored place is kept while the page settles, unless the visitor scrolls. */
const SETTLE_FRAMES = 10;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Stops keeping the last restored place. */
let stopSettling = () => {};

/**
 * Puts the element back where it stood, and keeps it there for a few frames: a list's cards
 * drawn then (content-visibility, counted 46rem tall until drawn) change the heights above it,
 * and the browser's scroll anchoring may hold another element still.
 */
function restore(spot: Spot): void {
  stopSettling();
  drawAll();
  const element = elementAt(spot);
  if (!element) {
    window.scrollTo({top: spot.y, behavior: 'instant'});
    return;
  }
  const place = () => window.scrollTo({top: pageTop(element) - spot.offset, behavior: 'instant'});
  let frames = 0;
  let frame = 0;
  const check = () => {
    if (Math.abs(pageTop(element) - window.scrollY - spot.offset) >= 1) place();
    if (++frames < SETTLE_FRAMES) frame = requestAnimationFrame(check);
    else stopSettling();
  };
  stopSettling = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stopSettling);
    stopSettling = () => {};
  };
  for (const type of VISITOR_INPUT) window.addEventListener(type, stopSettling, {passive: true});
  place();
  frame = requestAnimationFrame(check);
}

/**
 * Gives the followed link its focus again, where the page was restored: Tab goes on from the
 * card a keyboard or screen-reader visitor opened, not from the top of the page.
 */
function refocus(spot: Spot): void {
  const root = appRoot();
  const link = root && spot.focus ? linksTo(root, spot.focus.href)[spot.focus.index] : undefined;
  if (link?.getClientRects().length) link.focus({preventScroll: true});
}

function remember(key: string): void {
  spots.delete(key);
  spots.set(key, spotHere());
  if (spots.size > MAX_SPOTS) spots.delete(spots.keys().next().value!);
}

/** Smooth scrolling (custom.css), for a link to a section of the page in view only. */
function smoothScrolling(on: boolean): void {
  if (on) document.documentElement.setAttribute('data-smooth-scroll', '');
  else document.documentElement.removeAttribute('data-smooth-scroll');
}

/** Whether the link leads to a #section of the page in view. */
function toThisPage(link: HTMLAnchorElement): boolean {
  const {origin, pathname, search} = window.location;
  const url = new URL(link.href, window.location.href);
  return (
    url.hash.length > 1 &&
    url.origin === origin &&
    url.pathname === pathname &&
    url.search === search &&
    (!link.target || link.target === '_self')
  );
}

if (typeof window !== 'undefined') {
  // An entry left for another website, or reloaded, is the browser's to restore: it sees the
  // whole page load. This document's other entries it would not restore (they were 'manual'):
  // their spots outlive it in sessionStorage, for the next page load of the tab to restore
  // (after a reload, Back to an entry of the load before is the router's, in the new one).
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
    const {pathname, search, hash} = window.location;
    const key = (window.history.state as {key?: string} | null)?.key;
    remember(entryOf({key, pathname, search, hash}));
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
  // Before the browser follows the link (a plain #section link) or the router does.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && toThisPage(link)) {
        smoothScrolling(true);
        sectionLink = true;
      }
    },
    true,
  );
  window.addEventListener('scrollend', () => {
    smoothScrolling(false);
    sectionLink = false; // A link to the #section already in the address: no route change.
  });
  // This entry was 'manual' when loaded (a Back to it from another website, after it had been
  // left within the site): the browser left it at the top, so it is restored once it renders.
  if (started === 'manual') pendingFirst = true;
}

const scrollRestoration: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    stopSettling();
    if (!previousLocation) return;
    remember(entryOf(previousLocation));
    // Another page starts at its top, or its #section, at once.
    if (previousLocation.pathname !== location.pathname) smoothScrolling(false);
  },
  onRouteDidUpdate({previousLocation, location}) {
    const spot = sectionLink ? undefined : spots.get(entryOf(location));
    if (previousLocation ? spot : pendingFirst && spot && window.scrollY === 0) {
      restore(spot!);
      refocus(spot!);
    }
    pendingFirst = false;
    sectionLink = false;
    // The page's far sections, laid out after its first paint (farSections.ts).
    if (!previousLocation) drawFarSections();
  },
};

export default scrollRestoration;
