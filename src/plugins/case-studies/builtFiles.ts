/**
 * Files the build writes beside the pages, which a story may link to. No Node modules: the
 * preview's page reads this (./links.ts).
 */

/** The three feeds, beside the index: /case-studies/rss.xml, atom.xml, feed.json. */
export const FEEDS = [
  {file: 'case-studies/rss.xml', type: 'application/rss+xml', format: 'rss2'},
  {file: 'case-studies/atom.xml', type: 'application/atom+xml', format: 'atom1'},
  {file: 'case-studies/feed.json', type: 'application/feed+json', format: 'json1'},
] as const;

/** Their addresses, and the sitemap's (written by @docusaurus/plugin-sitemap). */
export const BUILT_FILES: readonly string[] = [
  ...FEEDS.map(({file}) => `/${file}`),
  '/sitemap.xml',
];

/**
 * The addresses a mistyped one may have meant (the lists', each listed study's, each tag page's;
 * without the base URL) with their titles, which the 404 page fetches to offer the one it meant
 * (src/theme/NotFound/Content).
 */
export const ADDRESSES_FILE = 'case-studies/addresses.json';

/** One entry of ADDRESSES_FILE. */
export interface PageAddress {
  /** "/stockboy" */
  address: string;
  title: string;
}
