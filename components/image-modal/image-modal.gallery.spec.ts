/**
 * Image modal in a real browser at 375 px and 1440 px (docs/requirements.md#image-modal-and-expander), on its gallery example "A wide
 * diagram" (the FAIMS principle diagram; journeys run on the examples through
 * test/support/gallery.ts). The modals placed on real pages are opened by widget-placement.spec.ts.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { expectClosed, openModal } from '../../test/support/image-modal.js';
import { gotoExample, skipWithoutGallery } from '../../test/support/gallery.js';
import { exampleNamed } from '../../test/support/examples.js';

skipWithoutGallery();

const EXAMPLE = 'A wide diagram';
const props = exampleNamed('image-modal', EXAMPLE).props as { image: string; alt: string; caption: string };
const open = async (page: Page) => openModal(page, await gotoExample(page, 'image-modal', EXAMPLE));

test('Expand opens a modal with the image and caption, focus inside; axe finds nothing', async ({ page }) => {
  const { dialog } = await open(page);
  await expect(dialog.getByRole('img', { name: props.alt })).toBeVisible();
  await expect(dialog).toContainText(props.caption);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.body.style.position)).toBe(width <= 1024 ? 'fixed' : '');
  expect(await axeViolations(page)).toEqual([]);
});

test('Close closes it, restores the scroll position and returns focus to Expand', async ({ page }) => {
  const { expand, dialog, before } = await open(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectClosed(page, expand, before);
});

test('Esc closes it, restores the scroll position and returns focus to Expand', async ({ page }) => {
  const { expand, before } = await open(page);
  await page.keyboard.press('Escape');
  await expectClosed(page, expand, before);
});

test('a click on the backdrop closes it; a click on the image does not', async ({ page }) => {
  const { expand, dialog, before } = await open(page);
  await dialog.getByRole('img').click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(3, 3);
  await expectClosed(page, expand, before);
});

test.describe('without JS', () => {
  test.use({ javaScriptEnabled: false });

  test('Expand is a link to the full-size image', async ({ page }) => {
    const example = await gotoExample(page, 'image-modal', EXAMPLE);
    const link = example.locator('a.image-modal__expand');
    await expect(link).toHaveAttribute('href', props.image);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${props.image.replace(/[.]/g, '\\.')}$`));
  });
});
