/**
 * @jest-environment node
 */
import {authorOf, authorProblem, TEAM_FILE} from '../../../src/plugins/case-studies/authors';
import {frontMatterFileProblems, formatProblem} from '../../../src/plugins/case-studies/check';
import {TEAM, type TeamMember} from '../../../src/data/team';

/** A team as the firm may list it (the samples in src/data/team.ts are replaced). */
const team: TeamMember[] = [
  {
    id: 'a',
    name: 'Jordan Lee',
    title: 'Director',
    bio: '',
    linkedin: 'https://x.test/jl',
    initials: 'JL',
  },
  {
    id: 'b',
    name: 'Sam Okafor',
    title: 'Head of AI',
    bio: '',
    linkedin: 'https://x.test/so',
    initials: 'SO',
  },
  {
    id: 'c',
    name: 'Sam Reyes',
    title: 'Analyst',
    bio: '',
    linkedin: 'https://x.test/sr',
    initials: 'SR',
  },
];

const told = (name: string) =>
  `"author" is "${name}", which is not a name in ${TEAM_FILE} (write "Jordan Lee", as the team lists them)`;

test('a member of the team, named as the team lists them, is the author with their title and profile', () => {
  expect(authorOf('Jordan Lee', team)).toEqual({
    name: 'Jordan Lee',
    title: 'Director',
    url: 'https://x.test/jl',
  });
  expect(authorProblem('Jordan Lee', team)).toBeUndefined();
});

test('a member named in another case, a letter or two off, or by one name alone, is told the name to write', () => {
  for (const written of ['jordan lee', 'Jordan Le', 'Jordon Lee', 'Jordan  Lee', 'Jordan', 'Lee'])
    expect(authorProblem(written, team)).toBe(told(written));
  expect(authorOf('jordan lee', team)).toBeUndefined();
});

test('a first name two members share is told both', () => {
  expect(authorProblem('sam', team)).toBe(
    `"author" is "sam", which is not a name in ${TEAM_FILE} (write "Sam Okafor" or "Sam Reyes", as the team lists them)`,
  );
});

test("a guest's name, or a former member's, is shown as written", () => {
  // "Jordan Leigh" is three edits from "Jordan Lee": a person of their own.
  for (const written of ['Jordan Leigh', 'Priya Natarajan', 'Sam Lee-Okafor'])
    expect(authorProblem(written, team)).toBeUndefined();
  expect(authorOf('Priya Natarajan', team)).toBeUndefined();
  expect(authorProblem(undefined, team)).toBeUndefined();
});

test('npm run check names the author line of a study that misspells a member of the team', () => {
  const [member] = TEAM;
  const text = [
    '---',
    'title: Acme',
    `author: ${member.name.toLowerCase()}`,
    '---',
    '',
    'The story.',
  ];
  const lines = frontMatterFileProblems('case-studies/acme/index.mdx', text.join('\n'), null)
    .problems.map(formatProblem)
    .filter((line) => line.includes('author'));
  expect(lines).toEqual([
    `case-studies/acme/index.mdx:3:1  author: is "${member.name.toLowerCase()}", which is not a name in ${TEAM_FILE} (write "${member.name}", as the team lists them)`,
  ]);
});
