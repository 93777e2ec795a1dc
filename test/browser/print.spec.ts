/**
 * Print styles: a product page printed shows its own content (title, text, the spec
 * table) without the header's menus, the section nav, the footer or screen-only controls, and a
 * carousel prints every slide instead of a clipped row.
 */
import { test, expect } from '@playwright/test';

test('a printed product page keeps the content and drops the screen furniture', async ({ page }) => {
  await page.goto('/products/lonestar/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.spec-table')).toBeVisible();
  for (const selector of ['.site-header', '.section-nav', '.site-footer']) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.site-header')).toBeVisible();
});

test('a printed carousel shows every slide, none cut off', async ({ page }) => {
  await page.goto('/');
  const root = page.locator('#home-products-carousel');
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveClass(/glide--slider/);
  await page.emulateMedia({ media: 'print' });
  await expect(root.locator('.carousel__controls')).toBeHidden();
  const clipped = await root.evaluate((el) => {
    const track = el.querySelector('.carousel__track')!.getBoundingClientRect();
    return [...el.querySelectorAll('.carousel__slide')].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.left < track.left - 1 || r.right > track.right + 1;
    }).length;
  });
  expect(clipped).toBe(0);
});
