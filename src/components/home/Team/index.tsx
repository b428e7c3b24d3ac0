import React from 'react';
import {TEAM_SECTION, TEAM} from '@site/src/data/team';
import Section from '@site/src/components/ui/Section';
import Reveal from '@site/src/components/ui/Reveal';
import Icon from '@site/src/components/ui/Icon';
import styles from './styles.module.css';

/** The four people behind the work (sample entries until the firm replaces src/data/team.ts). */
export default function Team() {
  return (
    <Section id="team" tone="raised" {...TEAM_SECTION}>
      <ul className={styles.grid}>
        {TEAM.map((member, index) => (
          <Reveal as="li" key={member.id} className={styles.card} delay={index * 80}>
            <span className={styles.avatar} aria-hidden="true">
              {member.initials}
            </span>
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.title}>{member.title}</p>
            <p className={styles.bio}>{member.bio}</p>
            <a
              className={styles.profile}
              href={member.linkedin}
              target="_blank"
              rel="noopener noreferrer">
              <Icon name="profile" size={16} />
              LinkedIn profile
              <span className="visually-hidden"> of {member.name} (opens in a new tab)</span>
            </a>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
