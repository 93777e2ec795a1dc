/**
 * Tells a committed choice in a navigating <select> from a keyboard browsing its options (WCAG
 * 3.2.2 On Input; the APG's select-only combobox: moving through the options does not act, Enter
 * does).
 *
 * In Chromium and Firefox on Linux and Windows, the arrow keys, Home, End, Page Up/Down and
 * type-ahead on a *closed* select change its value and fire `change` at once, during the key's
 * default action: the same task as its `keydown`. A choice made in the open picker (a tap or a
 * click on an option, Enter or a click in the picker; macOS opens the picker on the arrow keys)
 * fires `change` in a task of its own, with no `keydown` of the page before it. So:
 * - a `change` fired in the task of a `keydown` on that select is browsing: nothing is committed,
 *   the option stays shown;
 * - any other `change` is committed;
 * - Enter on a select whose shown option was browsed to commits it (and opens no picker);
 * - Escape, or focus leaving the select, abandons the browsed option (`onAbandon`).
 */

/** What a watched select reports. */
export interface SelectChoiceHandlers {
  /** The visitor chose the select's current option (its `value`). */
  onCommit(select: HTMLSelectElement): void;
  /** The visitor browsed to an option and left it unchosen (Escape, or focus left the select). */
  onAbandon(select: HTMLSelectElement): void;
}

/**
 * Watches every <select> inside `root` (event delegation: selects rendered later count too) and
 * tells a committed choice (a pick in the picker, Enter) from keyboard browsing of a closed select
 * (WCAG 3.2.2; docs/requirements.md#sticky-section-navigation: the select jumps to the chosen section).
 * @param root      the element whose selects are watched
 * @param handlers  see `SelectChoiceHandlers`
 * @param browsed   a select whose option was already browsed to before the watch began (its
 *                  choice waits for Enter, like any other browsed one)
 * @returns a function that stops the watch
 */
export function watchSelectChoices(
  root: HTMLElement,
  { onCommit, onAbandon }: SelectChoiceHandlers,
  browsed?: HTMLSelectElement,
): () => void {
  /** The select a key is down on, during that key's task (its default action changes the value). */
  let keying: HTMLSelectElement | null = null;
  const pending = new Set<HTMLSelectElement>(browsed ? [browsed] : []);
  const selectOf = (event: Event) => (event.target instanceof HTMLSelectElement ? event.target : null);

  const onKeyDown = (event: KeyboardEvent) => {
    const select = selectOf(event);
    if (!select) return;
    if (event.key === 'Enter' && pending.delete(select)) {
      event.preventDefault();
      onCommit(select);
    } else if (event.key === 'Escape' && pending.delete(select)) {
      onAbandon(select);
    } else {
      keying = select;
      // Over once this task is: the key's default action (and its `change`) runs in it.
      setTimeout(() => {
        if (keying === select) keying = null;
      }, 0);
    }
  };
  const onChange = (event: Event) => {
    const select = selectOf(event);
    if (!select) return;
    if (select === keying) pending.add(select);
    else {
      pending.delete(select);
      onCommit(select);
    }
  };
  const onFocusOut = (event: Event) => {
    const select = selectOf(event);
    if (select && pending.delete(select)) onAbandon(select);
  };
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('change', onChange);
  root.addEventListener('focusout', onFocusOut);
  return () => {
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('change', onChange);
    root.removeEventListener('focusout', onFocusOut);
  };
}
