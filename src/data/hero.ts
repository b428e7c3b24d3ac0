/**
 * The hero's copy. Its eyebrow and heading are the firm's name and tagline, which a deploy may
 * override (src/site.ts: SITE_NAME, SITE_TAGLINE); everything else it says is here.
 */
export interface HeadlineResult {
  id: string;
  value: string;
  label: string;
}

export const HERO = {
  promise:
    'We pair strategic financial consulting with AI-driven technology so brands, retailers and multi-location operators grow with less waste, and keep growing.',
  /** The two ways in (the spec leaves their targets open: the sections they name). */
  actions: {
    primary: {label: 'Explore Services', section: 'services'},
    secondary: {label: 'Our Process', section: 'process'},
  },
  resultsLabel: 'Headline results',
  /** The spec's hero and case-study results. */
  results: [
    {id: 'cost', value: '35%', label: 'Cost reduction'},
    {id: 'tax', value: '$1.2M', label: 'Tax savings'},
    {id: 'efficiency', value: '70%', label: 'Efficiency gain'},
  ] satisfies HeadlineResult[],
} as const;
