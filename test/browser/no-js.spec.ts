/**
 * Every page with JavaScript disabled, at 375 px and 1440 px (the two Playwright projects):
 * no horizontal overflow, 0 axe-core violations, the header navigation reaches every section's
 * children, every section of the page is reachable by its anchor link, and the search form
 * submits `q` to the search page.
 */
import { test, expect, type Page } from '@playwright/test';
import navigation from '../../src/_data/navigation.js';
import { builtPages } from '../support/built-site.js';
import { axeViolations, gotoAsNoScript } from '../support/axe.js';

const pages = builtPages().map((p) => p.url);
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) <= 1024;

test.describe('axe-core on every page as rendered without JavaScript', () => {
  for (const url of pages) {
    test(`${url}: 0 violations`, async ({ page }) => {
      await gotoAsNoScript(page, url);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('every page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const url of pages) {
    test(`${url}: no horizontal overflow`, async ({ page }) => {
      await page.goto(url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow in px').toBe(0);
    });

    test(`${url}: the header navigation reaches every section's children`, async ({ page }) => {
      await page.goto(url);
      const mobile = isMobile(page);
      const nav = page.locator(mobile ? '.mobile-nav' : '.primary-nav');
      if (mobile) {
        await page.locator('.mobile-nav__menu-button').click();
        await expect(page.locator('.mobile-nav__home')).toBeVisible();
      }
      for (const section of navigation) {
        if (section.children.length === 0) {
          await expect(nav.locator(`a[href="${section.url}"]`).first()).toBeVisible();
          continue;
        }
        const toggle = nav.locator('summary', { hasText: new RegExp(`^${section.title}$`) });
        await toggle.click();
        for (const target of [section, ...section.children]) {
          await expect(nav.locator(`a[href="${target.url}"]`).first(), `${section.title} > ${target.title}`).toBeVisible();
        }
        await toggle.click();
      }
    });
  }
});

test.describe('section anchors without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const url of pages) {
    test(`${url}: every section-nav link brings its section into view below the sticky bars`, async ({ page }) => {
      await page.goto(url);
      const links = await page.locator('.section-nav__list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      for (const href of links) {
        await page.locator(`.section-nav__list a[href="${href}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        const heading = page.locator(`${href} + h2, ${href}`).first();
        await expect
          .poll(async () => {
            const box = await heading.boundingBox();
            const bars = await page.evaluate(() => {
              const header = document.querySelector('.site-header')!.getBoundingClientRect();
              const sectionNav = document.querySelector('.section-nav')!.getBoundingClientRect();
              return Math.max(header.bottom, sectionNav.bottom);
            });
            const viewport = page.viewportSize()!.height;
            return box !== null && box.y >= bars - 1 && box.y < viewport;
          }, `${href} is visible below the header and section nav`)
          .toBe(true);
      }
    });
  }
});

test.describe('search without JavaScript', () => {
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
