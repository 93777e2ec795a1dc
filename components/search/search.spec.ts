/**
 * Search placed on real pages, at 375 px and 1440 px (docs/requirements.md#search-overlay, docs/requirements.md#search-form):
 * - a content page's header opens the search overlay with its form, focused;
 * - the search page (/search/) holds the results region, which answers the query in its url from the
 *   Pagefind index and hides its list of every page, without shifting the layout (CLS 0);
 * - on the two pages with a search form of their own (/search/, the 404 page) the header's overlay,
 *   open, is a second search landmark with a name of its own (0 axe violations), and every search
 *   landmark in the accessibility tree has a name of its own, with and without JavaScript, the
 *   header's Search closed and open.
 * The journeys (keyboard, backdrop, scroll lock, a held press, a failed chunk, no results, Pagefind
 * missing) run on the gallery in the gallery projects: search.gallery.spec.ts (why a second file:
 * the top of that file); the search form without JavaScript is no-js.spec.ts's.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { cumulativeLayoutShift } from '../../test/support/motion.js';
import { press, searchDialog, searchSummary } from '../../test/support/search.js';

// Each test opens its page and acts once it has loaded: the entry script, a module, has run by the
// load event, and it listens for the first tap on the header's Search synchronously
// (enhancers/main.ts), so the overlay's chunk loads on the press; the assertions that follow wait for
// its states.

test('/products/: the header\u2019s Search opens the overlay, its search box focused', async ({ page }) => {
  await page.goto('/products/');
  await press(page, searchSummary(page));
  await expect(searchDialog(page)).toBeVisible();
  await expect(searchDialog(page).getByRole('searchbox')).toBeFocused();
});

test('/search/?q=humidity: the results region answers from the index and hides the list of every page, shifting nothing', async ({
  page,
}) => {
  await page.goto('/search/?q=humidity');
  await expect(page.locator('#search-page-input')).toHaveValue('humidity');
  await expect(page.locator('.search-results__list .page-list__link[href="/products/ohg-4/"]')).toBeVisible();
  await expect(page.locator('#all-pages')).toBeHidden();
  expect(await cumulativeLayoutShift(page), 'cumulative layout shift').toBe(0);
});

/** The search landmarks a screen reader lists (the page's accessibility tree), by accessible name ('' when unnamed). */
async function searchLandmarks(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  return [...tree.matchAll(/^\s*- search(?: "([^"]*)")?:?$/gm)].map((m) => m[1] ?? '');
}

/** Every search landmark has a name of its own (WCAG 1.3.1, 2.4.1; ARIA landmarks told apart). */
function expectDistinctNames(names: string[], when: string): void {
  expect(names.length, `${when}: a search landmark`).toBeGreaterThan(0);
  if (names.length > 1) {
    expect(
      names.filter((n) => n === ''),
      `${when}: none unnamed among ${JSON.stringify(names)}`,
    ).toEqual([]);
    expect(new Set(names).size, `${when}: each name differs: ${JSON.stringify(names)}`).toBe(names.length);
  }
}

for (const url of ['/search/', '/404.html']) {
  test(`${url}: one search landmark, or each with a name of its own, with the header\u2019s overlay closed and open; with it open beside the page\u2019s own search form, 0 axe violations`, async ({
    page,
  }) => {
    await page.goto(url);
    expectDistinctNames(await searchLandmarks(page), 'overlay closed');
    await press(page, searchSummary(page));
    await expect(searchDialog(page)).toBeVisible();
    expectDistinctNames(await searchLandmarks(page), 'overlay open');
    // Two search landmarks, told apart.
    await expect(page.getByRole('search', { name: 'Site search' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(`${url}: one search landmark, or each with a name of its own, with the header\u2019s Search closed and open`, async ({
      page,
    }) => {
      await page.goto(url);
      expectDistinctNames(await searchLandmarks(page), 'Search closed');
      await press(page, searchSummary(page));
      await expect(page.locator('details.search-toggle')).toHaveAttribute('open', '');
      expectDistinctNames(await searchLandmarks(page), 'Search open');
    });
  });
}
