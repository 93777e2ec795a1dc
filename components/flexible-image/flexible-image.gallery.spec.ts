/**
 * Why apart from flexible-image.spec.ts: playwright.config.ts runs `*.gallery.spec.ts`
 * (GALLERY_SPECS) only in the gallery projects, against a second server on the GALLERY=1 build
 * (_site-gallery, `npm run build:gallery`), and the other specs only in the site projects, against
 * the production build; a file has one set of projects and one baseURL. Here: the switcher's
 * journey on the examples; there: the real page before any input (sizes set, no chunk) and without
 * JavaScript.
 *
 * Flexible responsive image switcher in a real browser at 375 px and 1440 px (docs/requirements.md#flexible-image), on its
 * gallery examples (journeys run on the examples through test/support/gallery.ts):
 * "Default native width, with a caption" (the DF matrix, native width 400 px) and "Native width
 * 800 px". The shown file is the smallest entry at least as wide as the figure, else the largest,
 * never one narrower than the native width; after a resize it switches 500 ms after the last resize
 * event. axe-core audits every example in gallery.spec.ts.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { afterNextPaint, holdClock, releaseClock, runFrames } from '../../test/support/motion.js';
import { gotoExample, skipWithoutGallery } from '../../test/support/gallery.js';
import { exampleNamed } from '../../test/support/examples.js';

skipWithoutGallery();

interface Entry {
  width: number;
  url: string;
}

/** The rule of docs/requirements.md#flexible-image, written out again here so the test does not trust the code under test. */
function expected(entries: Entry[], container: number, native: number): Entry {
  const sorted = [...entries].sort((a, b) => a.width - b.width);
  const fit = sorted.find((e) => e.width >= container) ?? sorted[sorted.length - 1];
  if (fit.width >= native) return fit;
  return sorted.find((e) => e.width >= native) ?? sorted[sorted.length - 1];
}

const DEFAULT = 'Default native width, with a caption';
const WIDE = 'Native width 800 px';
/** docs/requirements.md#flexible-image: the native width when the author gives none (px). */
const DEFAULT_NATIVE_WIDTH = 400;
const nativeOf = (name: string) =>
  (exampleNamed('flexible-image', name).props as { nativeWidth?: number }).nativeWidth ?? DEFAULT_NATIVE_WIDTH;

/** Opens the example and returns its figure (the enhancer's root). */
async function openExample(page: Page, name: string): Promise<Locator> {
  const section = await gotoExample(page, 'flexible-image', name);
  return section.locator('[data-enhancer="flexible-image"]');
}

/** Brings the figure into view, waits for its enhancer, and reads what a visitor gets. */
async function state(page: Page, root: Locator) {
  // The switcher loads on the visitor's first scroll or act (docs/architecture.md#budgets:
  // ≤ 2 KB gzip of JS before any input).
  await page.mouse.wheel(0, 1);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-enhanced', '');
  return root.evaluate((el) => {
    const img = el.querySelector('img')!;
    return {
      entries: JSON.parse(el.querySelector('script.flexible-image__entries')!.textContent!) as Entry[],
      native: Number((el as HTMLElement).dataset.nativeWidth),
      container: el.getBoundingClientRect().width,
      src: img.getAttribute('src')!,
      srcset: img.getAttribute('srcset'),
      currentSrc: new URL(img.currentSrc, location.href).pathname,
      complete: img.complete,
      naturalWidth: img.naturalWidth,
      // The content box (the 1 px border is outside the aspect ratio).
      box: { width: img.clientWidth, height: img.clientHeight, outer: img.getBoundingClientRect().width },
      attrs: [Number(img.getAttribute('width')), Number(img.getAttribute('height'))],
    };
  });
}

/**
 * Layout shifts (CLS entries) from the page's start, each with the elements it moved (their class
 * names and whether they are inside a flexible image, for the failure message). None is allowed:
 * since the page switcher keeps its height (page-switcher.spec.ts), nothing on the page moves.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: { node: string; inFigure: boolean }[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (e.hadRecentInput) continue;
        const sources = e.sources.map(({ node }) => {
          const el = node instanceof Element ? node : node?.parentElement;
          return {
            node: el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '(gone)',
            inFigure: !!el?.closest('[data-enhancer="flexible-image"]'),
          };
        });
        w.__shifts.push({ value: e.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const name of [DEFAULT, WIDE]) {
  const native = nativeOf(name);
  test(`"${name}" (native width ${native} px): shows the entry the rule of docs/requirements.md#flexible-image picks for the figure's width, never narrower than ${native} px, with no layout shift`, async ({
    page,
  }) => {
    await recordShifts(page);
    const root = await openExample(page, name);
    const s = await state(page, root);
    expect(s.native).toBe(native);
    expect(s.entries.map((e) => e.width)).toEqual([400, 800, 1200, 1600]);
    const pick = expected(s.entries, s.container, s.native);
    expect(pick.width).toBeGreaterThanOrEqual(native);
    expect(s.src).toBe(pick.url);
    expect(s.srcset).toBeNull();
    await expect.poll(async () => (await state(page, root)).complete).toBe(true);
    const loaded = await state(page, root);
    expect(loaded.currentSrc).toBe(pick.url);
    expect(loaded.naturalWidth).toBe(pick.width);
    // The image fills the figure at its aspect ratio; nothing moved on the way.
    expect(loaded.box.outer).toBeCloseTo(s.container, 0);
    expect(Math.abs(loaded.box.height - (loaded.box.width * loaded.attrs[1]) / loaded.attrs[0])).toBeLessThanOrEqual(1);
    await afterNextPaint(page); // a shift is reported after the paint that shows it
    const shifts = await page.evaluate(
      () =>
        (window as unknown as { __shifts: { value: number; sources: { node: string; inFigure: boolean }[] }[] })
          .__shifts,
    );
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
  });
}

test('switches 500 ms after the window is resized, and never below the native width', async ({ page }) => {
  const start = page.viewportSize()!;
  const other = start.width <= 375 ? { width: 1440, height: 900 } : { width: 375, height: 812 };
  const root = await openExample(page, DEFAULT);
  const before = await state(page, root);
  expect(before.src).toBe(expected(before.entries, before.container, before.native).url);
  // Timed on the page's own clock, held (test/support/motion.ts): the one swap comes exactly 500 ms of
  // page time after the last resize event, however busy the machine. Record both.
  await holdClock(page);
  await root.evaluate((el) => {
    const w = window as unknown as { __lastResize?: number; __swaps: { at: number; src: string }[] };
    w.__swaps = [];
    addEventListener('resize', () => (w.__lastResize = performance.now()));
    const img = el.querySelector('img')!;
    new MutationObserver(() => w.__swaps.push({ at: performance.now(), src: img.getAttribute('src')! })).observe(img, {
      attributeFilter: ['src'],
    });
  });
  await page.setViewportSize(other);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __lastResize?: number }).__lastResize), {
      message: 'a resize event',
    })
    .toBeDefined();
  await runFrames(page, () => (window as unknown as { __swaps: unknown[] }).__swaps.length, {
    maxMs: 1000,
    until: (n) => n > 0,
  });
  // A second more: no further swap.
  await page.clock.runFor(1000);
  await releaseClock(page);
  const { lastResize, swaps } = await page.evaluate(() => {
    const w = window as unknown as { __lastResize: number; __swaps: { at: number; src: string }[] };
    return { lastResize: w.__lastResize, swaps: w.__swaps };
  });
  expect(swaps, 'one swap').toHaveLength(1);
  const [swap] = swaps;
  expect(swap.at - lastResize, 'ms of page time from the last resize event to the swap').toBeGreaterThanOrEqual(500);
  expect(swap.at - lastResize).toBeLessThanOrEqual(500 + 16);
  const after = await state(page, root);
  const pick = expected(after.entries, after.container, after.native);
  expect(after.src).toBe(pick.url);
  expect(swap.src).toBe(pick.url);
  expect(pick.url).not.toBe(before.src);

  // Native width 800 px: at 375 px (a figure under 400 px wide) it keeps 800, never 400.
  await page.setViewportSize({ width: 375, height: 812 });
  const wide = await openExample(page, WIDE);
  const w = await state(page, wide);
  expect(w.container).toBeLessThan(400);
  // The first enhanced frame may still show what the browser chose from srcset (as an absolute
  // url); the component's choice follows in the next frame.
  const url800 = w.entries.find((e) => e.width === 800)!.url;
  await expect.poll(async () => new URL((await state(page, wide)).src, 'http://x').pathname).toBe(url800);
});
