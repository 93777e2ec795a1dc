// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import enhance, { OVERFLOWING_CLASS, TABLE_OVERFLOW_RESIZE_MS, tableLabel } from './table-overflow';

/** A wrapper whose widths (px) the test controls: happy-dom has no layout. */
function makeWrap(caption?: string) {
  document.body.innerHTML = `<div class="table-wrap" data-enhancer="table-overflow"><table>${
    caption ? `<caption> ${caption} </caption>` : ''
  }<tr><td>1</td></tr></table></div>`;
  const wrap = document.querySelector<HTMLElement>('.table-wrap')!;
  const size = { scroll: 300, client: 300 };
  Object.defineProperty(wrap, 'scrollWidth', { get: () => size.scroll });
  Object.defineProperty(wrap, 'clientWidth', { get: () => size.client });
  return { wrap, size };
}

/** Replaces ResizeObserver with one the test fires by hand. */
function fakeResizeObserver() {
  const callbacks: (() => void)[] = [];
  const observed: Element[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: () => void) {
        callbacks.push(cb);
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {
        callbacks.length = 0;
      }
    },
  );
  return { fire: () => callbacks.forEach((cb) => cb()), observed };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('table overflow flag (docs/requirements.md#table-overflow)', () => {
  it('flags a wrapper whose table is wider than it, keyboard-scrollable and named by the caption', () => {
    fakeResizeObserver();
    const { wrap, size } = makeWrap('Sensor  specifications');
    size.scroll = 701;
    size.client = 343;
    enhance(wrap, {});
    expect(wrap.classList.contains(OVERFLOWING_CLASS)).toBe(true);
    expect(wrap.getAttribute('tabindex')).toBe('0');
    expect(wrap.getAttribute('role')).toBe('region');
    expect(wrap.getAttribute('aria-label')).toBe('Sensor specifications');
  });

  it('does not flag a table that fits, even by a single pixel', () => {
    fakeResizeObserver();
    const { wrap, size } = makeWrap();
    size.scroll = 343;
    size.client = 343;
    enhance(wrap, {});
    expect(wrap.classList.contains(OVERFLOWING_CLASS)).toBe(false);
    for (const name of ['tabindex', 'role', 'aria-label']) expect(wrap.hasAttribute(name)).toBe(false);
    size.scroll = 344;
    enhance(wrap, {});
    expect(wrap.classList.contains(OVERFLOWING_CLASS)).toBe(true);
  });

  it('observes wrapper and table, and un-flags after a resize that removes the overflow (and re-flags)', () => {
    const ro = fakeResizeObserver();
    const { wrap, size } = makeWrap();
    size.scroll = 700;
    size.client = 343;
    enhance(wrap, {});
    expect(ro.observed).toEqual([wrap, wrap.querySelector('table')]);
    expect(wrap.classList.contains(OVERFLOWING_CLASS)).toBe(true);
    size.client = 1200;
    size.scroll = 1200;
    ro.fire();
    expect(wrap.classList.contains(OVERFLOWING_CLASS)).toBe(false);
    for (const name of ['tabindex', 'role', 'aria-label']) expect(wrap.hasAttribute(name)).toBe(false);
    size.client = 343;
    size.scroll = 700;
    ro.fire();
    expect(wrap.getAttribute('role')).toBe('region');
  });

  it('never removes attributes the author set', () => {
    fakeResizeObserver();
    const { wrap, size } = makeWrap();
    wrap.setAttribute('aria-label', 'Authored');
    size.scroll = 700;
    const cleanup = enhance(wrap, {});
    expect(wrap.getAttribute('aria-label')).toBe('Authored');
    cleanup();
    expect(wrap.getAttribute('aria-label')).toBe('Authored');
    expect(wrap.hasAttribute('tabindex')).toBe(false);
  });

  it('without ResizeObserver, re-evaluates on window resize debounced', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    vi.useFakeTimers();
    const { wrap, size } = makeWrap();
    size.scroll = 700;
    enhance(wrap, {});
    expect(wrap.classList.contains(OVERFLOWING_CLASS)).toBe(true);
    size.scroll = 300;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(TABLE_OVERFLOW_RESIZE_MS - 1);
    expect(wrap.classList.contains(OVERFLOWING_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(wrap.classList.contains(OVERFLOWING_CLASS)).toBe(false);
  });

  it("names a table without caption 'Table'", () => {
    expect(tableLabel(makeWrap().wrap)).toBe('Table');
  });
});
