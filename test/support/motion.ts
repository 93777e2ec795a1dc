/**
 * Animations judged on the page's own clock, not the machine's (docs/testing.md#tests-that-do-not-depend-on-the-machines-speed: no assertion may
 * depend on machine speed). `holdClock` installs Playwright's clock on the loaded page and stops it,
 * so timers, animation frames, `performance.now()` and `Date` move only when the test advances them
 * one 16 ms frame at a time (`runFrames`). An animation driven by `requestAnimationFrame` then draws
 * exactly the frames its duration holds, however busy the CPU: a 300 ms scroll moves in about 19
 * frames on a loaded machine as on an idle one. `releaseClock` lets time flow again (axe-core and
 * Playwright's own waits need running timers).
 */
import { expect, type Page } from '@playwright/test';

/** One animation frame of the held clock (ms): Playwright's fake requestAnimationFrame fires every 16 ms. */
export const FRAME_MS = 16;

/** Stops the page's time. Call on a loaded page, before the action that starts the animation. */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.install();
  // Pause a little ahead of the installed time (timers due meanwhile run once, as time jumps).
  await page.clock.pauseAt(Date.now() + 1000);
}

/** Lets the page's time flow again (Playwright's waits and axe-core need running timers). */
export async function releaseClock(page: Page): Promise<void> {
  await page.clock.resume();
}

/**
 * Advances the held clock frame by frame and samples the page after each frame.
 * @param sample   runs in the page (with `arg`) after each frame, and once before the first
 * @param until    stop once this holds for a sample (default: never), after at most `maxMs` (ms of page time)
 * @param stepMs   page time between samples (default one frame, 16 ms). Timers and frames still run
 *                 one by one within a longer step (with microtasks, MutationObserver callbacks, between
 *                 them); only the sampling is coarser, which is enough when an observer in the page
 *                 records every change.
 * @returns the samples, each with its time (ms of page time since the first sample)
 */
export async function runFrames<T, A = undefined>(
  page: Page,
  sample: (arg: A) => T,
  {
    maxMs = 1000,
    until,
    arg,
    stepMs = FRAME_MS,
  }: {
    maxMs?: number;
    until?: (value: T, samples: { ms: number; value: T }[]) => boolean;
    arg?: A;
    stepMs?: number;
  } = {},
): Promise<{ ms: number; value: T }[]> {
  const read = async () => (await page.evaluate(sample as (arg: any) => unknown, arg)) as T;
  const samples = [{ ms: 0, value: await read() }];
  for (let ms = stepMs; ms <= maxMs; ms += stepMs) {
    await page.clock.runFor(stepMs);
    const value = await read();
    samples.push({ ms, value });
    if (until?.(value, samples)) break;
  }
  return samples;
}

/**
 * Waits in real time until `sample` is true in the page, advancing the held clock by `stepMs`
 * between tries. For a start that waits on the network or the browser as well as on page time (a
 * chunk that loads once its element nears the viewport, an intersection callback): a page-time
 * budget counted from before it started would shrink on a busy machine, where the chunk takes
 * longer to arrive (docs/testing.md#tests-that-do-not-depend-on-the-machines-speed). Time the animation itself with runFrames once it has started.
 * @param timeout  ms of real time before the test fails
 */
export async function advanceUntil<A>(
  page: Page,
  sample: (arg: A) => boolean,
  {
    arg,
    stepMs = 100,
    timeout = 30000,
    message,
  }: { arg?: A; stepMs?: number; timeout?: number; message?: string } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return page.evaluate(sample as (arg: any) => boolean, arg);
      },
      { timeout, message },
    )
    .toBe(true);
}

/**
 * Runs `action` with the clock held and samples the window's scroll position per frame until it has
 * not moved for 8 frames (or `maxMs`), then releases the clock.
 * @returns scrollY (px) per frame, from before the action; `ms` is page time since the action
 */
export async function scrollFrames(
  page: Page,
  action: () => Promise<unknown>,
  maxMs = 1500,
): Promise<{ ms: number; value: number }[]> {
  await holdClock(page);
  try {
    await action();
    const STILL = 8;
    return await runFrames(page, () => window.scrollY, {
      maxMs,
      until: (y, samples) =>
        samples.length > STILL &&
        samples.slice(-STILL - 1).every((s) => s.value === y) &&
        samples.some((s) => s.value !== y),
    });
  } finally {
    await releaseClock(page);
  }
}

/**
 * scrollToPosition (docs/requirements.md#utilities), judged per frame: it starts where it was and ends at `to` (±1 px); it
 * moves in many small steps (≥ `minFrames` frames that move, none covering more than 40 % of the
 * way: smooth, not a jump), always towards `to`; and it is over once its `durationMs` is up (still
 * from `durationMs` + 2 frames on: no browser smooth scroll layered on top).
 */
export function expectSmoothScroll(
  frames: { ms: number; value: number }[],
  {
    to,
    durationMs = 300,
    minFrames = Math.floor((durationMs / FRAME_MS) * 0.6),
  }: { to: number; durationMs?: number; minFrames?: number },
): void {
  const ys = frames.map((f) => f.value);
  const from = ys[0];
  const log = frames.map((f) => `${f.ms}:${Math.round(f.value)}`).join(' ');
  const distance = Math.abs(to - from);
  expect(distance, 'a scroll to make').toBeGreaterThan(20);
  expect(Math.abs(ys.at(-1)! - to), `arrives at ${to} px (frames ${log})`).toBeLessThanOrEqual(1);
  const steps = ys.slice(1).map((y, i) => y - ys[i]);
  const moving = steps.filter((d) => d !== 0);
  expect(moving.length, `frames that move (smooth, not a jump): ${log}`).toBeGreaterThanOrEqual(minFrames);
  expect(
    Math.max(...moving.map(Math.abs)) / distance,
    `largest step as a share of the way: ${log}`,
  ).toBeLessThanOrEqual(0.4);
  expect(
    moving.every((d) => Math.sign(d) === Math.sign(to - from)),
    `always towards the target: ${log}`,
  ).toBe(true);
  const settled = frames.filter((f) => f.ms >= durationMs + 2 * FRAME_MS);
  expect(settled.length, `frames sampled after ${durationMs} ms: ${log}`).toBeGreaterThan(0);
  expect(
    settled.every((f) => Math.abs(f.value - to) <= 1),
    `over once its ${durationMs} ms are up: ${log}`,
  ).toBe(true);
}

/**
 * Resolves once the page has drawn two more frames and run a task after them: whatever the last
 * change caused (a layout shift entry, an IntersectionObserver or scroll callback) has been
 * delivered by then. A wait for an event, not a fixed sleep.
 */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

/** Cumulative layout shift (entries without recent input) since the page started, read after the next paint. */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  await afterNextPaint(page);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) sum += e.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own; read them after it.
        setTimeout(() => {
          add(observer.takeRecords());
          observer.disconnect();
          resolve(sum);
        }, 0);
      }),
  );
}

/**
 * Resolves with the window's scroll position (px) once it has stayed the same for 3 frames in a row
 * (after a smooth `scrollIntoView`, for instance). Waits on animation frames, not on a fixed time.
 */
export async function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = NaN;
        let still = 0;
        const frame = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 3) resolve(scrollY);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * The widget roots a scroll asks to load that are not enhanced yet: every root but those that wait
 * for a tap (the header's search and menu) or for a table to overflow its column.
 */
export const NOT_ENHANCED_AFTER_SCROLL =
  '#app [data-enhancer]:not([data-enhancer-on="interaction"]):not([data-enhancer-on="overflow"]):not([data-enhanced])';

/**
 * Scrolls from top to bottom and back to the top, two animation frames per step, so that every
 * widget loaded on `visible` (carousels, counters, images) has asked for its chunk: the
 * IntersectionObserver callbacks of what came into view have run. A frame that does not come within
 * 1 s (a renderer starved on a loaded machine) is not waited for, so the scroll cannot hang: the
 * caller's waits for the widgets' states decide.
 * @param step  the scroll step as a share of the viewport's height (1: a viewport at a time)
 */
export async function scrollThrough(page: Page, step = 1): Promise<void> {
  await page.evaluate(async (share) => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 1000);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * share) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, step);
}
