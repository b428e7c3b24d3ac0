import type {CaseStudyCard} from './types';

/** Cards on one page of the index or of a tag. */
export const PER_PAGE = 24;

/** Where one page of a list sits among the others (route data of the list's page). */
export interface ListPage {
  /** Address of this page, without the base URL: /case-studies, /case-studies/page/2, ... */
  permalink: string;
  page: number;
  totalPages: number;
  /** Studies in the whole list. */
  total: number;
  prev: string | null;
  next: string | null;
  /** Address of every page, in order (for the page links). */
  pages: string[];
}

/**
 * Cards a list page holds: 24, or CASE_STUDIES_PER_PAGE (the base-URL browser tests use 2, so
 * that three studies make two pages).
 */
export function perPage(): number {
  const value = process.env.CASE_STUDIES_PER_PAGE;
  if (value === undefined) return PER_PAGE;
  if (!/^[1-9]\d*$/.test(value)) {
    throw new Error(
      `CASE_STUDIES_PER_PAGE must be a whole number of cards, like 24 (got "${value}")`,
    );
  }
  return Number(value);
}

/** The address of page `n` of a list at `base`. */
export const pagePath = (base: string, n: number) => (n === 1 ? base : `${base}/page/${n}`);

/** Splits a list into pages of PER_PAGE, each with its place among the others. */
export function paginate<T>(items: T[], base: string, perPage = PER_PAGE) {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const pages = Array.from({length: totalPages}, (_, i) => pagePath(base, i + 1));
  return pages.map((permalink, i) => ({
    items: items.slice(i * perPage, (i + 1) * perPage),
    meta: {
      permalink,
      page: i + 1,
      totalPages,
      total: items.length,
      prev: i > 0 ? pages[i - 1] : null,
      next: i < totalPages - 1 ? pages[i + 1] : null,
      pages,
    } satisfies ListPage,
  }));
}

/** Featured studies by their `order`. */
export const featuredOf = <T extends Pick<CaseStudyCard, 'featured' | 'order'>>(cards: T[]) =>
  cards.filter((card) => card.featured).sort((a, b) => a.order - b.order);

/** Featured studies the home page shows at most: two rows of three on a wide screen. */
export const MAX_FEATURED = 6;

/**
 * The featured studies (by `order`) the home page has no room for, each with what to tell its
 * author. `npm run check` prints these at each file's `featured:` line; the build stops on them.
 */
export function overFeatured<T extends Pick<CaseStudyCard, 'featured' | 'order'>>(
  cards: T[],
  name: (card: T) => string,
): {card: T; message: string}[] {
  const featured = featuredOf(cards);
  const shown = featured.slice(0, MAX_FEATURED).map(name).join(', ');
  return featured.slice(MAX_FEATURED).map((card, i) => ({
    card,
    message: `${featured.length} studies are featured and the home page shows ${MAX_FEATURED}: this one (number ${MAX_FEATURED + i + 1} by order) would not appear (set featured: false here or on one of ${shown})`,
  }));
}

/**
 * The index order: featured studies pinned first (by `order`), then every other study newest
 * first (`cards` come newest first).
 */
export function pinFeatured(cards: CaseStudyCard[]): CaseStudyCard[] {
  return [...featuredOf(cards), ...cards.filter((card) => !card.featured)];
}

/** A link to another study, as the end of a study's page shows it. */
export interface StudyLink {
  title: string;
  permalink: string;
  category: string;
  date: string;
}

const link = (card: CaseStudyCard): StudyLink => ({
  title: card.title,
  permalink: card.permalink,
  category: card.category,
  date: card.date,
});

/**
 * Up to `count` listed studies sharing the most tags with `card` (newest first among equals),
 * and its neighbours in date order: `newer` and `older`. A neighbour is not also among the
 * related: a firm's studies of one kind follow one another, and the end of a page showed the
 * same study twice, as related and as "Older", where it could offer one more.
 */
export function relatedTo(card: CaseStudyCard, listed: CaseStudyCard[], count = 3) {
  const index = listed.findIndex((other) => other.id === card.id);
  // `listed` is newest first; an unlisted study has no neighbours.
  const newer = index > 0 ? listed[index - 1] : null;
  const older = index >= 0 && index < listed.length - 1 ? listed[index + 1] : null;
  const others = listed.filter(
    (other) => other.id !== card.id && other !== newer && other !== older,
  );
  const shared = (other: CaseStudyCard) => other.tags.filter((t) => card.tags.includes(t)).length;
  const related = others
    .map((other) => ({other, score: shared(other)}))
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, count)
    .map(({other}) => link(other));
  return {
    related,
    newer: newer && link(newer),
    older: older && link(older),
  };
}
