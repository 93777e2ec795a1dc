import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { GALLERY_DIR } from './test/support/built-site.js';
import { GALLERY_URL } from './src/eleventy/build-mode.js';
import { TEST_ENQUIRIES_FILE } from './test/support/enquiries.js';
import { HEADLESS_CHROMIUM, LAUNCH_ARGS } from './scripts/lib/chromium.js';

/**
 * Browser tests on the built site, in Debian's Chromium headless shell (no browser download is
 * possible here; scripts/lib/chromium.js).
 * The server starts after the build (`npm test` builds first).
 */
const PORT = Number(process.env.TEST_PORT || 4173);
/**
 * The gallery's pages (/frontend/, a GALLERY=1 build in GALLERY_DIR, `npm run
 * build:gallery`) are served by a second server and tested by the gallery projects only; its specs
 * skip, saying how to build it, when that folder has no gallery.
 */
const GALLERY_PORT = Number(process.env.TEST_GALLERY_PORT || PORT + 500);
const GALLERY_SPECS = /(page-switcher|gallery)\.spec\.ts$/;
const LIGHTHOUSE_SPEC = /lighthouse\.spec\.ts$/;
/** The CMS's specs: cms.spec.ts, cms-save.spec.ts and every *.cms.spec.ts. */
const CMS_SPECS = /cms(-save)?\.spec\.ts$/;
/** The CMS's journeys that run again in a British browser. */
const CMS_LOCALE_SPECS = /\/cms(-save)?\.spec\.ts$/;
const hasGallery = existsSync(path.join(GALLERY_DIR, GALLERY_URL));
/**
 * A test tagged `@narrow` or `@wide` (test/support/widths.ts) is generated only in the projects of
 * that width, where its widget is shown, so that no test is generated only to be skipped.
 */
const WIDE_ONLY = /@wide\b/;
const NARROW_ONLY = /@narrow\b/;

export default defineConfig({
  // Site-wide journeys in test/browser/, each component's own specs beside it in components/<name>/.
  testDir: '.',
  testMatch: /\/(test\/browser|components\/[^/]+)\/[^/]+\.spec\.ts$/,
  fullyParallel: true,
  // Three workers on the 2 cores: with two, the CPU sat idle 12 % of the browser step
  // (docs/testing.md "Where the time goes").
  workers: 3,
  retries: 0,
  reporter: [['list']],
  timeout: 60000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Debian's headless shell (scripts/lib/chromium.js): Playwright's own headless browser.
    launchOptions: { executablePath: HEADLESS_CHROMIUM, args: LAUNCH_ARGS },
  },
  projects: [
    // Lighthouse first, one page at a time in one worker, beside the other projects (run last and
    // alone it left one of the 2 cores idle for ~50 s). It asserts no timing: CLS, the byte
    // and markup audits, the categories other than performance (a layout shift that shows only under
    // load is still a bug of the page); the timings it prints (performance score, LCP, TBT; not
    // asserted) include the other workers' load, so read them as an upper bound. Lighthouse emulates its own phone, so no viewport here.
    { name: 'lighthouse', testMatch: LIGHTHOUSE_SPEC },
    // The authors' CMS (cms.spec.ts) is a desktop tool: its journey runs at 1440 px alone.
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
      testIgnore: [LIGHTHOUSE_SPEC, GALLERY_SPECS, CMS_SPECS],
      grepInvert: WIDE_ONLY,
    },
    // The mobile menu exists only at ≤ 1024 px: its journeys run in the mobile project alone. The
    // blocked-chunk gate blocks each chunk once, at 375 px, where every widget but the header's
    // dropdowns is in use (their chunk is blocked at 1440 px: @wide).
    {
      name: 'desktop-1440',
      use: { viewport: { width: 1440, height: 900 }, locale: 'en-US' },
      testIgnore: [/mobile-nav\.spec\.ts$/, LIGHTHOUSE_SPEC, GALLERY_SPECS],
      grepInvert: NARROW_ONLY,
    },
    // The CMS's journeys that a browser's language can change (tagged `@locale`,
    // test/support/widths.ts), again in a British browser (navigator.language en-GB): its own
    // translation and a date typed and written the British way (test/browser/cms-save.spec.ts).
    {
      name: 'desktop-1440-en-GB',
      testMatch: CMS_LOCALE_SPECS,
      grep: /@locale\b/,
      use: { viewport: { width: 1440, height: 900 }, locale: 'en-GB' },
    },
    // The gallery's no-JS audits run once, at 1440 px (test/browser/gallery.spec.ts NO_JS_ONCE).
    {
      name: 'gallery-375',
      testMatch: GALLERY_SPECS,
      grepInvert: [WIDE_ONLY, /\(once, at 1440 px\)/],
      use: { baseURL: `http://localhost:${GALLERY_PORT}`, viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    {
      name: 'gallery-1440',
      testMatch: GALLERY_SPECS,
      grepInvert: NARROW_ONLY,
      use: { baseURL: `http://localhost:${GALLERY_PORT}`, viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.js --port ${PORT}`,
      // The local receiver stores the tests' enquiries where the specs read them.
      env: { ENQUIRIES_FILE: TEST_ENQUIRIES_FILE },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30000,
    },
    ...(hasGallery
      ? [
          {
            command: `node scripts/serve.js --port ${GALLERY_PORT}`,
            env: { SITE_DIR: GALLERY_DIR, ENQUIRIES_FILE: TEST_ENQUIRIES_FILE },
            url: `http://localhost:${GALLERY_PORT}/`,
            reuseExistingServer: false,
            timeout: 30000,
          },
        ]
      : []),
  ],
});
