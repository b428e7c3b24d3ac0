import React from 'react';
import {STATISTICS_SECTION, STATISTICS} from '@site/src/data/statistics';
import Section from '@site/src/components/ui/Section';
import CountUp from '@site/src/components/ui/CountUp';
import styles from './styles.module.css';

/** Results (SPEC §9 statistics), counting up as they come into view. */
export default function Statistics() {
  return (
    <Section id="statistics" tone="raised" {...STATISTICS_SECTION}>
      <dl className={styles.grid}>
        {STATISTICS.map((stat) => (
          <div key={stat.id} className={styles.stat}>
            <dt className={styles.title}>{stat.title}</dt>
            <dd className={styles.value}>
              <CountUp value={stat.value} prefix={stat.prefix} suffix={stat.suffix} />
            </dd>
            <dd className={styles.description}>{stat.description}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
