/**
 * Table overflow flag placed on real pages (docs/requirements.md#table-overflow), at 375 px and 1440 px: on /applications/ (a Markdown table, the one that is
 * wider than the column at 375 px) and /technology/ (one that fits) every prose table is wrapped,
 * flagged exactly while it overflows, and never makes the page scroll sideways; where nothing
 * overflows, no chunk loads for the flag. The journeys (keyboard scrolling, the edge shadow,
 * resizing both ways, no chunk while nothing overflows) run on the gallery's rich-text page in the
 * gallery projects: table-overflow.gallery.spec.ts (why a second file: the top of that file).
 */
import { test, expect } from '@playwright/test';
import { expectedFlag, TABLE_OVERFLOW_CHUNK, TABLE_WRAP, tableWrapStates } from '../../test/support/table-overflow.js';

for (const url of ['/applications/', '/technology/']) {
  test(`${url}: every prose table is wrapped and flagged exactly while it overflows; the page never scrolls sideways`, async ({
    page,
  }, info) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (TABLE_OVERFLOW_CHUNK.test(r.url())) chunks.push(r.url());
    });
    await page.goto(url);
    const wraps = page.locator(TABLE_WRAP);
    expect(await wraps.count()).toBeGreaterThan(0);
    expect(await page.locator('.prose table').count(), 'every prose table is wrapped').toBe(await wraps.count());
    for (const wrap of await wraps.all()) await wrap.scrollIntoViewIfNeeded();
    const overflowing = url === '/applications/' && info.project.name === 'mobile-375';
    if (overflowing) await expect(wraps.first()).toHaveAttribute('data-enhanced', '');
    else {
      // Nothing overflows, so no chunk loads for the flag.
      await page.waitForLoadState('networkidle');
      expect(chunks).toEqual([]);
    }
    const states = await tableWrapStates(page);
    expect(states).toEqual(states.map((s) => ({ overflows: s.overflows, ...expectedFlag(s.overflows) })));
    expect(
      states.some((s) => s.overflows),
      'a table wider than the column',
    ).toBe(overflowing);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });
}
