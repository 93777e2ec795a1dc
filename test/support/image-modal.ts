/**
 * The image modal's journey on a built page (SPEC §2 Image modal, §4), shared by image-modal.spec.ts
 * (the FAIMS diagram on /technology/) and widget-placement.spec.ts (the modals placed on other pages).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { scrollSettled } from './motion.js';

/**
 * Loads `url`, scrolls its first image modal in `#main` into view (more than 100 px down, so that
 * restoring the scroll position is observable), then presses Expand.
 * @returns the Expand button, the open dialog and the scroll position (px) before opening
 */
export async function openModal(page: Page, url: string): Promise<{ expand: Locator; dialog: Locator; before: number }> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('#main .image-modal').first().scrollIntoViewIfNeeded();
  const expand = page.locator('#main button.image-modal__expand').first();
  await expect(expand).toBeVisible();
  const before = await scrollSettled(page);
  expect(before).toBeGreaterThan(100);
  await expand.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { expand, dialog, before };
}

/** Asserts the modal closed: focus back on Expand, the scroll position `before` (px) restored, scrolling unlocked. */
export async function expectClosed(page: Page, expand: Locator, before: number): Promise<void> {
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(expand).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(before, 0);
  expect(await page.evaluate(() => document.body.style.position)).toBe('');
}
