/**
 * The `sizes` attribute of each image slot: how wide it shows at each breakpoint, so a phone
 * downloads a phone-sized variant. Keep in step with the CSS of the slot named.
 */
export const IMAGE_SIZES = {
  /** CaseStudyPage/Hero: full width below 960 px, then the right column of a 72rem container. */
  hero: '(min-width: 1152px) 520px, (min-width: 960px) 46vw, calc(100vw - 2rem)',
  /** CaseStudyCard and the home cards: grids of columns at least 19–20rem wide. */
  card: '(min-width: 1152px) 360px, (min-width: 700px) 50vw, calc(100vw - 2rem)',
  /** MediaFigure, Video posters and Markdown images: the 46rem prose column. */
  prose: '(min-width: 800px) 736px, calc(100vw - 2rem)',
} as const;
