/**
 * Why apart from table-overflow.spec.ts: playwright.config.ts runs `*.gallery.spec.ts`
 * (GALLERY_SPECS) only in the gallery projects, against a second server on the GALLERY=1 build
 * (_site-gallery, `npm run build:gallery`), and the other specs only in the site projects, against
 * the production build; a file has one set of projects and one baseURL. Here: the journeys on the
 * rich-text gallery page; there: the real pages' tables, wrapped and flagged where they overflow.
 *
 * Table overflow flag in a real browser at 375 px and 1440 px (docs/requirements.md#table-overflow), on the gallery page /frontend/rich-text/
 * (journeys run in the gallery; a prose table needs a page's content column, so it has a whole page),
 * whose three-column table is wider than the column at 375 px and fits at 1440 px:
 * - at 375 px the wrapper is flagged (class, focusable region named "Table", edge shadow) and the
 *   keyboard scrolls it; at 1440 px nothing is flagged and no chunk loads (the chunk loads only once
 *   a table near the viewport overflows);
 * - resizing from 375 to 1440 px removes the flag, narrowing again restores it, and narrowing a
 *   page that loaded wide flags it;
 * - 0 axe-core violations either way.
 */
import { test, expect } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { gotoGalleryPage, skipWithoutGallery } from '../../test/support/gallery.js';
import { expectedFlag, TABLE_OVERFLOW_CHUNK, TABLE_WRAP, tableWrapStates } from '../../test/support/table-overflow.js';
import { NARROW, WIDE } from '../../test/support/widths.js';

skipWithoutGallery();

const PAGE = 'rich-text';
const narrow = (name: string) => name === 'gallery-375';

test('a table wider than the column is flagged and keyboard-scrollable; one that fits is not (and loads no chunk)', async ({
  page,
}, info) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (TABLE_OVERFLOW_CHUNK.test(r.url())) chunks.push(r.url());
  });
  await gotoGalleryPage(page, PAGE);
  const wrap = page.locator(TABLE_WRAP);
  await expect(wrap).toHaveCount(1);
  await wrap.scrollIntoViewIfNeeded();
  if (narrow(info.project.name)) await expect(wrap).toHaveAttribute('data-enhanced', '');
  else {
    // Nothing overflows, so the flag is decided without its chunk.
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await expect(wrap).not.toHaveAttribute('data-enhanced', '');
  }
  const [state] = await tableWrapStates(page);
  expect(state.overflows, 'the table is wider than the column at 375 px only').toBe(narrow(info.project.name));
  expect(state).toEqual({ overflows: state.overflows, ...expectedFlag(state.overflows) });
  // The page itself never scrolls sideways because of the table.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  if (narrow(info.project.name)) {
    await wrap.focus();
    await expect(wrap).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The edge shadow is drawn only while flagged.
    expect(await wrap.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('radial-gradient');
  } else {
    expect(await wrap.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
  }
  expect(await axeViolations(page)).toEqual([]);
});

// It sets its own widths: once is enough, in the narrow project.
test(
  'a resize that removes the overflow removes the flag, and narrowing again restores it',
  NARROW,
  async ({ page }) => {
    await gotoGalleryPage(page, PAGE);
    const wrap = page.locator(TABLE_WRAP);
    await wrap.scrollIntoViewIfNeeded();
    await expect(wrap).toHaveClass(/\btable-wrap--overflowing\b/);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(wrap).not.toHaveClass(/\btable-wrap--overflowing\b/);
    expect(await tableWrapStates(page)).toEqual([{ overflows: false, ...expectedFlag(false) }]);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(wrap).toHaveClass(/\btable-wrap--overflowing\b/);
  },
);

// It starts wide: the 1440 px project.
test(
  'a table that fits loads nothing, and is flagged once a narrower window makes it overflow',
  WIDE,
  async ({ page }) => {
    await gotoGalleryPage(page, PAGE);
    const wrap = page.locator(TABLE_WRAP);
    await wrap.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(wrap).not.toHaveAttribute('data-enhanced', '');
    await page.setViewportSize({ width: 375, height: 812 });
    await wrap.scrollIntoViewIfNeeded();
    await expect(wrap).toHaveClass(/\btable-wrap--overflowing\b/);
    expect(await tableWrapStates(page)).toEqual([{ overflows: true, ...expectedFlag(true) }]);
  },
);
