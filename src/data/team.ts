import type {SectionCopy} from '../components/ui/Section';
/**
 * SAMPLE TEAM: the spec does not name the firm's four people. Replace each entry (name, title,
 * bio, professional-profile link, initials, and a photo if you have one) here; nothing else in
 * the code names them. A photo goes in TEAM_PHOTOS (src/data/team/), and `photo` names it.
 */

/** The folder of the team's photos, in the site's folder. */
export const TEAM_PHOTOS = 'src/data/team';

export interface TeamMember {
  id: string;
  name: string;
  title: string;
  bio: string;
  /** Professional profile (LinkedIn or similar), opened in a new tab. */
  linkedin: string;
  /** Initials shown in the avatar, and in place of the photo until it loads (or if it cannot). */
  initials: string;
  /**
   * A headshot's file name in TEAM_PHOTOS (`alex-rivera.jpg`: JPEG, PNG, WebP or AVIF; a square
   * or portrait photo, at least 400 px wide, the face in its upper half: the round avatar keeps
   * its middle and a little above). Without one, the initials show. A name not there stops the
   * build, naming the files there are.
   */
  photo?: string;
}

export const TEAM_SECTION: SectionCopy = {
  eyebrow: 'Team',
  title: 'Operators who have sat in your chair',
  intro: 'A small senior team: the people you meet on the first call do the work.',
};

export const TEAM: TeamMember[] = [
  {
    id: 'founder',
    name: 'Alex Rivera',
    title: 'Founder & Managing Partner',
    bio: 'Fifteen years in multi-location retail finance. Leads the SUM Methodology engagements and every first conversation with a new client.',
    linkedin: 'https://www.linkedin.com/in/sample-alex-rivera',
    initials: 'AR',
  },
  {
    id: 'finance',
    name: 'Jordan Lee',
    title: 'Director of Financial Strategy',
    bio: 'Former controller turned advisor. Rebuilds cost structures, tax plans and cash-flow forecasts so owners can see a season ahead.',
    linkedin: 'https://www.linkedin.com/in/sample-jordan-lee',
    initials: 'JL',
  },
  {
    id: 'technology',
    name: 'Sam Okafor',
    title: 'Head of AI & Technology',
    bio: 'Builds the AI workflows, integrations and websites that take repetitive work off a team, and measures the hours they give back.',
    linkedin: 'https://www.linkedin.com/in/sample-sam-okafor',
    initials: 'SO',
  },
  {
    id: 'brand',
    name: 'Morgan Blake',
    title: 'Brand & Partnerships Lead',
    bio: 'Runs brand development and partnership activations, from the first mood board to the day the community shows up.',
    linkedin: 'https://www.linkedin.com/in/sample-morgan-blake',
    initials: 'MB',
  },
];
