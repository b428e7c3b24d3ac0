import type {SectionCopy} from '../components/ui/Section';
/** A step of the engagement process (SPEC §3; steps from SPEC §9). */
export interface ProcessStep {
  number: string;
  title: string;
  description: string;
}

export const PROCESS_SECTION: SectionCopy = {
  eyebrow: 'Process',
  title: 'From first e-mail to measurable results',
  intro: 'Four steps, each with a clear deliverable, so you always know what comes next.',
};

export const PROCESS_STEPS: ProcessStep[] = [
  {
    number: '01',
    title: 'Contact',
    description:
      'Write to us with where the business is and where you want it to be. We answer every inquiry within 24 hours and set up a first call.',
  },
  {
    number: '02',
    title: 'Assessment',
    description:
      'We read the books, walk the locations and talk to the team, then show you what the numbers say: where money leaks and where growth is waiting.',
  },
  {
    number: '03',
    title: 'Custom Roadmap',
    description:
      'A plan written for your business, not a template: priorities, owners, costs and the results each step should deliver, in order.',
  },
  {
    number: '04',
    title: 'Implementation',
    description:
      'We do the work beside your team, from renegotiated contracts to live AI workflows, and report progress against the roadmap every month.',
  },
];
