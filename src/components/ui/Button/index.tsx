import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Variant = 'primary' | 'ghost';
type Size = 'm' | 'l';

interface CommonProps {
  variant?: Variant;
  size?: Size;
  className?: string;
  children: ReactNode;
}

/** Class names of the site's button look, for elements that are not a <ButtonLink>. */
export function buttonClassName(
  variant: Variant = 'primary',
  size: Size = 'm',
  className?: string,
) {
  return clsx(styles.button, styles[variant], styles[size], className);
}

/** A link that looks like a button: internal routes go through Docusaurus's <Link>. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: CommonProps & ComponentProps<typeof Link>) {
  return <Link className={buttonClassName(variant, size, className)} {...props} />;
}

/**
 * Buttons side by side, wrapping; on a phone each takes the whole width, one under another, so
 * both are as easy to reach with a thumb (the hero's, the 404 page's).
 */
export function ButtonRow({children}: {children: ReactNode}) {
  return (
    <div className={styles.row} data-testid="button-row">
      {children}
    </div>
  );
}
