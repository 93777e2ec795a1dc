/**
 * Start-up routine "iframe fix in Safari-like browsers" (docs/requirements.md#page-startup): Safari-like
 * browsers (`isSafariLike`: Safari, and every iOS browser, all WebKit) can show iframes blank,
 * on load and when a page comes back from the back-forward cache; re-creating them makes them load
 * again. So in those browsers it runs on load and again on every back-forward-cache restore.
 * Loaded only when an iframe is on the page.
 */
import { isSafariLike, recreateIframes } from './dom';

/** @returns how many iframes were re-created on load (0 in other browsers) */
export default function fixIframesInSafari(win: Window = window): number {
  if (!isSafariLike(win.navigator.userAgent)) return 0;
  win.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) recreateIframes(win.document);
  });
  return recreateIframes(win.document);
}
