import type {SectionCopy} from '../components/ui/Section';
import type {IconName} from '../components/ui/Icon';

/** A service card on the home page (SPEC §3: title, description, icon). */
export interface Service {
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

export const SERVICES_SECTION: SectionCopy = {
  eyebrow: 'Services',
  title: 'Financial strategy and AI, under one roof',
  intro:
    'Six ways we help brands, retailers and multi-location operators spend less, sell more and run calmer.',
};

export const SERVICES: Service[] = [
  {
    id: 'sum-methodology',
    title: 'SUM Methodology',
    description:
      'Our Strategy, Unification and Measurement framework: one diagnostic across finance, operations and brand that turns scattered initiatives into a single plan with owners and numbers.',
    icon: 'method',
  },
  {
    id: 'ai-workflow-automation',
    title: 'AI Workflow Automation',
    description:
      'We map the repetitive work in ordering, reporting and customer follow-up, then build AI workflows that do it, with a person approving what matters.',
    icon: 'automation',
  },
  {
    id: 'system-integration',
    title: 'System Integration',
    description:
      'Point of sale, accounting, inventory and e-commerce talking to each other, so every location reports the same numbers the same day.',
    icon: 'integration',
  },
  {
    id: 'strategic-financial-consulting',
    title: 'Strategic Financial Consulting',
    description:
      'Cost control, tax strategy, cash-flow forecasting and legal, finance and tax advisory for owners who want to know where every dollar goes and what it returns.',
    icon: 'finance',
  },
  {
    id: 'advanced-technology-solutions',
    title: 'Advanced Technology Solutions',
    description:
      'Websites, dashboards and internal tools built for your team: fast, accessible and maintained, from a landing page to a multi-location data platform.',
    icon: 'technology',
  },
  {
    id: 'ai-powered-marketing-automation',
    title: 'AI-Powered Marketing Automation',
    description:
      'Brand development and partnership activations amplified by AI: audience segments, campaign timing and content calendars that learn from every launch.',
    icon: 'marketing',
  },
];
