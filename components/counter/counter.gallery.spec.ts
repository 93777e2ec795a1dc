/**
 * Animated number counter in a real browser at 375 px and 1440 px (docs/requirements.md#counter), on
 * its gallery examples (journeys run on the examples through test/support/gallery.ts):
 * "Decimal target with prefix, suffix and label" (about 7.5 mm, the chip) and "Slow count, 5000 ms"
 * (a custom duration). Everything is timed on the page's own clock (test/support/motion.ts), so a
 * busy machine counts the same frames as an idle one. That a counter below the fold waits until it
 * is scrolled into view, and the counters placed on real pages, are widget-placement.spec.ts's;
 * axe-core audits every example at both widths in gallery.spec.ts.
 */
import { test, expect, type Page } from '@playwright/test';
import {
  advanceUntil,
  afterNextPaint,
  FRAME_MS,
  holdClock,
  releaseClock,
  runFrames,
} from '../../test/support/motion.js';
import { counterIndex, counterRuns, recordCounters, type CounterWindow } from '../../test/support/counter.js';
import { gotoExample, skipWithoutGallery } from '../../test/support/gallery.js';
import { exampleNamed } from '../../test/support/examples.js';

skipWithoutGallery();

type CounterProps = { to: number; prefix?: string; suffix?: string; duration?: number; label?: string };
/** docs/requirements.md#counter: the count takes 2000 ms unless the author sets `duration`. */
const COUNTER_DURATION_MS = 2000;

/** The final value as the counter shows it, and its zero with the same decimals ("7.5", "0.0"). */
function texts(to: number) {
  const decimals = String(to).split('.')[1]?.length ?? 0;
  return { final: to.toFixed(decimals), zero: (0).toFixed(decimals), decimals, steps: Math.round(to * 10 ** decimals) };
}

/** Opens the example on a held clock from the page's start and returns its counter's index and the figure. */
async function openExample(page: Page, name: string) {
  await recordCounters(page);
  await holdClock(page);
  const section = await gotoExample(page, 'counter', name);
  return { section, index: await counterIndex(section), number: section.locator('.counter__current') };
}

for (const name of ['Decimal target with prefix, suffix and label', 'Slow count, 5000 ms']) {
  const props = exampleNamed('counter', name).props as CounterProps;
  const duration = props.duration ?? COUNTER_DURATION_MS;
  const { final, zero, decimals, steps } = texts(props.to);

  test(`"${name}": counts from ${zero} to ${final} once in view, in ${duration} ms of page time, every step with ${decimals} decimal(s), the figure's width unchanged`, async ({
    page,
  }) => {
    const { section, index, number } = await openExample(page, name);
    // Before the count and after it, the figure says the whole value to a screen reader.
    await expect(section.locator('.counter .visually-hidden')).toHaveText(
      `${props.prefix ?? ''}${final}${props.suffix ?? ''}`,
    );
    // Its chunk's arrival takes real time (longer on a busy machine): wait for the count to start.
    await advanceUntil(page, ([i, z]) => (window as unknown as CounterWindow).__counterTexts(i).includes(z), {
      arg: [index, zero] as const,
      message: `the count starts from ${zero} once in view`,
    });
    const frames = await runFrames(
      page,
      ([i, z]) =>
        [
          (window as unknown as CounterWindow).__counterTexts(i).at(-1),
          (window as unknown as CounterWindow).__counterTexts(i).includes(z),
        ] as const,
      {
        arg: [index, zero] as const,
        maxMs: duration + 2000,
        stepMs: 160, // the MutationObserver records every step
        until: ([text, counted]) => counted && text === final,
      },
    );
    expect(frames.at(-1)!.value, `counts from ${zero} to ${final} once in view`).toEqual([final, true]);
    const run = (await counterRuns(page))[index];
    const start = run.texts.indexOf(zero);
    const texts = run.texts.slice(start);
    // Linear from zero to the target over the duration: the final text shows during the last step
    // (toFixed rounds it up half a step early), so within one step's share of the duration.
    const span = run.times.at(-1)! - run.times[start];
    expect(span, `ms of page time from ${zero} to ${final}`).toBeLessThanOrEqual(duration + FRAME_MS);
    expect(span, `ms of page time from ${zero} to ${final}`).toBeGreaterThanOrEqual(
      duration * (1 - 1 / steps) - FRAME_MS,
    );
    // As many frames as the duration holds (16 ms each): every step shows when there are enough.
    if (duration / 16 >= steps) expect(texts.length, `one text per step: ${texts.join(' ')}`).toBe(steps + 1);
    expect(
      texts.every((t) => (t.split('.')[1]?.length ?? 0) === decimals),
      `decimals kept: ${texts.join(' ')}`,
    ).toBe(true);
    expect(texts.map(Number)).toEqual([...texts.map(Number)].sort((a, b) => a - b));
    // No layout shift: the figure keeps the width of its final value the whole way.
    const widths = run.widths.slice(start);
    for (const w of widths)
      expect(Math.abs(w - widths.at(-1)!), `widths ${widths.join(', ')}`).toBeLessThanOrEqual(0.5);
    // Once: scrolling away and back does not restart it (a restart would show zero at once).
    await releaseClock(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await afterNextPaint(page);
    await expect(number, 'scrolled out of view').not.toBeInViewport();
    await number.scrollIntoViewIfNeeded();
    await afterNextPaint(page);
    expect((await counterRuns(page))[index].texts, 'no new text after scrolling back').toEqual(run.texts);
    await expect(number).toHaveText(final);
  });
}

test('with prefers-reduced-motion the final value shows at once and never counts', async ({ page }) => {
  const name = 'Decimal target with prefix, suffix and label';
  const { final, zero } = texts((exampleNamed('counter', name).props as CounterProps).to);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { index, number } = await openExample(page, name);
  // Enhanced (its chunk arrived, in real time), then in view for the counting's whole 2000 ms and
  // more, on the page's own clock.
  await advanceUntil(
    page,
    (i) => document.querySelectorAll('.counter__current')[i]?.closest('[data-enhanced]') != null,
    { arg: index, message: 'the counter is enhanced' },
  );
  await runFrames(page, () => null, { maxMs: 2500, stepMs: 500 });
  await releaseClock(page);
  await expect(number).toHaveText(final);
  expect((await counterRuns(page))[index]?.texts ?? [], 'never shows zero').not.toContain(zero);
});
