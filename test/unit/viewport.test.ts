// @vitest-environment happy-dom
/**
 * Viewport observer (docs/requirements.md#animated-elements): animated elements gain `in-viewport` on entering the viewport
 * and lose it on leaving; the scroll/resize fallback updates at most every 100 ms.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_VIEWPORT_CLASS, observeViewport } from '../../enhancers/lib/viewport/viewport';
import { VIEWPORT_THROTTLE_MS } from '../../enhancers/lib/constants';

let top = 2000;
let el: HTMLElement;
let stop: () => void = () => undefined;

beforeEach(() => {
  document.body.innerHTML = '<div data-animate>Card</div>';
  el = document.querySelector('[data-animate]')!;
  vi.spyOn(el, 'getBoundingClientRect').mockImplementation(
    () => ({ top, bottom: top + 100, left: 0, right: 300, width: 300, height: 100 }) as DOMRect,
  );
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  top = 2000;
});

describe('without IntersectionObserver (scroll/resize fallback)', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));

  it('adds in-viewport on entering and removes it on leaving', () => {
    vi.useFakeTimers();
    stop = observeViewport([el]);
    expect(el.classList.contains(IN_VIEWPORT_CLASS)).toBe(false);
    top = 300;
    window.dispatchEvent(new Event('scroll'));
    expect(el.classList.contains(IN_VIEWPORT_CLASS)).toBe(true);
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    top = -500;
    window.dispatchEvent(new Event('scroll'));
    expect(el.classList.contains(IN_VIEWPORT_CLASS)).toBe(false);
  });

  it('updates at most once per 100 ms, then catches up with the last position', () => {
    vi.useFakeTimers();
    stop = observeViewport([el]);
    top = 300;
    window.dispatchEvent(new Event('scroll')); // leading update: in view
    top = 2000;
    window.dispatchEvent(new Event('scroll')); // within 100 ms: deferred
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS - 1);
    expect(el.classList.contains(IN_VIEWPORT_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(el.classList.contains(IN_VIEWPORT_CLASS)).toBe(false);
  });
});

describe('with IntersectionObserver', () => {
  /** Stands in for IntersectionObserver; returns a function that delivers entries to the observer's callback. */
  function stubIntersectionObserver(): IntersectionObserverCallback {
    let callback: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    return (entries, observer) => callback(entries, observer);
  }

  it('toggles the class from the observer entries', () => {
    const callback = stubIntersectionObserver();
    vi.useFakeTimers();
    stop = observeViewport([el]);
    callback(
      [{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(el.classList.contains(IN_VIEWPORT_CLASS)).toBe(true);
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    callback(
      [{ target: el, isIntersecting: false } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(el.classList.contains(IN_VIEWPORT_CLASS)).toBe(false);
  });

  it('changes the classes at most once per 100 ms (docs/requirements.md#animated-elements) on this path too, ending on the latest state', () => {
    const callback = stubIntersectionObserver();
    document.body.insertAdjacentHTML('beforeend', '<div data-animate>Other</div>');
    const other = document.querySelectorAll('[data-animate]')[1]!;
    vi.useFakeTimers();
    stop = observeViewport([el, other]);
    const entry = (target: Element, isIntersecting: boolean) =>
      ({ target, isIntersecting }) as unknown as IntersectionObserverEntry;
    callback([entry(el, true)], {} as IntersectionObserver); // leading: at once
    expect(el.classList.contains(IN_VIEWPORT_CLASS)).toBe(true);
    callback([entry(el, false), entry(other, true)], {} as IntersectionObserver); // within 100 ms: held
    callback([entry(el, true)], {} as IntersectionObserver);
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS - 1);
    expect(other.classList.contains(IN_VIEWPORT_CLASS)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(other.classList.contains(IN_VIEWPORT_CLASS)).toBe(true);
    expect(el.classList.contains(IN_VIEWPORT_CLASS)).toBe(true);
  });
});
