/**
 * Scroll indicator on the home page (SPEC §2 "Scroll indicator", §9), at 375 px and 1440 px:
 * 'Scroll' sits in the hero without covering its content; activating it scrolls smoothly to the
 * section after the hero, whose top arrives just below the header; no layout shift. Its axe-core
 * audits are runtime.spec.ts's of the home page and gallery.spec.ts's of its examples, enhanced (the
 * enhancer adds a click listener, no markup). An indicator without a marked parent is covered by
 * test/unit/scroll-indicator.test.ts and by the build-time check.
 */
import { test, expect } from '@playwright/test';
import { cumulativeLayoutShift, expectSmoothScroll, scrollFrames } from '../support/motion.js';

/** The visitor's first scroll (the indicator's chunk loads on it, issue 14), then back to the top. */
async function firstScroll(page: import('@playwright/test').Page) {
  await page.mouse.wheel(0, 100);
  await expect(page.locator('[data-enhancer="scroll-indicator"]')).toHaveAttribute('data-enhanced', '');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test('issue 14: no chunk before the visitor acts; a tap on "Scroll" before any scroll still reaches the next section', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/scroll-indicator-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(chunks).toEqual([]);
  await expect(page.locator('[data-enhancer="scroll-indicator"]')).not.toHaveAttribute('data-enhanced', '');
  await page.getByRole('link', { name: 'Scroll', exact: true }).click();
  // The no-JS jump or the enhanced scroll: either way the section arrives below the header.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const gap = document.getElementById('markets')!.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom;
        return gap >= -1 && gap <= innerHeight / 2;
      }),
    )
    .toBe(true);
});

test('"Scroll" brings the next section to just below the header, smoothly and without layout shift', async ({ page }) => {
  await page.goto('/');
  await firstScroll(page);
  const link = page.getByRole('link', { name: 'Scroll', exact: true });
  await expect(link).toHaveText('Scroll');
  await expect(link).toHaveAttribute('href', '#markets');

  // It lies inside the hero, below all of the hero's content.
  const placement = await page.evaluate(() => {
    const hero = document.querySelector('[data-scroll-to-parent]')!.getBoundingClientRect();
    const inner = document.querySelector('.home-hero__inner > :last-child')!.getBoundingClientRect();
    const text = document.querySelector('.home-hero__text')!.getBoundingClientRect();
    const indicator = document.querySelector('.scroll-indicator')!.getBoundingClientRect();
    return { hero, contentBottom: Math.max(inner.bottom, text.bottom), indicator };
  });
  expect(placement.indicator.top).toBeGreaterThanOrEqual(placement.contentBottom);
  expect(placement.indicator.bottom).toBeLessThanOrEqual(placement.hero.bottom);

  const frames = await scrollFrames(page, () => link.click());
  const gap = () =>
    page.evaluate(() => document.getElementById('markets')!.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom);
  await expect.poll(async () => Math.abs(await gap())).toBeLessThanOrEqual(1);
  // Smooth (§9 scrollToPosition, 300 ms), judged per frame of the page's own clock.
  expectSmoothScroll(frames, { to: await page.evaluate(() => scrollY) });
  expect(await cumulativeLayoutShift(page), 'cumulative layout shift').toBe(0);
  // The enhanced link does not jump to the hash.
  await expect(page).toHaveURL(/\/$/);
});
