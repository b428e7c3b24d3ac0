import type {SiteIdentity} from '@site/src/site';

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
    /** Who wrote it; the firm (the publisher) when none is named. */
    author?: string;
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
    author: page.author ? {'@type': 'Person', name: page.author} : publisher,
    publisher,
  };
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
