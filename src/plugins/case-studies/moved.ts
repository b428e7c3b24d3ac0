import fs from 'fs';
import path from 'path';

/**
 * A study's former addresses (`formerly` in its front matter). A study's address is its folder's
 * name; renaming the folder (a typo fixed, a client renamed) left the old address, already shared
 * on social media, in search engines and in feed readers, leading to the 404 page. Each former
 * address becomes a page that sends the visitor on to the study: written into the build, it costs
 * the site's other pages nothing, and works on any static host, with JavaScript off too. A tag
 * renamed in tags.yml keeps its former pages the same way (`formerly` there, ./tags.ts tagMoves).
 */

/** A study with the former addresses it claims, as written (`stockboy-chicago`, `/old-name`). */
export interface Claim {
  /** The study's address now, its folder's name: `stockboy`. */
  id: string;
  /** Where the claim is written, for the problem's line (the study's MDX file). */
  source: string;
  formerly: readonly string[];
}

/** One former address: `/old-name` → the study now at `/new-name` (or a tag's page). */
export interface Move {
  /** Without the base URL: `/old-name`. */
  from: string;
  /** The study's address, without the base URL: `/new-name`. */
  to: string;
}

/** What is wrong with a claim, at the study that makes it. */
export interface MoveProblem {
  source: string;
  message: string;
}

/** `/Old-Name/` as written → `/old-name`. */
export const formerPath = (written: string) => `/${written.trim().replace(/^\/+|\/+$/g, '')}`;

/**
 * The moves the studies' claims make, and what is wrong with any: an address that is a study's
 * now (its own, or another's: that one's page would be replaced), a page of the site (`reserved`,
 * without their slash), or one claimed twice (which study would it lead to?).
 */
export function formerAddresses(
  claims: readonly Claim[],
  reserved: readonly string[],
): {moves: Move[]; problems: MoveProblem[]} {
  const studies = new Map(claims.map((claim) => [`/${claim.id}`, claim]));
  const claimedBy = new Map<string, Claim>();
  const moves: Move[] = [];
  const problems: MoveProblem[] = [];
  for (const claim of claims) {
    const to = `/${claim.id}`;
    const own = new Set<string>();
    for (const written of claim.formerly) {
      const from = formerPath(written);
      const said = (message: string) =>
        problems.push({source: claim.source, message: `"${written}" ${message}`});
      if (own.has(from)) {
        said('is listed twice (keep one)');
        continue;
      }
      own.add(from);
      const now = studies.get(from);
      const earlier = claimedBy.get(from);
      if (from === to) said("is this study's own address (remove it from formerly)");
      else if (now)
        said(
          `is the address of the study ${now.id} now (formerly lists addresses no study has any more)`,
        );
      else if (reserved.includes(from.slice(1)))
        said('is a page of the site (formerly lists addresses this study had before)');
      else if (earlier)
        said(
          `is also a former address of ${earlier.id} (a visitor can be sent on to one study only: keep it on the one that had it)`,
        );
      else {
        claimedBy.set(from, claim);
        moves.push({from, to});
      }
    }
  }
  return {moves: moves.sort((a, b) => a.from.localeCompare(b.from)), problems};
}

/** The characters HTML would read as markup, escaped. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!,
  );

interface MovedPageSite {
  /** Origin, no trailing slash: https://www.example.com */
  url: string;
  baseUrl: string;
}

/**
 * The page at a former address (`title`: the page it leads to): it sends the visitor on at once
 * (a refresh, which needs no script; the script keeps the address's #section and query, which a
 * refresh drops), tells search engines where the page is now (canonical, noindex: it stays out
 * of the sitemap and the search), and, for anything that follows neither, links to it.
 */
export function movedPage(move: Move & {title: string}, site: MovedPageSite): string {
  const {title} = move;
  const target = `${site.baseUrl}${move.to.slice(1)}`;
  const attr = escapeHtml(target);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(`${site.url}${target}`)}">
<script>location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')}+location.search+location.hash)</script>
<meta http-equiv="refresh" content="0; url=${attr}">
</head>
<body>
<p>This page has moved: <a href="${attr}">${escapeHtml(title)}</a>.</p>
</body>
</html>
`;
}

/**
 * Writes the page of each move into the build (`old-name.html`, as the site's pages are written:
 * `trailingSlash: false`), and `_redirects`, where hosts that read it (Netlify, Cloudflare Pages)
 * answer the old address with a permanent redirect of their own.
 */
export function writeMovedPages(
  outDir: string,
  moves: readonly (Move & {title: string})[],
  site: MovedPageSite,
): void {
  for (const move of moves) {
    const file = path.join(outDir, `${move.from.slice(1)}.html`);
    // A renamed tag's pages are in folders (case-studies/tags/events.html).
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, movedPage(move, site));
  }
  const lines = moves.map(
    ({from, to}) => `${site.baseUrl}${from.slice(1)} ${site.baseUrl}${to.slice(1)} 301`,
  );
  if (lines.length > 0)
    fs.writeFileSync(
      path.join(outDir, '_redirects'),
      `# Generated at build time from formerly in the case studies and tags.yml: do not edit.\n${lines.join('\n')}\n`,
    );
}
