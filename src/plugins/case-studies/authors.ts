import {closestName} from '../../lib/closest';
import {TEAM, type TeamMember} from '../../data/team';

/** Where the firm's people are listed: a study's `author` names one of them. */
export const TEAM_FILE = 'src/data/team.ts';

/** A study's author who is on the team: the byline links to their profile. */
export interface Author {
  name: string;
  /** Their title at the firm (the aside, and the page's author for search engines). */
  title: string;
  /** Their professional profile, opened in a new tab. */
  url: string;
}

/** The member of `team` the study's `author` names (as written there), if any. */
export function authorOf(
  written: string | undefined,
  team: readonly TeamMember[] = TEAM,
): Author | undefined {
  const member = team.find((m) => m.name === written);
  return member && {name: member.name, title: member.title, url: member.linkedin};
}

/**
 * What the `author` field is told when it names a member of the team wrongly: another case
 * ("jordan lee"), a letter or two off ("Jordan Le", "Jordon Lee"), or the first or last name
 * alone ("Jordan"; "Sam", when two are called so, is told both). Such a byline showed as
 * written, unlinked. Any other name is a guest's (or a former member's): shown as written.
 */
export function authorProblem(
  written: string | undefined,
  team: readonly TeamMember[] = TEAM,
): string | undefined {
  if (written === undefined || authorOf(written, team)) return undefined;
  const names = team.map((m) => m.name);
  const word = written.trim().toLowerCase();
  const byPart = names.filter((name) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .some((part) => part === word),
  );
  // Two edits at most: "Jordan Leigh", three from "Jordan Lee", is a guest of their own.
  const close = closestName(names, written.trim(), 2);
  const meant = close ? [close] : byPart;
  if (meant.length === 0) return undefined;
  const choice = meant.map((name) => `"${name}"`).join(' or ');
  return `"author" is "${written}", which is not a name in ${TEAM_FILE} (write ${choice}, as the team lists them)`;
}
