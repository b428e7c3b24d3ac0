import type {SiteIdentity} from '@site/src/site';
import type {Author} from '@site/src/plugins/case-studies/authors';

/** `value` with every object's keys in code-point order (arrays keep theirs). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * Serialises structured data for a <script type="application/ld+json">, written as the build's
 * HTML minifier writes it: keys in order, `<` escaped as \u003C (so no "</script>" ends it early).
 * The browser's head manager (react-helmet-async) then finds the script the page was served
 * with equal to its own, and keeps it: written any other way, it removed the served one and
 * added its own on every page, once the page started.
 */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(sortedKeys({'@context': 'https://schema.org', ...data})).replace(
    /</g,
    '\\u003C',
  );
}

/** Absolute URL of a site path ("/stockboy") or media URL ("/media/x.svg", "https://..."). */
function absoluteUrl(site: Pick<SiteIdentity, 'url'>, pathOrUrl: string): string {
  return new URL(pathOrUrl, site.url).toString();
}

export function organization(site: SiteIdentity, logoPath: string) {
  return {
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl(site, site.baseUrl),
    logo: absoluteUrl(site, logoPath),
    description: site.description,
    email: site.contactEmail,
    sameAs: [site.socialUrl],
    contactPoint: [
      {'@type': 'ContactPoint', contactType: 'sales', email: site.contactEmail},
      {'@type': 'ContactPoint', contactType: 'customer support', email: site.infoEmail},
    ],
  };
}

export function article(
  site: SiteIdentity,
  page: {
    title: string;
    description: string;
    path: string;
    image: string;
    keywords?: string[];
    datePublished: string;
    dateModified?: string;
    /**
     * Who wrote it: a member of the team with their title and profile, or a guest's name; the
     * firm (the publisher) when none is named.
     */
    author?: string | Author;
  },
) {
  const publisher = {
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl(site, site.baseUrl),
  };
  return {
    '@type': 'Article',
    headline: page.title,
    description: page.description,
    image: [absoluteUrl(site, page.image)],
    url: absoluteUrl(site, page.path),
    mainEntityOfPage: absoluteUrl(site, page.path),
    keywords: page.keywords?.join(', '),
    datePublished: page.datePublished,
    dateModified: page.dateModified ?? page.datePublished,
    author: person(page.author, publisher) ?? publisher,
    publisher,
  };
}

/** A study's author as schema.org's Person: a guest by name, a member of the team in full. */
function person(author: string | Author | undefined, firm: object) {
  if (author === undefined) return undefined;
  if (typeof author === 'string') return {'@type': 'Person', name: author};
  const {name, title, url} = author;
  return {'@type': 'Person', name, jobTitle: title, url, worksFor: firm};
}

/** A list page (the case-study index, a tag): CollectionPage with its items, in order. */
export function collectionPage(
  site: SiteIdentity,
  page: {title: string; description: string; path: string; items: {name: string; path: string}[]},
) {
  return {
    '@type': 'CollectionPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(site, page.path),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: page.items.length,
      itemListElement: page.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: absoluteUrl(site, item.path),
      })),
    },
  };
}
