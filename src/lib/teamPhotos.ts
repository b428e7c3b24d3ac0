import {TEAM_PHOTOS, type TeamMember} from '../data/team';

/**
 * What is wrong with `member`'s photo, given the photo files there are in TEAM_PHOTOS (`names`):
 * null when it has none, or one there. The build stops on it before bundling (the case-studies
 * plugin); under `npm start` the console says it and the initials show (components/home/Team).
 */
export function teamPhotoProblem(member: TeamMember, names: string[]): string | null {
  if (!member.photo || names.includes(member.photo)) return null;
  return `src/data/team.ts: photo of ${member.name}: "${member.photo}" is not a photo in ${TEAM_PHOTOS}/ (${
    names.length > 0 ? `it has ${names.join(', ')}` : 'it has none'
  }; JPEG, PNG, WebP or AVIF)`;
}
