/**
 * Viewport observer (docs/requirements.md#animated-elements): animated elements (`[data-animate]`) gain the class
 * `in-viewport` on entering the viewport and lose it on leaving, at most once per 100 ms (docs/requirements.md#animated-elements) on
 * every path, the fallback's included. Uses IntersectionObserver where it exists; otherwise checks
 * positions on scroll and resize. Loaded as its own chunk, only on pages that have animated
 * elements, and only once one is in view or the visitor first scrolls or acts (enhancers/main.ts).
 */
import { SELECTORS, VIEWPORT_THROTTLE_MS } from '../constants';
import { throttle } from '../timing';

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
 * @param throttleMs    throttle of the class changes (ms), docs/requirements.md#animated-elements: 100
 * @returns a function that stops observing
 */
export function observeViewport(
  elements: Element[],
  throttleMs = VIEWPORT_THROTTLE_MS,
  win: Window = window,
): () => void {
  win.document.documentElement.classList.add(READY_CLASS);
  const Observer = (win as Window & typeof globalThis).IntersectionObserver as typeof IntersectionObserver | undefined;
  if (typeof Observer === 'function') {
    // docs/requirements.md#animated-elements: the class changes are throttled on this path too: the latest state of each element is
    // kept and applied at most once per `throttleMs` (the first change at once).
    const pending = new Map<Element, boolean>();
    const flush = throttle(() => {
      for (const [el, inView] of pending) el.classList.toggle(IN_VIEWPORT_CLASS, inView);
      pending.clear();
    }, throttleMs);
    const observer = new Observer((entries) => {
      for (const entry of entries) pending.set(entry.target, entry.isIntersecting);
      flush();
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
