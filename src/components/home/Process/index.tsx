import React from 'react';
import {PROCESS_STEPS} from '@site/src/data/process';
import Section from '@site/src/components/ui/Section';
import Reveal from '@site/src/components/ui/Reveal';
import styles from './styles.module.css';

/** The four steps of an engagement. */
export default function Process() {
  return (
    <Section
      id="process"
      eyebrow="Process"
      title="From first e-mail to measurable results"
      intro="Four steps, each with a clear deliverable, so you always know what comes next.">
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
