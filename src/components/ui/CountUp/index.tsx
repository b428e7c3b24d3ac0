import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {useInViewOnce} from '@site/src/hooks/useInViewOnce';
import {prefersReducedMotion} from '@site/src/lib/scroll';
import styles from './styles.module.css';

const DURATION_MS = 1400;

/**
 * A number that counts up from 0 when it first comes into view. The pre-rendered HTML, screen
 * readers, reduced-motion visitors and a printed page get the final value.
 */
export default function CountUp({
  value,
  prefix = '',
  suffix = '',
  className,
}: {
  value: number;
  prefix?: string;
  suffix?: string;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInViewOnce(ref, {ratio: 0.5});
  const [shown, setShown] = useState(value);

  // After hydration, start from 0 so the count-up has somewhere to go.
  useEffect(() => {
    if (!prefersReducedMotion()) setShown(0);
  }, []);

  useEffect(() => {
    if (!inView || prefersReducedMotion()) return undefined;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / DURATION_MS);
      const eased = 1 - (1 - t) ** 3;
      setShown(Math.round(value * eased));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [inView, value]);

  const final = `${prefix}${value}${suffix}`;
  return (
    <span ref={ref} className={className} data-value={final}>
      <span aria-hidden="true" className={styles.live}>
        {prefix}
        {shown}
        {suffix}
      </span>
      <span className={clsx('visually-hidden', styles.final)}>{final}</span>
    </span>
  );
}
