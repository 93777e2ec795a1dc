/**
 * The flexible image placed on a real page, /technology/'s DF matrix, at 375 px and 1440 px
 * (docs/requirements.md#flexible-image): before any input the browser's own srcset does the work ("image sizes are set",
 * Page startup (docs/requirements.md#page-startup)) and no switcher chunk loads; without JavaScript it is a plain lazy <img>
 * with srcset at the right size. The switcher's journey (the pick of docs/requirements.md#flexible-image, native width, resize) runs on
 * the gallery examples in the gallery projects: flexible-image.gallery.spec.ts (why a second file:
 * the top of that file).
 */
import { test, expect } from '@playwright/test';

const ROOT = '[data-enhancer="flexible-image"]';

test('before any input, "image sizes are set": the image\'s sizes is its rendered width, and no switcher chunk loads', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/flexible-image-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await page.goto('/technology/', { waitUntil: 'networkidle' });
  const img = page.locator(`${ROOT} img`).first();
  await expect(img).toHaveAttribute('data-sizes', 'auto');
  await expect(img).toHaveAttribute('sizes', /^\d+px$/);
  const { sizes, width, candidates } = await img.evaluate((el: HTMLImageElement) => ({
    sizes: el.getAttribute('sizes'),
    width: el.getBoundingClientRect().width,
    candidates: el.srcset.split(',').map((c) => Number(c.trim().split(/\s+/)[1].replace('w', ''))),
  }));
  expect(sizes).toBe(`${Math.ceil(width)}px`);
  expect(candidates.length).toBeGreaterThan(1);
  expect(chunks, 'the switcher waits for the first scroll or act').toEqual([]);
  // Scrolled to, the browser shows a candidate at least as wide as the image is drawn.
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThanOrEqual(
    Math.min(Math.ceil(width), Math.max(...candidates)),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the figure is a plain <img> with srcset, sizes, width and height, loaded lazily at the right size', async ({
    page,
  }) => {
    await page.goto('/technology/');
    const root = page.locator(ROOT).first();
    const img = root.locator('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('srcset', /400w, .* 800w, .* 1200w, .* 1600w$/);
    await expect(img).toHaveAttribute('sizes', /46rem/);
    // Space reserved before the file arrives (width/height attributes → aspect ratio).
    const reserved = await img.evaluate((el) => ({ w: el.clientWidth, h: el.clientHeight }));
    expect(reserved.w).toBeGreaterThan(300);
    expect(Math.abs(reserved.h - (reserved.w * 180) / 400)).toBeLessThanOrEqual(1);
    await root.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const shown = await img.evaluate((el: HTMLImageElement) => ({
      natural: el.naturalWidth,
      current: new URL(el.currentSrc).pathname,
    }));
    expect(shown.current).toMatch(/^\/images\/flexible\/df-matrix-\d+w-/);
    // The browser chose from srcset/sizes: at least as wide as the figure (CSS px × DPR 1).
    expect(shown.natural).toBeGreaterThanOrEqual(reserved.w);
    await expect(root.getByRole('img', { name: /^Two heat-map panels side by side/ })).toBeVisible();
  });
});
