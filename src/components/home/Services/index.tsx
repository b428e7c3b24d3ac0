import React from 'react';
import {SERVICES_SECTION, SERVICES} from '@site/src/data/services';
import Section from '@site/src/components/ui/Section';
import Reveal from '@site/src/components/ui/Reveal';
import Icon from '@site/src/components/ui/Icon';
import styles from './styles.module.css';

/** The six services (SPEC §3). */
export default function Services() {
  return (
    <Section id="services" {...SERVICES_SECTION}>
      <ul className={styles.grid}>
        {SERVICES.map((service, index) => (
          // The reveal moves the item, the card inside it lifts under the pointer: on one element,
          // the card's transition replaced the reveal's (the card popped in) and the stagger's
          // delay held back its hover.
          <Reveal as="li" key={service.id} className={styles.item} delay={(index % 3) * 80}>
            <div className={styles.card}>
              <span className={styles.icon}>
                <Icon name={service.icon} size={24} />
              </span>
              <h3 className={styles.title}>{service.title}</h3>
              <p className={styles.description}>{service.description}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
