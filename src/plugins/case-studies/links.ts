/**
 * The rule on a study's links within the site, for `npm run check` (./check.ts) and, under
 * `npm start`, the study's page (src/components/case-study/CaseStudyPage). No Node modules: the
 * page runs it in the browser.
 */

import {BUILT_FILES} from './builtFiles';
import {closestName} from '../../lib/closest';

/** The home page's sections (src/data), the anchors links may point to. */
export const HOME_SECTIONS = ['services', 'statistics', 'process', 'team', 'case-study', 'contact'];

/** What a link is checked against: addresses without base URL or trailing slash. */
export interface SiteAddresses {
  /** The site's pages (`/`, `/case-studies`, `/stockboy`). */
  routes: ReadonlySet<string>;
  /** The studies marked `draft: true`, which a build leaves out. */
  drafts?: ReadonlySet<string>;
  /** The pages of tags (case-studies/tags.yml) no published, listed study has: not built. */
  unusedTags?: ReadonlySet<string>;
  /** Studies' former addresses (`formerly`), each with the study's address now. */
  moved?: ReadonlyMap<string, string>;
  /** Whether static/ has this file (`/files/brochure.pdf`); files are not checked without it. */
  isStaticFile?: (file: string) => boolean;
  /** Each study's headings' addresses (`/stockboy` → `the-story`, …); unchecked without it. */
  anchors?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Starts an address with its scheme: https:, mailto:, tel:. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[a-z]{2,}$/i;
/** `www.acme.com`, `acme.com/about`: another website's address without https://. */
const WEBSITE =
  /^(?:www\.[^\s/]+|[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|co|biz|info|app|dev|us|uk|ca|eu))(?:[/?#].*)?$/i;

/** Another website's address or an e-mail address written without https:// or mailto:. */
export const isBareAddress = (url: string) => EMAIL.test(url) || WEBSITE.test(url);

/** Addresses left to paste later, and what each does as it is. */
const PLACEHOLDERS = new Map([
  ['', 'has no address'],
  ['#', 'leads to "#" alone, the top of its own page'],
]);

/**
 * What is wrong with a link to `url` in the story of the study at `page` (`/stockboy`), or null.
 * Addresses within the site are checked, as written (`/budbilliken`) or from the page
 * (`budbilliken`, `../budbilliken`); so are another website's or an e-mail address written
 * without https:// or mailto:, which the browser would take for a page of the site.
 */
export function linkProblem(url: string, addresses: SiteAddresses, page = '/'): string | null {
  // `[the shop]("https://acme.com")`, or with the quotes an editor curls: the quotes are part of
  // the address, which leads nowhere.
  const quoted =
    /^["'\u2018\u2019\u201c\u201d\u00ab\u00bb]+(.*?)["'\u2018\u2019\u201c\u201d\u00ab\u00bb]*$/.exec(
      url,
    );
  if (quoted)
    return `"${url}" has quotes around it, which make it no address: write the address alone between the brackets, (${quoted[1]})`;
  // `[the press release]()` or `(#)`: the address left to paste later. The check passed both;
  // the build stopped on the first (Docusaurus's "Markdown link with empty URL"), and published
  // the second, a link to the top of its own page.
  const placeholder = PLACEHOLDERS.get(url.trim());
  if (placeholder)
    return `${placeholder}: write the address it should open, or leave the words unlinked`;
  if (SCHEME.test(url)) return null;
  if (url.startsWith('#')) return anchorProblem(`"${url}"`, page, url.slice(1), addresses, page);
  if (EMAIL.test(url)) return `"${url}" is an e-mail address: write mailto:${url}`;
  if (WEBSITE.test(url)) return `"${url}" is another website's address: write https://${url}`;
  if (url.startsWith('/')) return pathProblem(`"${url}"`, url, addresses, page);
  // A file by its path from the story (`./brochure.pdf`, `../budbilliken/index.mdx`): the check
  // looks for it in the folder (fileLinkProblem in fileLinks.ts), as the preview's
  // compiler does; the page cannot.
  if (/\.\w+$/.test(url.split(/[?#]/)[0])) return null;
  const {pathname, search, hash} = new URL(url, `https://site${page}`);
  return pathProblem(
    `"${url}" (that is ${pathname}${search}${hash})`,
    pathname + hash,
    addresses,
    page,
  );
}

/**
 * What is wrong with a link to `#hash` on the page at `route`: a heading it does not have (the
 * build stopped on "Docusaurus found broken anchors", naming the page, not the file or line).
 */
function anchorProblem(
  quoted: string,
  route: string,
  hash: string,
  {anchors}: SiteAddresses,
  page: string,
): string | null {
  const ids = anchors?.get(route);
  if (!ids || !hash || ids.has(hash)) return null;
  const close = closestName([...ids], hash);
  const where = route === page ? 'this page' : route;
  const hint = close
    ? `did you mean "#${close}"?`
    : ids.size > 0
      ? `its headings are ${[...ids].map((id) => `#${id}`).join(', ')}`
      : 'it has no headings to link to';
  return `${quoted}: ${where} has no heading "#${hash}" (${hint})`;
}

/** What is wrong with `url` (starting with `/`), shown in the message as `quoted`. */
function pathProblem(
  quoted: string,
  url: string,
  addresses: SiteAddresses,
  page = '/',
): string | null {
  const {routes, drafts = new Set(), unusedTags = new Set(), isStaticFile, moved} = addresses;
  const [address, hash] = url.split('#');
  const route = address.split('?')[0].replace(/\/$/, '') || '/';
  // A file (/files/brochure.pdf): the MDX loader turns a link to one in static/ into the file;
  // the images remark plugin makes one to a file the build writes (a feed) a plain link.
  if (BUILT_FILES.includes(route)) return null;
  if (/\.\w+$/.test(route)) {
    if (!isStaticFile || isStaticFile(route)) return null;
    return `${quoted} is not a file in static/ (check its name, or add the file there)`;
  }
  if (drafts.has(route))
    return `${quoted} leads to a draft, which the build does not publish (link to it once it is published)`;
  if (unusedTags.has(route))
    return `${quoted} is the page of a tag no published study has yet, so the build does not make it (link to it once a published study has the tag)`;
  // The build sends visitors from outside on from a former address; a link of the site's own
  // leads to the study (or the renamed tag's page) itself (Docusaurus's link check knows no
  // former address).
  const now = moved?.get(route);
  // A tag's page is under /case-studies/tags/ (tags.ts, tagPath: not imported, as this file runs
  // in the browser too).
  if (now && !routes.has(route))
    return `${quoted} is the former address of the ${now.startsWith('/case-studies/tags/') ? "tag's page" : 'study'} now at ${now}: write ${now}${hash === undefined ? '' : `#${hash}`}`;
  if (!routes.has(route))
    return `${quoted} leads to no page of the site (${meantRoute(route, routes)})`;
  if (hash && route === '/' && !HOME_SECTIONS.includes(hash))
    return `${quoted}: the home page has no section "#${hash}" (one of ${HOME_SECTIONS.join(', ')})`;
  return hash ? anchorProblem(quoted, route, hash, addresses, page) : null;
}

/**
 * What to check in an address that leads to no page: the page meant, where one is close (a
 * study is at /its-folder, not under /case-studies/; a home page's section is /#services).
 */
function meantRoute(route: string, routes: ReadonlySet<string>): string {
  const under = /^\/case-studies\/([^/]+)$/.exec(route);
  if (under && routes.has(`/${under[1]}`))
    return `a study's address is its folder's name: write /${under[1]}`;
  const name = route.slice(1);
  if (HOME_SECTIONS.includes(name)) return `a section of the home page: write /#${name}`;
  // A tag's page by the tag's label (/case-studies/tags/Chicago), or not under /case-studies/:
  // the closest of the tags' pages.
  const tag = /^(?:\/case-studies)?\/tags\/([^/]+)$/.exec(route);
  if (tag) {
    const page = closestName(
      [...routes].filter((r) => /^\/case-studies\/tags\/[^/]+$/.test(r)),
      `/case-studies/tags/${tag[1].trim().replace(/\s+/g, '-')}`,
    );
    if (page) return `did you mean ${page}?`;
  }
  // A study's address misspelt: the closest of the pages by one name (not the lists' pages).
  const meant = closestName(
    [...routes].filter((r) => /^\/[^/]+$/.test(r)),
    route,
  );
  return meant ? `did you mean ${meant}?` : 'check the address';
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
  // An empty one too (`[the press release]()`): linkProblem names it.
  if (node.type === 'link' && typeof node.url === 'string')
    links.push({url: node.url, at: node.position?.start});
  // A block's attributes; a `:::note` directive's are an object, and lead nowhere.
  for (const attribute of Array.isArray(node.attributes) ? node.attributes : []) {
    if (
      (attribute.name === 'href' || attribute.name === 'to') &&
      typeof attribute.value === 'string'
    )
      links.push({url: attribute.value, at: attribute.position?.start ?? node.position?.start});
  }
  return links;
}
