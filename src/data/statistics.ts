/** A headline result (SPEC §3 Statistic; figures from SPEC §9). */
export interface Statistic {
  id: string;
  title: string;
  value: number;
  prefix: string;
  suffix: string;
  description: string;
}

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

/** The hero's three headline results (SPEC §9 "Hero and case study results"). */
export interface HeadlineResult {
  id: string;
  value: string;
  label: string;
}

export const HEADLINE_RESULTS: HeadlineResult[] = [
  {id: 'cost', value: '35%', label: 'Cost reduction'},
  {id: 'tax', value: '$1.2M', label: 'Tax savings'},
  {id: 'efficiency', value: '70%', label: 'Efficiency gain'},
];
