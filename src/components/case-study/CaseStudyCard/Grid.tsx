import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * Every list of case-study cards (the index, the tag pages and the home page's featured
 * studies): as many columns of at least 19rem as fit, one on a phone; its items are the `li`s,
 * each holding one CaseStudyCard, stretched to its row's height. `long`: a page of the index or
 * of a tag (up to 24 cards), whose cards out of sight are laid out only as they come near.
 */
export default function CaseStudyGrid({children, long}: {children: ReactNode; long?: boolean}) {
  return <ul className={clsx(styles.grid, long && styles.long)}>{children}</ul>;
}
