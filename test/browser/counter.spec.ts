/**
 * Animated number counter in a real browser at 375 px and 1440 px (SPEC §2, §4, §9): the key
 * figure on /technology/ ("about 7.5 mm", the chip size from CONTENT.md).
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.js';
import { advanceUntil, afterNextPaint, holdClock, releaseClock, runFrames } from '../support/motion.js';

type Recorded = { __counterTexts: string[]; __counterWidths: number[]; __counterTimes: number[] };

/**
 * Records every text the number shows from the moment the page starts, with the figure's width (px)
 * and the page's clock (`performance.now()`, ms: Playwright's clock once it is held).
 */
async function recordTexts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.__counterTexts = [];
    w.__counterWidths = [];
    w.__counterTimes = [];
    new MutationObserver(() => {
      const n = document.querySelector('.counter__current');
      const f = document.querySelector('.counter__figure');
      if (!n || !f) return;
      const t = n.textContent ?? '';
      if (w.__counterTexts.at(-1) !== t) {
        w.__counterTexts.push(t);
        w.__counterWidths.push(f.getBoundingClientRect().width);
        w.__counterTimes.push(performance.now());
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test('shows the final value, then counts from 0.0 to 7.5 once when scrolled into view, one decimal all the way', async ({ page }) => {
  await recordTexts(page);
  // On a held clock from the start (test/support/motion.ts): it cannot count on the machine's time.
  // A second of page time lets the page start up (effects, idle callbacks).
  await holdClock(page);
  await page.goto('/technology/', { waitUntil: 'networkidle' });
  await page.clock.runFor(1000);
  const number = page.locator('.counter__current');
  await expect(number).toHaveText('7.5');
  await expect(page.locator('.counter .visually-hidden')).toHaveText('about 7.5 mm');
  const widthBefore = await page.locator('.counter__figure').evaluate((f) => f.getBoundingClientRect().width);
  // Not animated while below the fold.
  expect(await page.evaluate(() => (window as unknown as { __counterTexts: string[] }).__counterTexts)).not.toContain('0.0');
  // 125 steps of 16 ms: 2000 ms of page time however busy the machine. (Its chunk loads once the
  // figure nears the viewport; its effect and its steps run as the held clock advances.)
  const recorded = () => page.evaluate(() => (window as unknown as Recorded).__counterTexts);
  await number.scrollIntoViewIfNeeded();
  // The chunk's arrival takes real time (longer on a busy machine): wait for the count to start.
  await advanceUntil(page, () => (window as unknown as Recorded).__counterTexts.includes('0.0'), { message: 'the count starts from 0.0 once in view' });
  const frames = await runFrames(page, () => [document.querySelector('.counter__current')!.textContent, (window as unknown as Recorded).__counterTexts.includes('0.0')] as const, {
    maxMs: 4000,
    stepMs: 160, // the MutationObserver records every step
    until: ([text, counted]) => counted && text === '7.5',
  });
  await releaseClock(page);
  expect(frames.at(-1)!.value, 'counts from 0.0 to 7.5 once in view').toEqual(['7.5', true]);
  const { all, widths, times } = await page.evaluate(() => {
    const w = window as unknown as Recorded;
    return { all: w.__counterTexts, widths: w.__counterWidths, times: w.__counterTimes };
  });
  const start = all.indexOf('0.0');
  const run = all.slice(start);
  expect(times.at(-1)! - times[start], 'ms of page time from 0.0 to 7.5 (COUNTER_DURATION_MS 2000)').toBeCloseTo(2000, -1);
  expect(run.length, 'one text per tenth: 0.0, 0.1 … 7.5').toBe(76);
  expect(run.every((t) => /^\d\.\d$/.test(t))).toBe(true);
  expect(run.map(Number)).toEqual([...run.map(Number)].sort((a, b) => a - b));
  expect(run.at(-1)).toBe('7.5');
  // No layout shift: the figure keeps its width the whole way.
  const runWidths = widths.slice(start);
  for (const w of runWidths) expect(Math.abs(w - widthBefore), `widths ${runWidths.join(', ')} vs ${widthBefore}`).toBeLessThanOrEqual(0.5);
  // Once: scrolling away and back does not restart it (a restart would show 0.0 at once).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await afterNextPaint(page);
  await number.scrollIntoViewIfNeeded();
  await afterNextPaint(page);
  expect(await recorded(), 'no new text after scrolling back').toEqual(all);
  await expect(number).toHaveText('7.5');
  expect(await axeViolations(page)).toEqual([]);
});

test('with prefers-reduced-motion the final value shows at once and never counts', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordTexts(page);
  await page.goto('/technology/', { waitUntil: 'networkidle' });
  // In view for the counting's whole 2000 ms and more, on the page's own clock.
  await holdClock(page);
  await page.locator('.counter__current').scrollIntoViewIfNeeded();
  await runFrames(page, () => null, { maxMs: 2500, stepMs: 500 });
  await releaseClock(page);
  await expect(page.locator('.counter__current')).toHaveText('7.5');
  expect(await page.evaluate(() => (window as unknown as { __counterTexts: string[] }).__counterTexts)).not.toContain('0.0');
});
