import type {SectionCopy} from '../components/ui/Section';
/** A headline result (SPEC §3 Statistic; figures from SPEC §9). */
export interface Statistic {
  id: string;
  title: string;
  value: number;
  prefix: string;
  suffix: string;
  description: string;
}

export const STATISTICS_SECTION: SectionCopy = {
  eyebrow: 'Results',
  title: 'Numbers our clients keep',
  intro: 'What happens when finance, operations and technology pull in one direction.',
};

export const STATISTICS: Statistic[] = [
  {
    id: 'industries',
    title: 'Industries served',
    value: 50,
    prefix: '',
    suffix: '+',
    description: 'From cannabis and apparel retail to hospitality and professional services.',
  },
  {
    id: 'retention',
    title: 'Client retention',
    value: 90,
    prefix: '',
    suffix: '%',
    description:
      'Most clients stay on after the first engagement because the results keep compounding.',
  },
  {
    id: 'revenue-growth',
    title: 'Average revenue growth',
    value: 20,
    prefix: '',
    suffix: '%',
    description: 'Measured over the first twelve months of working together.',
  },
  {
    id: 'referrals',
    title: 'New clients from referrals',
    value: 80,
    prefix: '',
    suffix: '%',
    description: 'Our pipeline is built on owners recommending us to owners.',
  },
];
