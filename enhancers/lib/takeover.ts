/**
 * When an enhancer may replace its root's server markup without taking the visitor's gesture away
 * (issue 14, "the first tap never lost"). A root that loads on the visitor's first act (`scroll` or
 * `interaction`, enhancers/lib/loader.ts) can receive its chunk in the middle of a gesture on the
 * no-JS form: a press on a link whose click has not come yet, a focused link, an open <select>.
 * Replacing the markup then would drop the click, the focus or the open picker. So the takeover
 * waits until the gesture is over: the press has ended (its `click`, or `pointercancel`) and focus
 * has left the root, or a <select> in it has changed (a choice must act at once: only script can
 * make a select jump). Meanwhile the no-JS form does what it always does (a link jumps to its
 * anchor).
 */

/**
 * Resolves once nothing inside `root` is pressed or focused, or a select in it has changed.
 * @param root     the enhancer's root (its no-JS markup)
 * @param trigger  the event that loaded the chunk, if any (a `pointerdown` may still be pressed)
 * @returns the <select> inside `root` whose value the visitor changed (meanwhile, or before the
 *   chunk arrived: one whose first option, the placeholder, is no longer selected), if any, so
 *   the enhancer can act on that choice
 */
export function whenUnused(root: HTMLElement, trigger?: Event): Promise<HTMLSelectElement | undefined> {
  const doc = root.ownerDocument;
  // A choice made before the chunk arrived (a select whose first option is its placeholder).
  let changed = [...root.querySelectorAll('select')].find((select) => select.selectedIndex > 0);
  let chose = () => {};
  const onChange = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement)) return;
    changed = event.target;
    chose();
  };
  root.addEventListener('change', onChange);
  const pressed = trigger?.type === 'pointerdown' && trigger.target instanceof Element && trigger.target.matches(':active');
  const released = pressed
    ? new Promise<void>((resolve) => {
        const end = () => {
          doc.removeEventListener('click', end, true);
          doc.removeEventListener('pointercancel', end, true);
          // After the click's own default action (a link's jump) has run.
          setTimeout(resolve, 0);
        };
        doc.addEventListener('click', end, true);
        doc.addEventListener('pointercancel', end, true);
      })
    : Promise.resolve();
  return released
    .then(
      () =>
        new Promise<void>((resolve) => {
          if (changed || !root.contains(doc.activeElement)) return resolve();
          const done = () => {
            root.removeEventListener('focusout', onFocusOut);
            resolve();
          };
          const onFocusOut = (event: FocusEvent) => {
            if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) done();
          };
          root.addEventListener('focusout', onFocusOut);
          // A choice in a select acts at once (the no-JS select cannot jump).
          chose = done;
        }),
    )
    .then(() => {
      root.removeEventListener('change', onChange);
      return changed;
    });
}
