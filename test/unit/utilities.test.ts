// @vitest-environment happy-dom
/** Utility helpers (docs/requirements.md#utilities). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capitaliseFirstLetter } from '../../enhancers/lib/text';
import { getOffset, getOuterHeight, isSafariLike, recreateIframes, wrapElements } from '../../enhancers/lib/dom';
import { createCyclicIterator } from '../../enhancers/lib/cyclic-iterator';
import { clampDuration, easeInOutQuint, isScrollAnimating, scrollToPosition } from '../../enhancers/lib/scroll-to';
import { debounce, throttle } from '../../enhancers/lib/timing';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('capitaliseFirstLetter', () => {
  it('upper-cases the first letter only', () => {
    expect(capitaliseFirstLetter('scroll')).toBe('Scroll');
    expect(capitaliseFirstLetter('back to list')).toBe('Back to list');
    expect(capitaliseFirstLetter('')).toBe('');
  });
});

describe('element offsets and heights', () => {
  it('gives the position relative to the document, adding the scroll offset', () => {
    document.body.innerHTML = '<div id="x"></div>';
    const el = document.getElementById('x')!;
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 120, left: 30, height: 50 } as DOMRect);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    Object.defineProperty(window, 'scrollX', { configurable: true, value: 0 });
    expect(getOffset(el)).toEqual({ top: 1120, left: 30 });
  });

  it('gives the height including vertical margins', () => {
    document.body.innerHTML = '<div id="x" style="margin: 10px 0 6px"></div>';
    const el = document.getElementById('x')!;
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ height: 50 } as DOMRect);
    expect(getOuterHeight(el)).toBe(66);
  });
});

describe('wrapElements', () => {
  it('wraps each element in place', () => {
    document.body.innerHTML = '<p>a</p><table id="t"></table><p>b</p>';
    const [wrapper] = wrapElements(document.querySelectorAll('table'), () => {
      const div = document.createElement('div');
      div.className = 'table-wrap';
      return div;
    });
    expect(document.body.innerHTML).toBe('<p>a</p><div class="table-wrap"><table id="t"></table></div><p>b</p>');
    expect(wrapper.firstElementChild?.id).toBe('t');
  });
});

describe('recreateIframes', () => {
  it('replaces each iframe with a fresh copy carrying the same attributes', () => {
    document.body.innerHTML = '<iframe title="Video" width="560"></iframe>';
    const before = document.querySelector('iframe');
    expect(recreateIframes(document)).toBe(1);
    const after = document.querySelector('iframe')!;
    expect(after).not.toBe(before);
    expect(after.getAttribute('title')).toBe('Video');
    expect(after.getAttribute('width')).toBe('560');
  });

  it('tells Safari from Chromium-based browsers', () => {
    expect(
      isSafariLike('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'),
    ).toBe(true);
    expect(
      isSafariLike('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'),
    ).toBe(false);
    // Every iOS browser is WebKit, Chrome and Firefox on iOS included.
    expect(
      isSafariLike(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(true);
    expect(
      isSafariLike(
        'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
      ),
    ).toBe(true);
    expect(
      isSafariLike(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(true);
    expect(
      isSafariLike(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isSafariLike(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      ),
    ).toBe(false);
    expect(isSafariLike('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe(false);
  });
});

describe('createCyclicIterator', () => {
  it('steps forward and backward with wrap-around', () => {
    const it3 = createCyclicIterator(['a', 'b', 'c']);
    expect(it3.current()).toBe('a');
    expect([it3.next(), it3.next(), it3.next()]).toEqual(['b', 'c', 'a']);
    expect([it3.prev(), it3.prev()]).toEqual(['c', 'b']);
    expect(it3.index).toBe(1);
    expect(createCyclicIterator([1, 2, 3], -1).current()).toBe(3);
  });

  it('refuses an empty list', () => {
    expect(() => createCyclicIterator([])).toThrow(RangeError);
  });
});

describe('scrollToPosition', () => {
  it('clamps the duration to 0.1–0.8 seconds', () => {
    expect(clampDuration(300)).toBe(300);
    expect(clampDuration(20)).toBe(100);
    expect(clampDuration(5000)).toBe(800);
  });

  it('eases in and out with easeInOutQuint', () => {
    expect(easeInOutQuint(0)).toBe(0);
    expect(easeInOutQuint(0.5)).toBe(0.5);
    expect(easeInOutQuint(1)).toBe(1);
    expect(easeInOutQuint(0.1)).toBeCloseTo(16 * 0.1 ** 5);
  });

  it('arrives after the default 300 ms, and reports the animation while it runs', async () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window.performance, 'now').mockImplementation(() => now);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const done = scrollToPosition(1000);
    expect(isScrollAnimating()).toBe(true);
    for (now = 0; frames.length > 0; now += 16) frames.shift()!(now);
    await done;
    expect(isScrollAnimating()).toBe(false);
    // Every step is instant: the page's CSS smooth scrolling must not stretch the animation.
    expect(scrollTo.mock.calls.every(([options]) => (options as ScrollToOptions).behavior === 'instant')).toBe(true);
    const ys = scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top as number);
    expect(ys.at(-1)).toBe(1000);
    expect(ys.filter((y) => y < 1000)).toHaveLength(Math.ceil(300 / 16));
  });
});

describe('throttle and debounce', () => {
  it('throttle calls at once, then once more with the latest arguments when the interval ends', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t(1);
    t(2);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('debounce calls once, after the last call of a burst', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 500);
    d('a');
    vi.advanceTimersByTime(400);
    d('b');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['b']]);
  });
});
