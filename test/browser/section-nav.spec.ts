/**
 * Sticky section navigation placed on a real content page, /technology/, at 375 px and 1440 px
 * (issue 14): nothing loads before the visitor acts, the nav is CSS-sticky until the first scroll
 * loads its chunk, and that scroll enhances it. Every journey of the navigation runs on its gallery
 * page: section-nav.gallery.spec.ts.
 */
import { test, expect } from '@playwright/test';

const URL = '/technology/';
const sectionNavChunk = /\/assets\/section-nav-[\w-]+\.js$/;

test('issue 14: nothing before the visitor acts: the nav is CSS-sticky until the first scroll loads its chunk', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (sectionNavChunk.test(r.url())) chunks.push(r.url());
  });
  await page.goto(URL, { waitUntil: 'networkidle' });
  const nav = page.locator('.section-nav');
  expect(chunks, 'no section-nav chunk before any input').toEqual([]);
  await expect(nav).not.toHaveClass(/section-nav--enhanced/);
  expect(await nav.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  await page.mouse.wheel(0, 200);
  await expect(nav).toHaveClass(/\bsection-nav--enhanced\b/);
  expect(chunks).toHaveLength(1);
});
