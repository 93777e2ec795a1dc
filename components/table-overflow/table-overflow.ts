/**
 * Table overflow flag (docs/requirements.md#table-overflow).
 *
 * Tables are wrapped at build time in `<div class="table-wrap" data-enhancer="table-overflow">`
 * (src/eleventy/pages/transforms.js), which scrolls horizontally with or without JS. In the browser this
 * module flags the wrapper while its table is wider than it: the class `table-wrap--overflowing`
 * (a subtle edge shadow, components/table-overflow/table-overflow.css) plus `tabindex="0"`,
 * `role="region"` and an `aria-label` from the table's caption, so keyboard users can focus and
 * scroll it. The flag is re-evaluated whenever the wrapper or table changes size (ResizeObserver;
 * without it, on window resize debounced to `TABLE_OVERFLOW_RESIZE_MS`) and removed when the
 * overflow goes away.
 */
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { debounce } from '../../enhancers/lib/timing';

/** Class set on the wrapper while its table overflows it. */
export const OVERFLOWING_CLASS = 'table-wrap--overflowing';

/** Accessible name of an overflowing table without a caption. */
export const DEFAULT_TABLE_LABEL = 'Table';

/** Debounce (ms) of the window-resize fallback where ResizeObserver is missing. */
export const TABLE_OVERFLOW_RESIZE_MS = 100;

/** Attributes the flag adds; only those this module added are removed again. */
const FLAG_ATTRIBUTES = ['tabindex', 'role', 'aria-label'] as const;

/**
 * Whether the content of `wrap` is wider than its visible box: `scrollWidth` > `clientWidth` (px,
 * integers as the browser rounds them).
 */
export function isOverflowing(wrap: HTMLElement): boolean {
  return wrap.scrollWidth > wrap.clientWidth;
}

/**
 * Accessible name for the scroll region: the table's caption text (whitespace collapsed), else
 * `DEFAULT_TABLE_LABEL` ('Table').
 */
export function tableLabel(wrap: HTMLElement): string {
  const caption = wrap.querySelector('caption')?.textContent?.replace(/\s+/g, ' ').trim();
  return caption || DEFAULT_TABLE_LABEL;
}

/**
 * Sets or clears the overflow flag on `wrap` (class, `tabindex="0"`, `role="region"`, `aria-label`).
 * Attributes the author already set are never changed or removed.
 * @param wrap  the `.table-wrap` element
 * @param overflowing  whether its table is wider than it
 * @param added  names of the attributes this module added (kept between calls, changed in place)
 */
export function setOverflowFlag(wrap: HTMLElement, overflowing: boolean, added: Set<string>): void {
  wrap.classList.toggle(OVERFLOWING_CLASS, overflowing);
  const values: Record<(typeof FLAG_ATTRIBUTES)[number], string> = {
    tabindex: '0',
    role: 'region',
    'aria-label': tableLabel(wrap),
  };
  for (const name of FLAG_ATTRIBUTES) {
    if (overflowing) {
      if (wrap.hasAttribute(name) && !added.has(name)) continue;
      wrap.setAttribute(name, values[name]);
      added.add(name);
    } else if (added.has(name)) {
      wrap.removeAttribute(name);
      added.delete(name);
    }
  }
}

/**
 * Enhances one `.table-wrap` root: flags it now and after every size change.
 * Throws nothing; a wrapper without a table is simply never flagged.
 * @returns clean-up that stops observing and clears the flag
 */
export default function enhance(root: HTMLElement, _context: EnhanceContext): () => void {
  const added = new Set<string>();
  const update = () => setOverflowFlag(root, isOverflowing(root), added);
  update();
  let stop: () => void;
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(update);
    observer.observe(root);
    const table = root.querySelector('table');
    if (table) observer.observe(table);
    stop = () => observer.disconnect();
  } else {
    const onResize = debounce(update, TABLE_OVERFLOW_RESIZE_MS);
    window.addEventListener('resize', onResize);
    stop = () => window.removeEventListener('resize', onResize);
  }
  return () => {
    stop();
    setOverflowFlag(root, false, added);
  };
}
