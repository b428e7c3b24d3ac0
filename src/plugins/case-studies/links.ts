/**
 * The rule on a study's links within the site, for `npm run check` (./check.ts) and, under
 * `npm start`, the study's page (src/components/case-study/CaseStudyPage). No Node modules: the
 * page runs it in the browser.
 */

/** The home page's sections (src/data), the anchors links may point to. */
export const HOME_SECTIONS = ['services', 'statistics', 'process', 'team', 'case-study', 'contact'];

/** What a link is checked against: addresses without base URL or trailing slash. */
export interface SiteAddresses {
  /** The site's pages (`/`, `/case-studies`, `/stockboy`). */
  routes: ReadonlySet<string>;
  /** The studies marked `draft: true`, which a build leaves out. */
  drafts?: ReadonlySet<string>;
  /** Whether static/ has this file (`/files/brochure.pdf`); files are not checked without it. */
  isStaticFile?: (file: string) => boolean;
}

/**
 * What is wrong with a link to `url` in a study's story, or null. Only addresses within the site
 * (starting with `/`) are checked.
 */
export function linkProblem(
  url: string,
  {routes, drafts = new Set(), isStaticFile}: SiteAddresses,
): string | null {
  if (!url.startsWith('/')) return null;
  const [address, hash] = url.split('#');
  const route = address.split('?')[0].replace(/\/$/, '') || '/';
  // A file (/files/brochure.pdf): the MDX loader turns a link to one in static/ into the file.
  if (/\.\w+$/.test(route)) {
    if (!isStaticFile || isStaticFile(route)) return null;
    return `"${url}" is not a file in static/ (check its name, or add the file there)`;
  }
  if (drafts.has(route))
    return `"${url}" leads to a draft, which the build does not publish (link to it once it is published)`;
  if (!routes.has(route)) return `"${url}" leads to no page of the site (check the address)`;
  if (hash && route === '/' && !HOME_SECTIONS.includes(hash))
    return `"${url}": the home page has no section "#${hash}" (one of ${HOME_SECTIONS.join(', ')})`;
  return null;
}

interface StoryNode {
  type: string;
  url?: string;
  attributes?: {name?: string; value?: unknown; position?: {start: Point}}[];
  position?: {start: Point};
}
interface Point {
  line: number;
  column: number;
}

/** The links one node of a story's syntax tree makes: a Markdown link, or an `href`/`to`. */
export function linksOf(node: StoryNode): {url: string; at: Point | undefined}[] {
  const links: {url: string; at: Point | undefined}[] = [];
  if (node.type === 'link' && node.url) links.push({url: node.url, at: node.position?.start});
  for (const attribute of node.attributes ?? []) {
    if (
      (attribute.name === 'href' || attribute.name === 'to') &&
      typeof attribute.value === 'string'
    )
      links.push({url: attribute.value, at: attribute.position?.start ?? node.position?.start});
  }
  return links;
}
