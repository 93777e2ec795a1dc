/**
 * Why apart from scroll-indicator.spec.ts: playwright.config.ts runs `*.gallery.spec.ts`
 * (GALLERY_SPECS) only in the gallery projects, against a second server on the GALLERY=1 build
 * (_site-gallery, `npm run build:gallery`), and the other specs only in the site projects, against
 * the production build; a file has one set of projects and one baseURL. Here: the smooth scroll on
 * the examples; there: where the indicator sits in the home page's hero, and that nothing loads
 * before the visitor acts.
 *
 * Scroll indicator in a real browser at 375 px and 1440 px (docs/requirements.md#scroll-indicator), on its
 * gallery examples (journeys run on the examples through test/support/gallery.ts), each a
 * hero marked data-scroll-to-parent followed by the section it scrolls to: activating the link
 * scrolls smoothly (docs/requirements.md#utilities, 300 ms, judged per frame of the page's own clock) until that
 * section's top sits just below the fixed header, shifts nothing, and leaves the URL without the
 * hash. axe-core audits every example in gallery.spec.ts.
 */
import { test, expect, type Page } from '@playwright/test';
import { cumulativeLayoutShift, expectSmoothScroll, scrollFrames } from '../../test/support/motion.js';
import { gotoExample, skipWithoutGallery } from '../../test/support/gallery.js';
import { examplesOf } from '../../test/support/examples.js';

skipWithoutGallery();

type ScrollIndicatorProps = { target: string; label?: string };

/** Distance (px) from the header's bottom edge to the top of the section with `id`. */
const gap = (page: Page, id: string) =>
  page.evaluate(
    (target) =>
      document.getElementById(target)!.getBoundingClientRect().top -
      document.querySelector('.site-header')!.getBoundingClientRect().bottom,
    id,
  );

for (const { name, props } of examplesOf('scroll-indicator')) {
  const { target, label = 'Scroll' } = props as ScrollIndicatorProps;

  test(`"${name}": "${label}" brings the next section to just below the header, smoothly and without layout shift`, async ({
    page,
  }) => {
    const hero = await gotoExample(page, 'scroll-indicator', name);
    // The visitor's first scroll loads the chunk (docs/architecture.md#budgets: ≤ 2 KB gzip of JS before any
    // input).
    await page.mouse.wheel(0, 100);
    await expect(hero.locator('[data-enhancer="scroll-indicator"]')).toHaveAttribute('data-enhanced', '');
    const link = hero.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', `#${target}`);
    // Start with the hero at the top of the window, so there is a scroll to make.
    await hero.evaluate((el) =>
      window.scrollTo({
        top:
          el.getBoundingClientRect().top +
          scrollY -
          document.querySelector('.site-header')!.getBoundingClientRect().bottom,
        behavior: 'instant',
      }),
    );

    const frames = await scrollFrames(page, () => link.click());
    await expect.poll(async () => Math.abs(await gap(page, target))).toBeLessThanOrEqual(1);
    expectSmoothScroll(frames, { to: await page.evaluate(() => scrollY) });
    expect(await cumulativeLayoutShift(page), 'cumulative layout shift').toBe(0);
    // The enhanced link does not jump to the hash.
    await expect(page).toHaveURL(/\/frontend\/scroll-indicator\/$/);
  });
}
