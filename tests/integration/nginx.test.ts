/**
 * scripts/nginx.mjs serves a build that sits in a private directory (mode 700, as a clone under
 * `mktemp -d` or in /root is). Run as root, nginx's workers would otherwise drop to an
 * unprivileged user that cannot read it, and every page would answer 403.
 */
import {spawn, type ChildProcess} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {findNginx} = require('../../scripts/lib/tools.cjs');

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const PORT = 4191;
const hasNginx = Boolean(findNginx());

let server: ChildProcess | undefined;
let privateDir = '';

/** Stops nginx.mjs as a test run or Ctrl-C does. */
async function stopServer() {
  if (server && server.exitCode === null) {
    // 'close': ended, and its output closed (nginx shares it; scripts/nginx.mjs waits for it).
    const exited = new Promise((resolve) => server!.once('close', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

/** The folders nginx.mjs made for an nginx serving `root` (its configuration names the root). */
function prefixesServing(root: string): string[] {
  return fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith('site-nginx-'))
    .map((name) => path.join(os.tmpdir(), name))
    .filter((dir) => {
      try {
        return fs.readFileSync(path.join(dir, 'nginx.conf'), 'utf8').includes(root);
      } catch {
        return false; // another run's, going or gone
      }
    });
}

afterAll(async () => {
  await stopServer();
  if (privateDir) fs.rmSync(privateDir, {recursive: true, force: true});
});

(hasNginx ? test : test.skip)('nginx serves a build from a private directory', async () => {
  privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-checkout-'));
  fs.chmodSync(privateDir, 0o700);
  const root = path.join(privateDir, 'build');
  fs.mkdirSync(root);
  for (const file of ['index.html', 'nginx-csp.conf', 'nginx-headers.conf']) {
    fs.copyFileSync(path.join(BUILD, file), path.join(root, file));
  }
  server = spawn('node', ['scripts/nginx.mjs', '--port', String(PORT), '--root', root], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('nginx serving')) resolve();
    });
    server!.once('exit', (code) => reject(new Error(`nginx.mjs exited with ${code}`)));
  });
  const response = await fetch(`http://127.0.0.1:${PORT}/`);
  expect(response.status).toBe(200);
  expect((await response.text()).includes('<main>')).toBe(true);
  // Its folder in /tmp (configuration, pid, log) is there while it runs, and goes with it.
  expect(prefixesServing(root)).toHaveLength(1);
  await stopServer();
  expect(prefixesServing(root)).toEqual([]);
});
