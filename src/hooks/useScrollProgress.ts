import {useState} from 'react';
import {useScrollFrame} from './useScrollFrame';

/** How far the page is scrolled, from 0 (top) to 1 (bottom); 0 when the page does not scroll. */
export function useScrollProgress(): number {
  const [progress, setProgress] = useState(0);
  useScrollFrame(() => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    setProgress(scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0);
  });
  return progress;
}
