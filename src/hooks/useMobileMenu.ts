import {useCallback, useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';

/**
 * The hamburger menu's state (SPEC §4): toggled by its button, closed by a link, a route change
 * or Escape (which gives the focus back to the button).
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const {pathname} = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(close, [pathname, close]);

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
