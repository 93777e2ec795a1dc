/**
 * Start-up routine "iframe fix in Safari-like browsers" (SPEC §2): when a page comes back from the
 * back-forward cache, Safari can show its iframes blank; re-creating them makes them load again.
 * Loaded only when an iframe is on the page.
 */
import { isSafariLike, recreateIframes } from './dom';

export default function fixIframesInSafari(win: Window = window): void {
  if (!isSafariLike(win.navigator.userAgent)) return;
  win.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) recreateIframes(win.document);
  });
}
