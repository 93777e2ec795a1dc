/**
 * Search overlay (docs/requirements.md#search-overlay, docs/requirements.md#search-form).
 *
 * The header macro (components/header/header.njk) renders a working <details class="search-toggle">
 * disclosure holding the search form (docs/requirements.md#search-form). On the first tap, focus or key press inside it, this module
 * replaces the <details> with the `SearchOverlay` component: a real Search button (aria-expanded,
 * aria-controls) that toggles a modal dialog (role="dialog", aria-modal="true", labelled by the
 * form's label) holding the same form (GET to the page-supplied action, one `q` search input with
 * the placeholder 'Enter your keyword here', a labelled submit button).
 *
 * - The backdrop, Esc and a Close button close it; closing returns focus to the Search button.
 * - Opening scrolls the window to the top and focuses the input; Tab and Shift+Tab wrap inside.
 * - It sets the store's `search` flag, so at ≤ 1024 px the store locks body scrolling; wider than
 *   1024 px the overlay locks the page's scrolling itself and restores it on close.
 * - Its top sits on the header's bottom edge and its max-height is the window height minus that,
 *   recalculated 300 ms (SEARCH_RESIZE_DELAY_MS) after a resize.
 * - Opening the mobile menu or an image modal closes it (one overlay at a time).
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { render } from 'react-dom';
import { SCROLL_LOCK_MAX_WIDTH_PX, SEARCH_RESIZE_DELAY_MS } from '../../enhancers/lib/constants';
import { ElementError } from '../../enhancers/lib/errors';
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { getStore } from '../../enhancers/lib/store';
import { debounce } from '../../enhancers/lib/timing';
import { firstGesture } from '../../enhancers/lib/first-gesture';
import { DisclosureButton } from '../../enhancers/lib/disclosure-button';

/** The search form (docs/requirements.md#search-form), as the page supplied it. */
export interface SearchFormProps {
  /** Where the form submits (GET), e.g. "/search/". */
  action: string;
  /** The input's id (unique on the page). */
  inputId: string;
  /** The label's text, e.g. "Search the site"; it also names the dialog. */
  label: string;
  /** The submit button's text. */
  submitText: string;
  /** The input's placeholder ('Enter your keyword here', docs/requirements.md#search-form). */
  placeholder: string;
  /** What the visitor had already typed, if anything. */
  value?: string;
  /** The search landmark's name (the form's aria-label, "Site search" in the header), if any. */
  landmarkLabel?: string;
}

/** Props of `SearchOverlay`. */
export interface SearchOverlayProps {
  form: SearchFormProps;
  /** The Search button's content: the summary's own markup (icon and text), so it looks the same. */
  buttonHtml: string;
  /** Open on the first frame (the visitor's first tap or key press opened the disclosure). */
  initiallyOpen?: boolean;
  /** Focus the Search button on the first frame (focus was in the disclosure when it was replaced). */
  autoFocus?: boolean;
}

/** Where the overlay sits (px): `top` is the header's bottom edge, `maxHeight` the window height below it. */
export interface OverlaySize {
  top: number;
  maxHeight: number;
}

export const OVERLAY_ID = 'search-overlay';

/** The overlay's position and size (px) under the site header. */
export function measureOverlay(win: Window = window): OverlaySize {
  const top = Math.max(0, win.document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0);
  return { top, maxHeight: Math.max(0, win.innerHeight - top) };
}

/**
 * Locks the page's scrolling for windows wider than 1024 px (docs/requirements.md#search-overlay): `overflow: hidden` on the
 * root element (never on <body>, whose styles belong to the store's ≤ 1024 px lock), keeping the
 * scrollbar's gutter so nothing moves sideways.
 * @returns a function that restores the root element's previous inline styles
 */
export function lockPageScroll(win: Window = window): () => void {
  const html = win.document.documentElement;
  const before = { overflow: html.style.overflow, gutter: html.style.getPropertyValue('scrollbar-gutter') };
  const hasScrollbar = win.innerWidth > html.clientWidth;
  html.style.overflow = 'hidden';
  if (hasScrollbar) html.style.setProperty('scrollbar-gutter', 'stable');
  return () => {
    html.style.overflow = before.overflow;
    if (before.gutter) html.style.setProperty('scrollbar-gutter', before.gutter);
    else html.style.removeProperty('scrollbar-gutter');
  };
}

/** Search overlay (docs/requirements.md#search-overlay). See the module docstring for the behaviour. */
export function SearchOverlay({ form, buttonHtml, initiallyOpen = false, autoFocus = false }: SearchOverlayProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [size, setSize] = useState<OverlaySize>(() => measureOverlay());
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The dialog's first and last focusable controls (it renders no others): Tab wraps between them.
  const closeButton = useRef<HTMLButtonElement>(null);
  const labelId = `${form.inputId}-label`;

  /** Closes; focus goes back to the Search button unless another overlay took over. */
  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useLayoutEffect(() => {
    // Set once, not as a prop: a re-render must never reset what the visitor is typing.
    if (form.value && input.current) input.current.value = form.value;
    if (autoFocus && !initiallyOpen) button.current?.focus();
    // The first frame only: later focus follows the visitor.
  }, []);

  useLayoutEffect(() => {
    if (!open) return undefined;
    const store = getStore();
    // 'instant': the stylesheet's `scroll-behavior: smooth` would otherwise animate, and the store's
    // ≤ 1024 px lock would pin the page halfway.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    store.set('search', true);

    let release: (() => void) | undefined;
    const applyLock = () => {
      const wide = window.innerWidth > SCROLL_LOCK_MAX_WIDTH_PX;
      if (wide && !release) release = lockPageScroll();
      else if (!wide && release) {
        release();
        release = undefined;
      }
    };
    applyLock();
    setSize(measureOverlay());
    input.current?.focus();

    let active = true;
    const recalculate = debounce(() => {
      if (active) setSize(measureOverlay());
    }, SEARCH_RESIZE_DELAY_MS);
    const onResize = () => {
      applyLock();
      recalculate();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      const first = input.current;
      const last = closeButton.current;
      if (event.key !== 'Tab' || !dialog.current || !first || !last) return;
      const current = document.activeElement;
      if (!dialog.current.contains(current)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && current === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const unsubscribe = store.subscribe((state) => {
      if (state.mobileNav || state.imageModal) close(false);
    });
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    return () => {
      active = false;
      unsubscribe();
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
      release?.();
      store.set('search', false);
    };
  }, [open, close]);

  return (
    <>
      <DisclosureButton
        buttonRef={button}
        class="search-toggle__button"
        open={open}
        controls={OVERLAY_ID}
        onClick={() => (open ? close() : setOpen(true))}
        html={buttonHtml}
      />
      <div class="search-overlay" hidden={!open}>
        {/* A pointer's shortcut: the keyboard closes the overlay with Esc or its Close button. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div class="search-overlay__backdrop" style={{ top: `${size.top}px` }} onClick={() => close()} />
        <div
          ref={dialog}
          id={OVERLAY_ID}
          class="search-overlay__dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelId}
          style={{ top: `${size.top}px`, maxHeight: `${size.maxHeight}px` }}
        >
          <div class="container search-overlay__inner">
            <form class="search-form" role="search" aria-label={form.landmarkLabel} method="get" action={form.action}>
              <label class="search-form__label" id={labelId} for={form.inputId}>
                {form.label}
              </label>
              <div class="search-form__row">
                <input
                  ref={input}
                  class="search-form__input"
                  id={form.inputId}
                  type="search"
                  name="q"
                  placeholder={form.placeholder}
                  autocomplete="off"
                />
                <button class="search-form__submit button" type="submit">
                  {form.submitText}
                </button>
              </div>
            </form>
            <button ref={closeButton} type="button" class="search-overlay__close" onClick={() => close()}>
              Close<span class="visually-hidden"> search</span>
            </button>
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * Reads the overlay's props from the macro's markup (the no-JS disclosure is the single source).
 * @throws {ElementError} when the disclosure lacks its summary, its form, the form's action, its
 *   `q` input or its label
 */
export function readSearchOverlayProps(root: HTMLElement): Pick<SearchOverlayProps, 'form' | 'buttonHtml'> {
  const summary = root.querySelector(':scope > summary');
  const formEl = root.querySelector('form');
  const inputEl = formEl?.querySelector<HTMLInputElement>('input[name="q"]');
  const action = formEl?.getAttribute('action');
  const label = inputEl?.id ? formEl?.querySelector(`label[for="${inputEl.id}"]`) : null;
  if (!summary || !formEl || !action || !inputEl || !label) {
    throw new ElementError(
      'search-overlay: [data-enhancer="search-overlay"] needs a <summary> and the searchForm macro (a form with an action, an input named q with an id, and its label).',
    );
  }
  return {
    buttonHtml: summary.innerHTML,
    form: {
      action,
      inputId: inputEl.id,
      label: (label.textContent ?? '').trim(),
      submitText: (formEl.querySelector('button[type="submit"]')?.textContent ?? '').trim(),
      placeholder: inputEl.getAttribute('placeholder') ?? '',
      value: inputEl.value || undefined,
      landmarkLabel: formEl.getAttribute('aria-label') ?? undefined,
    },
  };
}

/**
 * Enhancer: replaces the <details> disclosure with `SearchOverlay` once the first gesture has played
 * out (see `firstGesture`). When focus was inside the disclosure it moves to the Search button (or
 * to the input, when the overlay starts open).
 * @param root     the macro's `<details data-enhancer="search-overlay">`
 * @param trigger  the pointerdown, focusin or keydown that loaded the chunk
 * @throws {ElementError} when the markup is not the macro's (see `readSearchOverlayProps`)
 * @returns clean-up that unmounts the component (closing the overlay and releasing its locks)
 */
export default function enhance(root: HTMLElement, { trigger }: EnhanceContext): () => void {
  const props = readSearchOverlayProps(root);
  const container = document.createElement('div');
  container.className = 'search-toggle search-toggle--enhanced';
  let mounted = false;
  let unmounted = false;
  void firstGesture(root as HTMLDetailsElement, trigger).then((initiallyOpen) => {
    if (unmounted) return;
    const autoFocus = root.contains(document.activeElement);
    const typed = root.querySelector<HTMLInputElement>('input[name="q"]')?.value;
    root.replaceWith(container);
    mounted = true;
    render(
      <SearchOverlay
        {...props}
        form={{ ...props.form, value: typed || props.form.value }}
        initiallyOpen={initiallyOpen}
        autoFocus={autoFocus}
      />,
      container,
    );
  });
  return () => {
    unmounted = true;
    if (mounted) render(null, container);
  };
}
