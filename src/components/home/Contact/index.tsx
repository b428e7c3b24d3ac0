import React, {useCallback, useRef, type PointerEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useSite} from '@site/src/hooks/useSite';
import {useTopAbove} from '@site/src/hooks/useTopAbove';
import {copyText} from '@site/src/lib/clipboard';
import {CONTACT_GLOW_VIEWPORT_RATIO} from '@site/src/constants';
import {CONTACT_SECTION} from '@site/src/data/contact';
import Section from '@site/src/components/ui/Section';
import Icon from '@site/src/components/ui/Icon';
import {toast, useMayToast} from '@site/src/components/ui/Toast';
import {Tooltip, TooltipProvider} from '@site/src/components/ui/Tooltip';
import styles from './styles.module.css';

const {copy: COPY, promise: PROMISE} = CONTACT_SECTION;
const glowLine = (viewportHeight: number) => viewportHeight * CONTACT_GLOW_VIEWPORT_RATIO;

async function copyAddress(address: string) {
  if (await copyText(address)) {
    toast({title: COPY.done, description: address, variant: 'success'});
  } else {
    toast({title: COPY.failed, description: `${COPY.failedHint} ${address}`, variant: 'error'});
  }
}

/**
 * An address that wraps where a reader expects on a narrow phone, before its "@", not inside its
 * name or its domain; its text, and what is copied, stay the address.
 */
function Breakable({address}: {address: string}) {
  return address.split(/(?=@)/).map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </React.Fragment>
  ));
}

function EmailRow({label, address}: {label: string; address: string}) {
  useMayToast();
  return (
    <li className={styles.row}>
      <span className={styles.rowIcon}>
        <Icon name="mail" />
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowLabel}>{label}</span>
        {/* A plain <a>: Docusaurus's Link would open mailto: in a blank tab. */}
        <a className={styles.mail} href={`mailto:${address}`}>
          <Breakable address={address} />
        </a>
      </span>
      <Tooltip label={COPY.tooltip}>
        <button
          type="button"
          className={clsx('js-only', styles.copy)}
          aria-label={`Copy ${address}`}
          onClick={() => copyAddress(address)}>
          <Icon name="copy" size={18} />
        </button>
      </Tooltip>
    </li>
  );
}

/**
 * The card and its glow (SPEC §4): it glows while the contact *section's* top is above 75% of
 * the viewport height, and the glow follows the pointer over the card. Only this part re-renders
 * on scroll; the rows come in as `children`.
 */
function GlowingCard({children}: {children: ReactNode}) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const sectionTop = useCallback(() => wrapRef.current?.closest('section') ?? null, []);
  const glowing = useTopAbove(sectionTop, glowLine);
  const cardRef = useRef<HTMLDivElement>(null);

  // Shift the glow toward the pointer by moving two custom properties (no re-render).
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const card = cardRef.current;
    if (!card) return;
    const rect = card.getBoundingClientRect();
    card.style.setProperty('--glow-x', `${((event.clientX - rect.left) / rect.width) * 100}%`);
    card.style.setProperty('--glow-y', `${((event.clientY - rect.top) / rect.height) * 100}%`);
  };

  return (
    <div
      ref={wrapRef}
      className={clsx(styles.wrap, glowing && styles.glowing)}
      data-glowing={glowing}>
      <div
        ref={cardRef}
        className={styles.card}
        onPointerMove={onPointerMove}
        data-testid="contact-card">
        {children}
      </div>
    </div>
  );
}

/** How to reach the firm: two mailto links, no form (SPEC §1), and the glow. */
export default function Contact() {
  const site = useSite();
  return (
    <Section
      id="contact"
      layout="split"
      eyebrow={CONTACT_SECTION.eyebrow}
      title={CONTACT_SECTION.title}
      intro={CONTACT_SECTION.intro}>
      <GlowingCard>
        <p className={styles.promise}>
          <Icon name="clock" />
          <span>
            {PROMISE.before} <strong>{PROMISE.emphasis}</strong>
            {PROMISE.after}
          </span>
        </p>
        <TooltipProvider>
          <ul className={styles.rows}>
            {CONTACT_SECTION.rows.map((row) => (
              <EmailRow key={row.address} label={row.label} address={site[row.address]} />
            ))}
          </ul>
        </TooltipProvider>
      </GlowingCard>
    </Section>
  );
}
