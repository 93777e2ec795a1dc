/**
 * Mobile navigation menu in a real browser at 375 px (docs/requirements.md#mobile-navigation-menu). It exists only at ≤ 1024 px,
 * so this file runs in the mobile project only (playwright.config.ts).
 */
import { test, expect } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { afterNextPaint } from '../../test/support/motion.js';

test.beforeEach(async ({ page }) => {
  await page.goto('/markets/defense/', { waitUntil: 'networkidle' });
});

test('the first tap opens the menu right under the header and locks scrolling', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/mobile-nav-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  expect(chunks).toEqual([]);
  await page.locator('.mobile-nav__menu-button').tap();
  const panel = page.locator('#mobile-nav-panel');
  await expect(panel).toBeVisible();
  expect(chunks).toHaveLength(1);
  await expect(page.locator('.mobile-nav__menu-button')).toHaveAttribute('aria-expanded', 'true');
  const headerBottom = await page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().height);
  const panelTop = await panel.evaluate((p) => p.getBoundingClientRect().top);
  expect(Math.abs(panelTop - headerBottom)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.body.style.position)).toBe('fixed');
  expect(await axeViolations(page)).toEqual([]);
});

test('a finger still down when the menu\u2019s chunk arrives: the tap opens the menu and it stays open', async ({
  page,
}) => {
  // A slow phone: the chunk the tap's pointerdown asked for arrives before the finger lifts. The
  // click that follows goes to whatever is under the finger, the enhanced Menu button by then.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/mobile-nav-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  const box = (await page.locator('.mobile-nav__menu-button').boundingBox())!;
  const point = [{ x: box.x + box.width / 2, y: box.y + box.height / 2, id: 1 }];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
  await expect.poll(() => requested, { message: 'the touch asked for the chunk' }).toBe(true);
  release();
  // The enhancer has run before the finger lifts (the loader marks the root it called it on, or
  // the component has replaced the <details>).
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelector('[data-enhancer="mobile-nav"][data-enhanced], .mobile-nav--enhanced') !== null,
      ),
    )
    .toBe(true);
  await afterNextPaint(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page.locator('#mobile-nav-panel')).toBeVisible();
  await afterNextPaint(page);
  await afterNextPaint(page);
  await expect(page.locator('#mobile-nav-panel')).toBeVisible();
  await expect(page.locator('.mobile-nav__menu-button')).toHaveAttribute('aria-expanded', 'true');
});

test('a section toggles its children without navigating; a child link navigates', async ({ page }) => {
  await page.locator('.mobile-nav__menu-button').tap();
  const products = page.locator('#mobile-nav-panel button', { hasText: /^Products$/ });
  await products.tap();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/markets\/defense\/$/);
  await expect(page.locator('#mobile-nav-panel button', { hasText: 'Go Back' })).toBeVisible();
  await page.locator('#mobile-nav-panel a[href="/products/ovg-4/"]').tap();
  await expect(page).toHaveURL(/\/products\/ovg-4\/$/);
  await expect(page.locator('h1')).toHaveText('OVG-4');
});

test('works from the keyboard: Enter opens, Esc closes and returns focus to Menu', async ({ page }) => {
  await page.locator('.mobile-nav__menu-button').focus();
  await expect(page.locator('button.mobile-nav__menu-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#mobile-nav-panel')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('#mobile-nav-panel .mobile-nav__home')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-nav-panel')).toBeHidden();
  await expect(page.locator('button.mobile-nav__menu-button')).toBeFocused();
  // The scroll lock is released by the store's subscriber just after the panel closes: wait for it.
  await expect.poll(() => page.evaluate(() => document.body.style.position)).toBe('');
});

test('while open, the page behind is dimmed and a scroll does not chain on to it', async ({ page }) => {
  const app = page.locator('#app');
  const dim = () =>
    app.evaluate((el) => ({
      content: getComputedStyle(el, '::before').content,
      position: getComputedStyle(el, '::before').position,
      background: getComputedStyle(el, '::before').backgroundColor,
    }));
  const chaining = () => page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorY);
  expect((await dim()).content).toBe('none');
  expect(await chaining()).toBe('auto');
  await page.locator('.mobile-nav__menu-button').tap();
  await expect(app).toHaveClass(/\bsite--navigation-open\b/);
  expect(await dim()).toEqual({ content: '""', position: 'fixed', background: 'rgba(12, 42, 58, 0.45)' });
  expect(await chaining()).toBe('none');
  expect(await page.locator('#mobile-nav-panel').evaluate((el) => getComputedStyle(el).overscrollBehaviorY)).toBe(
    'contain',
  );
  // The dimming lies under the header and the open menu: the menu is what a tap reaches.
  const hit = await page.locator('#mobile-nav-panel .mobile-nav__home').evaluate((a) => {
    const r = a.getBoundingClientRect();
    return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === a;
  });
  expect(hit).toBe(true);
  await page.keyboard.press('Escape');
  await expect(app).not.toHaveClass(/site--navigation-open/);
  expect((await dim()).content).toBe('none');
});

test("the page's section, and only it, is marked current (docs/requirements.md#navigation-item), before and after enhancement", async ({
  page,
}) => {
  const marks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.mobile-nav__item--here')].map((li) =>
        li.querySelector(':scope > button, :scope > details > summary, :scope > a')?.textContent?.trim(),
      ),
    );
  await page.goto('/products/ovg-4/', { waitUntil: 'networkidle' });
  expect(await marks()).toEqual(['Products']);
  await page.locator('.mobile-nav__menu-button').tap();
  await expect(page.locator('#mobile-nav-panel')).toBeVisible();
  await expect(page.locator('details.mobile-nav__disclosure')).toHaveCount(0);
  expect(await marks()).toEqual(['Products']);
  // Visibly marked: the current section's toggle is underlined.
  expect(
    await page
      .locator('.mobile-nav__item--here > .mobile-nav__toggle')
      .evaluate((el) => getComputedStyle(el).textDecorationLine),
  ).toBe('underline');
});

/** The width of a phone (375 px, the project's) and of a 1280 px window at 400 % zoom (320 px, WCAG 1.4.10). */
for (const width of [375, 320]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto('/markets/defense/', { waitUntil: 'networkidle' });
      }
    });

    test('the open menu keeps focus: the page behind is inert, Tab and Shift+Tab cycle through the header and the panel, Esc returns to Menu', async ({
      page,
    }) => {
      const menu = page.locator('.mobile-nav__menu-button');
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#mobile-nav-panel')).toBeVisible();
      await expect(page.locator('button.mobile-nav__menu-button')).toBeFocused();
      for (const behind of ['main', '.site-footer', '.skip-link']) {
        expect(await page.locator(behind).evaluate((el) => el.closest('[inert]') !== null), `${behind} is inert`).toBe(
          true,
        );
      }
      // Where each Tab lands, for one more round than the header and the panel have stops.
      const focused = () =>
        page.evaluate(() => {
          const el = document.activeElement!;
          return {
            inHeader: el.closest('.site-header') !== null,
            label: `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 30)}`,
          };
        });
      const stops = await page
        .locator('.site-header')
        .evaluate(
          (header) =>
            [...header.querySelectorAll<HTMLElement>('a[href], button, summary, input')].filter(
              (el) => el.getClientRects().length > 0,
            ).length,
        );
      expect(stops).toBeGreaterThan(10);
      const seen: string[] = [];
      for (let i = 0; i < stops + 3; i++) {
        await page.keyboard.press('Tab');
        const now = await focused();
        expect(now.inHeader, `Tab ${i + 1} reached ${now.label}, outside the header and the menu`).toBe(true);
        seen.push(now.label);
      }
      // It went round: the first stop came again after the last.
      expect(seen.slice(stops)).toEqual(seen.slice(0, 3));
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect((await focused()).inHeader).toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-nav-panel')).toBeHidden();
      await expect(page.locator('button.mobile-nav__menu-button')).toBeFocused();
      expect(await page.locator('[inert]').count()).toBe(0);
    });

    test('"Go Back" in a submenu moves focus to the item it returns to', async ({ page }) => {
      await page.locator('.mobile-nav__menu-button').focus();
      await page.keyboard.press('Enter');
      const products = page.locator('#mobile-nav-panel button', { hasText: /^Products$/ });
      await products.focus();
      await page.keyboard.press('Enter');
      await expect(products).toHaveAttribute('aria-expanded', 'true');
      await page.locator('#mobile-nav-panel button', { hasText: 'Go Back' }).focus();
      await page.keyboard.press('Enter');
      await expect(products).toHaveAttribute('aria-expanded', 'false');
      await expect(products).toBeFocused();
    });

    test('closing the menu leaves the page where it was, at once: no jump to the top and smooth scroll back', async ({
      page,
    }) => {
      // 1500 px down, or as far as the page goes.
      const y = await page.evaluate(() =>
        Math.min(1500, document.documentElement.scrollHeight - window.innerHeight - 10),
      );
      expect(y).toBeGreaterThan(500);
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
      // A tap where the button is: locator.tap() first scrolls the sticky header's button "into
      // view", which moved the page (to 1062 px here) before the menu opened.
      const tapMenu = async () => {
        const box = (await page.locator('.mobile-nav__menu-button').boundingBox())!;
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      };
      await tapMenu();
      await expect(page.locator('#mobile-nav-panel')).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.body.style.position)).toBe('fixed');
      // The lock's own scroll (to 0 while the body is pinned) is reported at the next frame: let
      // it pass before listening, or a slow frame delivers it to the listener below.
      await afterNextPaint(page);
      await afterNextPaint(page);
      // Every scroll position from the unlock on, read as the unlock happens (a mutation record is
      // delivered in the task that unlocked) and at each frame after it.
      await page.evaluate(() => {
        const w = window as unknown as { positions: number[] };
        w.positions = [];
        new MutationObserver(() => {
          if (document.body.style.position === '') w.positions.push(window.scrollY);
        }).observe(document.body, { attributes: true, attributeFilter: ['style'] });
        addEventListener('scroll', () => w.positions.push(window.scrollY));
      });
      await tapMenu();
      await expect(page.locator('#mobile-nav-panel')).toBeHidden();
      await expect.poll(() => page.evaluate(() => document.body.style.position)).toBe('');
      await afterNextPaint(page);
      await afterNextPaint(page);
      const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
      expect(positions.length).toBeGreaterThan(0);
      expect(new Set(positions)).toEqual(new Set([y]));
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
    });
  });
}
