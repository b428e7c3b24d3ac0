import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useSite} from '@site/src/hooks/useSite';
import {useScrolledPast} from '@site/src/hooks/useScrolledPast';
import {useScrollProgress} from '@site/src/hooks/useScrollProgress';
import {NAV_SCROLL_THRESHOLD_PX} from '@site/src/constants';
import {GET_STARTED, NAV_ITEMS} from '@site/src/data/navigation';
import NavTargetLink from '@site/src/components/layout/NavTargetLink';
import Logo from '@site/src/components/layout/Logo';
import Icon from '@site/src/components/ui/Icon';
import {buttonClassName} from '@site/src/components/ui/Button';
import styles from './styles.module.css';

/**
 * (CUSTOM) The site's own navbar, replacing theme-classic's rather than ejecting it: the spec's
 * behaviours (section anchors, scroll progress, opacity past 50 px, a simple hamburger menu)
 * share almost nothing with the classic sidebar navbar, so a copy would be mostly dead code.
 */
export default function Navbar() {
  const site = useSite();
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const progress = useScrollProgress();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const {pathname} = useLocation();

  const close = useCallback(() => setOpen(false), []);

  // A route change (back button, in-app link) closes the menu.
  useEffect(close, [pathname, close]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header
      className={clsx(styles.navbar, scrolled && styles.scrolled, open && styles.open)}
      data-scrolled={scrolled}>
      <div
        className={styles.progress}
        style={{transform: `scaleX(${progress})`}}
        aria-hidden="true"
        data-testid="scroll-progress"
      />
      <nav className={clsx('container-site', styles.inner)} aria-label="Main">
        <Link to="/" className={styles.brand} aria-label={`${site.name}, home`}>
          <Logo className={styles.logo} />
          {/* Full name where it fits; the short mark on phones and narrow desktops. */}
          <span className={clsx(styles.brandName, styles.brandFull)} aria-hidden="true">
            {site.name}
          </span>
          <span className={clsx(styles.brandName, styles.brandShort)} aria-hidden="true">
            {site.shortName}
          </span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className={clsx(styles.toggle, 'site-nav-toggle')}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}>
          <Icon name={open ? 'close' : 'menu'} size={24} />
        </button>

        <div id={menuId} className={clsx(styles.menu, 'site-nav-menu')} data-testid="nav-menu">
          <ul className={styles.links}>
            {NAV_ITEMS.map(({label, ...target}) => (
              <li key={label}>
                <NavTargetLink {...target} className={styles.link} onClick={close}>
                  {label}
                </NavTargetLink>
              </li>
            ))}
          </ul>
          <NavTargetLink
            section={GET_STARTED.section!}
            className={buttonClassName('primary', 'm', styles.cta)}
            onClick={close}>
            {GET_STARTED.label}
          </NavTargetLink>
        </div>
      </nav>
    </header>
  );
}
