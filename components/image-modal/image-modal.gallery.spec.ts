/**
 * Image modal in a real browser at 375 px and 1440 px (docs/requirements.md#image-modal-and-expander), on its gallery example "A wide
 * diagram" (the FAIMS principle diagram; journeys run on the examples through
 * test/support/gallery.ts). The modals placed on real pages are opened by widget-placement.spec.ts.
 */
import { test, expect } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { expectClosed, openModal } from '../../test/support/image-modal.js';
import { gotoExample, skipWithoutGallery } from '../../test/support/gallery.js';
import { exampleNamed } from '../../test/support/examples.js';

skipWithoutGallery();

const EXAMPLE = 'A wide diagram';
const props = exampleNamed('image-modal', EXAMPLE).props as { image: string; alt: string; caption: string };
test('Expand opens a modal with the image and caption, focus inside, axe finds nothing; Close, Esc and a click on the backdrop (not on the image) close it, each restoring the scroll position and focus on Expand', async ({
  page,
}) => {
  // One page load for the whole journey: the modal is opened three times, closed a different way each time.
  const example = await gotoExample(page, 'image-modal', EXAMPLE);
  let { expand, dialog, before } = await openModal(page, example);
  await expect(dialog.getByRole('img', { name: props.alt })).toBeVisible();
  await expect(dialog).toContainText(props.caption);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.body.style.position)).toBe(width <= 1024 ? 'fixed' : '');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectClosed(page, expand, before);

  ({ expand, before } = await openModal(page, example));
  await page.keyboard.press('Escape');
  await expectClosed(page, expand, before);

  ({ expand, dialog, before } = await openModal(page, example));
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
