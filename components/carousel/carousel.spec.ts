/**
 * The carousels placed on the home page (the products, wide; the applications, card) in a real
 * browser at 375 px and 1440 px (docs/requirements.md#carousel, docs/requirements.md#page-startup): one chunk for both, loaded
 * only on a page with a carousel; Glide takes the row over with no layout shift; without JavaScript
 * the slides are a row that scrolls sideways. The journeys (docs/requirements.md#carousel-states, docs/requirements.md#carousel-item-width) run on the gallery's examples
 * in the gallery projects: carousel.gallery.spec.ts (why a second file: the top of that file).
 */
import { test, expect } from '@playwright/test';
import { afterNextPaint } from '../../test/support/motion.js';
import { ready } from '../../test/support/carousel.js';

const HOME = '#home-products-carousel';

test('one carousel chunk for the carousels, loaded only on pages with a carousel', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/carousel-[^/]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await page.goto('/technology/', { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Frames drawn at the bottom: every on-visible chunk has been asked for (its request event comes
  // before this evaluation's answer).
  await afterNextPaint(page);
  await afterNextPaint(page);
  expect(chunks).toEqual([]);
  await ready(page, '/', HOME);
  for (const selector of ['#home-applications-carousel']) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    await expect(page.locator(selector)).toHaveClass(/glide--slider/);
  }
  expect(chunks).toHaveLength(1);
});

test('handing the row to Glide shifts nothing (CLS 0)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) (window as unknown as { cls: number }).cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const root = page.locator(HOME);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveClass(/glide--slider/);
  await afterNextPaint(page);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the slides are a row that scrolls sideways and every slide is reachable', async ({ page }) => {
    await page.goto('/');
    const root = page.locator(HOME);
    await expect(root.locator('button')).toHaveCount(0);
    const row = root.locator('.carousel__slides');
    const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const last = root.locator('.carousel-tile').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    expect(await row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // And the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  });
});

// The no-JS carousels' axe audit is no-js.spec.ts's audit of the home page, at both widths.
