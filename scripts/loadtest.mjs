#!/usr/bin/env node
// npm run loadtest: serves build/ through deploy/nginx.conf on loopback and drives it with wrk
// (Debian package) for DURATION seconds per route: requests per second, latency percentiles,
// errors. Exits non-zero on any error (non-2xx/3xx, socket errors). Options: USAGE below
// (`npm run loadtest -- --help`).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {startNginx} from './nginx.mjs';
import {readOptions} from './lib/tools.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `npm run loadtest -- [options]
  --duration S      seconds of load per route (10)
  --connections N   connections held open at once (64)
  --port N          nginx's port on loopback (4220)`;
const options = readOptions('loadtest', USAGE, {
  duration: {type: 'number', default: 10, min: 1},
  connections: {type: 'number', default: 64, min: 1},
  port: {type: 'number', default: 4220, min: 1},
});
const DURATION = options.duration;
const CONNECTIONS = options.connections;
const ROUTES = ['/', '/case-studies', '/stockboy', '/case-study'];

const wrk = spawnSync('sh', ['-c', 'command -v wrk'], {encoding: 'utf8'}).stdout.trim();
if (!wrk) {
  console.error('loadtest: wrk not found (apt-get install wrk; .ci/run installs it)');
  process.exit(1);
}

// wrk's Lua hook prints the figures as JSON at the end of a run.
const LUA = `
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format('{"requests":%d,"seconds":%f,"bytes":%d,"errors":%d,"p50":%f,"p90":%f,"p99":%f,"max":%f}\\n',
    summary.requests, summary.duration / 1e6, summary.bytes, errors,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end`;

const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-')), 'report.lua');
fs.writeFileSync(script, LUA);

const server = await startNginx({port: options.port, root: path.join(ROOT, 'build')});
const rows = [];
try {
  for (const route of ROUTES) {
    const result = spawnSync(
      wrk,
      [
        '-t2',
        `-c${CONNECTIONS}`,
        `-d${DURATION}s`,
        '--latency',
        '-s',
        script,
        '-H',
        'Accept-Encoding: gzip',
        `${server.url}${route}`,
      ],
      {encoding: 'utf8'},
    );
    const json = result.stdout.trim().split('\n').at(-1);
    const r = JSON.parse(json);
    rows.push({route, ...r, rps: r.requests / r.seconds});
  }
} finally {
  await server.stop();
}

console.log(
  `\nwrk, ${CONNECTIONS} connections, 2 threads, ${DURATION} s per route, gzip, nginx on loopback\n`,
);
console.log('route          req/s     p50 ms  p90 ms  p99 ms  max ms  requests  errors');
for (const r of rows) {
  console.log(
    `${r.route.padEnd(13)}  ${r.rps.toFixed(0).padStart(7)}  ${r.p50.toFixed(2).padStart(7)} ${r.p90.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)} ${r.max.toFixed(2).padStart(7)}  ${String(r.requests).padStart(8)}  ${String(r.errors).padStart(6)}`,
  );
}
const errors = rows.reduce((sum, r) => sum + r.errors, 0);
console.log(errors === 0 ? '\nZero errors.' : `\n${errors} errors.`);
process.exitCode = errors === 0 ? 0 : 1;
