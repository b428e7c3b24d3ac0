import {useCallback, useEffect, useState} from 'react';

/** Whether a sideways-scrolling box has more to show past its left and right edges. */
export interface ScrollEdges {
  left: boolean;
  right: boolean;
}

const NONE: ScrollEdges = {left: false, right: false};

/** What `box` hides past each edge (a pixel's slack for rounding at high zoom). */
export function edgesOf(box: Pick<HTMLElement, 'scrollLeft' | 'clientWidth' | 'scrollWidth'>) {
  return {
    left: box.scrollLeft > 1,
    right: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
  };
}

/**
 * For a box that scrolls sideways (a wide table on a phone): a ref callback for the box, and
 * which of its edges hide more, kept up to date as it scrolls or resizes, so the box can say so
 * (a fade at that edge: a phone shows no scroll bar until touched). Nothing is hidden before
 * hydration, or with JavaScript off, where the box simply scrolls.
 */
export function useScrollEdges(): [(box: HTMLElement | null) => void, ScrollEdges] {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    if (!box) return undefined;
    const update = () =>
      setEdges((was) => {
        const now = edgesOf(box);
        return now.left === was.left && now.right === was.right ? was : now;
      });
    update();
    box.addEventListener('scroll', update, {passive: true});
    // Its width (the window turned, fonts loaded) and its content's (the table itself), where
    // the browser can say (not jsdom; the scroll still updates it).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [box]);
  return [useCallback((element: HTMLElement | null) => setBox(element), []), edges];
}
