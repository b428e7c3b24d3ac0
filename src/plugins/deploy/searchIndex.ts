import {spawnSync} from 'child_process';
import path from 'path';

/** Pagefind's command-line runner (it starts the native indexer for this platform). */
const PAGEFIND = path.resolve(__dirname, '../../../node_modules/pagefind/lib/runner/bin.cjs');

/**
 * Static full-text search: Pagefind reads the built pages that carry `data-pagefind-body` (each
 * listed case study) and writes its index and its small search script to `pagefind/` in the
 * build. The browser loads them only when a visitor first opens the search, from the same host,
 * so it works on any static host and under any BASE_URL. (Run as its command: its Node API is an
 * ES module, which Docusaurus's config loader cannot import.)
 */
export function writeSearchIndex(outDir: string): number {
  const result = spawnSync(
    process.execPath,
    [PAGEFIND, '--site', outDir, '--output-subdir', 'pagefind'],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`Pagefind could not index ${outDir}:\n${result.stderr}${result.stdout}`);
  }
  return Number(/Indexed (\d+) page/.exec(result.stdout)?.[1] ?? 0);
}
