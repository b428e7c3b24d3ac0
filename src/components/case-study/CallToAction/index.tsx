import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useGoToSection} from '@site/src/hooks/useGoToSection';
import {buttonClassName} from '@site/src/components/ui/Button';
import Icon from '@site/src/components/ui/Icon';
import styles from './styles.module.css';

interface CallToActionProps {
  title: string;
  /** Button text. */
  button?: string;
  /** The home-page section the button brings into view. */
  section?: string;
  children?: ReactNode;
}

/** A closing call to action: goes home and scrolls to a section (the contact section by default). */
export default function CallToAction({
  title,
  button = 'Get in touch',
  section = 'contact',
  children,
}: CallToActionProps) {
  const onClick = useGoToSection(section);
  return (
    <aside className={styles.cta} aria-labelledby={`cta-${section}`}>
      <h2 id={`cta-${section}`} className={styles.title}>
        {title}
      </h2>
      {children && <div className={styles.text}>{children}</div>}
      <Link to={`/#${section}`} onClick={onClick} className={buttonClassName('primary', 'l')}>
        {button}
        <Icon name="arrowRight" size={18} />
      </Link>
    </aside>
  );
}
