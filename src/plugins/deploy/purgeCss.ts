import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import {PurgeCSS} from 'purgecss';

/** What PurgeCSS's default extractor takes for a name: a class, id, tag or attribute. */
const NAMES = /[A-Za-z0-9_-]+/g;

/** A built stylesheet: `assets/css/styles.<8 hex>.css`. */
export const STYLESHEET = /[\\/]assets[\\/]css[\\/][^\\/]+\.[0-9a-f]{8}\.css$/;

/**
 * Adds every name in `text` (a page or a script of the build) to `names`, for
 * purgeStylesheets(). Hundreds of case-study pages repeat the same names, so each is kept once;
 * PurgeCSS merged each file's list into the whole one by one.
 */
export function addNames(names: Set<string>, text: string): void {
  for (const name of text.match(NAMES) ?? []) names.add(name);
}

/**
 * Removes from the site's stylesheets every rule that no page and no script of this build can
 * match (most of Infima, the theme's docs and blog styles), and renames each file after its new
 * content, so a long-cached old copy never stands in for it. `names` holds every name in the
 * build's pages and scripts (addNames()). Returns each stylesheet's old file name and its new
 * path: the caller relinks the pages (relink()).
 *
 * Why: on a phone every rule is matched against every element at each style recalculation;
 * with the whole of Infima the home page's first style pass took 27-67 ms in Lighthouse traces,
 * with the rules it uses 5-11 ms.
 *
 * Safe by construction: a class, id, tag or attribute name that appears anywhere in the built
 * HTML or JavaScript (a CSS module's name map, a class string in the theme's code, an attribute
 * a script sets) keeps its rules; custom properties, keyframes and font faces all stay.
 */
export async function purgeStylesheets(
  sheets: string[],
  names: Set<string>,
): Promise<Map<string, string>> {
  const renamed = new Map<string, string>();
  if (sheets.length === 0) return renamed;
  // The same words in one string give the same answer (its extractor is only this pattern).
  const results = await new PurgeCSS().purge({
    css: sheets,
    content: [{raw: [...names].join(' '), extension: 'txt'}],
    defaultExtractor: (text) => text.match(NAMES) ?? [],
    // A pseudo-class or pseudo-element counts as present, so a rule made only of them
    // (`:focus-visible`, `::selection`) stays; `.unused:hover` still goes with `.unused`.
    safelist: {standard: [/^::?[a-z-]+$/]},
    // A rule on the class attribute's value stays: no page spells an empty one, yet Docusaurus's
    // Link renders Markdown's links with `class=""` (the story's underlined links, custom.css).
    dynamicAttributes: ['class'],
  });
  for (const result of results) {
    const file = result.file!;
    const hash = crypto.createHash('md5').update(result.css).digest('hex').slice(0, 8);
    const next = file.replace(/\.[0-9a-f]{8}\.css$/, `.${hash}.css`);
    fs.rmSync(file);
    fs.writeFileSync(next, result.css);
    renamed.set(path.basename(file), next);
  }
  return renamed;
}

/** A page's HTML with each renamed stylesheet's link pointing at its new name. */
export function relink(html: string, renamed: Map<string, string>): string {
  let next = html;
  for (const [from, to] of renamed) next = next.split(from).join(path.basename(to));
  return next;
}
