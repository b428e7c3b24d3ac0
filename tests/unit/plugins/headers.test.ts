/**
 * @jest-environment node
 */
import {
  contentSecurityPolicy,
  renderHeadersFile,
  renderNginxConf,
} from '../../../src/plugins/deploy/headers';
import {EMBEDS} from '../../../src/lib/embeds';

const HASHES = ["'sha256-a'", "'sha256-b'"];
const plain = contentSecurityPolicy({scriptHashes: HASHES, embeds: [], mediaOrigin: undefined});
const subset = contentSecurityPolicy({
  scriptHashes: ["'sha256-a'"],
  embeds: [],
  mediaOrigin: undefined,
});
const withEmbed = contentSecurityPolicy({
  scriptHashes: HASHES,
  embeds: [EMBEDS.instagram],
  mediaOrigin: undefined,
});

// 300 studies without embeds, one with an Instagram post.
const routes = [
  ...Array.from({length: 300}, (_, i) => ({
    paths: [`/study-${i}`, `/study-${i}.html`],
    csp: plain,
  })),
  {paths: ['/lean'], csp: subset},
  {paths: ['/stockboy', '/stockboy.html'], csp: withEmbed},
];

test('only pages whose policy allows more than the site-wide one get entries of their own', () => {
  const {http} = renderNginxConf(routes, plain);
  const entries = http.split('\n').filter((line) => /^ {2}"/.test(line));
  expect(entries.map((line) => line.split('" ')[0].slice(3))).toEqual([
    '/stockboy',
    '/stockboy.html',
  ]);
  expect(entries[0]).toContain('frame-src https://www.instagram.com');
  expect(http).toContain(`default "${plain}"`);
});

test('the _headers file stays under the 100 rules Cloudflare Pages reads, with hundreds of studies', () => {
  const file = renderHeadersFile(routes, plain);
  const rules = file.split('\n').filter((line) => /^\//.test(line));
  expect(rules).toEqual(['/*', '/assets/*', '/stockboy', '/stockboy.html']);
  expect(file).toContain(
    `/stockboy\n  ! Content-Security-Policy\n  Content-Security-Policy: ${withEmbed}`,
  );
});
