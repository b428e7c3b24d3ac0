import {spawn} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

/** Pagefind's command-line runner (it starts the native indexer for this platform). */
const PAGEFIND = path.resolve(__dirname, '../../../node_modules/pagefind/lib/runner/bin.cjs');

/** The attribute that marks what search indexes on a page (each listed case study's). */
const INDEXED = 'data-pagefind-body';

/**
 * The start tags of elements whose edge ends a word: blocks, table cells and rows, list items,
 * line breaks. Not inline ones (`<strong>35</strong>%` is one word).
 */
const WORD_EDGE =
  /<(?:address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)(?=[\s/>])/gi;

/**
 * A note's heading when it is the kind's own name (`:::note` shows "note"), which the story did
 * not write: unmet, "note" found every study with a note, its excerpt starting "note The cost
 * figures…". A title in brackets (`:::tip[Why it worked]`) is the story's own words, and stays.
 */
const KIND_LABEL =
  /(<div class="?admonitionHeading_[\w-]+"?)(>\s*<span class="?admonitionIcon_[\w-]+"?>(?:(?!<\/span>)[\s\S])*<\/span>\s*(?:note|tip|info|warning|danger|caution)\s*<\/div>)/gi;

/**
 * A page as search reads it: a space before every start tag that ends a word, and a note's
 * heading that only names its kind (KIND_LABEL) ignored. The built pages leave out the end tags
 * HTML lets a page leave out (`<td>Brand identity<td>Logo, type…`, Docusaurus's minifier), and
 * Pagefind parted two elements' words only at an end tag: "identityLogo" was one word in the
 * index, so neither "identity" nor "logo" found that cell, and excerpts showed it so. End tags
 * that are there are left alone: at one of a block, Pagefind ends the sentence ("… per
 * impression. Why it worked"), which a space before it would stop. The pages served are left as
 * they are: a space between two cells would be a text node that React did not render, and
 * hydration would stop on it.
 */
export function spacedForSearch(html: string): string {
  return html.replace(WORD_EDGE, ' $&').replace(KIND_LABEL, '$1 data-pagefind-ignore$2');
}

/** Runs Pagefind on the pages in `site`, writing its files to `<outDir>/pagefind`. */
function runPagefind(site: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      PAGEFIND,
      '--site',
      site,
      '--output-path',
      path.join(outDir, 'pagefind'),
    ]);
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0) reject(new Error(`Pagefind could not index ${outDir}:\n${output}`));
      else resolve();
    });
  });
}

/**
 * Static full-text search: Pagefind indexes the built pages that carry `data-pagefind-body` (each
 * listed case study; `pages` holds the build's pages, by file, as read) and writes its index and
 * its small search script to `pagefind/` in the build. The browser loads them only when a visitor
 * first opens the search, from the same host, so it works on any static host and under any
 * BASE_URL. Resolves to the number of pages indexed.
 *
 * Pagefind reads copies of those pages as search reads them (spacedForSearch()), at the same
 * paths in a folder of its own, so each result's address is the page's. (Pagefind's Node API
 * sends it each page over a pipe: it took 1.0 s for 300 studies where the command took 0.6 s.)
 *
 * The copies are written, and Pagefind started, before this returns: Pagefind then indexes in its
 * own process, on the other core, while the caller gets on with the build's other files. Written
 * after an `await` instead, they waited for the caller's next one, which came only once it had
 * compressed every script, and the build then waited for Pagefind alone: about 0.4 s with 300
 * studies.
 */
export function writeSearchIndex(outDir: string, pages: Map<string, string>): Promise<number> {
  const copies = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pages-'));
  const removeCopies = () => fs.promises.rm(copies, {recursive: true, force: true});
  let indexed: [string, string][];
  try {
    indexed = [...pages].filter(([, html]) => html.includes(INDEXED));
    const copyOf = (file: string) => path.join(copies, path.relative(outDir, file));
    for (const folder of new Set(indexed.map(([file]) => path.dirname(copyOf(file))))) {
      fs.mkdirSync(folder, {recursive: true});
    }
    for (const [file, html] of indexed) fs.writeFileSync(copyOf(file), spacedForSearch(html));
  } catch (error) {
    return removeCopies().then(() => Promise.reject(error));
  }
  // With no listed study, Pagefind (which stops on an empty folder) reads the build itself, as
  // it always did: it then indexes every page's body.
  return runPagefind(indexed.length > 0 ? copies : outDir, outDir)
    .then(() => indexed.length)
    .finally(removeCopies);
}
