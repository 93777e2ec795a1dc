/**
 * A page entry of its own, on the documents library's pages only (layouts/base.njk), so that the
 * entry every page loads does not grow (docs/architecture.md#budgets): holds a quick first click
 * on a link inside a `[data-enhancer-hold]` root until its enhancer has run, then gives it again.
 *
 * The library's enhancer loads on the first pointerdown inside it; a tap's click follows within
 * about 80 ms, before the chunk can arrive, and would be followed as a link: the filters would stop
 * combining in place. Here that click is held; once the loader marks the root `data-enhanced`, the
 * click is given again (`link.click()`) and the enhancer takes it. If the enhancer has not run within
 * HOLD_MAX_MS (its chunk failed or is very slow), the link is followed: the click is never lost.
 * A click with a modifier key (a new tab or window) is left to the browser.
 */

/** How long (ms) a held click waits for the enhancer before its link is followed. */
export const HOLD_MAX_MS = 3000;

/**
 * Holds clicks in every `[data-enhancer-hold]` root under `scope` until the root is enhanced.
 * @param scope  where to look (default the document)
 * @returns the count of roots it watches
 */
export function holdClicks(scope: ParentNode = document): number {
  const roots = [...scope.querySelectorAll<HTMLElement>('[data-enhancer-hold]')];
  for (const root of roots) {
    let held: HTMLAnchorElement | null = null;
    let timer = 0;
    const observer = new MutationObserver(() => {
      if (!('enhanced' in root.dataset)) return;
      observer.disconnect();
      clearTimeout(timer);
      root.removeEventListener('click', onClick, true);
      held?.click();
    });
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (!link || 'enhanced' in root.dataset || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      held = link;
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        observer.disconnect();
        root.removeEventListener('click', onClick, true);
        location.assign(link.href);
      }, HOLD_MAX_MS);
    };
    root.addEventListener('click', onClick, true);
    observer.observe(root, { attributes: true, attributeFilter: ['data-enhanced'] });
  }
  return roots.length;
}

holdClicks();
