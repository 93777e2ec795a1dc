/**
 * Why apart from search.spec.ts: playwright.config.ts runs `*.gallery.spec.ts` (GALLERY_SPECS) only
 * in the gallery projects, against a second server on the GALLERY=1 build (_site-gallery, `npm run
 * build:gallery`), and the other specs only in the site projects, against the production build; a
 * file has one set of projects and one baseURL. Here: the overlay's and the results' journeys;
 * there: that the header and the search page hold them on real pages, and their search landmarks.
 *
 * The search overlay and real search results in a real browser, at 375 px and 1440 px
 * (docs/requirements.md#search-overlay, docs/requirements.md#search-form), on the gallery (journeys run on the examples through test/support/gallery.ts):
 * - the overlay, the header's Search button with the search form inside, on the search form's
 *   gallery page: the first tap or key press opens it; it keeps focus,
 *   closes on Esc and on the backdrop and returns focus to the Search button; the page does not
 *   scroll behind it; submitting searches the Pagefind index built with the site;
 * - the results region, on its example "Results for the query in the url" opened with `?q=`:
 *   ranked results from the index in place of the list of every page, without shifting the layout;
 *   "No results for “…”"; the list kept when Pagefind cannot load;
 * - axe-core finds 0 violations with the overlay open and with results shown.
 * The gallery build indexes the same site pages as the production build (its gallery pages are
 * left out), so the queries find the same pages. The search form without JavaScript is
 * no-js.spec.ts's.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { afterNextPaint, holdClock, releaseClock, scrollSettled } from '../../test/support/motion.js';
import { exampleNamed } from '../../test/support/examples.js';
import { gotoExample, gotoGalleryPage, skipWithoutGallery } from '../../test/support/gallery.js';
import { isMobile, press, searchButton, searchDialog, searchSummary } from '../../test/support/search.js';
import { NARROW } from '../../test/support/widths.js';

skipWithoutGallery();

const RESULTS_EXAMPLE = 'Results for the query in the url';
const { inputId, fallbackId } = exampleNamed('search-results', RESULTS_EXAMPLE).props as {
  inputId: string;
  fallbackId: string;
};

/** Opens the results example with `q` in its url. */
const searchFor = (page: Page, q: string, options: Parameters<Page['goto']>[1] = {}) =>
  gotoExample(page, 'search-results', RESULTS_EXAMPLE, { search: `q=${encodeURIComponent(q)}`, ...options });

const input = (page: Page) => searchDialog(page).getByRole('searchbox');

/** The href of the first `n` results on the search page. */
async function firstResults(page: Page, n: number): Promise<string[]> {
  await expect(page.locator('.search-results__list')).toBeVisible();
  return (
    await page
      .locator('.search-results__list .page-list__link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
  ).slice(0, n);
}

/** Presses Tab until the Search button (the summary, or the button that replaces it) has focus. */
async function tabToSearch(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('search-toggle__button'))) return;
  }
  throw new Error('Tab never reached the Search button');
}

/** Where the backdrop can be clicked: below the dialog, inside the viewport. */
async function backdropPoint(page: Page): Promise<{ x: number; y: number }> {
  const box = (await searchDialog(page).boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y + box.height, 'the dialog leaves some backdrop visible').toBeLessThan(height - 20);
  return { x: 10, y: height - 10 };
}

/**
 * Opens the search form's gallery page, where the overlay journeys start: its header's Search
 * button holds the same form empty (the overlay has no example of its own: it is the site header's).
 */
async function openFormPage(page: Page) {
  await gotoGalleryPage(page, 'search-form', { waitUntil: 'networkidle' });
}

test('the first tap/click opens the overlay, focused; "OVG-4" finds /products/ovg-4/ among the first results', async ({
  page,
}) => {
  await openFormPage(page);
  const before = (await searchSummary(page).boundingBox())!;
  await press(page, searchSummary(page));
  await expect(searchDialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'true');
  // The button sits exactly where the summary was: no layout shift.
  expect(await searchButton(page).boundingBox()).toEqual(before);
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.type('OVG-4');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=OVG-4$/);
  expect(await firstResults(page, 3)).toContain('/products/ovg-4/');
  await expect(page.locator('.search-results__status')).toHaveText(/^\d+ results? for “OVG-4”$/);
  await expect(page.locator('#search-page-input')).toHaveValue('OVG-4');
  await expect(page.locator('#all-pages')).toBeHidden();
  expect(await page.locator('#all-pages').count()).toBe(1);
});

test('the keyboard: Tab to Search, Enter opens, focus stays inside (Tab wraps), Esc closes and returns focus', async ({
  page,
}) => {
  await openFormPage(page);
  await tabToSearch(page);
  await page.keyboard.press('Enter');
  await expect(searchDialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await searchDialog(page).evaluate((d) => d.contains(document.activeElement)), `after Tab ${i + 1}`).toBe(
      true,
    );
  }
  await page.keyboard.press('Shift+Tab');
  expect(await searchDialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the backdrop closes it and focus returns to the Search button', async ({ page }) => {
  await openFormPage(page);
  await press(page, searchSummary(page));
  await expect(input(page)).toBeFocused();
  const { x, y } = await backdropPoint(page);
  await page.mouse.click(x, y);
  await expect(searchDialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  // The Search button toggles it too.
  await press(page, searchButton(page));
  await expect(searchDialog(page)).toBeVisible();
  await press(page, searchButton(page));
  await expect(searchDialog(page)).toBeHidden();
});

test('opening scrolls to the top; the page does not scroll while it is open, and does again after', async ({
  page,
}) => {
  await openFormPage(page);
  // 1200 px down, or as far as the page goes (less at 1440 px).
  const down = await page.evaluate(() => Math.min(1200, document.documentElement.scrollHeight - innerHeight));
  expect(down, 'a scroll to undo').toBeGreaterThan(600);
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), down);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(down);
  await press(page, searchSummary(page));
  await expect(searchDialog(page)).toBeVisible();
  const mainTop = () => page.locator('main').evaluate((m) => Math.round(m.getBoundingClientRect().top));
  const atTop = await mainTop();
  expect(atTop, 'main starts right under the header, as at the top of the page').toBeLessThan(300);
  if (isMobile(page)) {
    // ≤ 1024 px: the shared store pins the body.
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
  } else {
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  }
  const { x, y } = await backdropPoint(page);
  await page.mouse.move(x, y);
  const wheeled = page.evaluate(
    () => new Promise((resolve) => addEventListener('wheel', resolve, { once: true, passive: true })),
  );
  await page.mouse.wheel(0, 800);
  // The wheel event has reached the page; a page that scrolled would move in the frames after it.
  await wheeled;
  await scrollSettled(page);
  expect(await mainTop()).toBe(atTop);

  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('"humidity" finds /products/ohg-4/; the results page has 0 axe violations', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await searchFor(page, 'humidity');
  expect(await firstResults(page, 3)).toContain('/products/ohg-4/');
  // Pagefind's own module, as a separate file, searching on the main thread (no worker).
  expect(requests).toContain('/pagefind/pagefind.js');
  expect(requests.filter((r) => r.includes('worker'))).toEqual([]);
  await expect(page.locator(`#${inputId}`)).toHaveValue('humidity');
  const first = page.locator('.search-result').first();
  await expect(first.locator('.search-result__excerpt mark').first()).toHaveText(/humidity/i);
  // A page, or a document's PDF (a sample datasheet in this preview build).
  await expect(first.locator('.search-result__url')).toHaveText(/^\/[\w/-]*(\.pdf)?$/);
  await expect(page.locator('.search-results__status')).toHaveAttribute('aria-live', 'polite');
  expect(await axeViolations(page)).toEqual([]);
});

test('a word found nowhere says "No results for “…”"', async ({ page }) => {
  await searchFor(page, 'zeppelinx');
  await expect(page.locator('.search-results__status')).toHaveText('No results for “zeppelinx”');
  await expect(page.locator('.search-results__list')).toHaveCount(0);
});

test('when Pagefind cannot load, the error is logged and the list of every page stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/pagefind/pagefind.js', (route) => route.abort());
  await searchFor(page, 'humidity');
  await expect(page.locator('.search-results__status')).toHaveText(/not available/);
  await expect(page.locator(`#${fallbackId} .page-list__link[href="/products/ohg-4/"]`)).toBeVisible();
  expect(errors.some((e) => e.includes('pagefind'))).toBe(true);
});

test('a press held while the chunk loads still opens the overlay on release (the first tap is not lost)', async ({
  page,
}) => {
  await openFormPage(page);
  const box = (await searchSummary(page).boundingBox())!;
  // The page's clock is held (test/support/motion.ts) while the button is down, so the enhancer's
  // FIRST_GESTURE_WAIT_MS (1000 ms) cannot run out on a slow machine before the release.
  await holdClock(page);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The chunk has run and the disclosure waits for the click.
  await expect(page.locator('[data-enhancer="search-overlay"]')).toHaveAttribute('data-enhanced', '');
  await page.mouse.up();
  await releaseClock(page);
  await expect(searchDialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
});

test('if the overlay’s chunk fails, the no-JS disclosure still searches and the failure is logged', async ({
  page,
}) => {
  await openFormPage(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route(/\/assets\/search-overlay-[\w-]+\.js$/, (route) => route.abort());
  await page.reload({ waitUntil: 'networkidle' });
  await press(page, searchSummary(page));
  await expect.poll(() => errors.some((e) => e.includes('Loading chunk search-overlay failed.'))).toBe(true);
  const field = page.locator('#header-search-input');
  await expect(field).toBeVisible();
  await field.fill('humidity');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=humidity$/);
  expect(await firstResults(page, 3)).toContain('/products/ohg-4/');
});

// The menu exists at ≤ 1024 px only.
test('opening the mobile menu closes the overlay (one at a time)', NARROW, async ({ page }) => {
  await openFormPage(page);
  await press(page, searchSummary(page));
  await expect(searchDialog(page)).toBeVisible();
  await page.locator('.mobile-nav__menu-button').tap();
  await expect(page.locator('#mobile-nav-panel')).toBeVisible();
  await expect(searchDialog(page)).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
});

for (const query of ['humidity', 'Lonestar', 'zeppelinx']) {
  test(`the answer to "${query}" replaces the list of every page without shifting the layout (CLS 0)`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number; shifted: string[] };
      w.cls = 0;
      w.shifted = [];
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        for (const e of list.getEntries() as Shift[]) {
          if (e.hadRecentInput) continue;
          w.cls += e.value;
          // What moved, for the failure message: tag.class of each shifted element at time (ms).
          for (const { node } of e.sources ?? [])
            w.shifted.push(
              `${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node?.nodeName} at ${Math.round(e.startTime)} ms`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await searchFor(page, query);
    await expect(page.locator('.search-results__status')).not.toBeEmpty();
    await expect(page.locator(`#${fallbackId}`)).toBeHidden();
    await afterNextPaint(page);
    const { cls, shifted } = await page.evaluate(() => {
      const w = window as unknown as { cls: number; shifted: string[] };
      return { cls: w.cls, shifted: w.shifted };
    });
    expect(cls, `layout shift: ${shifted.join('; ')}`).toBe(0);
  });
}
