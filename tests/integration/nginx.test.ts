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

afterAll(async () => {
  if (server && server.exitCode === null) {
    // 'close': ended, and its output closed (nginx shares it; scripts/nginx.mjs waits for it).
    const exited = new Promise((resolve) => server!.once('close', resolve));
    server.kill('SIGTERM');
    await exited;
  }
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
});
