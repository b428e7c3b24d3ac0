// eslint-disable-next-line @typescript-eslint/no-require-imports
const {testLaunchOptions, findNginx} = require('./scripts/lib/tools.cjs');
import {defineConfig} from '@playwright/test';

/**
 * End-to-end tests against the production build, served by `docusaurus serve`.
 * Browser: $CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium, else Playwright's
 * own (scripts/lib/tools.cjs: findTestChromium, testLaunchOptions).
 */
/** nginx serves the build like production for the security tests (.ci/run installs it). */
const nginx = findNginx();
if (!nginx) console.warn('nginx not found: skipping the served-like-production tests');

const PORT = Number(process.env.E2E_PORT ?? 4173);
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4180);
const BASE_PATH = process.env.BASE_URL ?? '/';
const FULL_TRACE = process.env.E2E_FULL_TRACE === '1';

export default defineConfig<object, {phone: boolean}>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a defect to fix, never to retry: it would block someone's pull request at random.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}${BASE_PATH.replace(/\/?$/, '/')}`,
    // A failed test keeps a trace of its actions, console and network, and a screenshot of the
    // page as it failed. Recording DOM snapshots or the screencast at every action made the suite
    // a fifth slower (chrome.spec.ts: 58 s without either, 72 to 75 s with one) for tests that
    // pass; E2E_FULL_TRACE=1 records both, to step through a failure in `npx playwright show-trace`.
    trace: {
      mode: 'retain-on-failure',
      snapshots: FULL_TRACE,
      screenshots: FULL_TRACE,
      sources: true,
    },
    screenshot: 'only-on-failure',
    launchOptions: testLaunchOptions(),
  },
  projects: [
    {
      name: 'phone',
      testIgnore: 'security.spec.ts',
      use: {viewport: {width: 375, height: 812}, hasTouch: true, isMobile: true, phone: true},
    },
    {name: 'desktop', testIgnore: 'security.spec.ts', use: {viewport: {width: 1280, height: 800}}},
    ...(nginx && BASE_PATH === '/'
      ? [
          {
            name: 'nginx',
            testMatch: 'security.spec.ts',
            use: {baseURL: `http://127.0.0.1:${NGINX_PORT}/`, viewport: {width: 1280, height: 800}},
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `npx docusaurus serve --port ${PORT} --no-open --dir ${process.env.E2E_BUILD_DIR ?? 'build'}`,
      url: `http://localhost:${PORT}${BASE_PATH.replace(/\/?$/, '/')}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(nginx && BASE_PATH === '/'
      ? [
          {
            command: `node scripts/nginx.mjs --port ${NGINX_PORT} --root build`,
            url: `http://127.0.0.1:${NGINX_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
            // Asked to stop, nginx.mjs removes its folder in /tmp once nginx has ended; the
            // default, SIGKILL, left one behind after each run.
            gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
          },
        ]
      : []),
  ],
});
