import React, {useId} from 'react';
import clsx from 'clsx';
import {useMobileMenu} from '@site/src/hooks/useMobileMenu';
import {useScrolledPast} from '@site/src/hooks/useScrolledPast';
import {useScrollProgress} from '@site/src/hooks/useScrollProgress';
import {NAV_SCROLL_THRESHOLD_PX} from '@site/src/constants';
import {GET_STARTED, NAV_ITEMS} from '@site/src/data/navigation';
import NavTargetLink from '@site/src/components/layout/NavTargetLink';
import Icon from '@site/src/components/ui/Icon';
import {buttonClassName} from '@site/src/components/ui/Button';
import Search from '@site/src/components/search';
import Brand from './Brand';
import styles from './styles.module.css';

/**
 * (CUSTOM) The site's own navbar, replacing theme-classic's rather than ejecting it: the spec's
 * behaviours (section anchors, scroll progress, opacity past 50 px, a simple hamburger menu)
 * share almost nothing with the classic sidebar navbar, so a copy would be mostly dead code.
 */
export default function Navbar() {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const progress = useScrollProgress();
  const {open, toggle, close, toggleRef, barRef} = useMobileMenu();
  const menuId = useId();

  return (
    <header
      ref={barRef}
      className={clsx(
        'screen-only',
        styles.navbar,
        scrolled && styles.scrolled,
        open && styles.open,
      )}
      data-scrolled={scrolled}>
      <div
        className={styles.progress}
        style={{transform: `scaleX(${progress})`}}
        aria-hidden="true"
        data-testid="scroll-progress"
      />
      <nav className={clsx('container-site', 'site-nav-bar', styles.inner)} aria-label="Main">
        <Brand />

        <button
          ref={toggleRef}
          type="button"
          className={clsx(styles.toggle, 'site-nav-toggle')}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          data-early="menu"
          onClick={toggle}>
          <Icon name={open ? 'close' : 'menu'} size={24} />
        </button>

        {open && (
          <div
            className={styles.scrim}
            aria-hidden="true"
            data-testid="nav-scrim"
            onClick={close}
          />
        )}
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
        {/* After the links in the page's order, as it stands after them on a wide screen: Tab
            went from the brand to the search at the far right, then back to the links. */}
        <Search className={styles.search} />
      </nav>
    </header>
  );
}
