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
 * For each study, up to `count` listed studies sharing the most tags with it (newest first among
 * equals, then in `listed`'s order), and its neighbours in date order: `newer` and `older`. A
 * neighbour is not also among the related: a firm's studies of one kind follow one another, and
 * the end of a page showed the same study twice, as related and as "Older", where it could offer
 * one more. The list is read once: each study's neighbours by their place, its related among the
 * studies of its own tags. Searched and sorted whole for each study, 1,000 studies took 0.15 s of
 * every save under `npm start`.
 */
export function relatedStudies(listed: CaseStudyCard[], count = 3) {
  const place = new Map(listed.map((card, i) => [card.id, i]));
  const byTag = new Map<string, number[]>();
  listed.forEach((card, i) => {
    for (const tag of card.tags) {
      const studies = byTag.get(tag);
      if (studies) studies.push(i);
      else byTag.set(tag, [i]);
    }
  });
  return (card: CaseStudyCard) => {
    // `listed` is newest first; an unlisted study has no neighbours.
    const index = place.get(card.id) ?? -1;
    const newer = index > 0 ? index - 1 : -1;
    const older = index >= 0 && index < listed.length - 1 ? index + 1 : -1;
    /** Tags each other study shares with this one, by its place in `listed`. */
    const shared = new Map<number, number>();
    for (const tag of new Set(card.tags))
      for (const i of byTag.get(tag) ?? [])
        if (i !== index && i !== newer && i !== older) shared.set(i, (shared.get(i) ?? 0) + 1);
    const ranked = (a: number, b: number) =>
      shared.get(b)! - shared.get(a)! || listed[b].date.localeCompare(listed[a].date) || a - b;
    /** The best `count` so far, in order: one pass, not a sort of every study sharing a tag. */
    const best: number[] = [];
    for (const i of shared.keys()) {
      if (best.length === count && ranked(i, best[count - 1]) > 0) continue;
      const at = best.findIndex((j) => ranked(i, j) < 0);
      best.splice(at < 0 ? best.length : at, 0, i);
      best.length = Math.min(best.length, count);
    }
    return {
      related: best.map((i) => link(listed[i])),
      newer: newer >= 0 ? link(listed[newer]) : null,
      older: older >= 0 ? link(listed[older]) : null,
    };
  };
}
