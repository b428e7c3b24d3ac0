import crypto from 'crypto';
import type {Embed} from '../../lib/embeds';

/**
 * The site's security headers: the one source of truth for both `build/_headers` (static hosts
 * that read one) and `build/nginx-headers.conf` (included by deploy/nginx.conf).
 */
const STATIC_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export interface PagePolicyInput {
  /** sha256 hashes of the page's inline scripts, already in CSP form ('sha256-...'). */
  scriptHashes: string[];
  /** Embeds the page needs. */
  embeds: readonly Embed[];
  /** Origin of the media bucket when it is another host, e.g. https://media.example.com. */
  mediaOrigin?: string;
}

/** The CSP hash of one inline script's text. */
function cspHash(scriptText: string): string {
  return `'sha256-${crypto.createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** Inline scripts (no src) of an HTML document, as CSP hashes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (
      /\bsrc\s*=/.test(attributes) ||
      /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)
    ) {
      continue;
    }
    hashes.add(cspHash(body));
  }
  return [...hashes].sort();
}

/** Content-Security-Policy for one page: no 'unsafe-inline' for scripts; styles may be inline. */
export function contentSecurityPolicy({scriptHashes, embeds, mediaOrigin}: PagePolicyInput) {
  const media = mediaOrigin ? [mediaOrigin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval': the search (Pagefind) compiles its WebAssembly; it allows no JS eval.
    [
      'script-src',
      ["'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...embeds.map((e) => e.origin)],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...media]],
    ['media-src', ["'self'", ...media]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...embeds.map((e) => e.origin)]],
    ['frame-src', embeds.length ? embeds.map((e) => e.origin) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

export interface RouteHeaders {
  /** URL paths this entry covers, e.g. ["/stockboy", "/stockboy.html"]. */
  paths: string[];
  csp: string;
}

/**
 * The routes whose policy differs from the site-wide one (pages with a third-party embed). Only
 * these get an entry of their own, so the files stay a few lines long with hundreds of studies:
 * Cloudflare Pages reads at most 100 `_headers` rules, and nginx refuses a `map` larger than its
 * hash size. A page whose inline scripts are a subset of the site's gets the site-wide list,
 * which names only the site's own inline scripts.
 */
function ownPolicies(routes: RouteHeaders[], fallbackCsp: string): RouteHeaders[] {
  return routes.filter((route) => !withinPolicy(route.csp, fallbackCsp));
}

/** True when `csp` allows nothing beyond `fallback` (each directive's sources a subset). */
function withinPolicy(csp: string, fallback: string): boolean {
  const parse = (policy: string) =>
    new Map(
      policy.split('; ').map((d) => {
        const [name, ...values] = d.split(' ');
        return [name, new Set(values)] as const;
      }),
    );
  const own = parse(csp);
  const site = parse(fallback);
  if (own.size !== site.size) return false;
  for (const [name, values] of own) {
    const allowed = site.get(name);
    if (!allowed) return false;
    for (const value of values) if (!allowed.has(value)) return false;
  }
  return true;
}

/** Netlify / Cloudflare Pages `_headers` file. */
export function renderHeadersFile(routes: RouteHeaders[], fallbackCsp: string): string {
  const lines = ['# Generated at build time by src/plugins/deploy: do not edit.', '/*'];
  for (const [name, value] of Object.entries(STATIC_HEADERS)) lines.push(`  ${name}: ${value}`);
  lines.push(`  Content-Security-Policy: ${fallbackCsp}`);
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  for (const route of ownPolicies(routes, fallbackCsp)) {
    for (const p of route.paths) {
      lines.push(p, '  ! Content-Security-Policy', `  Content-Security-Policy: ${route.csp}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function nginxQuote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * nginx includes: `http` (the CSP per URI as a map, at http level) and `headers` (the add_header
 * lines deploy/nginx.conf includes in every location, since nginx does not inherit add_header
 * into a location that sets its own).
 */
export function renderNginxConf(
  routes: RouteHeaders[],
  fallbackCsp: string,
  redirects: readonly Redirect[] = [],
): {http: string; headers: string} {
  const banner = '# Generated at build time by src/plugins/deploy: do not edit.';
  const map = [banner, 'map $uri $site_csp {', `  default ${nginxQuote(fallbackCsp)};`];
  for (const route of ownPolicies(routes, fallbackCsp)) {
    for (const p of route.paths) map.push(`  ${nginxQuote(p)} ${nginxQuote(route.csp)};`);
  }
  map.push('}');
  const headers = [banner, 'add_header Content-Security-Policy $site_csp always;'];
  for (const [name, value] of Object.entries(STATIC_HEADERS)) {
    headers.push(`add_header ${name} ${nginxQuote(value)} always;`);
  }
  // A former address (a study's, or a renamed tag's page's): a permanent redirect of nginx's
  // own, its query kept (the browser keeps the #section), before the page written there is
  // looked for.
  if (redirects.length > 0) {
    map.push('map $uri $site_moved {', '  default "";');
    for (const {from, to} of redirects) map.push(`  ${nginxQuote(from)} ${nginxQuote(to)};`);
    map.push('}');
    headers.push('if ($site_moved) {', '  return 301 $site_moved$is_args$args;', '}');
  }
  return {http: `${map.join('\n')}\n`, headers: `${headers.join('\n')}\n`};
}

/** A permanent redirect, as `_redirects` lists it: `/old-name /new-name 301`. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * The permanent redirects of a `_redirects` file's text (Netlify's and Cloudflare Pages' format,
 * written by the case-studies plugin for studies' former addresses); comments and any other
 * status left out.
 */
export function permanentRedirects(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && !from.startsWith('#') && to && status === '301')
    .map(([from, to]) => ({from, to}));
}
