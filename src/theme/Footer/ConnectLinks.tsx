import React from 'react';
import {useSite} from '@site/src/hooks/useSite';
import {TEAM} from '@site/src/data/team';

/** The firm's social profile and each team member's professional profile, in a new tab. */
export default function ConnectLinks() {
  const site = useSite();
  return (
    <ul>
      <li>
        <a href={site.socialUrl} target="_blank" rel="noopener noreferrer">
          {site.socialLabel}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      {TEAM.map((member) => (
        <li key={member.id}>
          <a href={member.linkedin} target="_blank" rel="noopener noreferrer">
            {member.name}
            <span className="visually-hidden"> on LinkedIn (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
