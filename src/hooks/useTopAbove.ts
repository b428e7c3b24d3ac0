import {useState} from 'react';
import {useScrollFrame} from './useScrollFrame';

/**
 * True while the top edge of `target()` is above a horizontal line of the viewport;
 * `line(viewportHeight)` gives that line in pixels from the viewport top.
 */
export function useTopAbove(
  target: () => Element | null,
  line: (viewportHeight: number) => number,
): boolean {
  const [above, setAbove] = useState(false);
  useScrollFrame(() => {
    const element = target();
    if (!element) return;
    setAbove(element.getBoundingClientRect().top < line(window.innerHeight));
  });
  return above;
}
