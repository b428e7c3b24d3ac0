import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {isPlainClick} from '@site/src/lib/clicks';
import {loadDeferred, loadedNow, type Deferred} from '@site/src/plugins/lean/client/deferred';

/** Links in kept HTML with this attribute load their page in full (a page with its own CSP). */
export const PAGE_LOAD_ATTRIBUTE = 'data-page-load';

/** What the keyboard can reach, in the order it does (the same in the HTML and in React's). */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const focusables = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * Renders `children(data)` from deferred route data (src/plugins/lean/client/deferred.ts). A page
 * opened from its address has not loaded the data: React keeps the static render's HTML of it as
 * it is (an element whose inner HTML React does not own), and this component gives that HTML
 * what React would have: its links navigate inside the app and preload their page on hover, as
 * Docusaurus's Link does, and are prefetched when they come into view. Only a picture that
 * fails to load makes it load the data and render for real, so that the picture's own fallback
 * (SafeImage) shows; the keyboard focus stays on the same control. Rendered after a navigation
 * inside the app, the data is already loaded.
 */
export default function KeptHtml<T>({
  data,
  className,
  children,
}: {
  data: Deferred<T>;
  className?: string;
  children: (value: T) => ReactNode;
}) {
  // Decided when first rendered for this data, and kept: data that loads later (a link to this
  // very page hovered) does not replace the HTML while the visitor reads it.
  const [rendered, setRendered] = useState(() => ({data, value: loadedNow(data)}));
  const value = rendered.data === data ? rendered.value : loadedNow(data);
  const box = useRef<HTMLDivElement>(null);
  const liveBox = useRef<HTMLDivElement>(null);
  // Where the keyboard focus was among the kept HTML's controls when React took over.
  const focusAt = useRef(-1);
  const history = useHistory();
  useLayoutEffect(() => {
    if (value === undefined || focusAt.current < 0 || !liveBox.current) return;
    focusables(liveBox.current)[focusAt.current]?.focus();
    focusAt.current = -1;
  }, [value]);
  useEffect(() => {
    const element = box.current;
    if (value !== undefined || !element) return undefined;
    let live = true;
    const render = () =>
      loadDeferred(data).then((loaded) => {
        if (!live) return;
        focusAt.current = focusables(element).indexOf(document.activeElement as HTMLElement);
        setRendered({data, value: loaded});
      });
    // No HTML to keep (the dev server renders in the browser only): load the data, then render.
    if (!element.firstChild) {
      void render();
      return () => {
        live = false;
      };
    }
    const stop = keptLinks(element, (to) => history.push(to));
    const failed = (event: Event) => {
      if (event.target instanceof HTMLImageElement) void render();
    };
    element.addEventListener('error', failed, true);
    // A picture that failed before this listened (SafeImage checks the same way).
    const broken = [...element.querySelectorAll('img')].some(
      (img) => img.complete && img.naturalWidth === 0,
    );
    if (broken) void render();
    return () => {
      live = false;
      stop();
      element.removeEventListener('error', failed, true);
    };
  }, [value, data, history]);
  if (value !== undefined) {
    return (
      <div key="live" ref={liveBox} className={className}>
        {children(value)}
      </div>
    );
  }
  return (
    <div
      // Another page's data in the same place starts from an empty element.
      key={`kept-${data.module}`}
      ref={box}
      className={className}
      // Empty, and never changed: React leaves the static render's HTML inside as it is.
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  );
}

/** The in-site address of a link in kept HTML that may navigate inside the app, else null. */
function inAppAddress(link: HTMLAnchorElement): string | null {
  if (link.hasAttribute(PAGE_LOAD_ATTRIBUTE) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The route an in-site address opens (what Docusaurus preloads and prefetches by). */
const routeOf = (address: string) => address.replace(/[?#].*$/, '');

/**
 * What Docusaurus's Link does for its links, done for those in `element` by delegation: a plain
 * click navigates inside the app (`navigate`), a hover or touch preloads the page, and a link
 * that comes into view has its page's scripts prefetched. Returns the function that stops it.
 */
function keptLinks(element: HTMLElement, navigate: (to: string) => void): () => void {
  const linkOf = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    return link instanceof HTMLAnchorElement && element.contains(link) ? link : null;
  };
  const onClick = (event: MouseEvent) => {
    const link = linkOf(event);
    if (!link || event.defaultPrevented || !isPlainClick(event)) return;
    const to = inAppAddress(link);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  const preloaded = new Set<string>();
  const onEnter = (event: Event) => {
    const link = linkOf(event);
    const to = link && inAppAddress(link);
    if (!to || preloaded.has(to)) return;
    preloaded.add(to);
    void window.docusaurus.preload(routeOf(to));
  };
  const links = [...element.querySelectorAll('a[href]')].filter(
    (link): link is HTMLAnchorElement => link instanceof HTMLAnchorElement && !!inAppAddress(link),
  );
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            const to = inAppAddress(entry.target as HTMLAnchorElement);
            if (to) void window.docusaurus.prefetch(routeOf(to));
          }
        })
      : null;
  links.forEach((link) => observer?.observe(link));
  element.addEventListener('click', onClick);
  element.addEventListener('mouseover', onEnter);
  element.addEventListener('touchstart', onEnter, {passive: true});
  return () => {
    observer?.disconnect();
    element.removeEventListener('click', onClick);
    element.removeEventListener('mouseover', onEnter);
    element.removeEventListener('touchstart', onEnter);
  };
}
