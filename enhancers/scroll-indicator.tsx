/**
 * Scroll indicator (SPEC §2 "Scroll indicator", §8, §9).
 *
 * The macro (layouts/components/scroll-indicator.njk) renders a link to the next section's id.
 * This module renders the same link as the `ScrollIndicator` component; activating it scrolls
 * smoothly (`scrollToPosition`, easeInOutQuint) to the next element sibling of the nearest
 * ancestor marked `data-scroll-to-parent`, so that its top lands just below the fixed header.
 */
import { render } from 'react-dom';
import type { EnhanceContext } from './lib/loader';
import { getHeaderHeight, getOffset } from './lib/dom';
import { ElementError } from './lib/errors';
import { scrollToPosition } from './lib/scroll-to';
import { whenUnused } from './lib/takeover';

/** §8, exactly. */
export const MISSING_PARENT_MESSAGE = 'A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute';

/** Props of `ScrollIndicator`. */
export interface ScrollIndicatorProps {
  /** The no-JS target (`#id` of the next section). */
  href: string;
  /** §2 the visible text, 'Scroll' by default. */
  label: string;
  /** The element scrolled to: the next sibling of the `[data-scroll-to-parent]` ancestor. */
  target: () => Element | null;
}

/** Document offset (px) at which `el` sits just below the site header. */
export function scrollTargetTop(el: Element): number {
  return Math.max(0, getOffset(el).top - getHeaderHeight(el.ownerDocument));
}

/**
 * §2 the enhanced indicator: same markup as the macro; a click (or Enter) scrolls smoothly to the
 * target's top minus the header height (px) instead of jumping.
 */
export function ScrollIndicator({ href, label, target }: ScrollIndicatorProps) {
  return (
    <a
      class="scroll-indicator__link"
      href={href}
      onClick={(event) => {
        const el = target();
        if (!el) return;
        event.preventDefault();
        void scrollToPosition(scrollTargetTop(el));
      }}
    >
      <span class="scroll-indicator__label">{label}</span>
      <svg class="scroll-indicator__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" />
      </svg>
    </a>
  );
}

/**
 * Enhances a `[data-enhancer="scroll-indicator"]` root (§2): renders `ScrollIndicator` in place
 * of the macro's link.
 * @throws {ElementError} `A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute`
 *   (§8) when no ancestor is marked; the loader logs it and the no-JS link keeps working
 * @returns a clean-up function that unmounts the component
 */
export default function enhance(root: HTMLElement, { trigger }: EnhanceContext = {}): () => void {
  const parent = root.parentElement?.closest('[data-scroll-to-parent]');
  if (!parent) throw new ElementError(MISSING_PARENT_MESSAGE);
  const link = root.querySelector('a');
  const props: ScrollIndicatorProps = {
    href: link?.getAttribute('href') ?? '#',
    label: link?.querySelector('.scroll-indicator__label')?.textContent?.trim() || 'Scroll',
    target: () => parent.nextElementSibling,
  };
  let stopped = false;
  let mounted = false;
  // Loaded on the first scroll or act (issue 14): a press or focus on the no-JS link finishes first.
  void whenUnused(root, trigger).then(() => {
    if (stopped) return;
    mounted = true;
    root.replaceChildren();
    render(<ScrollIndicator {...props} />, root);
  });
  return () => {
    stopped = true;
    if (mounted) render(null, root);
  };
}
