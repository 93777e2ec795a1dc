/**
 * Animated number counter in a real browser at 375 px and 1440 px (SPEC §2, §4, §9): the key
 * figure on /technology/ ("about 7.5 mm", the chip size from CONTENT.md).
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.js';

/** Records every text the number shows, from the moment the page starts. */
async function recordTexts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __counterTexts: string[]; __counterWidths: number[] };
    w.__counterTexts = [];
    w.__counterWidths = [];
    new MutationObserver(() => {
      const n = document.querySelector('.counter__current');
      const f = document.querySelector('.counter__figure');
      if (!n || !f) return;
      const t = n.textContent ?? '';
      if (w.__counterTexts.at(-1) !== t) {
        w.__counterTexts.push(t);
        w.__counterWidths.push(f.getBoundingClientRect().width);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test('shows the final value, then counts from 0.0 to 7.5 once when scrolled into view, one decimal all the way', async ({ page }) => {
  await recordTexts(page);
  await page.goto('/technology/', { waitUntil: 'networkidle' });
  const number = page.locator('.counter__current');
  await expect(number).toHaveText('7.5');
  await expect(page.locator('.counter .visually-hidden')).toHaveText('about 7.5 mm');
  const widthBefore = await page.locator('.counter__figure').evaluate((f) => f.getBoundingClientRect().width);
  // Not animated while below the fold.
  expect(await page.evaluate(() => (window as unknown as { __counterTexts: string[] }).__counterTexts)).not.toContain('0.0');
  await number.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __counterTexts: string[] }).__counterTexts), { timeout: 5000 }).toContain('0.0');
  await expect(number).toHaveText('7.5', { timeout: 4000 });
  const { texts, widths } = await page.evaluate(() => {
    const w = window as unknown as { __counterTexts: string[]; __counterWidths: number[] };
    return { texts: w.__counterTexts, widths: w.__counterWidths };
  });
  const run = texts.slice(texts.indexOf('0.0'));
  expect(run.length).toBeGreaterThan(10);
  expect(run.every((t) => /^\d\.\d$/.test(t))).toBe(true);
  expect(run.map(Number)).toEqual([...run.map(Number)].sort((a, b) => a - b));
  expect(run.at(-1)).toBe('7.5');
  // No layout shift: the figure keeps its width the whole way.
  const runWidths = widths.slice(texts.indexOf('0.0'));
  for (const w of runWidths) expect(Math.abs(w - widthBefore), `widths ${runWidths.join(', ')} vs ${widthBefore}`).toBeLessThanOrEqual(0.5);
  // Once: scrolling away and back does not restart it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await number.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await expect(number).toHaveText('7.5');
  expect(await axeViolations(page)).toEqual([]);
});

test('with prefers-reduced-motion the final value shows at once and never counts', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordTexts(page);
  await page.goto('/technology/', { waitUntil: 'networkidle' });
  await page.locator('.counter__current').scrollIntoViewIfNeeded();
  await page.waitForTimeout(2500);
  await expect(page.locator('.counter__current')).toHaveText('7.5');
  expect(await page.evaluate(() => (window as unknown as { __counterTexts: string[] }).__counterTexts)).not.toContain('0.0');
});
