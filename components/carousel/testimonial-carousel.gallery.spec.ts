/**
 * The testimonial carousel (docs/requirements.md#carousel-states) in the gallery projects: production pages show no
 * testimonial while every quote is a sample entry (docs/authoring.md#content-gaps-and-build-modes), so the variant
 * is tested on its gallery page, /frontend/carousel/, with its examples of 3 and 12 quotes: it
 * moves like the card carousel, and axe finds nothing.
 */
import { test, expect } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { skipWithoutGallery } from '../../test/support/gallery.js';

skipWithoutGallery();

for (const id of ['gallery-testimonial-3', 'gallery-testimonial-12']) {
  test(`#${id}: the testimonial carousel works as the card carousel; axe finds nothing`, async ({ page }) => {
    await page.goto('/frontend/carousel/');
    const root = page.locator(`#${id}-carousel`);
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveClass(/glide--slider/);
    const count = await root.locator('.carousel__slide').count();
    // docs/requirements.md#carousel-states, as the card carousel: the controls are there even when every quote is in view;
    // previous is disabled at the first quote, next moves the current quote on to the second.
    const previous = root.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeDisabled();
    await expect(root.locator('.carousel__status')).toHaveText(`1 of ${count}`);
    await root.getByRole('button', { name: 'Next slide' }).click();
    await expect(root.locator('.carousel__status')).toHaveText(`2 of ${count}`);
    await expect(previous).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
  });
}
