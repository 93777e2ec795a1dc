/**
 * Reflow and the header's width (WCAG 2.2: 1.4.10 Reflow, 1.4.12 Text Spacing), with this machine's
 * system fonts (DejaVu Sans here, wider than most).
 *
 * - No page scrolls sideways at any width from 320 to 1920 px (320 CSS px is 1280 px at 400 % zoom),
 *   and the header's controls (logo, the six sections, Search, "Contact us", Menu) each lie whole in
 *   the window, apart, on one line, and are what a click at their centre reaches.
 * - The same at 320, 375 and 1440 px with the text-spacing overrides of 1.4.12.
 * - At 320 px the header's Search and Menu keep their icons at full size.
 *
 * Every page is loaded once and measured at each width by resizing the window (the layout follows
 * media queries only), so the sweep runs in the desktop project alone; the widths are the test's.
 */
import type { Page } from '@playwright/test';
import { builtPages } from '../support/built-site.js';
import { test, expect } from '../support/shared-page.js';
import { WIDE } from '../support/widths.js';

/** The widths (CSS px) of the check: phones, tablets, the desktop breakpoint and its neighbours, laptops, the site container (1602) and beyond. */
const WIDTHS = [320, 375, 768, 1024, 1025, 1100, 1180, 1280, 1366, 1440, 1602, 1920];
/** Where the text-spacing overrides are applied too. */
const TEXT_SPACING_WIDTHS = [320, 375, 1440];
/** WCAG 1.4.12's overrides: line height 1.5, paragraph spacing 2em, letter spacing 0.12em, word spacing 0.16em (as the W3C's text-spacing bookmarklet sets them). */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;
const pages = builtPages().map((p) => p.url);

/** Adds `css` to the page as a constructed stylesheet (the site's CSP allows no inline <style>). */
async function addStyles(page: Page, css: string) {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

/**
 * What is wrong with the layout at the window's current width, as sentences (none when all is well):
 * sideways scrolling, and any header control cut by the window's edge, overlapping the next one,
 * wrapped onto a second line or covered where a click would land.
 */
async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) problems.push(`the page scrolls ${sideways} px sideways`);
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        '.site-header__bar > .logo, .primary-nav__link--top, .primary-nav__toggle, .site-header .search-toggle__button, .site-header__contact, .site-header .mobile-nav__menu-button',
      ),
    ].filter((el) => el.getBoundingClientRect().width > 0);
    const name = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ') || el.className;
    let previous: { el: Element; right: number } | undefined;
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5)
        problems.push(
          `"${name(el)}" spans ${Math.round(box.left)}–${Math.round(box.right)} px, outside the ${width} px window`,
        );
      if (previous && box.left < previous.right - 0.5)
        problems.push(`"${name(el)}" overlaps "${name(previous.el)}" by ${Math.round(previous.right - box.left)} px`);
      previous = { el, right: box.right };
      // Lines of its visible text (the text nodes not inside a visually hidden label).
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const lines = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 1) lines.add(Math.round(r.top));
      }
      if (lines.size > 1) problems.push(`"${name(el)}" wraps onto ${lines.size} lines`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !el.contains(hit))
        problems.push(
          `a click at the centre of "${name(el)}" reaches ${hit ? hit.tagName.toLowerCase() + '.' + hit.className : 'nothing'}`,
        );
    }
    return problems;
  });
}

// The test sets each width itself: it runs once, in the desktop project.
test.describe('every page at every width from 320 to 1920 px', WIDE, () => {
  for (const url of pages) {
    test(`${url}: no sideways scrolling, the header whole, also with WCAG 1.4.12 text spacing`, async ({
      jsPage: page,
    }) => {
      await page.goto(url);
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        found.push(...(await reflowProblems(page)).map((p) => `${width} px: ${p}`));
      }
      await addStyles(page, TEXT_SPACING_CSS);
      for (const width of TEXT_SPACING_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        found.push(...(await reflowProblems(page)).map((p) => `${width} px with text spacing: ${p}`));
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe('the header at 320 px (400 % zoom of a 1280 px window)', () => {
  for (const spacing of [false, true]) {
    test(`Search and Menu are whole, with their icons at full size${spacing ? ', with WCAG 1.4.12 text spacing' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto('/products/lonestar/');
      if (spacing) await addStyles(page, TEXT_SPACING_CSS);
      const boxes = await page.evaluate(() => {
        const box = (sel: string) => {
          const r = document.querySelector(sel)!.getBoundingClientRect();
          return {
            left: Math.round(r.left),
            right: Math.round(r.right),
            width: Math.round(r.width),
            height: Math.round(r.height),
          };
        };
        return {
          window: window.innerWidth,
          search: box('.site-header .search-toggle__button'),
          searchIcon: box('.site-header .search-toggle__icon'),
          menu: box('.site-header .mobile-nav__menu-button'),
          menuIcon: box('.site-header .mobile-nav__icon'),
        };
      });
      for (const control of [boxes.search, boxes.menu]) {
        expect(control.left).toBeGreaterThanOrEqual(0);
        expect(control.right).toBeLessThanOrEqual(boxes.window);
      }
      // The icons' own sizes: 1.25rem (20 px) for the magnifier, 1.1rem (18 px) for the menu's bars.
      expect(boxes.searchIcon).toMatchObject({ width: 20, height: 20 });
      expect(boxes.menuIcon.width).toBe(18);
      // 44 × 44 px targets at least (WCAG 2.5.5).
      expect(boxes.search.height).toBeGreaterThanOrEqual(44);
      expect(boxes.menu.height).toBeGreaterThanOrEqual(44);
      await expect(page.locator('.site-header .mobile-nav__menu-button')).toHaveText('Menu');
    });
  }
});
