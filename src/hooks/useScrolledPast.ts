import {useState} from 'react';
import {useScrollFrame} from './useScrollFrame';

/**
 * True once the window is scrolled past `threshold` pixels; a function threshold is read on
 * every check (e.g. `() => window.innerHeight` for "one viewport height").
 */
export function useScrolledPast(threshold: number | (() => number)): boolean {
  const [past, setPast] = useState(false);
  useScrollFrame(() => {
    const limit = typeof threshold === 'function' ? threshold() : threshold;
    setPast(window.scrollY > limit);
  });
  return past;
}
