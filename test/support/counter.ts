/**
 * What the animated counters of a page show over time (docs/requirements.md#counter), recorded in the page from
 * its start by a MutationObserver: per counter, in document order, every text its moving number
 * (`.counter__current`) shows, with the page's clock (`performance.now()`, ms: Playwright's clock
 * once it is held) and the figure's width (px) at that moment. Used by counter.gallery.spec.ts (the
 * journey on the examples) and widget-placement.spec.ts (the counters placed on real pages).
 */
import type { Locator, Page } from '@playwright/test';

/** One counter's record: texts[i] was shown from times[i] (ms) with the figure widths[i] px wide. */
export interface CounterRun {
  texts: string[];
  times: number[];
  widths: number[];
}
type Recorded = { __counterRuns: CounterRun[] };
/**
 * What recordCounters adds to the page's window for page functions (runFrames, advanceUntil), which
 * run in the page and cannot import: `__counterTexts(i)`, the texts counter i has shown so far.
 */
export type CounterWindow = { __counterTexts: (index: number) => string[] };

/**
 * Starts recording every counter of the pages `page` loads from now on.
 * @param page  call before `page.goto`: the recorder is an init script, so it sees the first frame
 */
export async function recordCounters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Recorded & CounterWindow;
    w.__counterRuns = [];
    w.__counterTexts = (index) => w.__counterRuns[index]?.texts ?? [];
    new MutationObserver(() => {
      document.querySelectorAll('.counter__current').forEach((n, i) => {
        const run = (w.__counterRuns[i] ??= { texts: [], times: [], widths: [] });
        const t = n.textContent ?? '';
        // The HTML parser inserts the span before its text, and under load the observer can run
        // between the two: that empty moment is the parser's, not a text the counter showed.
        if (run.texts.at(-1) === t || (t === '' && run.texts.length === 0)) return;
        run.texts.push(t);
        run.times.push(performance.now());
        run.widths.push(n.closest('.counter__figure')?.getBoundingClientRect().width ?? NaN);
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * Every counter's record so far, in document order.
 * @param page  a page opened after recordCounters(page)
 * @returns one record per counter that has shown a text (the server's final value counts)
 * @throws {Error} (from page.evaluate) when recordCounters was not called before the page loaded
 */
export async function counterRuns(page: Page): Promise<CounterRun[]> {
  return page.evaluate(() =>
    (window as unknown as Recorded).__counterRuns.map((r) => ({
      texts: [...r.texts],
      times: [...r.times],
      widths: [...r.widths],
    })),
  );
}

/**
 * The document-order index of the counter inside `scope`, for CounterWindow.__counterTexts.
 * @param scope  an example's section, holding exactly one counter
 * @returns its index among the page's `.counter__current` elements
 * @throws {Error} (Playwright's strict mode) when `scope` holds no counter or several
 */
export async function counterIndex(scope: Locator): Promise<number> {
  return scope
    .locator('.counter__current')
    .evaluate((n) => [...document.querySelectorAll('.counter__current')].indexOf(n));
}
