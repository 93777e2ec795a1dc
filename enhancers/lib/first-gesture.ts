/**
 * The visitor's first gesture on a header disclosure whose chunk it loaded (docs/requirements.md#page-startup:
 * the first tap is never lost), shared by the search overlay and the mobile menu. A tap starts the
 * chunk's download on pointerdown; on a slow phone the chunk can arrive while the finger is still
 * down, and the click that follows would then toggle the freshly rendered component shut again (a
 * touch click goes to whatever is under the finger). So the component waits for the gesture to play
 * out, and starts open when it opened the disclosure.
 */

/**
 * How long (ms) to wait for the click that follows the first pointerdown or Space keydown when the
 * chunk arrived while the pointer or key was still down (see `firstGesture`).
 */
export const FIRST_GESTURE_WAIT_MS = 1000;

/**
 * Resolves once the visitor's first gesture on the disclosure `root` has played out, with whether
 * the component that replaces it should start open (the first tap is not lost):
 * - the disclosure is already open (the tap or key press toggled it before the chunk arrived): true;
 * - the chunk arrived while the pointer (or Space) that loaded it is still down: waits for the click
 *   that follows, cancels its native toggle and resolves true; resolves with the disclosure's state
 *   when the pointer or key is released without a click, or after FIRST_GESTURE_WAIT_MS;
 * - otherwise (focus, or a key that does not toggle): false.
 */
export function firstGesture(root: HTMLDetailsElement, trigger?: Event): Promise<boolean> {
  if (root.open) return Promise.resolve(true);
  const pressing =
    trigger?.type === 'pointerdown' || (trigger?.type === 'keydown' && (trigger as KeyboardEvent).key === ' ');
  if (!pressing) return Promise.resolve(false);
  return new Promise((resolve) => {
    const releases = ['pointerup', 'pointercancel', 'keyup'] as const;
    let settled = false;
    const timer = setTimeout(() => done(root.open), FIRST_GESTURE_WAIT_MS);
    function done(open: boolean) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      root.removeEventListener('click', onClick, true);
      for (const type of releases) window.removeEventListener(type, onRelease, true);
      resolve(open);
    }
    function onClick(event: Event) {
      event.preventDefault(); // the component opens instead of the disclosure
      done(true);
    }
    function onRelease() {
      // The click, when there is one, is dispatched after the release: give it its turn.
      setTimeout(() => done(root.open), 0);
    }
    root.addEventListener('click', onClick, true);
    for (const type of releases) window.addEventListener(type, onRelease, true);
  });
}
