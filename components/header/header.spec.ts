/**
 * The site header in a real browser: its section dropdowns from the keyboard and the pointer (the
 * WAI-ARIA APG's disclosure navigation menu, wider than 1024 px), the one current section
 * (docs/requirements.md#header, docs/requirements.md#navigation-item) in the header, the mobile menu and the footer, and both under forced colours
 * (WCAG 1.4.11; Playwright's forced-colors emulation). Widths: the project's (375 or 1440 px), and
 * 320 px set by the tests that run at narrow widths.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { collectErrors } from '../../test/support/console.js';
import { NARROW, WIDE } from '../../test/support/widths.js';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 1024;

/** Opens the mobile menu by keyboard (no scrolling of the sticky header) and waits for its panel. */
async function openMobileMenu(page: Page) {
  if (await page.locator('#mobile-nav-panel').isVisible()) return;
  await page.locator('.mobile-nav__menu-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#mobile-nav-panel')).toBeVisible();
}

/** The top-level entries of the navigation shown at this width: the header's, or the open mobile menu's. */
async function sectionEntries(page: Page): Promise<Locator> {
  if (isDesktop(page)) return page.locator('.primary-nav__list > li > a, .primary-nav__list > li > details > summary');
  await openMobileMenu(page);
  return page.locator('#mobile-nav-panel .mobile-nav__list > li > :is(a, button)');
}

interface Look {
  tag: string;
  text: string;
  look: string;
}

/**
 * How each entry looks, as the computed styles that mark an entry out (colour, weight, bar,
 * underline, border), with the entry's text; entries that look alike share a look.
 */
async function looks(entries: Locator): Promise<Look[]> {
  return entries.evaluateAll((els) =>
    els.map((el) => {
      const s = getComputedStyle(el);
      return {
        tag: el.tagName,
        text: (el.textContent ?? '').trim(),
        look: [
          s.color,
          s.fontWeight,
          s.boxShadow,
          s.textDecorationLine,
          s.borderBottomStyle,
          s.borderBottomColor,
          s.backgroundColor,
        ].join(' | '),
      };
    }),
  );
}

/**
 * The entries whose look differs from the look most entries of their kind share (links and
 * disclosure toggles apart: forced colours paint links in LinkText, buttons in ButtonText).
 */
function markedOut(entries: Look[]): string[] {
  const usual = new Map<string, string>();
  for (const tag of new Set(entries.map((e) => e.tag))) {
    const counts = new Map<string, number>();
    for (const e of entries.filter((x) => x.tag === tag)) counts.set(e.look, (counts.get(e.look) ?? 0) + 1);
    usual.set(tag, [...counts].sort((a, b) => b[1] - a[1])[0]![0]);
  }
  return entries.filter((e) => e.look !== usual.get(e.tag)).map((e) => e.text);
}

/** Screenshots `target` (PNG) and decodes it in a blank page (the site's CSP allows no data: images): RGBA rows. */
async function pixels(page: Page, png: Buffer): Promise<{ width: number; height: number; data: number[] }> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return {
        width: bitmap.width,
        height: bitmap.height,
        data: [...context.getImageData(0, 0, bitmap.width, bitmap.height).data],
      };
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

for (const width of [320, 0]) {
  const label = width ? `${width} px` : 'the project\u2019s width';
  // 320 px is set once, in the narrow project.
  test.describe(`at ${label}`, width ? NARROW : {}, () => {
    test.beforeEach(async ({ page }) => {
      if (width) await page.setViewportSize({ width, height: 740 });
    });

    test('one current section: the page\u2019s section alone is marked, in one style, in the header or the mobile menu and in the footer; none outside the tree', async ({
      page,
    }) => {
      await page.goto('/products/lonestar/');
      expect(markedOut(await looks(await sectionEntries(page)))).toEqual(['Products']);
      expect(markedOut(await looks(page.locator('.site-footer__heading')))).toEqual(['Products']);
      // The same look: the header's (or the menu's) mark is the footer's, a 3 px underline.
      const bar = (l: Locator) =>
        l.evaluate((el) =>
          [
            getComputedStyle(el).textDecorationLine,
            getComputedStyle(el).textDecorationThickness,
            getComputedStyle(el).textUnderlineOffset,
          ].join(' '),
        );
      const entries = await sectionEntries(page);
      expect(await bar(entries.filter({ hasText: /^Products$/ }))).toBe(
        await bar(page.locator('.site-footer__heading', { hasText: /^Products$/ })),
      );
      await page.goto('/contact/');
      expect(markedOut(await looks(await sectionEntries(page)))).toEqual([]);
      expect(markedOut(await looks(page.locator('.site-footer__heading')))).toEqual([]);
    });

    test('forced colours: the current section stays marked in the header or the mobile menu', async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto('/products/lonestar/');
      const entries = await sectionEntries(page);
      expect(markedOut(await looks(entries))).toEqual(['Products']);
      // Painted, not only computed: the entry looks different from the same entry unmarked.
      const products = entries.filter({ hasText: /^Products$/ });
      const marked = await products.screenshot();
      await products.evaluate((el) => {
        const item = el.closest('li')!;
        item.classList.remove(...[...item.classList].filter((c) => c.endsWith('--here')));
      });
      const unmarked = await products.screenshot();
      expect(marked.equals(unmarked), 'the marked entry is painted like an unmarked one').toBe(false);
    });

    // The menu exists at ≤ 1024 px.
    test('forced colours: the menu icon\u2019s three bars are painted', NARROW, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto('/products/lonestar/');
      const icon = await page.locator('.site-header .mobile-nav__icon').boundingBox();
      // The icon's box is its middle bar; the other two sit 6 px above and below it.
      const png = await page.screenshot({ clip: { x: icon!.x, y: icon!.y - 9, width: icon!.width, height: 20 } });
      const { width: w, height: h, data } = await pixels(page, png);
      const at = (x: number, y: number) => data.slice((y * w + x) * 4, (y * w + x) * 4 + 3);
      const background = at(0, 0);
      const inkRows = [...Array(h).keys()].filter((y) => {
        const [r, g, b] = at(Math.floor(w / 2), y);
        return Math.abs(r! - background[0]!) + Math.abs(g! - background[1]!) + Math.abs(b! - background[2]!) > 150;
      });
      // Three bars, 2 px each, as separate runs of rows.
      const runs = inkRows.filter((y, i) => i === 0 || inkRows[i - 1] !== y - 1).length;
      expect(runs, `rows painted: ${inkRows.join(', ')}`).toBe(3);
    });
  });
}

// The dropdowns are the desktop header's; at ≤ 1024 px the mobile menu holds the sections.
test.describe('the section dropdowns (wider than 1024 px: APG disclosure navigation)', WIDE, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/technology/');
  });

  const dropdown = (page: Page, title: string) =>
    page
      .locator('.primary-nav__list > li > details')
      .filter({ has: page.locator(`:scope > summary:text-is("${title}")`) });
  const summary = (page: Page, title: string) => dropdown(page, title).locator(':scope > summary');
  const openTitles = (page: Page) =>
    page.locator('.primary-nav__list > li > details[open] > summary').allTextContents();

  test('Esc closes the open dropdown and returns focus to its summary', async ({ page }) => {
    await summary(page, 'Products').focus();
    await page.keyboard.press('Enter');
    await expect(dropdown(page, 'Products')).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(dropdown(page, 'Products').locator('a').first()).toBeFocused();
    await expect(page.locator('nav.primary-nav[data-enhanced]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    expect(await openTitles(page)).toEqual([]);
    await expect(summary(page, 'Products')).toBeFocused();
  });

  test('opening one closes the others', async ({ page }) => {
    await summary(page, 'Markets').click();
    expect(await openTitles(page)).toEqual(['Markets']);
    await summary(page, 'Company').click();
    expect(await openTitles(page)).toEqual(['Company']);
  });

  test('focus leaving the open dropdown closes it: Tab past its last link, Shift+Tab before its summary', async ({
    page,
  }) => {
    await summary(page, 'Company').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('nav.primary-nav[data-enhanced]')).toHaveCount(1);
    const links = await dropdown(page, 'Company').locator('a').count();
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    await expect(dropdown(page, 'Company').locator('a').last()).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await openTitles(page)).toEqual([]);
    await summary(page, 'Markets').focus();
    await page.keyboard.press('Enter');
    expect(await openTitles(page)).toEqual(['Markets']);
    await page.keyboard.press('Shift+Tab');
    expect(await openTitles(page)).toEqual([]);
  });

  test('a click outside the open dropdown closes it', async ({ page }) => {
    await summary(page, 'Applications').click();
    expect(await openTitles(page)).toEqual(['Applications']);
    await expect(page.locator('nav.primary-nav[data-enhanced]')).toHaveCount(1);
    await page.locator('main h1').click();
    expect(await openTitles(page)).toEqual([]);
  });
});

test(
  "a link in the header clicked as the page's first input leads to its page, and the page left logs no 'Loading chunk … failed.'",
  WIDE,
  async ({ page }) => {
    // The click asks for the header's chunk and leaves the page before it can arrive: a load the
    // browser abandons is no failure. Firefox and WebKit cancel it while the page is still there
    // (test/engines checks them; enhancers/lib/loader.ts); here, Chromium, as a visitor clicks.
    const errors = collectErrors(page);
    await page.goto('/company/', { waitUntil: 'networkidle' });
    await page.locator('.primary-nav__list > li > a[href="/technology/"]').click();
    await expect(page).toHaveURL(/\/technology\/$/);
    await expect(page.locator('main h1')).toHaveText('Technology');
    await page.waitForLoadState('load');
    expect(errors.filter((e) => e.includes('Loading chunk'))).toEqual([]);
  },
);
