/** Builds and serves a throwaway copy of the site (scripts/lib/site-copy.cjs) for a test. */
import {spawn, spawnSync} from 'child_process';
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {ROOT} = require('../../scripts/lib/site-copy.cjs');

const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** A production build of the copy at `site` into `outDir`; `env` adds to the environment. */
export function build(site: string, outDir: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [DOCUSAURUS, 'build', '--out-dir', outDir], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, NODE_ENV: 'production', FORCE_COLOR: '0', ...env},
  });
}

/** Serves a build on a free port with `docusaurus serve` until `stop()`. */
export async function serve(site: string, dir: string) {
  const port = 4400 + Math.floor(Math.random() * 500);
  const child = spawn(
    process.execPath,
    [DOCUSAURUS, 'serve', '--dir', dir, '--port', String(port), '--no-open'],
    {cwd: site, stdio: 'ignore'},
  );
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {url, stop: () => child.kill()};
}
