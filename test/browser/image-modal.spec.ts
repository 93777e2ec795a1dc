/**
 * Image modal in a real browser at 375 px and 1440 px (SPEC §2, §4): the FAIMS principle diagram
 * on /technology/.
 */
import { test, expect } from '@playwright/test';
import { axeViolations } from '../support/axe.js';
import { expectClosed, openModal } from '../support/image-modal.js';

const URL = '/technology/';

const ALT = /^Diagram of a FAIMS channel\./;
const CAPTION = 'Ions travel with the gas between the electrodes. At a given DF and CV, only one kind of ion reaches the detector.';

test('Expand opens a modal with the image and caption, focus inside; axe finds nothing', async ({ page }) => {
  const { dialog } = await openModal(page, URL);
  await expect(dialog.getByRole('img', { name: ALT })).toBeVisible();
  await expect(dialog).toContainText(CAPTION);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.body.style.position)).toBe(width <= 1024 ? 'fixed' : '');
  expect(await axeViolations(page)).toEqual([]);
});

test('Close closes it, restores the scroll position and returns focus to Expand', async ({ page }) => {
  const { expand, dialog, before } = await openModal(page, URL);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectClosed(page, expand, before);
});

test('Esc closes it, restores the scroll position and returns focus to Expand', async ({ page }) => {
  const { expand, before } = await openModal(page, URL);
  await page.keyboard.press('Escape');
  await expectClosed(page, expand, before);
});

test('a click on the backdrop closes it; a click on the image does not', async ({ page }) => {
  const { expand, dialog, before } = await openModal(page, URL);
  await dialog.getByRole('img').click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(3, 3);
  await expectClosed(page, expand, before);
});

test('without JS, Expand is a link to the full-size image', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/technology/');
  const link = page.locator('a.image-modal__expand');
  await expect(link).toHaveAttribute('href', '/images/illustrations/faims-principle.svg');
  await link.click();
  await expect(page).toHaveURL(/faims-principle\.svg$/);
  await context.close();
});
