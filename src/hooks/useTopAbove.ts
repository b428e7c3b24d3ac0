import {useState, type RefObject} from 'react';
import {useScrollFrame} from './useWindowEvent';

/**
 * True while the element's top edge is above a horizontal line of the viewport;
 * `line(viewportHeight)` gives that line in pixels from the viewport top. With `once`,
 * it stays true after the first time.
 */
export function useTopAbove(
  ref: RefObject<Element | null>,
  line: (viewportHeight: number) => number,
  {once = false}: {once?: boolean} = {},
): boolean {
  const [above, setAbove] = useState(false);
  useScrollFrame(() => {
    const element = ref.current;
    if (!element) return;
    const isAbove = element.getBoundingClientRect().top < line(window.innerHeight);
    setAbove((previous) => (once && previous) || isAbove);
  });
  return above;
}
