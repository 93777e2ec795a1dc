/**
 * Every page as a visitor without JavaScript gets it, at 375 px and 1440 px (the two Playwright
 * projects): no horizontal overflow, the header navigation reaches every section's children, every
 * section-nav link brings its section into view below the sticky bars, 0 axe-core violations at
 * 375 px (with JavaScript, runtime.spec.ts audits each page at 1440 px), and
 * the search form (in a browser with JavaScript off) submits `q` to the search page.
 */
import { test, expect, type Page } from '@playwright/test';
import navigation from '../../src/_data/navigation.js';
import { builtPages } from '../support/built-site.js';
import { axeViolations } from '../support/axe.js';
import { test as sharedPageTest } from '../support/shared-page.js';

const pages = builtPages().map((p) => p.url);
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) <= 1024;

/** Links in `scope` with one of `hrefs` that are not visible (display, visibility, zero size). */
async function hiddenLinks(page: Page, scope: string, hrefs: string[]): Promise<string[]> {
  return page.evaluate(
    ([sel, list]) => {
      const root = document.querySelector(sel)!;
      return list.filter((href) => {
        const a = root.querySelector(`a[href="${href}"]`);
        return !a || !a.checkVisibility({ visibilityProperty: true }) || a.getBoundingClientRect().height === 0;
      });
    },
    [scope, hrefs] as const,
  );
}

/**
 * The header is the same macro on every page (only the current-page marks differ), so its
 * disclosures are opened on one page per layout rather than on all of them: home, a content page,
 * a product page, a news article, the search page and the 404. Every page still gets the overflow,
 * anchor and axe checks.
 */
const HEADER_PAGES = [
  '/',
  '/technology/',
  '/products/lonestar/',
  '/company/news/how-a-faims-chip-tells-chemicals-apart/',
  '/search/',
  '/404.html',
];

test.describe('without JavaScript', () => {
  for (const url of pages) {
    // One page load for all of it: the page as a browser without JavaScript renders it (scripts
    // removed, <noscript> shown), where axe-core can still run; one such page per worker for the
    // whole matrix (test/support/shared-page.ts), a fresh navigation each.
    sharedPageTest(
      `${url}: fits the width, its anchors work${HEADER_PAGES.includes(url) ? ", its header navigation reaches every section's children" : ''}; at 375 px, 0 axe violations`,
      async ({ noScriptPage: page }) => {
        await page.goto(url);
        // Each page is audited once per width, to keep the suite fast: without JavaScript at 375 px
        // here, with JavaScript at 1440 px in runtime.spec.ts. Until a visitor acts, the two renderings
        // differ only in the content widgets, whose every example the gallery audits with JavaScript at
        // both widths and without it once (gallery.spec.ts); the header is the no-JS markup in both.
        if (isMobile(page)) expect(await axeViolations(page)).toEqual([]);

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBe(0);

        if (HEADER_PAGES.includes(url)) {
          // Header navigation: open each section's disclosure and see its page and children.
          const scope = isMobile(page) ? '.mobile-nav' : '.primary-nav';
          if (isMobile(page)) await page.locator('.mobile-nav__menu-button').click();
          for (const section of navigation) {
            if (section.children.length === 0) {
              expect(await hiddenLinks(page, scope, [section.url]), section.title).toEqual([]);
              continue;
            }
            const toggle = page.locator(`${scope} summary`, { hasText: new RegExp(`^${section.title}$`) });
            await toggle.click();
            const targets = [section, ...section.children].map((t) => t.url);
            expect(await hiddenLinks(page, scope, targets), `${section.title}'s links`).toEqual([]);
            await toggle.click();
          }
          if (isMobile(page)) await page.locator('.mobile-nav__menu-button').click();
        }

        // Section navigation: each link scrolls its section into view below the sticky bars.
        const hrefs = await page
          .locator('.section-nav__list a')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        for (const href of hrefs) {
          await page.locator(`.section-nav__list a[href="${href}"]`).click();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
          const placement = await page.evaluate((id) => {
            const target = document.getElementById(id)!;
            const heading = (target.nextElementSibling ?? target).getBoundingClientRect();
            const bars = Math.max(
              document.querySelector('.site-header')!.getBoundingClientRect().bottom,
              document.querySelector('.section-nav')!.getBoundingClientRect().bottom,
            );
            return { top: heading.top, bars, viewport: window.innerHeight };
          }, href.slice(1));
          expect(placement.top, `${href} heading below the sticky bars`).toBeGreaterThanOrEqual(placement.bars - 1);
          expect(placement.top, `${href} heading inside the viewport`).toBeLessThan(placement.viewport);
        }
      },
    );
  }
});

test.describe('with JavaScript off in the browser', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form submits q to the search page', async ({ page }) => {
    await page.goto('/products/');
    await page.locator('.search-toggle__button').click();
    const input = page.locator('#header-search-input');
    await expect(input).toBeVisible();
    await input.fill('humidity');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=humidity$/);
    await expect(page.locator('h1')).toHaveText('Search');
    await expect(page.locator('.page-list__link[href="/products/ohg-4/"]')).toBeVisible();
  });
});
