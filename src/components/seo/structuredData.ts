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
  page: {title: string; description: string; path: string; image: string; keywords?: string[]},
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
    author: publisher,
    publisher,
  };
}
