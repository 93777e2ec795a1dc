/**
 * Scroll-to-position helper (docs/requirements.md#utilities): animates the window's vertical scroll. Default duration 300 ms,
 * default easing easeInOutQuint, duration clamped between 0.1 and 0.8 seconds. With
 * `prefers-reduced-motion: reduce` it jumps.
 *
 * Each step scrolls with `behavior: 'instant'`: the site sets `scroll-behavior: smooth` on <html>
 * (for no-JS anchor links), which would otherwise turn every step into a browser-smoothed scroll
 * that lags behind the easing and ends long after the animation (and `isScrollAnimating()`) has.
 */
import { SCROLL_TO_DURATION_MS, SCROLL_TO_MAX_DURATION_S, SCROLL_TO_MIN_DURATION_S } from './constants';

export type Easing = (t: number) => number;

/** Quintic ease-in-out on t ∈ [0, 1]. */
export const easeInOutQuint: Easing = (t) => (t < 0.5 ? 16 * t ** 5 : 1 - (-2 * t + 2) ** 5 / 2);

/** The duration actually used (ms): `ms` clamped to 100–800. */
export function clampDuration(ms: number): number {
  return Math.min(SCROLL_TO_MAX_DURATION_S * 1000, Math.max(SCROLL_TO_MIN_DURATION_S * 1000, ms));
}

let animating = 0;

/** Scrolls the window to `top` (px) at once, whatever the page's CSS `scroll-behavior`. */
const jump = (win: Window, top: number) => win.scrollTo({ top, left: 0, behavior: 'instant' });

/** Whether a scroll animation started by `scrollToPosition` is running (docs/requirements.md#sticky-section-navigation: the section nav stays fixed meanwhile). */
export function isScrollAnimating(): boolean {
  return animating > 0;
}

/**
 * Scrolls the window to `top` (px from the document top).
 * @param options.duration  ms, default 300, clamped to 100–800
 * @param options.easing    default easeInOutQuint
 * @returns resolves when the scroll has arrived
 */
export function scrollToPosition(
  top: number,
  { duration = SCROLL_TO_DURATION_MS, easing = easeInOutQuint }: { duration?: number; easing?: Easing } = {},
  win: Window = window,
): Promise<void> {
  const from = win.scrollY;
  const ms = clampDuration(duration);
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches || from === top) {
    jump(win, top);
    return Promise.resolve();
  }
  animating++;
  return new Promise((resolve) => {
    const start = win.performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / ms);
      jump(win, from + (top - from) * easing(t));
      if (t < 1) win.requestAnimationFrame(step);
      else {
        animating--;
        resolve();
      }
    };
    win.requestAnimationFrame(step);
  });
}
