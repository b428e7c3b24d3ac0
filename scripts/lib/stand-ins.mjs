// Local HTTPS stand-in for third-party hosts (the Instagram embed script), so performance runs
// need no internet. Chromium reaches it through --host-resolver-rules (see chromeFlags()).
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const THIRD_PARTY_HOSTS = ['www.instagram.com'];

export async function startStandIns() {
  const embed = fs.readFileSync(path.join(ROOT, 'tests/fixtures/instagram-embed.js'));
  const server = https.createServer(
    {
      cert: fs.readFileSync(path.join(ROOT, 'perf/stand-ins/cert.pem')),
      key: fs.readFileSync(path.join(ROOT, 'perf/stand-ins/key.pem')),
    },
    (req, res) => {
      if (req.url?.startsWith('/embed.js')) {
        res.writeHead(200, {
          'Content-Type': 'application/javascript',
          'Cache-Control': 'max-age=3600',
        });
        res.end(embed);
      } else {
        res.writeHead(404).end();
      }
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  return {port, close: () => new Promise((resolve) => server.close(resolve))};
}

/** Chromium flags: third-party hosts to the stand-in, everything else external unreachable. */
export function chromeFlags(standInPort) {
  const rules = [
    ...THIRD_PARTY_HOSTS.map((host) => `MAP ${host}:443 127.0.0.1:${standInPort}`),
    'EXCLUDE 127.0.0.1',
    'EXCLUDE localhost',
  ].join(', ');
  return [`--host-resolver-rules=${rules}`, '--ignore-certificate-errors'];
}
