/**
 * Scroll indicator (docs/requirements.md#scroll-indicator).
 *
 * The macro (components/scroll-indicator/scroll-indicator.njk) renders a link to the next section's id.
 * This module keeps that link and adds to it: activating it scrolls smoothly (`scrollToPosition`,
 * easeInOutQuint) to the next element sibling of the nearest ancestor marked
 * `data-scroll-to-parent`, so that its top lands just below the fixed header. It changes no
 * markup (no layout shift, and a press or focus on the link during the takeover is never lost),
 * so it needs no component and no Preact: its chunk loads on the visitor's first scroll or act
 * (docs/architecture.md#budgets: ≤ 2 KB gzip of JS before any input), and a tap before that jumps to the same
 * section the no-JS way.
 */
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { getHeaderHeight, getOffset } from '../../enhancers/lib/dom';
import { ElementError } from '../../enhancers/lib/errors';
import { scrollToPosition } from '../../enhancers/lib/scroll-to';

/** The message of docs/requirements.md#errors, exactly. */
export const MISSING_PARENT_MESSAGE = 'A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute';

/** Document offset (px) at which `el` sits just below the site header. */
export function scrollTargetTop(el: Element): number {
  return Math.max(0, getOffset(el).top - getHeaderHeight(el.ownerDocument));
}

/**
 * Enhances a `[data-enhancer="scroll-indicator"]` root (docs/requirements.md#scroll-indicator): a click (or Enter) on its link scrolls
 * smoothly to the target's top minus the header height (px) instead of jumping.
 * @throws {ElementError} `A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute`
 *   (docs/requirements.md#scroll-indicator) when no ancestor is marked; the loader logs it and the no-JS link keeps working
 * @returns clean-up that removes the click handler (the link jumps again)
 */
export default function enhance(root: HTMLElement, _context: EnhanceContext): () => void {
  const parent = root.parentElement?.closest('[data-scroll-to-parent]');
  if (!parent) throw new ElementError(MISSING_PARENT_MESSAGE);
  // The root's own handler property, not addEventListener: the root is the macro's element and
  // nothing else handles its clicks, and the pair costs the chunk 19 B gzip less (docs/architecture.md#budgets).
  root.onclick = (event) => {
    const target = parent.nextElementSibling;
    if (!target || !(event.target instanceof Element) || !event.target.closest('a')) return;
    event.preventDefault();
    void scrollToPosition(scrollTargetTop(target));
  };
  return () => (root.onclick = null);
}
