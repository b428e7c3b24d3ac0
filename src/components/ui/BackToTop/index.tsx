import React from 'react';
import clsx from 'clsx';
import {useScrolledPast} from '@site/src/hooks/useScrolledPast';
import {scrollToTop} from '@site/src/lib/scroll';
import {BACK_TO_TOP_VIEWPORT_RATIO} from '@site/src/constants';
import Icon from '../Icon';
import styles from './styles.module.css';

const threshold = () => window.innerHeight * BACK_TO_TOP_VIEWPORT_RATIO;

/** Floating button that appears past one viewport height of scroll and returns to the top. */
export default function BackToTop() {
  const visible = useScrolledPast(threshold);
  return (
    <button
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
