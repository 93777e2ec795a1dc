/**
 * Why apart from carousel.spec.ts: playwright.config.ts runs `*.gallery.spec.ts` (GALLERY_SPECS)
 * only in the gallery projects, against a second server on the GALLERY=1 build (_site-gallery,
 * `npm run build:gallery`), and the other specs only in the site projects, against the production
 * build; a file has one set of projects and one baseURL. Here: the journeys on the examples; there:
 * the home page's carousels (one chunk, no layout shift, the no-JS row).
 *
 * Carousel journeys in a real browser at 375 px and 1440 px (docs/requirements.md#carousel-states, docs/requirements.md#carousel-item-width), on
 * the gallery's examples (test/support/gallery.ts `gotoExample`): the wide carousel of 12
 * slides for the geometry, the index, swipes, clicks and keys; the card carousels of 12 and 3 slides
 * (every slide in view at 1440 px) and the testimonial carousels of 3 and 12 quotes (production
 * pages show no testimonial while every quote is a sample) for the controls, in one page load.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { afterNextPaint, cumulativeLayoutShift } from '../../test/support/motion.js';
import { examplesOf } from '../../test/support/examples.js';
import { gotoExample, skipWithoutGallery } from '../../test/support/gallery.js';
import { geometry, mounted, slideCount, status, swipe } from '../../test/support/carousel.js';

skipWithoutGallery();

/** Opens the carousel example `name` and waits until Glide has mounted it. */
async function example(page: Page, name: string) {
  return mounted((await gotoExample(page, 'carousel', name)).locator('[data-enhancer="carousel"]'));
}
const WIDE = 'Wide carousel, 12 slides';
const gallery = /\/frontend\/carousel\/$/;

test('docs/requirements.md#carousel-item-width: each slide is the track width ÷ 1.2 below 640 px, ÷ 2.2 below 1200 px, otherwise ÷ 3', async ({
  page,
}) => {
  const root = await example(page, WIDE);
  const { trackWidth, slides } = await geometry(root);
  const divisor = trackWidth < 640 ? 1.2 : trackWidth < 1200 ? 2.2 : 3;
  expect(divisor).toBe(page.viewportSize()!.width === 375 ? 1.2 : 3);
  for (const s of slides) expect(s.width).toBeCloseTo(trackWidth / divisor, 0);
});

test('docs/requirements.md#carousel-item-width: the divisor follows a resize: 2.2 slides in view at 1024 px', async ({
  page,
}) => {
  const root = await example(page, WIDE);
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect
    .poll(async () => {
      const { trackWidth, slides } = await geometry(root);
      return Math.round((trackWidth / slides[0]!.width) * 10) / 10;
    })
    .toBe(2.2);
});

test('docs/requirements.md#carousel-states: the index runs 0 to slides − 1: previous disabled at the first, next at the last; the track stays full; the current slide is announced and marked', async ({
  page,
}) => {
  const root = await example(page, WIDE);
  const count = await slideCount(root);
  const prev = root.getByRole('button', { name: 'Previous slide' });
  const next = root.getByRole('button', { name: 'Next slide' });
  const current = root.locator('.carousel__slide--current');
  const flush = async () => {
    const g = await geometry(root);
    return Math.round(g.trackRight - g.slides.at(-1)!.right);
  };
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  await expect(status(root)).toHaveText(`1 of ${count}`);
  await expect(status(root)).toHaveAttribute('aria-live', 'polite');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('aria-label', `1 of ${count}`);
  // The mark is visible: an accent bar on the current slide's content (no layout change).
  expect(await current.evaluate((el) => getComputedStyle(el.firstElementChild!).boxShadow)).not.toBe('none');
  // On to the last slide, one step at a time (with 3 in view that is still slides − 1
  // steps: once the last slide is in view the track stops and only the mark moves on).
  const perView = page.viewportSize()!.width === 375 ? 1.2 : 3;
  const lastInView = count - Math.floor(perView);
  for (let i = 1; i < count; i++) {
    await next.click();
    await expect(status(root)).toHaveText(`${i + 1} of ${count}`);
    await expect(current).toHaveAttribute('aria-label', `${i + 1} of ${count}`);
    if (i >= lastInView)
      await expect.poll(flush, `step ${i}: the track stays full, the last slide flush right`).toBe(0);
    if (i < count - 1) await expect(next).toBeEnabled();
  }
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();
  // The last slide is wholly in view, flush with the track's right edge, and not inert.
  await expect.poll(flush).toBe(0);
  await expect(root.locator('.carousel__slide').last()).not.toHaveAttribute('inert', '');
  await expect(root.locator('.carousel__slide').first()).toHaveAttribute('inert', '');
  // Focus did not fall to the body when Next became disabled.
  await expect(prev).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test('docs/requirements.md#carousel-states: a swipe or drag past half a slide width moves one slide, a shorter one does not, and neither follows a link', async ({
  page,
}, testInfo) => {
  const touch = Boolean(testInfo.project.use.hasTouch); // a finger on the 375 px project, the mouse at 1440 px
  const root = await example(page, WIDE);
  const count = await slideCount(root);
  const width = (await geometry(root)).slides[0]!.width;
  // Every click on a slide's link is recorded with whether it was cancelled (a click that is not
  // cancelled follows the link).
  await page.evaluate(() => {
    const w = window as unknown as { __linkClicks: boolean[] };
    w.__linkClicks = [];
    addEventListener('click', (e) => {
      if ((e.target as Element).closest?.('.carousel a[href]')) w.__linkClicks.push(e.defaultPrevented);
    });
  });
  const followed = () =>
    page.evaluate(
      () => (window as unknown as { __linkClicks: boolean[] }).__linkClicks.filter((prevented) => !prevented).length,
    );
  await swipe(page, root, width * 0.4, touch);
  // Glide decides on release (its 'run' event updates the status at once); the frames after it show the outcome.
  await afterNextPaint(page);
  await expect(status(root)).toHaveText(`1 of ${count}`);
  expect(await followed(), 'link clicks not cancelled').toBe(0);
  await swipe(page, root, width * 0.6, touch);
  await expect(status(root)).toHaveText(`2 of ${count}`);
  await afterNextPaint(page);
  expect(await followed(), 'link clicks not cancelled').toBe(0);
  expect(page.url()).toMatch(gallery);
});

test('docs/requirements.md#carousel-states: a click without drag follows the slide’s url', async ({ page }) => {
  const root = await example(page, WIDE);
  const first = root.locator('.carousel-tile').first();
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('← and → on the carousel move it; focus stays on a link in view', async ({ page }) => {
  const root = await example(page, WIDE);
  const count = await slideCount(root);
  await root.locator('.carousel-tile').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(status(root)).toHaveText(`2 of ${count}`);
  await expect(root.locator('.carousel-tile').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(status(root)).toHaveText(`1 of ${count}`);
  // Arrow keys elsewhere on the page do not move it (no document-wide handler).
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  await afterNextPaint(page);
  await expect(status(root)).toHaveText(`1 of ${count}`);
});

test('the card and testimonial carousels work the same way; axe finds nothing', async ({ page }) => {
  for (const name of ['Card carousel, 12 slides', 'Card carousel, 3 slides']) {
    const root = await example(page, name);
    const count = await slideCount(root);
    const next = root.getByRole('button', { name: 'Next slide' });
    const perView = (await geometry(root)).trackWidth < 640 ? 1.2 : (await geometry(root)).trackWidth < 1200 ? 2.2 : 3;
    const prev = root.getByRole('button', { name: 'Previous slide' });
    if (count <= Math.floor(perView)) {
      // Every slide is in view (3 cards at 1440 px): the controls are still there (docs/requirements.md#carousel),
      // disabled as docs/requirements.md#carousel-states says, and the mark moves on while the track stays put.
      await expect(prev).toBeDisabled();
      await expect(next).toBeEnabled();
      await expect(status(root)).toHaveText(`1 of ${count}`);
      await expect(root.locator('.carousel__slide[inert]')).toHaveCount(0);
      for (let i = 1; i < count; i++) await next.click();
      await expect(status(root)).toHaveText(`${count} of ${count}`);
      await expect(next).toBeDisabled();
      await expect(root.locator('.carousel__slide--current')).toHaveAttribute('aria-label', `${count} of ${count}`);
      await expect(root.locator('.carousel__slide[inert]')).toHaveCount(0);
    } else {
      await next.click();
      await expect(status(root)).toHaveText(`2 of ${count}`);
    }
  }
  // The testimonial carousel, on the same page: production pages show no testimonial while every
  // quote is a sample entry (docs/authoring.md#content-gaps-and-build-modes), so its gallery examples
  // are where it is tested. It moves as the card carousel (docs/requirements.md#carousel-states): the
  // controls are there even when every quote is in view; previous is disabled at the first quote,
  // next moves the current quote on to the second.
  for (const name of ['Testimonial carousel, 3 slides', 'Testimonial carousel, 12 slides']) {
    const section = page.getByRole('region', { name, exact: true });
    await section.scrollIntoViewIfNeeded();
    const root = await mounted(section.locator('[data-enhancer="carousel"]'));
    const count = await slideCount(root);
    const previous = root.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeDisabled();
    await expect(status(root)).toHaveText(`1 of ${count}`);
    await root.getByRole('button', { name: 'Next slide' }).click();
    await expect(status(root)).toHaveText(`2 of ${count}`);
    await expect(previous).toBeEnabled();
  }
  // One audit of the page with the card and testimonial carousels enhanced and moved.
  expect(await axeViolations(page)).toEqual([]);
});

test('handing each example to Glide shifts nothing: its controls take the room kept for them (CLS 0)', async ({
  page,
}) => {
  const names = examplesOf('carousel').map((e) => e.name);
  await gotoExample(page, 'carousel', names[0]);
  for (const name of names) {
    // One page load; each carousel is enhanced as it comes into view, where a shift would count.
    const section = page.getByRole('region', { name, exact: true });
    await section.scrollIntoViewIfNeeded();
    await mounted(section.locator('[data-enhancer="carousel"]'));
  }
  expect(await cumulativeLayoutShift(page), `cumulative layout shift over ${names.length} examples`).toBe(0);
});
