/**
 * The image modal's journey (docs/requirements.md#image-modal-and-expander), shared by image-modal.gallery.spec.ts (its
 * gallery example "A wide diagram") and widget-placement.spec.ts (the modals placed on real pages).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { scrollSettled } from './motion.js';

/**
 * Scrolls the first image modal of `where` into view (more than 100 px down, so that restoring the
 * scroll position is observable), then presses Expand. `where` is a url to load (its first modal in
 * `#main`) or an element already on the page that holds one (a gallery example, test/support/gallery.ts).
 * @returns the Expand button, the open dialog and the scroll position (px) before opening
 */
export async function openModal(
  page: Page,
  where: string | Locator,
): Promise<{ expand: Locator; dialog: Locator; before: number }> {
  let scope = where;
  if (typeof scope === 'string') {
    await page.goto(scope, { waitUntil: 'networkidle' });
    scope = page.locator('#main');
  }
  await scope.locator('.image-modal').first().scrollIntoViewIfNeeded();
  const expand = scope.locator('button.image-modal__expand').first();
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
