/**
 * @jest-environment node
 */
import {z} from 'zod';
import {SERVICES, SERVICES_SECTION} from '../../../src/data/services';
import {STATISTICS, STATISTICS_SECTION} from '../../../src/data/statistics';
import {HERO} from '../../../src/data/hero';
import {PROCESS_SECTION, PROCESS_STEPS} from '../../../src/data/process';
import {TEAM, TEAM_SECTION} from '../../../src/data/team';
import {SUCCESS_STORIES_SECTION} from '../../../src/data/successStories';
import {CONTACT_SECTION} from '../../../src/data/contact';
import {NAV_ITEMS} from '../../../src/data/navigation';

const text = z.string().trim().min(1);
const https = z.url({protocol: /^https$/});

function expectValid(items: unknown[], schema: z.ZodType) {
  for (const item of items) {
    expect(schema.safeParse(item).error?.issues).toBeUndefined();
  }
}

function expectUnique<T>(items: T[], key: (item: T) => string) {
  expect(new Set(items.map(key)).size).toBe(items.length);
}

it('has the six services of SPEC §3, each complete', () => {
  expect(SERVICES.map((s) => s.title)).toEqual([
    'SUM Methodology',
    'AI Workflow Automation',
    'System Integration',
    'Strategic Financial Consulting',
    'Advanced Technology Solutions',
    'AI-Powered Marketing Automation',
  ]);
  expectValid(
    SERVICES,
    z.strictObject({id: text, title: text, description: text.min(60), icon: text}),
  );
  expectUnique(SERVICES, (s) => s.id);
});

it('has the four statistics and three headline results of SPEC §9', () => {
  expect(STATISTICS.map((s) => `${s.prefix}${s.value}${s.suffix} ${s.title}`)).toEqual([
    '50+ Industries served',
    '90% Client retention',
    '20% Average revenue growth',
    '80% New clients from referrals',
  ]);
  expectValid(
    STATISTICS,
    z.strictObject({
      id: text,
      title: text,
      value: z.number(),
      prefix: z.string(),
      suffix: z.string(),
      description: text,
    }),
  );
  expectUnique(STATISTICS, (s) => s.id);
  expect(HERO.results.map((r) => `${r.value} ${r.label}`)).toEqual([
    '35% Cost reduction',
    '$1.2M Tax savings',
    '70% Efficiency gain',
  ]);
});

it('has the four process steps in order', () => {
  expect(PROCESS_STEPS.map((s) => `${s.number} ${s.title}`)).toEqual([
    '01 Contact',
    '02 Assessment',
    '03 Custom Roadmap',
    '04 Implementation',
  ]);
  expectValid(PROCESS_STEPS, z.strictObject({number: text, title: text, description: text}));
});

it('has four team members with https profile links', () => {
  expect(TEAM).toHaveLength(4);
  expectValid(
    TEAM,
    z.strictObject({
      id: text,
      name: text,
      title: text,
      bio: text,
      linkedin: https,
      initials: text.max(3),
    }),
  );
  expectUnique(TEAM, (m) => m.id);
  expectUnique(TEAM, (m) => m.linkedin);
});

it('has the navbar links of SPEC §2 in order', () => {
  expect(NAV_ITEMS.map((i) => `${i.label}→${i.section ? `#${i.section}` : i.route}`)).toEqual([
    'Home→#home',
    'Services→#services',
    'Results→#statistics',
    'Team→#team',
    'Case Studies→/case-studies',
    'Contact→#contact',
  ]);
});

test('every home section has its eyebrow, title and intro in its data module', () => {
  const sections = [
    SERVICES_SECTION,
    STATISTICS_SECTION,
    PROCESS_SECTION,
    TEAM_SECTION,
    SUCCESS_STORIES_SECTION,
    CONTACT_SECTION,
  ];
  expectValid(sections, z.looseObject({eyebrow: text, title: text, intro: text}));
  expect(`${CONTACT_SECTION.promise.before} ${CONTACT_SECTION.promise.emphasis}`).toBe(
    'Every inquiry is answered within 24 hours',
  );
});
