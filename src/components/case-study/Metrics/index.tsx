import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Metric {
  value: string;
  label: string;
}

/**
 * A case study's headline figures (label, then value); nothing when it has none. One look
 * wherever they stand, sized for a card or a study's hero; `className` places the block (its
 * margins) in its surroundings.
 */
export default function Metrics({
  metrics,
  size,
  className,
}: {
  metrics?: Metric[];
  size: 'card' | 'hero';
  className?: string;
}) {
  if (!metrics?.length) return null;
  return (
    <dl className={clsx(styles.metrics, styles[size], className)}>
      {metrics.map((metric) => (
        <div key={metric.label}>
          <dt>{metric.label}</dt>
          <dd>{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}
