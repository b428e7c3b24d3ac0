import type {ImageSource} from '../images/types';
import type {Tag} from './tags';
import type {Author} from './authors';
import type {StudyLink} from './lists';
import type {PageAddress} from './builtFiles';
import type {CaseStudyFrontMatter, CaseStudyImage, CaseStudyMetric} from './frontMatter';

export type {CaseStudyFrontMatter};

/** Shared types of the case-studies plugin: front matter as authors write it, cards as pages read them. */

/** One card, as the home page and the /case-studies index render it. */
export interface CaseStudyCard {
  id: string;
  /** The MDX file, from the site's root: "case-studies/acme/index.mdx". */
  source: string;
  permalink: string;
  category: string;
  title: string;
  subtitle: string;
  description: string;
  highlights: string[];
  cover: CaseStudyImage;
  metrics: CaseStudyMetric[];
  featured: boolean;
  order: number;
  date: string;
  updated?: string;
  /** Who wrote it (the feeds name them); none when the firm is its author. */
  author?: string;
  /** Keys of case-studies/tags.yml. */
  tags: string[];
  readingMinutes: number;
  /** Reachable by its address only: in no list, feed, sitemap or search. */
  unlisted: boolean;
  /**
   * The page embeds a third-party script. Its Content-Security-Policy allows that host on that
   * route only, so links to it load the page in full instead of navigating inside the app.
   */
  hasThirdPartyEmbed: boolean;
}

/**
 * What every card reads: its address (which names it too: a list's keys, the title's id) and its
 * kind. Not `id`: the address holds it, and 24 copies cost a list page bytes.
 */
const CARD_BASE = [
  'permalink',
  'hasThirdPartyEmbed',
  'category',
  'title',
  'description',
] as const satisfies readonly (keyof CaseStudyCard)[];

/**
 * The fields each card variant reads (CaseStudyCard's `list` and `featured`); route data carries
 * only these. A list page holds up to 24 cards, so each field left out saves 24 copies: the list
 * never shows metrics (and says whether featured studies are pinned in its page's own data), the
 * home page's featured cards never show a subtitle or highlights.
 */
export const CARD_FIELDS = {
  list: [...CARD_BASE, 'subtitle', 'highlights', 'date'],
  featured: [...CARD_BASE, 'metrics'],
} as const satisfies Record<string, readonly (keyof CaseStudyCard)[]>;

/** `list`: the index and tag pages; `featured`: the home page's success stories. */
export type CardVariant = keyof typeof CARD_FIELDS;

/**
 * A card as pages receive it (route data, see cardsModule in covers.ts): its variant's fields,
 * and the cover as a processed ResponsiveImage or the https URL as written.
 */
export type CaseStudyCardData<V extends CardVariant> = Pick<
  CaseStudyCard,
  (typeof CARD_FIELDS)[V][number]
> & {
  cover: Omit<CaseStudyImage, 'src'> & {src: ImageSource};
};

/** A tag with the number of listed studies that carry it (the tags overview). */
export type TagSummary = Omit<Tag, 'formerly'> & {count: number};

/** What a study's page knows beyond its own file (src/plugins/case-studies, per study). */
export interface StudyMeta {
  /** The study's front matter as validated (dates as 2025-03-18, defaults filled in). */
  frontMatter: CaseStudyFrontMatter;
  readingMinutes: number;
  /** Its author, when `author` names a member of the team (authors.ts); a guest's name is not. */
  author?: Author;
  tags: Pick<Tag, 'key' | 'label' | 'permalink'>[];
  related: StudyLink[];
  newer: StudyLink | null;
  older: StudyLink | null;
  /**
   * Under `npm start`, what `npm run check` warns of in the study's front matter (a cover that
   * will look soft): the page shows it above the study. Never in a build.
   */
  warnings?: string[];
}

/** The subset of a content-pages entry this plugin reads. */
export interface PagesEntry {
  type: 'jsx' | 'mdx';
  permalink: string;
  source: string;
  frontMatter?: Record<string, unknown>;
  unlisted?: boolean;
}

/** Where a card links: a full page load for pages whose CSP differs (third-party embeds). */
export function caseStudyHref(card: Pick<CaseStudyCard, 'permalink' | 'hasThirdPartyEmbed'>) {
  return card.hasThirdPartyEmbed ? `pathname://${card.permalink}` : card.permalink;
}

/**
 * A study's address: "case-studies/acme/index.mdx" is routed at "/acme/", and the site is built
 * without trailing slashes (`trailingSlash: false`), so "/acme".
 */
export function studyPath(permalink: string): string {
  return permalink.replace(/(.)\/$/, '$1');
}

/**
 * The case-studies plugin's global data, under `npm start` only (a production build sets none):
 * the lines `npm run check` prints for files in case-studies/ that cannot become a page, the
 * addresses of the drafts (without base URL), which a build leaves out, and the pages' addresses.
 */
export interface CaseStudiesDevData {
  misplaced: string[];
  drafts: string[];
  /** What a build writes into ADDRESSES_FILE, for the 404 page's "Were you looking for". */
  addresses: PageAddress[];
}
