import React, {useRef, useState} from 'react';
import clsx from 'clsx';
import {useScrolledPast} from '@site/src/hooks/useScrolledPast';
import {useScrollFrame} from '@site/src/hooks/useScrollFrame';
import {scrollToTop} from '@site/src/lib/scroll';
import {BACK_TO_TOP_VIEWPORT_RATIO} from '@site/src/constants';
import Icon from '../Icon';
import styles from './styles.module.css';

const threshold = () => window.innerHeight * BACK_TO_TOP_VIEWPORT_RATIO;

/**
 * Marks a row of small links (the index's pagination) that the button steps aside from instead
 * of covering: on a 320 px phone, scrolling to the end of a list, it sat over "Older →" or the
 * last page's number just as the visitor reached for them.
 */
export const KEEP_CLEAR = {'data-keep-clear': ''};
const KEEP_CLEAR_ROWS = `[${Object.keys(KEEP_CLEAR)[0]}]`;

/** Extra room around the button within which a link counts as covered, in px. */
const CLEARANCE = 4;

/** Whether the button, where it rests, would cover a link or button of a keep-clear row. */
function coversKeptClear(button: HTMLElement): boolean {
  const rows = document.querySelectorAll(KEEP_CLEAR_ROWS);
  if (rows.length === 0) return false;
  // Its box at rest: a fixed element's offsets are the viewport's, and leave out the slide-in.
  const fab = {
    top: button.offsetTop - CLEARANCE,
    bottom: button.offsetTop + button.offsetHeight + CLEARANCE,
    left: button.offsetLeft - CLEARANCE,
    right: button.offsetLeft + button.offsetWidth + CLEARANCE,
  };
  const overlaps = (r: DOMRect) =>
    r.width > 0 &&
    r.bottom > fab.top &&
    r.top < fab.bottom &&
    r.right > fab.left &&
    r.left < fab.right;
  return [...rows].some(
    (row) =>
      overlaps(row.getBoundingClientRect()) &&
      [...row.querySelectorAll('a, button')].some((link) => overlaps(link.getBoundingClientRect())),
  );
}

/**
 * Floating button that appears past one viewport height of scroll and returns to the top. It
 * steps aside while it would cover a keep-clear row's links (`KEEP_CLEAR`), unless it has the
 * keyboard's focus.
 */
export default function BackToTop() {
  const ref = useRef<HTMLButtonElement>(null);
  const past = useScrolledPast(threshold);
  const [inTheWay, setInTheWay] = useState(false);
  // In the same frame as the threshold's check, and whether or not it is passed: the button never
  // shows for a frame over the row it then leaves. Pages without keep-clear rows stop at a query.
  useScrollFrame(() => {
    const button = ref.current;
    setInTheWay(!!button && document.activeElement !== button && coversKeptClear(button));
  });
  const visible = past && !inTheWay;
  return (
    <button
      ref={ref}
      type="button"
      className={clsx('screen-only', styles.button, visible && styles.visible)}
      onClick={scrollToTop}
      aria-label="Back to top"
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      data-testid="back-to-top">
      <Icon name="arrowUp" />
    </button>
  );
}
