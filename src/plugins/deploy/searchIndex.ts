import {spawn} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

/** Pagefind's command-line runner (it starts the native indexer for this platform). */
const PAGEFIND = path.resolve(__dirname, '../../../node_modules/pagefind/lib/runner/bin.cjs');

/** The attribute that marks what search indexes on a page (each listed case study's). */
const INDEXED = 'data-pagefind-body';

/**
 * The tags of elements whose edge ends a word: blocks, table cells and rows, list items,
 * line breaks. Not inline ones (`<strong>35</strong>%` is one word).
 */
const WORD_EDGE =
  /<\/?(?:address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)(?=[\s/>])/gi;

/**
 * A page as search reads it: a space before every tag that ends a word. The built pages leave
 * out the end tags HTML lets a page leave out (`<td>Brand identity<td>Logo, type…`, Docusaurus's
 * minifier), and Pagefind parted two elements' words only at an end tag: "identityLogo" was one
 * word in the index, so neither "identity" nor "logo" found that cell, and excerpts showed it so.
 * The pages served are left as they are: a space between two cells would be a text node that
 * React did not render, and hydration would stop on it.
 */
export function spacedForSearch(html: string): string {
  return html.replace(WORD_EDGE, ' $&');
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Static full-text search: Pagefind indexes the built pages that carry `data-pagefind-body` (each
 * listed case study) and writes its index and its small search script to `pagefind/` in the
 * build. The browser loads them only when a visitor first opens the search, from the same host,
 * so it works on any static host and under any BASE_URL.
 *
 * Pagefind reads copies of those pages (spacedForSearch()), at the same paths in a folder of
 * their own, so each result's address is the page's. (Run as its command: its Node API is an ES
 * module, which Docusaurus's config loader cannot import. Its own process also lets the build get
 * on with other work while it indexes.) Resolves to the number of pages indexed.
 */
export function writeSearchIndex(outDir: string): Promise<number> {
  const copies = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pages-'));
  let pages = 0;
  try {
    for (const file of htmlFiles(outDir)) {
      const html = fs.readFileSync(file, 'utf8');
      if (!html.includes(INDEXED)) continue;
      const copy = path.join(copies, path.relative(outDir, file));
      fs.mkdirSync(path.dirname(copy), {recursive: true});
      fs.writeFileSync(copy, spacedForSearch(html));
      pages++;
    }
  } catch (error) {
    fs.rmSync(copies, {recursive: true, force: true});
    return Promise.reject(error);
  }
  // With no listed study, Pagefind (which stops on an empty folder) reads the build itself, as it
  // always did: it then indexes every page's body.
  const site = pages > 0 ? copies : outDir;
  return new Promise<number>((resolve, reject) => {
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
      else resolve(Number(/Indexed (\d+) page/.exec(output)?.[1] ?? 0));
    });
  }).finally(() => fs.rmSync(copies, {recursive: true, force: true}));
}
