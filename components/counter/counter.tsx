/**
 * Animated number counter (docs/requirements.md#counter).
 *
 * The macro (components/counter/counter.njk) renders the final value. This module takes over the
 * `.counter__current` span (its `.counter__sizer` sibling keeps the final value's width) and, once the figure has scrolled into view (IntersectionObserver with
 * a −50 px bottom offset, COUNTER_TRIGGER_OFFSET_PX), counts once from 0 to the target in 16 ms
 * steps (COUNTER_FRAME_MS) over `duration` ms (default COUNTER_DURATION_MS = 2000), showing the
 * target's decimal places the whole way (99.9 → "0.0" … "99.9"). With
 * `prefers-reduced-motion: reduce` (or without IntersectionObserver) it keeps the final value.
 * The visual number is aria-hidden; screen readers read the macro's visually hidden final value.
 */
import { useEffect, useRef, useState } from 'react';
import { render } from 'react-dom';
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { COUNTER_DURATION_MS, COUNTER_FRAME_MS, COUNTER_TRIGGER_OFFSET_PX } from '../../enhancers/lib/constants';
import { ConfigError } from '../../enhancers/lib/config-error';
import { ElementError } from '../../enhancers/lib/errors';

/** docs/requirements.md#counter: the IntersectionObserver rootMargin that puts the trigger 50 px above the viewport's bottom. */
export const COUNTER_ROOT_MARGIN = `0px 0px ${COUNTER_TRIGGER_OFFSET_PX}px 0px`;

/** Number of decimal places written in `to` ("99.9" → 1, "5000" → 0). */
export function decimalsOf(to: string): number {
  return to.split('.')[1]?.length ?? 0;
}

/**
 * The value shown after `frame` of `frames` frames (linear from 0 to `to`), with `decimals` places.
 * @param to       the target
 * @param frame    0 … frames
 * @param frames   total number of 16 ms frames (≥ 1)
 */
export function counterText(to: number, frame: number, frames: number, decimals: number): string {
  const value = frame >= frames ? to : (to * frame) / frames;
  return value.toFixed(decimals);
}

/** Props of `CounterNumber`. */
export interface CounterNumberProps {
  /** The target, as written in the markup (its decimals are kept). */
  to: string;
  /** Animation length in ms (default 2000). */
  duration?: number;
  /** The element observed for "scrolled into view" (the figure). */
  observe: () => Element | null;
}

/**
 * Counter (docs/requirements.md#counter): the number text. First frame = the final value (the server markup); when the
 * figure enters the viewport (−50 px) it restarts from 0 and counts up once, one step per 16 ms.
 */
export function CounterNumber({ to, duration = COUNTER_DURATION_MS, observe }: CounterNumberProps) {
  const target = Number(to);
  const decimals = decimalsOf(to);
  const [text, setText] = useState(to);
  const started = useRef(false);

  useEffect(() => {
    const el = observe();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!el || reduced || !('IntersectionObserver' in window)) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const frames = Math.max(1, Math.ceil(duration / COUNTER_FRAME_MS));
    const observer = new IntersectionObserver(
      (entries) => {
        if (started.current || !entries.some((e) => e.isIntersecting)) return;
        started.current = true;
        observer.disconnect();
        let frame = 0;
        setText(counterText(target, 0, frames, decimals));
        timer = setInterval(() => {
          frame++;
          setText(counterText(target, frame, frames, decimals));
          if (frame >= frames) clearInterval(timer);
        }, COUNTER_FRAME_MS);
      },
      { rootMargin: COUNTER_ROOT_MARGIN },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [target, decimals, duration, observe]);

  return <>{text}</>;
}

/**
 * Enhancer: `root` is the macro's `[data-enhancer="counter"]` figure.
 * @throws {ElementError} when the `.counter__current` span is missing
 * @throws {ConfigError} when `data-to` is not a number or `data-duration` not a whole number of ms
 * @returns clean-up that unmounts the component (the final value stays)
 */
export default function enhance(root: HTMLElement, _context: EnhanceContext): () => void {
  const number = root.querySelector<HTMLElement>('.counter__current');
  if (!number)
    throw new ElementError(
      'counter: no .counter__current inside [data-enhancer="counter"]; render it with the counter macro.',
    );
  const to = root.dataset.to ?? '';
  if (!/^-?\d+(\.\d+)?$/.test(to))
    throw new ConfigError(`counter: data-to must be a number, got ${JSON.stringify(to)}.`);
  const durationAttr = root.dataset.duration;
  if (durationAttr !== undefined && !/^\d+$/.test(durationAttr)) {
    throw new ConfigError(`counter: data-duration must be a whole number of ms, got ${JSON.stringify(durationAttr)}.`);
  }
  const duration = durationAttr === undefined ? COUNTER_DURATION_MS : Number(durationAttr);
  // A container we own: the server's text is replaced by the same text in the same frame.
  number.textContent = '';
  const observe = () => root;
  render(<CounterNumber to={to} duration={duration} observe={observe} />, number);
  return () => {
    render(null, number);
    number.textContent = to;
  };
}
