/**
 * @jest-environment node
 */
import {
  contentSecurityPolicy,
  permanentRedirects,
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

test("studies' former addresses, as _redirects lists them, are nginx's own permanent redirects", () => {
  const redirects = permanentRedirects(
    '# Generated: do not edit.\n/stock-boy /stockboy 301\n/old /new 302\n\n/v42/acme-old /v42/acme 301\n',
  );
  expect(redirects).toEqual([
    {from: '/stock-boy', to: '/stockboy'},
    {from: '/v42/acme-old', to: '/v42/acme'},
  ]);
  const {http, headers} = renderNginxConf(routes, plain, redirects);
  expect(http).toContain(
    'map $uri $site_moved {\n  default "";\n  "/stock-boy" "/stockboy";\n  "/v42/acme-old" "/v42/acme";\n}',
  );
  expect(headers).toMatch(
    /^if \(\$site_moved\) \{\n {2}return 301 \$site_moved\$is_args\$args;\n\}$/m,
  );
  // None: the includes as they were.
  const none = renderNginxConf(routes, plain);
  expect(none.http).not.toContain('site_moved');
  expect(none.headers).not.toContain('site_moved');
});

test('the _headers file stays under the 100 rules Cloudflare Pages reads, with hundreds of studies', () => {
  const file = renderHeadersFile(routes, plain);
  const rules = file.split('\n').filter((line) => /^\//.test(line));
  expect(rules).toEqual(['/*', '/assets/*', '/stockboy', '/stockboy.html']);
  expect(file).toContain(
    `/stockboy\n  ! Content-Security-Policy\n  Content-Security-Policy: ${withEmbed}`,
  );
});
