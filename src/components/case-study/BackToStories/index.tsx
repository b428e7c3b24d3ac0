import React from 'react';
import Link from '@docusaurus/Link';
import {useGoToSection} from '@site/src/hooks/useGoToSection';
import styles from './styles.module.css';

/** "← Back to Success Stories": home, with the success-stories section in view. */
export default function BackToStories({label = '← Back to Success Stories'}: {label?: string}) {
  const onClick = useGoToSection('case-study');
  return (
    <p className={styles.back}>
      <Link to="/#case-study" onClick={onClick} className={styles.link}>
        {label}
      </Link>
    </p>
  );
}
