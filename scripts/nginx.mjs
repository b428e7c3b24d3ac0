// Starts nginx on loopback with deploy/nginx.conf, serving a build directory. Used by the
// end-to-end security tests, `npm run perf` and `npm run loadtest`. On its own it runs in the
// foreground: USAGE below (`node scripts/nginx.mjs --help`).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {findNginx, readOptions} from './lib/tools.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A master process started as root hands the requests to workers running as nginx's default
 * unprivileged user, which cannot read a checkout in a private directory (a clone under
 * `mktemp -d`, /root): every page would answer 403. Here the workers run as whoever started
 * the tests, who can read the build. (Not root: the directive means nothing then.)
 */
function userDirective() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return '';
  const {username} = os.userInfo();
  const group = spawnSync('id', ['-gn'], {encoding: 'utf8'}).stdout.trim() || username;
  return `user ${username} ${group};\n`;
}

/** deploy/nginx.conf with the @port, @root and @prefix lines pointed at this machine. */
export function renderConfig({port, root, prefix}) {
  const source = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  return (userDirective() + source)
    .split('\n')
    .map((line) => {
      if (line.includes('# @port')) return line.replace(/listen \d+;/, `listen 127.0.0.1:${port};`);
      if (line.includes('# @root')) return line.replaceAll('/srv/site/current', root);
      if (line.includes('# @prefix')) {
        return line
          .replace(/pid \S+;/, `pid ${prefix}/nginx.pid;`)
          .replace(/error_log \S+/, `error_log ${prefix}/error.log`)
          .replace(/(_temp_path) \S+;/, `$1 ${prefix}/tmp;`);
      }
      return line;
    })
    .join('\n');
}

/** Starts nginx; resolves to {url, stop()} once it answers. */
export async function startNginx({port = 4180, root = path.join(ROOT, 'build')} = {}) {
  const nginx = findNginx();
  if (!nginx)
    throw new Error('nginx not found: install it (apt-get install nginx-light) or set NGINX_PATH');
  const absRoot = path.resolve(root);
  if (!fs.existsSync(path.join(absRoot, 'nginx-csp.conf'))) {
    throw new Error(`${absRoot} has no nginx-csp.conf: run npm run build first`);
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  fs.mkdirSync(path.join(prefix, 'tmp'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, renderConfig({port, root: absRoot, prefix}));
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {stdio: 'inherit'});
  // Its folder (configuration, pid, error log) goes once nginx has: each test run and each perf
  // run left one behind in /tmp (211 of them after a day's work here).
  const removePrefix = () => fs.rmSync(prefix, {recursive: true, force: true});
  // Never leave nginx behind when this process ends, however it ends.
  const running = () => child.exitCode === null && child.signalCode === null;
  process.once('exit', () => {
    if (running()) child.kill('SIGQUIT');
    removePrefix();
  });
  const stop = () =>
    new Promise((resolve) => {
      if (!running()) return resolve(removePrefix());
      child.once('exit', () => resolve(removePrefix()));
      child.kill('SIGQUIT');
    });
  // Asked to stop (Ctrl-C, a test's kill): this process ends once nginx has, with the shell's
  // code for the signal. It ended at once, while nginx, sharing its output, ran on a few ms (more
  // on a busy machine): whoever waited for this process to end then still held an open pipe.
  const CODES = {SIGHUP: 129, SIGINT: 130, SIGTERM: 143};
  for (const [signal, code] of Object.entries(CODES)) {
    process.once(signal, () => stop().then(() => process.exit(code)));
  }
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {url, stop};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const USAGE = `node scripts/nginx.mjs [options]
  --port N      the port on loopback (4180)
  --root DIR    the build to serve (build)`;
  const options = readOptions('nginx', USAGE, {
    port: {type: 'number', default: 4180, min: 1},
    root: {type: 'string', default: 'build'},
  });
  const server = await startNginx({port: options.port, root: options.root});
  console.log(`nginx serving on ${server.url}`);
}
