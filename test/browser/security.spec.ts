/**
 * The Content-Security-Policy in a real browser, at 375 px and 1440 px: under the page's own
 * Content-Security-Policy (the `<meta http-equiv>` of layouts/base.njk) the home page, a page with
 * the flexible image and counter, the search results (Pagefind's WebAssembly) and the news page
 * load, scroll and open the search overlay with no policy violation and no console error, and
 * request nothing from another host.
 *
 * The context is Playwright's default one: `bypassCSP` is off (playwright.config.ts does not set
 * it), so the policy really applies; the first test proves it does.
 */
import { test, expect, type Page } from '@playwright/test';
import { collectErrors } from '../support/console.js';

const PAGES = ['/', '/technology/', '/search/?q=humidity', '/company/news/'];

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records every `securitypolicyviolation` of the page in `window.__cspViolations`, from before
 * the first script runs (an init script is injected by the browser, outside the page's CSP).
 */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const list: { directive: string; blocked: string; sample: string }[] = [];
    (window as unknown as { __cspViolations: typeof list }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

/** Every URL the page requests (documents, scripts, styles, images, fetches, WebAssembly). */
function collectRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

test('the policy is enforced in this context: an inline script is blocked and reported', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __inlineRan?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    // An inline script that is allowed runs during append.
    document.body.append(script);
    return w.__inlineRan === true;
  });
  expect(ran, 'an inline script ran: the page has no effective CSP').toBe(false);
  // The violation event is dispatched in a task of its own.
  await expect.poll(async () => (await violations()).map((v) => v.directive)).toContain('script-src-elem');
});

for (const url of PAGES) {
  test(`${url}: loads, scrolls and opens the search overlay with no CSP violation, no console error, no other host`, async ({
    page,
    baseURL,
  }) => {
    const violations = await recordViolations(page);
    const errors = collectErrors(page);
    const requests = collectRequests(page);

    await page.goto(url, { waitUntil: 'networkidle' });
    if (url.startsWith('/search/')) {
      // Pagefind (its WebAssembly needs 'wasm-unsafe-eval') has answered the query.
      await expect(page.locator('.search-results__list .page-list__link').first()).toBeVisible();
    }
    // Scroll to the end in steps, so widgets that load when visible (carousels, counters) load.
    for (let y = 0; y < 12; y++) await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    // The search overlay loads on the first interaction.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('summary.search-toggle__button').click();
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    const origin = new URL(baseURL!).origin;
    const elsewhere = requests.filter((u) => !u.startsWith(`${origin}/`));
    expect(elsewhere, 'requests to another host').toEqual([]);
    expect(requests.length).toBeGreaterThan(2);
  });
}
