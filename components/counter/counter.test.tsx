// @vitest-environment happy-dom
/**
 * Animated number counter (docs/requirements.md#counter): the real macro rendered, then the enhancer
 * attached, with a stand-in IntersectionObserver and fake timers for the 16 ms frames.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import enhance, { counterText, decimalsOf } from './counter';
import { COUNTER_DURATION_MS, COUNTER_FRAME_MS, COUNTER_TRIGGER_OFFSET_PX } from '../../enhancers/lib/constants';
import { renderMacro } from '../../test/support/nunjucks.js';
import { exampleRows } from '../../test/support/examples.js';

type IOCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: {
  callback: IOCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
  disconnected: boolean;
}[] = [];
let reducedMotion = false;
let cleanup: () => void = () => undefined;

class FakeIntersectionObserver {
  record: (typeof observers)[number];
  constructor(callback: IOCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [], disconnected: false };
    observers.push(this.record);
  }
  observe(el: Element) {
    this.record.targets.push(el);
  }
  disconnect() {
    this.record.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function mount(props: Record<string, unknown>) {
  document.body.innerHTML = `<div id="app"><main>${renderMacro('counter.njk', 'counter', props)}</main></div>`;
  return document.querySelector<HTMLElement>('[data-enhancer="counter"]')!;
}
const shown = () => document.querySelector('.counter__current')!.textContent;
const scrollIntoView = () =>
  act(() => observers[0].callback([{ isIntersecting: true, target: observers[0].targets[0] }]));

beforeEach(() => {
  observers = [];
  reducedMotion = false;
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (q: string) => ({ matches: reducedMotion && q.includes('reduce'), media: q }) as MediaQueryList,
  );
});
afterEach(async () => {
  await act(() => cleanup());
  cleanup = () => undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Counter props as its examples give them (components/counter/counter.examples.yaml). */
interface CounterProps {
  to: number;
  prefix?: string;
  suffix?: string;
  label?: string;
  duration?: number;
}

describe('macro (no JS)', () => {
  it.each(exampleRows('counter'))(
    'example "%s": shows the final value with its prefix and suffix, the same text for screen readers, and its label',
    (_name, example) => {
      const props = example.props as unknown as CounterProps;
      const root = mount(example.props);
      const final = `${props.prefix ?? ''}${props.to}${props.suffix ?? ''}`;
      expect(root.dataset.to).toBe(String(props.to));
      expect(root.dataset.duration).toBe(props.duration === undefined ? undefined : String(props.duration));
      const visual = root.querySelector('.counter__visual')!.cloneNode(true) as HTMLElement;
      visual.querySelector('.counter__sizer')!.remove(); // visibility: hidden
      expect(visual.textContent).toBe(final);
      expect(root.querySelector('.visually-hidden')!.textContent).toBe(final);
      expect(document.querySelector('.counter__label')?.textContent).toBe(props.label);
      expect(document.querySelector('[style]')).toBeNull();
    },
  );

  it('renders the final value with prefix, suffix and label, and a final value for screen readers', () => {
    const root = mount({ to: 99.9, prefix: '~', suffix: ' %', label: 'Uptime' });
    expect(root.getAttribute('data-enhancer-on')).toBe('visible');
    expect(root.dataset.to).toBe('99.9');
    const visual = root.querySelector('.counter__visual')!.cloneNode(true) as HTMLElement;
    visual.querySelector('.counter__sizer')!.remove(); // visibility: hidden
    expect(visual.textContent).toBe('~99.9 %');
    expect(root.querySelector('.counter__visual')!.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('.visually-hidden')!.textContent).toBe('~99.9 %');
    expect(document.querySelector('.counter__label')!.textContent).toBe('Uptime');
  });

  it('reserves the width of the final value: a hidden copy under the moving number, no inline style', () => {
    mount({ to: 99.9 });
    expect(document.querySelector('.counter__sizer')!.textContent).toBe('99.9');
    expect(document.querySelector('.counter__current')!.textContent).toBe('99.9');
    expect(document.querySelector('[style]')).toBeNull();
  });

  it('fails the render, naming the macro, the prop and the fix, when a call breaks the params of counter.examples.yaml', () => {
    expect(() => mount({ to: 'lots' })).toThrow(
      /counter\(\): the prop "to" must be a number, got the string "lots"\. Pass a number: the target/,
    );
    expect(() => mount({})).toThrow(/counter\(\): the prop "to" is missing\. Add "to: …", a number: the target/);
    expect(() => mount({ to: 4, duration: 'slow' })).toThrow(
      /counter\(\): the prop "duration" must be a whole number of at least 1, got the string "slow"/,
    );
    expect(() => mount({ to: 4, duration: 1.5 })).toThrow(
      /counter\(\): the prop "duration" must be a whole number of at least 1, got the number "1\.5"/,
    );
    expect(() => mount({ to: 4, duration: 0 })).toThrow(
      /counter\(\): the prop "duration" must be a whole number of at least 1, got the number "0"/,
    );
  });
});

describe('helpers', () => {
  it('keeps the decimal places of the target', () => {
    expect(decimalsOf('99.9')).toBe(1);
    expect(decimalsOf('7.25')).toBe(2);
    expect(decimalsOf('15')).toBe(0);
    expect(counterText(99.9, 1, 125, 1)).toBe('0.8');
    expect(counterText(99.9, 125, 125, 1)).toBe('99.9');
    expect(counterText(15, 60, 125, 0)).toBe('7');
  });
});

describe('enhancer', () => {
  it.each(exampleRows('counter'))(
    'example "%s": counts from 0 to its target over its duration (default 2000 ms), keeping the target’s decimal places',
    async (_name, example) => {
      const props = example.props as unknown as CounterProps;
      const root = mount(example.props);
      await act(() => {
        cleanup = enhance(root, {});
      });
      await scrollIntoView();
      const decimals = decimalsOf(String(props.to));
      expect(shown()).toBe((0).toFixed(decimals));
      const duration = props.duration ?? COUNTER_DURATION_MS;
      await act(() => {
        vi.advanceTimersByTime(duration / 2);
      });
      expect(Number(shown())).toBeGreaterThan(0);
      expect(Number(shown())).toBeLessThan(props.to);
      expect(shown()!.split('.')[1]?.length ?? 0).toBe(decimals);
      await act(() => {
        vi.advanceTimersByTime(duration / 2 + COUNTER_FRAME_MS);
      });
      expect(shown()).toBe(String(props.to));
    },
  );

  it('keeps the final value until scrolled into view, observed with rootMargin −50 px at the bottom', async () => {
    const root = mount({ to: 99.9 });
    await act(() => {
      cleanup = enhance(root, {});
    });
    expect(shown()).toBe('99.9');
    expect(COUNTER_TRIGGER_OFFSET_PX).toBe(-50);
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('0px 0px -50px 0px');
    expect(observers[0].targets).toEqual([root]);
    await act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shown()).toBe('99.9');
  });

  it('counts once from 0 to the target in 16 ms frames over 2000 ms, one decimal all the way', async () => {
    const root = mount({ to: 99.9 });
    await act(() => {
      cleanup = enhance(root, {});
    });
    await scrollIntoView();
    expect(shown()).toBe('0.0');
    expect(observers[0].disconnected).toBe(true);
    const seen: string[] = [shown()!];
    const frames = Math.ceil(COUNTER_DURATION_MS / COUNTER_FRAME_MS);
    expect(COUNTER_FRAME_MS).toBe(16);
    expect(COUNTER_DURATION_MS).toBe(2000);
    for (let i = 0; i < frames; i++) {
      await act(() => {
        vi.advanceTimersByTime(COUNTER_FRAME_MS);
      });
      seen.push(shown()!);
    }
    expect(seen.every((t) => /^\d+\.\d$/.test(t))).toBe(true);
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => a - b));
    expect(seen[1]).toBe('0.8');
    expect(seen.at(-2)).not.toBe('99.9');
    expect(seen.at(-1)).toBe('99.9');
    // Half way (1000 ms) it shows about half.
    expect(Number(seen[Math.round(1000 / COUNTER_FRAME_MS)])).toBeCloseTo(49.95, 0);
    // Once: scrolling into view again does not restart it.
    await act(() => observers[0].callback([{ isIntersecting: true }]));
    await act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(shown()).toBe('99.9');
  });

  it('uses the duration prop', async () => {
    const root = mount({ to: 15, duration: 160 });
    await act(() => {
      cleanup = enhance(root, {});
    });
    await scrollIntoView();
    await act(() => {
      vi.advanceTimersByTime(80);
    });
    expect(shown()).toBe('8');
    await act(() => {
      vi.advanceTimersByTime(80);
    });
    expect(shown()).toBe('15');
  });

  it('with prefers-reduced-motion shows the final value at once and never animates', async () => {
    reducedMotion = true;
    const root = mount({ to: 7.5, suffix: ' mm' });
    await act(() => {
      cleanup = enhance(root, {});
    });
    expect(observers).toHaveLength(0);
    await act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(shown()).toBe('7.5');
  });

  it('throws a clear error for a malformed root', () => {
    document.body.innerHTML =
      '<span data-enhancer="counter" data-to="x"><span class="counter__current">x</span></span>';
    expect(() => enhance(document.querySelector('span')!, {})).toThrow(/data-to must be a number/);
    document.body.innerHTML = '<span data-enhancer="counter" data-to="4"></span>';
    expect(() => enhance(document.querySelector('span')!, {})).toThrow(/\.counter__current/);
  });
});
