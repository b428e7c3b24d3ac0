import React from 'react';
import {PROCESS_SECTION, PROCESS_STEPS} from '@site/src/data/process';
import Section from '@site/src/components/ui/Section';
import Reveal from '@site/src/components/ui/Reveal';
import styles from './styles.module.css';

/** The four steps of an engagement. */
export default function Process() {
  return (
    <Section id="process" {...PROCESS_SECTION}>
      <ol className={styles.steps}>
        {PROCESS_STEPS.map((step, index) => (
          <Reveal as="li" key={step.number} className={styles.step} delay={index * 80}>
            <span className={styles.number} aria-hidden="true">
              {step.number}
            </span>
            <h3 className={styles.title}>
              <span className="visually-hidden">Step {step.number}: </span>
              {step.title}
            </h3>
            <p className={styles.description}>{step.description}</p>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
