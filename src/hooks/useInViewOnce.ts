import {useEffect, useState, type RefObject} from 'react';

interface InViewOptions {
  /** Share of the element that must be visible, 0 to 1. */
  ratio?: number;
  /** Grows or shrinks the viewport, as IntersectionObserver's rootMargin (in px). */
  rootMargin?: string;
}

/** The top, right, bottom and left of a `rootMargin` in px, as CSS's margin shorthand reads it. */
function marginsOf(rootMargin: string): [number, number, number, number] {
  const px = rootMargin
    .trim()
    .split(/\s+/)
    .map((part) => {
      const value = /^(-?\d*\.?\d+)(px)?$/.exec(part);
      if (!value || (!value[2] && Number(value[1]) !== 0)) {
        throw new Error(`useInViewOnce: rootMargin takes px, not "${part}"`);
      }
      return Number(value[1]);
    });
  const [top, right = top, bottom = top, left = right] = px;
  return [top, right, bottom, left];
}

/** Whether the element is visible enough now, as IntersectionObserver would report it. */
function visibleNow(element: Element, ratio: number, rootMargin: string): boolean {
  const [top, right, bottom, left] = marginsOf(rootMargin);
  const {clientWidth, clientHeight} = document.documentElement;
  const box = element.getBoundingClientRect();
  const width = Math.min(box.right, clientWidth + right) - Math.max(box.left, -left);
  const height = Math.min(box.bottom, clientHeight + bottom) - Math.max(box.top, -top);
  if (width <= 0 || height <= 0) return false;
  return (width * height) / (box.width * box.height) >= ratio;
}

/**
 * True from the first moment the element is visible enough, and for good after that.
 * Without IntersectionObserver (old browsers) the element counts as visible at once.
 *
 * An element already in view when the page hydrates is true in the same render as Docusaurus's
 * "in the browser" flag. IntersectionObserver reports a frame later, after the hydrated flag on
 * <html> has hidden what is not yet visible (src/css/custom.css): a home section in view at load
 * blinked out, then faded back in.
 */
export function useInViewOnce(
  ref: RefObject<Element | null>,
  {ratio = 0, rootMargin = '0px'}: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined' || visibleNow(element, ratio, rootMargin)) {
      setInView(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= ratio)) {
          setInView(true);
          observer.disconnect();
        }
      },
      {threshold: ratio, rootMargin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, ratio, rootMargin, inView]);
  return inView;
}
