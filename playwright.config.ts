import fs from 'fs';
import {defineConfig} from '@playwright/test';

/**
 * End-to-end tests against the production build, served by `docusaurus serve`.
 * Browser: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own Chromium.
 */
const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  .filter((p): p is string => Boolean(p))
  .find((p) => fs.existsSync(p));

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_PATH = process.env.BASE_URL ?? '/';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}${BASE_PATH.replace(/\/?$/, '/')}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      // Chromium's own background traffic is refused on a closed network; keep it quiet.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {name: 'phone', use: {viewport: {width: 375, height: 812}, hasTouch: true, isMobile: true}},
    {name: 'desktop', use: {viewport: {width: 1280, height: 800}}},
  ],
  webServer: {
    command: `npx docusaurus serve --port ${PORT} --no-open`,
    url: `http://localhost:${PORT}${BASE_PATH.replace(/\/?$/, '/')}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
