import React from 'react';
import {TEAM_SECTION, TEAM, type TeamMember} from '@site/src/data/team';
import {teamPhotoProblem} from '@site/src/lib/teamPhotos';
import Section from '@site/src/components/ui/Section';
import Reveal from '@site/src/components/ui/Reveal';
import Icon from '@site/src/components/ui/Icon';
import SafeImage from '@site/src/components/ui/SafeImage';
import type {ResponsiveImage} from '@site/src/plugins/images/types';
import styles from './styles.module.css';

/** The team's photos by file name (src/plugins/images/pictureFolder.ts, the home page's route). */
export type TeamPhotos = Record<string, ResponsiveImage>;

/**
 * The photo `member.photo` names, if any. The build stops on one that is not there before it
 * renders (the case-studies plugin); under `npm start` the console says so and the initials show.
 */
function photoOf(member: TeamMember, photos: TeamPhotos): ResponsiveImage | undefined {
  const problem = teamPhotoProblem(member, Object.keys(photos));
  if (problem) console.error(problem);
  return member.photo ? photos[member.photo] : undefined;
}

/** The four people behind the work (sample entries until the firm replaces src/data/team.ts). */
export default function Team({photos = {}}: {photos?: TeamPhotos}) {
  return (
    <Section id="team" tone="raised" {...TEAM_SECTION}>
      <ul className={styles.grid}>
        {TEAM.map((member, index) => {
          const photo = photoOf(member, photos);
          return (
            <Reveal as="li" key={member.id} className={styles.card} delay={index * 80}>
              <span className={styles.avatar} aria-hidden="true">
                {member.initials}
                {/* Over the initials, which show until it arrives and, drawn by its stylesheet
                    (before the page's script) or left uncovered (after), if it cannot. The
                    name beside it says who it is. */}
                {photo && (
                  <SafeImage
                    className={styles.photo}
                    src={photo}
                    alt=""
                    sizes="4rem"
                    hideIfFailed
                    data-initials={member.initials}
                  />
                )}
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
          );
        })}
      </ul>
    </Section>
  );
}
