import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Every list of case-study cards (the index, the tag pages and the home page's featured
 * studies): as many columns of at least 19rem as fit, one on a phone; its items are the `li`s,
 * each holding one CaseStudyCard, stretched to its row's height.
 */
export default function CaseStudyGrid({children}: {children: ReactNode}) {
  return <ul className={styles.grid}>{children}</ul>;
}
