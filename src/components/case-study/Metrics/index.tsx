import React from 'react';

interface Metric {
  value: string;
  label: string;
}

/** A case study's headline figures (label, then value); nothing when it has none. */
export default function Metrics({metrics, className}: {metrics?: Metric[]; className: string}) {
  if (!metrics?.length) return null;
  return (
    <dl className={className}>
      {metrics.map((metric) => (
        <div key={metric.label}>
          <dt>{metric.label}</dt>
          <dd>{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}
