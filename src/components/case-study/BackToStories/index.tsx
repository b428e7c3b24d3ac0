import React from 'react';
import Link from '@docusaurus/Link';
import {useGoToSection} from '@site/src/hooks/useGoToSection';
import styles from './styles.module.css';

/** "← Back to Success Stories": home, with the success-stories section in view. */
export default function BackToStories({label = '← Back to Success Stories'}: {label?: string}) {
  const onClick = useGoToSection('case-study');
  return (
    <p className={styles.back}>
      {/* Not searched: every study ends with it, so "success" or "back" found them all. (On the
          link: a <p> may lose its end tag in the built page, and Pagefind its extent with it.) */}
      <Link to="/#case-study" onClick={onClick} className={styles.link} data-pagefind-ignore="">
        {label}
      </Link>
    </p>
  );
}
