import {movedStudy} from '../content';
import {test, expect, open, EMBED_SCRIPT, ROUTES} from './fixtures';

/**
 * Served like production: the build through real nginx with deploy/nginx.conf and the headers
 * the build generated (project "nginx" in playwright.config.ts).
 */

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

function scriptSrc(csp: string) {
  return csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
}

for (const route of [...ROUTES, '/no-such-page']) {
  test(`${route}: security headers`, async ({request}) => {
    const response = await request.get(route);
    expect(response.status()).toBe(route === '/no-such-page' ? 404 : 200);
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toBeTruthy();
    expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
    expect(scriptSrc(csp)).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The embed host only where the embed is.
    expect(csp.includes('instagram.com')).toBe(route === '/stockboy');
    // No other website's page in a frame: YouTube's embed code in a story shows nothing here, as
    // \`npm run check\` tells staff (src/plugins/case-studies/blocks.ts).
    expect(csp).toMatch(
      route === '/stockboy' ? /frame-src https:\/\/www\.instagram\.com(;|$)/ : /frame-src 'none'/,
    );
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['server']).toBe('nginx'); // no version
  });
}

for (const route of ROUTES) {
  test(`${route}: renders with zero CSP violations`, async ({page}) => {
    await open(page, route);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    if (route === '/stockboy') await expect(page.locator('.instagram-embed-stub')).toHaveCount(3);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });
}

test("a study's former address sends visitors on under the site's policy, its query and #section kept", async ({
  page,
}) => {
  // On a host without the redirect, the page at the former address keeps what a refresh drops
  // (?utm_source=…, #section) with a script of its own, which the policy must let run: the
  // page's own test, served by docusaurus serve, is in discovery.spec.ts.
  const moved = movedStudy();
  test.skip(!moved, 'no study lists a former address');
  // nginx answers with a redirect of its own (deploy/nginx.conf, from the build's _redirects).
  const answer = await page.request.get(`${moved!.formerly[0]}?utm_source=newsletter`, {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe(`${moved!.permalink}?utm_source=newsletter`);
  await page.goto(`${moved!.formerly[0]}?utm_source=newsletter#from-a-post`);
  await expect(page).toHaveURL(
    new RegExp(`${moved!.permalink}\\?utm_source=newsletter#from-a-post$`),
  );
  await expect(page.getByRole('heading', {level: 1})).toHaveText(moved!.title);
});

test('hashed assets are cached for a year and compressed', async ({request, page}) => {
  await page.goto('/');
  const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  const response = await request.get(script!, {headers: {'Accept-Encoding': 'gzip'}});
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['content-security-policy']).toBeTruthy();
});

test('build-time server files are not served', async ({request}) => {
  for (const file of ['/nginx-csp.conf', '/nginx-headers.conf', '/_headers', '/_redirects']) {
    expect((await request.get(file)).status()).toBe(404);
  }
});

test('from home, a card to /stockboy loads the page in full so its embed policy applies', async ({
  page,
}) => {
  await open(page, '/');
  await page.locator('#case-study').scrollIntoViewIfNeeded();
  const scriptRequest = page.waitForRequest(EMBED_SCRIPT);
  await page.locator('#case-study a[href="/stockboy"]').first().click();
  await expect(page).toHaveURL(/\/stockboy$/);
  await scriptRequest;
  await expect(page.locator('.instagram-embed-stub')).toHaveCount(3);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

test('version.json names the build', async ({request, page}) => {
  const version = await (await request.get('/version.json')).json();
  expect(version).toMatchObject({
    version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    commit: expect.any(String),
  });
  expect(new Date(version.builtAt).getTime()).not.toBeNaN();
  await page.goto('/');
  await expect(page.locator('meta[name="version"]')).toHaveAttribute(
    'content',
    `${version.version}+${version.commit}`,
  );
});
