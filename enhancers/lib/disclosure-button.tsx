/**
 * The button of a WAI-ARIA disclosure: a real button whose aria-expanded says whether the panel it
 * controls (aria-controls) is open. The header's two widgets replace their <details> summary with
 * one: the mobile menu's Menu button (components/mobile-nav/mobile-nav.tsx) and the Search button
 * (components/search-overlay/search-overlay.tsx).
 */
import type { ComponentChildren, Ref } from 'preact';

export interface DisclosureButtonProps {
  /** The button's element, for the widget to return focus to it. */
  buttonRef: Ref<HTMLButtonElement>;
  class: string;
  /** Whether the panel is open (aria-expanded). */
  open: boolean;
  /** The id of the panel the button opens and closes (aria-controls). */
  controls: string;
  onClick: () => void;
  /** The label: elements, or the summary's markup as it was (`html`). */
  children?: ComponentChildren;
  html?: string;
}

/**
 * A disclosure's button: `<button type="button" aria-expanded aria-controls>`.
 * @param props  DisclosureButtonProps; any other attribute is passed to the button
 * @returns the button, its label from `children`, or `html` as the server wrote it
 */
export function DisclosureButton({ buttonRef, open, controls, html, children, ...rest }: DisclosureButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      {...rest}
      aria-expanded={open}
      aria-controls={controls}
      dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }}
    >
      {children}
    </button>
  );
}
