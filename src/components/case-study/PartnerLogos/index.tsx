import React from 'react';
import SafeImage from '@site/src/components/ui/SafeImage';
import styles from './styles.module.css';

export interface Partner {
  name: string;
  /** The partner's website (https), opened in a new tab. */
  href: string;
  /** Media path of the logo. */
  logo: string;
  width: number;
  height: number;
}

/** Partner logos that link out in a new tab. */
export default function PartnerLogos({partners}: {partners: Partner[]}) {
  return (
    <ul className={styles.logos} aria-label="Partners">
      {partners.map((partner) => (
        <li key={partner.name}>
          <a href={partner.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <SafeImage
              src={partner.logo}
              alt={partner.name}
              width={partner.width}
              height={partner.height}
              className={styles.logo}
            />
            {/* Beside the logo, not in its alt text: a logo that cannot load shows just the name. */}
            <span className="visually-hidden" data-pagefind-ignore="">
              {' '}
              (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
