/**
 * The enhancer runtime in a real browser (docs/requirements.md#page-startup, docs/requirements.md#errors):
 * - a page whose only widgets are the header's requests the entry and no chunk before interaction;
 * - an aborted chunk request leaves the page usable and logs `Loading chunk {n} failed.` once;
 * - animated elements gain `in-viewport` when scrolled into view;
 * - no page logs an error when everything loads, and axe-core finds 0 violations on it with JS on;
 *   in the same load at 1440 px, no page scrolls sideways at any width from 320 to 1920 px and the
 *   header's controls lie whole, apart, on one line, also with WCAG 1.4.12 text spacing
 *   (test/support/reflow.ts).
 */
import { test, expect } from '@playwright/test';
import { collectErrors } from '../support/console.js';
import { builtPages } from '../support/built-site.js';
import { axeViolations } from '../support/axe.js';
import { afterNextPaint } from '../support/motion.js';
import { reflowSweep } from '../support/reflow.js';
import { test as sharedPageTest } from '../support/shared-page.js';

test('a page with no content widget requests only the entry script before interaction', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // The 404 page has no widget but the header's (menu and search load on interaction only).
  await page.goto('/no-such-page/', { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 3000);
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
  await expect(page.locator('html')).toHaveClass(/\bjs\b/);
});

test('an aborted chunk leaves the page usable and logs "Loading chunk viewport failed." once', async ({ page }) => {
  const errors = collectErrors(page);
  await page.route(/\/assets\/viewport-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'networkidle' });
  // The home page's animated cards are below the first viewport: their chunk loads on the first scroll.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => errors.filter((e) => e.includes('Loading chunk viewport failed.')).length).toBe(1);
  // Besides the browser's own note of the aborted request, nothing else went wrong.
  expect(errors.filter((e) => !e.includes('viewport') && !e.startsWith('Failed to load resource'))).toEqual([]);
  // Content shows (the cards never wait for a class that will not come) and navigation still works.
  const card = page.locator('.card[data-animate]').first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.locator('.search-toggle__button').click();
  await expect(page.locator('#header-search-input')).toBeVisible();
  // The search overlay (its chunk was not aborted) is modal: close it before using the page behind it.
  await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeHidden();
  await page.getByRole('link', { name: 'See our products' }).click();
  await expect(page.locator('h1')).toHaveText('Products');
});

test('animated elements gain in-viewport on entering the viewport and lose it on leaving', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/viewport-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const card = page.locator('.home-band .card[data-animate]').last();
  // None is in the first viewport, so the observer waits for the first scroll (docs/architecture.md#budgets:
  // ≤ 2 KB gzip of JS before any input).
  expect(chunks).toEqual([]);
  await expect(page.locator('html')).not.toHaveClass(/\bviewport-ready\b/);
  await page.mouse.wheel(0, 10);
  await expect(page.locator('html')).toHaveClass(/\bviewport-ready\b/);
  await expect(card).not.toHaveClass(/\bin-viewport\b/);
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveClass(/\bin-viewport\b/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(card).not.toHaveClass(/\bin-viewport\b/);
});

// axe-core on every page with JavaScript on as well as off (no-js.spec.ts), once per width, to keep
// the suite fast: with JavaScript at 1440 px, without at 375 px. One page per worker for the whole
// matrix (test/support/shared-page.ts), a fresh navigation each.
test.describe('every page with JavaScript on', () => {
  for (const { url } of builtPages()) {
    sharedPageTest(
      `${url} with JavaScript on: logs no error; at 1440 px, 0 axe violations, and no sideways scrolling and the header whole at every width from 320 to 1920 px, also with WCAG 1.4.12 text spacing`,
      async ({ jsPage: page }) => {
        const errors = collectErrors(page);
        try {
          // Waits for states, not for 500 ms of network silence: the widgets that load with the page
          // (no data-enhancer-on) are enhanced before the audit, and errors are read after it.
          await page.goto(url);
          await expect(page.locator('[data-enhancer]:not([data-enhancer-on]):not([data-enhanced])')).toHaveCount(0);
          // Audited once per width: with JavaScript here at 1440 px, without it at 375 px
          // (no-js.spec.ts, which says why that split loses nothing).
          if ((page.viewportSize()?.width ?? 0) > 1024) {
            expect(await axeViolations(page)).toEqual([]);
            // Reflow in the same load (WCAG 1.4.10, 1.4.12): every width from 320 to 1920 px, then
            // with text spacing, ending back at 1440 px (test/support/reflow.ts).
            expect(await reflowSweep(page)).toEqual([]);
          } else await afterNextPaint(page); // errors of the first frames are read too
          expect(errors).toEqual([]);
        } finally {
          errors.stop();
        }
      },
    );
  }
});
