/**
 * Scroll indicator placed on the home page (docs/requirements.md#scroll-indicator), at 375 px and 1440 px:
 * 'Scroll' sits in the hero below all of its content and links to the section after the hero; no
 * chunk loads before the visitor acts (docs/architecture.md#budgets: no widget JS before any input), and a tap
 * before any scroll still reaches that section. The journey itself (a smooth scroll to just below
 * the header, no layout shift) runs on the gallery's examples in the gallery projects:
 * scroll-indicator.gallery.spec.ts (why a second file: the top of that file). Its axe-core audits
 * are runtime.spec.ts's of the home page and gallery.spec.ts's of its examples. An indicator
 * without a marked parent is covered by components/scroll-indicator/scroll-indicator.test.ts and by the build-time
 * check.
 */
import { test, expect } from '@playwright/test';
import { NARROW, WIDE } from '../../test/support/widths.js';

test('no chunk before the visitor acts; a tap on "Scroll" before any scroll still reaches the next section', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/scroll-indicator-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(chunks).toEqual([]);
  await expect(page.locator('[data-enhancer="scroll-indicator"]')).not.toHaveAttribute('data-enhanced', '');
  await page.getByRole('link', { name: 'Scroll', exact: true }).click();
  // The no-JS jump or the enhanced scroll: either way the section arrives below the header.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const gap =
          document.getElementById('markets')!.getBoundingClientRect().top -
          document.querySelector('.site-header')!.getBoundingClientRect().bottom;
        return gap >= -1 && gap <= innerHeight / 2;
      }),
    )
    .toBe(true);
});

test('"Scroll" sits in the hero, below all of its content, and links to the section after it', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Scroll', exact: true });
  await expect(link).toHaveText('Scroll');
  await expect(link).toHaveAttribute('href', '#markets');
  expect(await page.evaluate(() => document.querySelector('[data-scroll-to-parent]')!.nextElementSibling?.id)).toBe(
    'markets',
  );

  const placement = await page.evaluate(() => {
    const hero = document.querySelector('[data-scroll-to-parent]')!.getBoundingClientRect();
    const inner = document.querySelector('.home-hero__inner > :last-child')!.getBoundingClientRect();
    const text = document.querySelector('.home-hero__text')!.getBoundingClientRect();
    const indicator = document.querySelector('.scroll-indicator')!.getBoundingClientRect();
    return { hero, contentBottom: Math.max(inner.bottom, text.bottom), indicator };
  });
  expect(placement.indicator.top).toBeGreaterThanOrEqual(placement.contentBottom);
  expect(placement.indicator.bottom).toBeLessThanOrEqual(placement.hero.bottom);
});

/**
 * WCAG 2.2.2 Pause, Stop, Hide: the chevron's nudge starts with the page and is over within 5 s,
 * at rest. Read from the animation's own timing (Web Animations API), and judged at 5 s by setting
 * its current time: no wait in real time, so no machine's speed can change the answer.
 */
for (const width of [320, 375, 1440]) {
  // Each width in the project of its kind.
  test.describe(`at ${width} px`, width < 640 ? NARROW : WIDE, () => {
    test.use({ viewport: { width, height: width < 640 ? 740 : 900 } });

    test('WCAG 2.2.2: the "Scroll" chevron stops moving within 5 seconds, at rest', async ({ page }) => {
      await page.goto('/');
      const timing = await page.evaluate(() => {
        const chevron = document.querySelector('.scroll-indicator__chevron')!;
        const [animation] = chevron.getAnimations();
        const { endTime, iterations, duration } = animation.effect!.getComputedTiming();
        animation.currentTime = 5000;
        return { endTime: Number(endTime), iterations, duration, transformAt5s: getComputedStyle(chevron).transform };
      });
      expect(timing.duration, 'it moves (a nudge of some length)').toBeGreaterThan(0);
      expect(timing.endTime, `over within 5000 ms (${timing.iterations} × ${timing.duration} ms)`).toBeLessThanOrEqual(
        5000,
      );
      expect(timing.transformAt5s, 'at rest from then on').toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    });
  });
}
