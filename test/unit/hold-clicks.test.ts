// @vitest-environment happy-dom
/**
 * The documents library's quick first tap (enhancers/hold-clicks.ts): a click that comes before the
 * enhancer has run is held and given again once the root is enhanced, or its link followed after
 * HOLD_MAX_MS; a click with a modifier key, or after the enhancer runs, is not touched.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MAX_MS, holdClicks } from '../../enhancers/hold-clicks';

function mount() {
  document.body.innerHTML =
    '<div data-enhancer="document-library" data-enhancer-hold><a href="/resources/documents/type/datasheets/">Datasheets</a></div>';
  const root = document.querySelector<HTMLElement>('[data-enhancer-hold]')!;
  const link = root.querySelector('a')!;
  expect(holdClicks()).toBe(1);
  return { root, link };
}

const click = (link: HTMLElement, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  link.dispatchEvent(event);
  return event;
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a click before the enhancer has run', () => {
  it('is held, then given again once the loader marks the root enhanced, and the enhancer takes it', async () => {
    const { root, link } = mount();
    expect(click(link).defaultPrevented).toBe(true);
    const taken: boolean[] = [];
    root.addEventListener('click', (event) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    });
    root.dataset.enhanced = '';
    await vi.waitFor(() => expect(taken).toEqual([false]));
    // Later clicks are the enhancer's alone.
    expect(click(link).defaultPrevented).toBe(true);
    expect(taken).toEqual([false, false]);
  });

  it(`follows its link when the enhancer has not run within ${HOLD_MAX_MS} ms`, () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const { link } = mount();
    click(link);
    vi.advanceTimersByTime(HOLD_MAX_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(link.href);
  });

  it('leaves a click with a modifier key (a new tab or window) to the browser', () => {
    const { link } = mount();
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(link, { metaKey: true }).defaultPrevented).toBe(false);
  });
});
