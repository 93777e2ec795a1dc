/**
 * The header's section dropdowns on screens wider than 1024 px (docs/requirements.md#header, docs/requirements.md#navigation-item), as the WAI-ARIA APG's disclosure navigation menu has them
 * (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/):
 * - Esc closes the open dropdown and returns focus to its summary;
 * - opening one closes the others (the <details>' shared `name` does this natively where the
 *   browser supports it; this covers the rest);
 * - focus moving out of an open dropdown, or a click anywhere outside it, closes it.
 * Without JavaScript the dropdowns stay plain <details> disclosures (components/nav-links/nav-links.njk).
 * Loaded on the first pointerdown, focus or key press inside the navigation
 * (`data-enhancer-on="interaction"`, components/header/header.njk); an Esc that loaded it is
 * handled too.
 */
import type { EnhanceContext } from '../../enhancers/lib/loader';

/**
 * Enhancer: adds the behaviour above to the top-level <details> of `root` (the header's
 * `<nav class="primary-nav">`). Finds no disclosure: does nothing.
 * @param root     the navigation element
 * @param context  `trigger`: the event that loaded the module (an Esc in it closes the open dropdown)
 * @returns its clean-up: removes every listener it added
 */
export default function enhance(root: HTMLElement, { trigger }: EnhanceContext): () => void {
  const doc = root.ownerDocument;
  const disclosures = [...root.querySelectorAll<HTMLDetailsElement>('details')].filter(
    (d) => !d.parentElement?.closest('details'),
  );
  const summaryOf = (d: HTMLDetailsElement) => d.querySelector<HTMLElement>(':scope > summary');

  const onKey = (event: Event) => {
    if ((event as KeyboardEvent).key !== 'Escape') return;
    const active = doc.activeElement;
    const open = disclosures.find((d) => d.open && d.contains(active)) ?? disclosures.find((d) => d.open);
    if (!open) return;
    event.preventDefault();
    open.open = false;
    summaryOf(open)?.focus();
  };
  root.addEventListener('keydown', onKey);
  if (trigger?.type === 'keydown') onKey(trigger);

  const onToggle = (event: Event) => {
    const d = event.target as HTMLDetailsElement;
    if (d.open) for (const other of disclosures) if (other !== d) other.open = false;
  };
  for (const d of disclosures) d.addEventListener('toggle', onToggle);

  // Focus that leaves an open dropdown for another element (Tab past its last link, Shift+Tab
  // before its summary, a link elsewhere) closes it.
  const onFocusOut = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node)) return;
    for (const d of disclosures) if (d.open && !d.contains(to)) d.open = false;
  };
  const onFocusIn = (event: FocusEvent) => {
    const to = event.target;
    if (to instanceof Node && !root.contains(to)) for (const d of disclosures) d.open = false;
  };
  root.addEventListener('focusout', onFocusOut);
  doc.addEventListener('focusin', onFocusIn);

  // A click or tap anywhere outside the open dropdown closes it.
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target;
    for (const d of disclosures) if (d.open && !(target instanceof Node && d.contains(target))) d.open = false;
  };
  doc.addEventListener('pointerdown', onPointerDown, true);

  return () => {
    root.removeEventListener('keydown', onKey);
    for (const d of disclosures) d.removeEventListener('toggle', onToggle);
    root.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('pointerdown', onPointerDown, true);
  };
}
