/**
 * The header at 320 px (400 % zoom of a 1280 px window; WCAG 2.2: 1.4.10 Reflow, 1.4.12 Text
 * Spacing): Search and Menu lie whole in the window, with their icons at full size and 44 px
 * targets, with and without the text-spacing overrides. Every page's sweep from 320 to 1920 px
 * (no sideways scrolling, the header whole) runs in runtime.spec.ts, in the page load it audits at
 * 1440 px (test/support/reflow.ts).
 */
import { test, expect } from '@playwright/test';
import { addStyles, TEXT_SPACING_CSS } from '../support/reflow.js';
import { NARROW } from '../support/widths.js';

// The test sets its width itself: it runs once, in the mobile project.
test.describe('the header at 320 px (400 % zoom of a 1280 px window)', NARROW, () => {
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
