import {useCallback, useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {takeEarlyTaps} from '@site/src/lib/earlyTaps';

/**
 * The hamburger menu's state (SPEC §4): toggled by its button, closed by a link, a route change
 * or Escape (which gives the focus back to the button). Opened on hydration when the visitor
 * tapped the button before (src/lib/earlyTaps.ts).
 *
 * Also closed when the focus goes outside the bar (`barRef`): the open menu covers the top of
 * the page, and Tab past its last link went on into the page under it (the study's tags, hidden
 * by the menu while focused). A tap below it lands on the bar's scrim, whose click closes it
 * (src/theme/Navbar): the link under the tap is not followed.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLElement>(null);
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
    const onFocusOutside = (event: FocusEvent) => {
      if (event.target instanceof Node && !barRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusOutside);
    };
  }, [open]);

  return {open, toggle, close, toggleRef, barRef};
}
