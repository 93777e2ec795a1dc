/**
 * Share links (docs/requirements.md#share-links).
 *
 * The macro (components/share-links/share-links.njk) renders ordinary links to LinkedIn, X/Twitter and
 * Facebook with the share URLs built at build time; with no JS they open in a new tab (external-links
 * transform). This module makes a plain click open the link in a popup window of `SHARE_POPUP`
 * (600 × 300 px) centred on the current window instead. If the popup is blocked (`window.open`
 * returns null) the click goes on as an ordinary link. Modified clicks (Ctrl, ⌘, Shift, Alt,
 * middle button) keep the browser's own behaviour.
 */
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { SHARE_POPUP } from '../../enhancers/lib/constants';

/** Name of the popup window: a second share reuses it. */
export const SHARE_WINDOW_NAME = 'share';

/**
 * `window.open` features for the share popup: `width=600,height=300` (px, SHARE_POPUP) followed by
 * `left`/`top` (px) that centre it on the current browser window.
 * @param win  the window to centre on (its screenX/screenY/outerWidth/outerHeight, px)
 */
export function popupFeatures(
  win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'> = window,
): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens `url` in the share popup. The new window's `opener` is cleared (the no-JS link has
 * rel="noopener"; the `noopener` feature itself cannot be used, as it makes `window.open` return
 * null and a blocked popup could not be told apart).
 * @returns whether a popup opened (false when the browser blocked it)
 */
export function openSharePopup(url: string, win: Window = window): boolean {
  const popup = win.open(url, SHARE_WINDOW_NAME, popupFeatures(win));
  if (!popup) return false;
  try {
    popup.opener = null;
  } catch {
    // Some browsers do not let the opener be reset; the popup still works.
  }
  popup.focus?.();
  return true;
}

/**
 * Enhances one `.share-links` root: a plain click on one of its share links opens the popup and
 * cancels the navigation; a blocked popup leaves the link to do its no-JS job. Throws nothing.
 * @returns clean-up that removes the click listener
 */
export default function enhance(root: HTMLElement, _context: EnhanceContext): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-share-network][href]');
    if (!link || !root.contains(link)) return;
    if (openSharePopup(link.href)) event.preventDefault();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
