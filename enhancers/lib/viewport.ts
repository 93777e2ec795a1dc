/**
 * Viewport observer (SPEC §4, §9): animated elements (`[data-animate]`) gain the class
 * `in-viewport` on entering the viewport and lose it on leaving. Uses IntersectionObserver where it
 * exists; otherwise checks positions on scroll and resize, throttled to 100 ms. Loaded as its own
 * chunk, and only on pages that have animated elements.
 */
import { SELECTORS, VIEWPORT_THROTTLE_MS } from './constants';
import { throttle } from './timing';

export const IN_VIEWPORT_CLASS = 'in-viewport';
/** Set on <html> once observing has begun, so CSS hides not-yet-seen elements only then. */
export const READY_CLASS = 'viewport-ready';

/** Whether any part of `el` is inside the window. */
export function isInViewport(el: Element, win: Window = window): boolean {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.right > 0 && r.top < win.innerHeight && r.left < win.innerWidth;
}

/**
 * Starts toggling `in-viewport` on `elements`.
 * @param elements      the animated elements
 * @param throttleMs    scroll/resize fallback throttle (ms), SPEC §9: 100
 * @returns a function that stops observing
 */
export function observeViewport(elements: Element[], throttleMs = VIEWPORT_THROTTLE_MS, win: Window = window): () => void {
  win.document.documentElement.classList.add(READY_CLASS);
  const Observer = (win as Window & typeof globalThis).IntersectionObserver as typeof IntersectionObserver | undefined;
  if (typeof Observer === 'function') {
    const observer = new Observer((entries) => {
      for (const entry of entries) entry.target.classList.toggle(IN_VIEWPORT_CLASS, entry.isIntersecting);
    });
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }
  const update = () => {
    for (const el of elements) el.classList.toggle(IN_VIEWPORT_CLASS, isInViewport(el, win));
  };
  const onChange = throttle(update, throttleMs);
  update();
  win.addEventListener('scroll', onChange, { passive: true });
  win.addEventListener('resize', onChange);
  return () => {
    win.removeEventListener('scroll', onChange);
    win.removeEventListener('resize', onChange);
  };
}

/** Chunk entry: observe every animated element on the page. */
export default function enhance(): void {
  observeViewport([...document.querySelectorAll(SELECTORS.viewport)]);
}
