import {spawn} from 'child_process';
import path from 'path';

/** Pagefind's command-line runner (it starts the native indexer for this platform). */
const PAGEFIND = path.resolve(__dirname, '../../../node_modules/pagefind/lib/runner/bin.cjs');

/**
 * Static full-text search: Pagefind reads the built pages that carry `data-pagefind-body` (each
 * listed case study) and writes its index and its small search script to `pagefind/` in the
 * build. The browser loads them only when a visitor first opens the search, from the same host,
 * so it works on any static host and under any BASE_URL. (Run as its command: its Node API is an
 * ES module, which Docusaurus's config loader cannot import. Its own process also lets the build
 * get on with other work while it indexes.)
 */
export function writeSearchIndex(outDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      PAGEFIND,
      '--site',
      outDir,
      '--output-subdir',
      'pagefind',
    ]);
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0) reject(new Error(`Pagefind could not index ${outDir}:\n${output}`));
      else resolve(Number(/Indexed (\d+) page/.exec(output)?.[1] ?? 0));
    });
  });
}
