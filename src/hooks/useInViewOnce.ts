import {useEffect, useState, type RefObject} from 'react';

interface InViewOptions {
  /** Share of the element that must be visible, 0 to 1. */
  ratio?: number;
  /** Grows or shrinks the viewport, as IntersectionObserver's rootMargin. */
  rootMargin?: string;
}

/**
 * True from the first moment the element is visible enough, and for good after that.
 * Without IntersectionObserver (old browsers) the element counts as visible at once.
 */
export function useInViewOnce(
  ref: RefObject<Element | null>,
  {ratio = 0, rootMargin = '0px'}: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
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
