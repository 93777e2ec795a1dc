import { defineConfig } from '@playwright/test';

/**
 * Browser tests on the built site, in Debian's Chromium (no browser download is possible here).
 * The server starts after the build (`npm test` builds first).
 */
const PORT = Number(process.env.TEST_PORT || 4173);

export default defineConfig({
  testDir: 'test/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'mobile-375', use: { viewport: { width: 375, height: 812 }, hasTouch: true } },
    // The mobile menu exists only at ≤ 1024 px: its journeys run in the mobile project alone.
    { name: 'desktop-1440', use: { viewport: { width: 1440, height: 900 } }, testIgnore: /mobile-nav\.spec\.ts$/ },
  ],
  webServer: {
    command: `node scripts/serve.js --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30000,
  },
});
