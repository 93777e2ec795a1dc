/** DOM utilities (docs/requirements.md#utilities): element offsets and heights (and the header's), wrapping elements, re-creating iframes. */

/** The element's position relative to the document (px), not the viewport. */
export function getOffset(el: Element): { top: number; left: number } {
  const rect = el.getBoundingClientRect();
  const win = el.ownerDocument.defaultView ?? window;
  return { top: rect.top + win.scrollY, left: rect.left + win.scrollX };
}

/** Height (px) of the fixed site header (`.site-header`), under which panels and scroll targets sit; 0 without one. */
export function getHeaderHeight(doc: Document = document): number {
  return doc.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
}

/** The element's height (px) including its vertical margins. */
export function getOuterHeight(el: Element): number {
  const win = el.ownerDocument.defaultView ?? window;
  const style = win.getComputedStyle(el);
  return el.getBoundingClientRect().height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0);
}

/**
 * Wraps each element in its own wrapper made by `createWrapper`, in place.
 * @returns the wrappers, in the order of `elements`
 */
export function wrapElements<T extends Element>(elements: Iterable<Element>, createWrapper: () => T): T[] {
  return [...elements].map((el) => {
    const wrapper = createWrapper();
    el.parentNode?.insertBefore(wrapper, el);
    wrapper.appendChild(el);
    return wrapper;
  });
}

/**
 * Replaces every iframe under `scope` with a fresh copy of itself, so that browsers which keep a
 * stale frame after a page is restored (Safari's back-forward cache) load it again.
 * @returns how many iframes were re-created
 */
export function recreateIframes(scope: ParentNode): number {
  const frames = [...scope.querySelectorAll('iframe')];
  for (const frame of frames) frame.replaceWith(frame.cloneNode(true));
  return frames.length;
}

/**
 * True in Safari-like browsers, the one place this rule lives (docs/requirements.md#page-startup: the iframe
 * fix): Safari on macOS (a Safari token without Chrome, Chromium, Android or Edge), and every
 * browser on iPhone, iPad or iPod: all of them are built on WebKit, Chrome (CriOS), Firefox (FxiOS)
 * and Edge (EdgiOS) included. (iPadOS Safari in desktop mode says "Macintosh … Safari" and
 * matches the first rule.)
 * @param userAgent  `navigator.userAgent`
 */
export function isSafariLike(userAgent: string): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || /^((?!chrome|chromium|android|edg).)*safari/i.test(userAgent);
}
