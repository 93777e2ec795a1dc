/**
 * When an enhancer may replace its root's server markup without taking the visitor's gesture away
 * (the first tap is never lost). A root that loads on the visitor's first act (`scroll` or
 * `interaction`, enhancers/lib/loader.ts) can receive its chunk in the middle of a gesture on the
 * no-JS form: a press on a link whose click has not come yet, a focused link, an open <select>.
 * Replacing the markup then would drop the click, the focus or the open picker. So the takeover
 * waits until the gesture is over: the press has ended (its `click`, or `pointercancel`) and focus
 * has left the root, or the visitor has chosen an option of a <select> in it (a choice must act at
 * once: only script can make a select jump). Meanwhile the no-JS form does what it always does (a
 * link jumps to its anchor).
 */

/**
 * Resolves once nothing inside `root` is pressed or focused, or the visitor has committed a choice
 * in a select inside it.
 * @param root     the enhancer's root (its no-JS markup)
 * @param trigger  the event that loaded the chunk, if any (a `pointerdown` may still be pressed)
 * @param choice   settles with the <select> whose option the visitor chose (the enhancer tells a
 *                 choice from a keyboard browsing the options: lib/select-choice.ts), if it can
 * @returns that select when a choice ended the wait, so the enhancer can act on it
 */
export function whenUnused(
  root: HTMLElement,
  trigger?: Event,
  choice?: Promise<HTMLSelectElement>,
): Promise<HTMLSelectElement | undefined> {
  const doc = root.ownerDocument;
  let changed: HTMLSelectElement | undefined;
  let chose = () => {};
  void choice?.then((select) => {
    changed = select;
    chose();
  });
  const pressed =
    trigger?.type === 'pointerdown' && trigger.target instanceof Element && trigger.target.matches(':active');
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
    .then(() => changed);
}
