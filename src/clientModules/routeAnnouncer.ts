import type {ClientModule} from '@docusaurus/types';

/**
 * Tells a screen reader which page a link (or Back) has opened. The router draws the new page in
 * place, with no page load for the reader to announce; Docusaurus moves the focus to its skip
 * region for a link, and the focus falls to the body. A polite live region outside the app (so
 * React never re-renders it) says the new page's heading, or its title.
 */
let region: HTMLElement | null = null;

function announce(name: string): void {
  if (!region) {
    region = document.createElement('div');
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.setAttribute('data-route-announcer', '');
    document.body.append(region);
  }
  // Emptied, then filled a frame later: the same words again (two pages of one tag) are read.
  region.textContent = '';
  const live = region;
  requestAnimationFrame(() => {
    live.textContent = name;
  });
}

const routeAnnouncer: ClientModule = {
  // Called once the new page has rendered.
  onRouteDidUpdate({previousLocation, location}) {
    if (!previousLocation || previousLocation.pathname === location.pathname) return;
    announce(document.querySelector('main h1')?.textContent?.trim() || document.title);
  },
};

export default routeAnnouncer;
