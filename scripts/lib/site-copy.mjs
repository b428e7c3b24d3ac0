// A throwaway copy of the site (sources only, node_modules linked) for builds that must not
// touch the working tree: the 300-study benchmark.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'dist',
  '.perf',
]);

export function copySite(prefix = 'site-copy-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const name of fs.readdirSync(ROOT)) {
    if (!SKIP.has(name)) fs.cpSync(path.join(ROOT, name), path.join(dir, name), {recursive: true});
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
