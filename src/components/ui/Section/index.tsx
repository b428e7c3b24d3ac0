import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useInViewOnce} from '@site/src/hooks/useInViewOnce';
import {SECTION_ANIMATE_IN_RATIO} from '@site/src/constants';
import {FAR_SECTION_ATTRIBUTE} from '@site/src/lib/farSections';
import styles from './styles.module.css';

/** The words above a home section's content; each section's data module holds its own. */
export interface SectionCopy {
  eyebrow: string;
  title: string;
  intro: string;
}

interface SectionProps extends Partial<SectionCopy> {
  /** Anchor id, registered with the broken-anchor checker so links like /#contact are verified. */
  id: string;
  /** Visual band behind the section. */
  tone?: 'plain' | 'raised';
  /** `split`: on a wide screen the heading stands left of the content, not above it. */
  layout?: 'stacked' | 'split';
  children: ReactNode;
}

/** The one section primitive: anchor, container, vertical rhythm, heading and the animate-in. */
export default function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  layout = 'stacked',
  children,
}: SectionProps) {
  const headingId = `${id}-title`;
  useBrokenLinks().collectAnchor(id);
  const ref = useRef<HTMLElement>(null);
  const visible = useInViewOnce(ref, {ratio: SECTION_ANIMATE_IN_RATIO});
  return (
    <section
      id={id}
      ref={ref}
      {...{[FAR_SECTION_ATTRIBUTE]: ''}}
      aria-labelledby={title ? headingId : undefined}
      className={clsx(styles.section, styles[tone], 'animate-in', visible && 'is-visible')}>
      <div
        className={clsx('container-site animate-in-content', layout === 'split' && styles.split)}>
        {(eyebrow || title || intro) && (
          <header className={styles.header}>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
            )}
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
