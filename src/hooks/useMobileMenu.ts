import {useCallback, useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {takeEarlyTaps} from '@site/src/lib/earlyTaps';

/**
 * The hamburger menu's state (SPEC §4): toggled by its button, closed by a link, a route change
 * or Escape (which gives the focus back to the button). Opened on hydration when the visitor
 * tapped the button before (src/lib/earlyTaps.ts).
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const {pathname} = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(close, [pathname, close]);

  // Taps on the button before the page hydrated (the toggle's `data-early="menu"`) open the
  // menu, however many: none of them showed anything, so a second tap means "open", not "close".
  useEffect(() => {
    if (takeEarlyTaps('menu') > 0) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return {open, toggle, close, toggleRef};
}
