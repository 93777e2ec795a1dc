/**
 * Lighthouse gate (docs/architecture.md#budgets: Lighthouse mobile 100/100/100/100, CLS 0.00):
 * Lighthouse's Node API with its default (mobile) settings on the served production build, on the
 * home page and one page per layout: accessibility, best practices and SEO each ≥ 98, cumulative
 * layout shift exactly 0, and the audits that make up the performance score (see below).
 *
 * Lighthouse drives its own Chromium through chrome-launcher (a free debugging port per launch, so
 * it never collides with Playwright's browser); the Playwright `page` fixture is not used. It runs
 * once, in its own `lighthouse` project (Lighthouse emulates its own phone, so a run per viewport
 * would measure the same thing twice), the pages one after another in one worker (mode "default"),
 * beside the other projects' tests in the other workers (alone at the end it left a core idle
 * for ~50 s). It asserts no timing (below); CLS is
 * asserted, and a shift that shows only under load is still the page's.
 *
 * Performance is the one CPU-dependent category: Lighthouse simulates a slow phone from the CPU
 * time it observes, so its timings follow the machine's load, not the site. Measured here: 100 on
 * every page alone; 98 with two busy loops on the 2 cores; 96–97 on the home and product pages
 * (speed index 3.9 s, max potential FID 140–150 ms) with the load average at 9–13 while other
 * suites ran, even as the better of two runs; and a total-blocking-time score of 0.88 on
 * /technology/ (performance 96) in a fresh-clone suite with `stress-ng --cpu 2` beside it, a page
 * that scores 1 on every idle run (docs/testing.md#tests-that-do-not-depend-on-the-machines-speed: no assertion may depend on the machine's speed).
 * Calibrating the CPU slowdown to Lighthouse's benchmark index, as its throttling docs suggest for
 * slow hosts, does not help: under `stress-ng --cpu 2` the index read 1577–1903, higher than the
 * 1099–1642 of the idle machine, while a preempted task still stretches in the trace.
 * So the performance score and its timings (largest contentful paint, total blocking time, speed
 * index: value in ms and score) are measured and reported, in the console and the test's
 * annotations, and the gate asserts what the site controls in them, none of it a time:
 * - cumulative layout shift exactly 0 (25 % of the score);
 * - render-blocking resources: only the one stylesheet (no script blocks rendering);
 * - the largest contentful paint's image, if any, not lazy-loaded (`lcp-lazy-loaded`) and
 *   discovered early, with no request chain a preload would cut (`prioritize-lcp-image`);
 * - the byte and markup audits behind the opportunities, each passed (score 1): images sized,
 *   responsive, off-screen ones deferred, in modern formats; JS and CSS minified, no unused,
 *   duplicated or legacy JS; DOM size; font display;
 * - the JavaScript itself, the cause of blocking time, by its bytes (test/site/budgets.test.ts,
 *   measured in Chromium): ≤ 2 KB gzip before any input on every page without a counter or a
 *   carousel in its first viewport, and ≤ 22 KB after use on the heaviest page.
 * Accessibility, best practices and SEO do not depend on timing: their scores are asserted (≥ 98).
 * Not asserted: text compression (the local test server sends files uncompressed; hosts compress).
 */
import { test, expect } from '@playwright/test';
import lighthouse from 'lighthouse';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM } from '../../scripts/lib/chromium.js';

/** The home page and one page per layout; 404.html is requested directly (a 404 status stops Lighthouse). */
const PAGES = [
  { url: '/', layout: 'home (base.njk)' },
  { url: '/technology/', layout: 'content page (page.njk)' },
  { url: '/products/lonestar/', layout: 'product page (page.njk, product)' },
  { url: '/company/news/how-a-faims-chip-tells-chemicals-apart/', layout: 'news article (article.njk)' },
  { url: '/search/', layout: 'search page (base.njk)' },
  { url: '/404.html', layout: 'not-found page (base.njk)' },
];

/** The budget (docs/architecture.md#budgets) aims at 100; the gate asserts at least 98 in every category it scores. */
const MIN_SCORE = 98;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Timings reported (value in ms and score), not asserted: they follow the host's CPU load (above). */
const REPORTED_METRICS = ['largest-contentful-paint', 'total-blocking-time', 'speed-index'];
/** Audits on bytes and markup (not time): each must pass outright. */
const PASSED_AUDITS = [
  'lcp-lazy-loaded',
  'prioritize-lcp-image',
  'unsized-images',
  'uses-responsive-images',
  'offscreen-images',
  'modern-image-formats',
  'uses-optimized-images',
  'unminified-javascript',
  'unminified-css',
  'unused-javascript',
  'duplicated-javascript',
  'legacy-javascript',
  'dom-size',
  'font-display',
];

interface Measured {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  /** Cumulative layout shift (unitless). */
  cls: number;
  /** Audit id → score (0–1; null when not applicable). */
  audits: Record<string, number | null>;
  /** The reported timings: `id ms (score)` each. */
  timings: string;
  /** URLs Lighthouse lists as render-blocking. */
  renderBlocking: string[];
}

// One page after another in one worker (the `lighthouse` project of playwright.config.ts, first in
// the queue, beside the other projects' tests): two Lighthouse runs at once would fight over one core.
test.describe.configure({ mode: 'default' });

let chrome: LaunchedChrome | undefined;

// No warm-up run: it steadied the first page's total blocking time (0.8 once, right after Chrome
// started), a timing that is now reported, not asserted; it cost a Lighthouse run (~8 s) per suite.
test.beforeAll(async () => {
  test.setTimeout(60000);
  chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
});

test.afterAll(() => {
  chrome?.kill();
});

/**
 * Lighthouse's runtime errors that say its own trace recording went wrong ("Something went wrong
 * with recording the trace over your page load. Please run Lighthouse again."), not the page: a
 * fresh-clone CI run met NO_NAVSTART once on /products/lonestar/, a page measured green on every
 * other run, and one with a second Lighthouse run beside it met it twice in a row on /technology/
 * and once on /404.html (both green in every run alone). Chrome's trace can miss the main frame's
 * navigationStart when the navigation changes process
 * (https://github.com/GoogleChrome/lighthouse/issues/7118). These errors, and only these, get the
 * new runs Lighthouse asks for; a page that cannot be painted (NO_FCP, NO_LCP) or loaded fails at once.
 */
const TRACE_RECORDING_ERRORS = new Set(['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL']);
/** Lighthouse runs per page at most: the first, and two more after trace-recording errors. */
const ATTEMPTS = 3;

/**
 * Runs Lighthouse (mobile defaults) on `url`, returning what the test asserts and prints (see
 * Measured): the category scores (0–100), CLS, every audit's score, the timings and the
 * render-blocking urls.
 * Retries once on a trace-recording error (see TRACE_RECORDING_ERRORS), reporting the retry through
 * `onRetry`; throws on any other runtime error, or when the second run fails too.
 */
async function measure(url: string, onRetry: (reason: string) => void = () => {}): Promise<Measured> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url);
    } catch (error) {
      const code = (error as { lighthouseCode?: string }).lighthouseCode;
      if (!code || !TRACE_RECORDING_ERRORS.has(code) || attempt >= ATTEMPTS) throw error;
      onRetry(`${(error as Error).message} (run ${attempt} of ${ATTEMPTS}; running Lighthouse again)`);
    }
  }
}

/** One Lighthouse run; a runtime error is thrown with its code as `lighthouseCode`. */
async function measureOnce(url: string): Promise<Measured> {
  if (!chrome) throw new Error('Chrome for Lighthouse did not start.');
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Not needed for the scores (weight 0 in every category); saves a few seconds per page: the
    // back/forward cache audit navigates away and back, the screenshots are pictures for the report.
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
    skipAboutBlank: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw Object.assign(
      new Error(`Lighthouse could not test ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`),
      { lighthouseCode: lhr.runtimeError.code },
    );
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const audits = Object.fromEntries(Object.values(lhr.audits).map((audit) => [audit.id, audit.score]));
  const timings = REPORTED_METRICS.map(
    (id) => `${id} ${Math.round(lhr.audits[id]?.numericValue ?? NaN)} ms (${lhr.audits[id]?.score})`,
  ).join(', ');
  const details = lhr.audits['render-blocking-resources']?.details as { items?: { url: string }[] } | undefined;
  return {
    scores,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    audits,
    timings,
    renderBlocking: (details?.items ?? []).map((item) => item.url),
  };
}

for (const { url, layout } of PAGES) {
  test(`Lighthouse mobile on ${url} (${layout}): accessibility, best practices, SEO ≥ ${MIN_SCORE}; CLS 0; performance audits pass`, async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(120000);
    const address = new URL(url, baseURL).href;
    const { scores, cls, audits, timings, renderBlocking } = await measure(address, (reason) => {
      testInfo.annotations.push({ type: 'lighthouse retry', description: reason });
      console.warn(reason);
    });
    testInfo.annotations.push({
      type: 'lighthouse',
      description: `${url} ${JSON.stringify(scores)} CLS ${cls}; ${timings}`,
    });
    console.log(`Lighthouse ${url}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}, CLS ${cls}; ${timings}`);
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      expect(scores[category], `${category} on ${url}`).toBeGreaterThanOrEqual(MIN_SCORE);
    }
    expect(cls, `cumulative layout shift on ${url}`).toBe(0);
    expect(
      renderBlocking.filter((u) => !/\.css(\?|$)/.test(u)),
      `render-blocking scripts on ${url}`,
    ).toEqual([]);
    expect(renderBlocking.length, `render-blocking stylesheets on ${url}`).toBeLessThanOrEqual(1);
    const failed = PASSED_AUDITS.filter((id) => audits[id] !== null && audits[id] !== undefined && audits[id] < 1);
    expect(failed, `performance audits not passed on ${url}`).toEqual([]);
  });
}
