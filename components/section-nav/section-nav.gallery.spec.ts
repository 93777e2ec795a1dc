/**
 * Why apart from section-nav.spec.ts: playwright.config.ts runs `*.gallery.spec.ts` (GALLERY_SPECS)
 * only in the gallery projects, against a second server on the GALLERY=1 build (_site-gallery,
 * `npm run build:gallery`), and the other specs only in the site projects, against the production
 * build; a file has one set of projects and one baseURL. Here: the journeys on its gallery page;
 * there: that nothing loads before the first scroll on a real page, and the keyboard and
 * forced-colours checks that need a real page's sections.
 *
 * Sticky section navigation in a real browser (docs/requirements.md#sticky-section-navigation), on its
 * gallery page /frontend/section-nav/ (journeys run on the examples; the navigation needs
 * a whole page, whose twelve sections are the anchors of the example "Twelve anchors, Back to
 * list"), at 375 px and 1440 px (the two gallery projects) and at 1602 px and 1920 px:
 * - scrolling past its original offset fixes it right under the header, with nothing shifting;
 *   the last anchor passed is highlighted; scrolling back above it unfixes it and clears the highlight;
 * - a link scrolls smoothly to its section, whose heading arrives just below the nav, and the link
 *   gets aria-current; "Back to top" scrolls smoothly to 0 (on /company/, whose titles fit the bar
 *   at 1440 px: the gallery page's twelve give way to "Jump to section" there once enhanced);
 * - enhancing it shifts nothing (cumulative layout shift 0);
 * - on windows ≥ 1602 px the fixed nav lines up with the site container;
 * - at 375 px with JavaScript the "Jump to section" select replaces the list and scrolls too;
 * - 0 axe-core violations with the nav fixed;
 * - its chunk loads on the first scroll or act, yet a first scroll far past the CSS-sticky nav
 *   shifts nothing and the first tap on it is never lost; "Back to top" is a keyboard-operable button
 *   that moves focus to the top.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { gotoGalleryPage, skipWithoutGallery } from '../../test/support/gallery.js';
import { cumulativeLayoutShift, expectSmoothScroll, scrollFrames } from '../../test/support/motion.js';
import { NARROW, WIDE } from '../../test/support/widths.js';

skipWithoutGallery();

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;

/**
 * Loads the page (the gallery's, or `url`), scrolls by 1 px and back as a visitor's first scroll
 * (the nav's chunk loads on it), and waits for the enhancer to take the nav over.
 */
async function open(page: Page, url?: string): Promise<void> {
  if (url) await page.goto(url);
  else await gotoGalleryPage(page, 'section-nav');
  await page.evaluate(() => window.scrollTo({ top: 1, behavior: 'instant' }));
  await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--enhanced\b/);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test('a first scroll far past the nav: the CSS-stuck nav becomes the fixed one with no layout shift', async ({
  page,
}) => {
  await gotoGalleryPage(page, 'section-nav', { waitUntil: 'networkidle' });
  const before = await layout(page);
  const { anchors } = before;
  // One jump far down: the CSS-sticky bar is stuck under the header when the chunk arrives.
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), anchors[2].docTop);
  await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--fixed\b/);
  const l = await layout(page);
  expect(l.bar.top).toBeCloseTo(l.header, 0);
  expect(l.bodyDocTop, 'the placeholder keeps the content in place').toBeCloseTo(before.bodyDocTop, 0);
  // Read after the next paint (cumulativeLayoutShift), when a shift of the last frame is reported.
  expect(await cumulativeLayoutShift(page), 'cumulative layout shift').toBe(0);
});

test('the first tap is never lost: a section chosen before any scroll arrives below the nav', async ({ page }) => {
  await gotoGalleryPage(page, 'section-nav', { waitUntil: 'networkidle' });
  const { anchors } = await layout(page);
  const target = anchors[2];
  if (isNarrow(page)) {
    // A tap on the select (press and focus), then the choice in its picker.
    const select = page.getByLabel('Jump to section');
    await select.dispatchEvent('pointerdown');
    await select.focus();
    await select.selectOption(target.id);
  } else await page.locator(`.section-nav__link[href="#${target.id}"]`).click();
  // Whether the no-JS link jumped or the enhanced nav scrolled, the section ends up just below the bar.
  await expect
    .poll(async () => {
      const l = await layout(page);
      return l.anchors[2].top >= l.header && l.anchors[2].top <= l.bar.bottom + 40;
    })
    .toBe(true);
  await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--enhanced\b/);
});

/** Scrolls the window at once (the page has `scroll-behavior: smooth`). */
async function jumpTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Layout facts, in px: header bottom, the bar's box, the anchors' tops, the first section's document top. */
function layout(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.section-nav__bar')!.getBoundingClientRect();
    const anchors = [...document.querySelectorAll('.section-nav__link')].map((a) => {
      const el = document.getElementById(a.getAttribute('href')!.slice(1))!;
      return { id: el.id, top: el.getBoundingClientRect().top, docTop: el.getBoundingClientRect().top + scrollY };
    });
    return {
      header: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      bar: { top: bar.top, bottom: bar.bottom, left: bar.left, width: bar.width },
      navDocTop: document.querySelector('.section-nav')!.getBoundingClientRect().top + scrollY,
      bodyDocTop: document.querySelector('.page-body')!.getBoundingClientRect().top + scrollY,
      anchors,
      scrollY,
    };
  });
}

/**
 * Runs `action` with the page's clock held and returns the scroll position per 16 ms frame (see
 * test/support/motion.ts), then waits until `arrived`. docs/requirements.md#utilities: scrollToPosition's default 300 ms,
 * easeInOutQuint — judged by `expectSmoothScroll` on those frames, so a loaded machine draws the same
 * frames as an idle one.
 */
async function scrollDuring(page: Page, action: () => Promise<unknown>, arrived: () => Promise<boolean>) {
  const frames = await scrollFrames(page, action);
  await expect.poll(arrived).toBe(true);
  return frames;
}

test('taking the nav over shifts nothing (its first frame matches the server markup)', async ({ page }) => {
  await open(page);
  const shift = await cumulativeLayoutShift(page);
  expect(shift, 'cumulative layout shift').toBe(0);
});

test('scrolling past its offset fixes it under the header without shifting the page; the highlight follows', async ({
  page,
}) => {
  await open(page);
  const nav = page.locator('.section-nav');
  const before = await layout(page);
  await expect(nav).not.toHaveClass(/section-nav--fixed/);
  expect(before.bar.top).toBeCloseTo(before.navDocTop, 0);

  // Just above the offset: still in the flow.
  await jumpTo(page, before.navDocTop - before.header - 5);
  await expect(nav).not.toHaveClass(/section-nav--fixed/);

  // Past it, between the second and the third anchor: fixed under the header, the second highlighted.
  const [, second, third] = before.anchors;
  const barHeight = before.bar.bottom - before.bar.top;
  await jumpTo(page, (second.docTop + third.docTop) / 2 - before.header - barHeight);
  await expect(nav).toHaveClass(/\bsection-nav--fixed\b/);
  const fixed = await layout(page);
  expect(fixed.bar.top).toBeCloseTo(fixed.header, 0);
  expect(fixed.bar.bottom - fixed.bar.top).toBeCloseTo(barHeight, 0);
  expect(fixed.bodyDocTop, 'the placeholder keeps the content in place').toBeCloseTo(before.bodyDocTop, 0);
  expect(fixed.bar.left).toBe(0);
  expect(fixed.bar.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  const current = page.locator('.section-nav__link[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', `#${second.id}`);
  if (isNarrow(page)) await expect(page.locator('.section-nav__select')).toHaveValue(second.id);

  // Further down: the highlight follows to the third anchor.
  await jumpTo(page, third.docTop - fixed.header - barHeight + 10);
  await expect(current).toHaveAttribute('href', `#${third.id}`);

  // Back above the offset: unfixed, highlight cleared.
  await jumpTo(page, 0);
  await expect(nav).not.toHaveClass(/section-nav--fixed/);
  await expect(current).toHaveCount(0);
  expect((await layout(page)).bar.top).toBeCloseTo(before.bar.top, 0);
});

// Below 640 px the select replaces the list (next tests).
test(
  'a link scrolls smoothly to its section: the heading arrives just below the nav, the link is current',
  WIDE,
  async ({ page }) => {
    // The gallery page's twelve titles do not fit the bar at 1440 px: enhanced, "Jump to section"
    // takes their place there. /company/'s five fit, so its links stay.
    await open(page, '/company/');
    const { anchors } = await layout(page);
    const target = anchors[2];
    const down = await scrollDuring(
      page,
      () => page.locator(`.section-nav__link[href="#${target.id}"]`).click(),
      async () => {
        const l = await layout(page);
        return Math.abs(l.anchors[2].top - l.bar.bottom) <= 1;
      },
    );
    expectSmoothScroll(down, { to: await page.evaluate(() => scrollY) });
    const l = await layout(page);
    const heading = await page.locator(`#${target.id}-title`).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(l.bar.bottom - 1);
    expect(heading!.y).toBeLessThan(l.bar.bottom + 40);
    expect(l.bar.top).toBeCloseTo(l.header, 0);
    await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--fixed\b/);
    await expect(page.locator('.section-nav__link[aria-current="true"]')).toHaveAttribute('href', `#${target.id}`);
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));

    // "Back to top" (a button, docs/requirements.md#sticky-section-navigation) scrolls smoothly back to 0 and the nav returns to the flow.
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    const up = await scrollDuring(
      page,
      () => page.locator('.section-nav__top').click(),
      () => page.evaluate(() => scrollY === 0),
    );
    expectSmoothScroll(up, { to: 0 });
    await expect(page.locator('.section-nav')).not.toHaveClass(/section-nav--fixed/);
    await expect(page.locator('.section-nav__link[aria-current]')).toHaveCount(0);
  },
);

for (const width of [1602, 1920]) {
  // A desktop width: once is enough.
  test.describe(`at ${width} px`, WIDE, () => {
    test.use({ viewport: { width, height: 1080 } });

    test('the fixed nav lines up with the site container', async ({ page }) => {
      await open(page);
      const { anchors, header, bar } = await layout(page);
      await jumpTo(page, anchors[1].docTop - header - (bar.bottom - bar.top));
      await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--fixed\b/);
      const { box, fixedBar } = await page.evaluate(() => {
        const c = document.querySelector('.page-body')!.getBoundingClientRect();
        const b = document.querySelector('.section-nav__bar')!.getBoundingClientRect();
        return { box: { left: c.left, width: c.width }, fixedBar: { left: b.left, width: b.width } };
      });
      if (width === 1920) expect(box.left, 'the container is narrower than the window').toBeGreaterThan(100);
      expect(fixedBar.left).toBeCloseTo(box.left, 0);
      expect(fixedBar.width).toBeCloseTo(box.width, 0);
    });
  });
}

// The select shows below 640 px only.
test(
  'at 375 px with JavaScript the "Jump to section" select replaces the list and scrolls to the chosen section',
  NARROW,
  async ({ page }) => {
    await open(page);
    const select = page.getByLabel('Jump to section');
    await expect(select).toBeVisible();
    await expect(page.locator('.section-nav__list')).toBeHidden();
    const { anchors } = await layout(page);
    const target = anchors[3];
    const scroll = await scrollDuring(
      page,
      () => select.selectOption(target.id),
      async () => {
        const l = await layout(page);
        return Math.abs(l.anchors[3].top - l.bar.bottom) <= 1;
      },
    );
    expectSmoothScroll(scroll, { to: await page.evaluate(() => scrollY) });
    await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--fixed\b/);
    await expect(select).toHaveValue(target.id);
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
  },
);

// "Back to top" shows from 640 px.
test('"Back to top" is a button the keyboard operates; focus moves to the top of the page', WIDE, async ({ page }) => {
  await open(page);
  const { anchors, header, bar } = await layout(page);
  await jumpTo(page, anchors[2].docTop - header - (bar.bottom - bar.top) + 5);
  await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--fixed\b/);
  const back = page.getByRole('button', { name: 'Back to top' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  // The next Tab starts from the top: the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

test('0 axe-core violations with the nav fixed', async ({ page }) => {
  await open(page);
  const { anchors, header, bar } = await layout(page);
  await jumpTo(page, anchors[1].docTop - header - (bar.bottom - bar.top) + 5);
  await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--fixed\b/);
  await expect(page.locator('.section-nav__link[aria-current="true"]')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});
