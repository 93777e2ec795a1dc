/**
 * Image modal and expander (docs/requirements.md#image-modal-and-expander).
 *
 * The macro (components/image-modal/image-modal.njk) renders a figure whose 'Expand' link goes to the
 * full-size image. This module replaces that link with an 'Expand' button (same look, same place)
 * and a native <dialog> opened with showModal(): it shows the full-size image (or `children`, the
 * default content) and the optional caption. 'Close', a click on the backdrop and Esc close it.
 * Opening stores the window's scroll position and sets the store's `imageModal` flag (the store
 * locks body scrolling at ≤ 1024 px); closing clears the flag, restores the scroll position and
 * returns focus to 'Expand'. Focus moves into the dialog (to 'Close') when it opens.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { ComponentChildren } from 'preact';
import { render } from 'react-dom';
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { ElementError } from '../../enhancers/lib/errors';
import { getStore } from '../../enhancers/lib/store';

/** Props of `ImageModal` (docs/requirements.md#image-modal-and-expander: image, caption). */
export interface ImageModalProps {
  /** Url of the full-size image; omit to show `children` instead. */
  image?: string;
  /** Text alternative of the image. */
  alt?: string;
  /** Optional caption, shown under the image in the dialog. */
  caption?: string;
  /** Intrinsic size of the image (px), reserves its space. */
  width?: number;
  height?: number;
  /** Default content when there is no image. */
  children?: ComponentChildren;
}

let nextId = 0;

/** Scrolls the window to `top` (px) at once, whatever the page's CSS scroll-behavior. */
function restoreScroll(top: number): void {
  if (Math.abs(window.scrollY - top) > 0.5) window.scrollTo({ top, left: 0, behavior: 'instant' as ScrollBehavior });
}

/** Image modal (docs/requirements.md#image-modal-and-expander): the 'Expand' button and its dialog. See the module docstring. */
export function ImageModal({ image, alt = '', caption, width, height, children }: ImageModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const savedScroll = useRef(0);
  const captionId = useRef(`image-modal-caption-${++nextId}`).current;

  const open = useCallback(() => {
    const d = dialog.current;
    if (!d || d.open) return;
    savedScroll.current = window.scrollY;
    d.showModal();
    getStore().set('imageModal', true);
    d.querySelector<HTMLElement>('.image-modal__close')?.focus();
  }, []);

  const close = useCallback(() => {
    if (dialog.current?.open) dialog.current.close();
  }, []);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return undefined;
    // Runs however the dialog closed: Close, backdrop, Esc (native cancel) or d.close().
    const onClose = () => {
      getStore().set('imageModal', false);
      restoreScroll(savedScroll.current);
      trigger.current?.focus({ preventScroll: true });
      restoreScroll(savedScroll.current);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.target !== d) return; // a click on the content, not the backdrop
      const r = d.getBoundingClientRect();
      const inside =
        event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
      if (!inside) close();
    };
    d.addEventListener('close', onClose);
    d.addEventListener('keydown', onKey);
    d.addEventListener('click', onClick);
    return () => {
      d.removeEventListener('close', onClose);
      d.removeEventListener('keydown', onKey);
      d.removeEventListener('click', onClick);
      if (d.open) d.close();
    };
  }, [close]);

  return (
    <>
      <button ref={trigger} type="button" class="image-modal__expand" aria-haspopup="dialog" onClick={open}>
        Expand<span class="visually-hidden"> image</span>
      </button>
      <dialog
        ref={dialog}
        class="image-modal__dialog"
        {...(caption ? { 'aria-labelledby': captionId } : { 'aria-label': alt || 'Expanded image' })}
      >
        <div class="image-modal__body">
          <button type="button" class="image-modal__close" onClick={close}>
            Close
          </button>
          {image ? (
            <img class="image-modal__full" src={image} alt={alt} width={width} height={height} decoding="async" />
          ) : (
            children
          )}
          {caption && (
            <p class="image-modal__caption" id={captionId}>
              {caption}
            </p>
          )}
        </div>
      </dialog>
    </>
  );
}

/**
 * Reads the component's props from the macro's figure.
 * @throws {ElementError} when the figure has no image or no 'Expand' link
 */
export function readImageModalProps(root: HTMLElement): ImageModalProps {
  const img = root.querySelector<HTMLImageElement>('img');
  const link = root.querySelector<HTMLAnchorElement>('a.image-modal__expand');
  if (!img || !link)
    throw new ElementError(
      'image-modal: [data-enhancer="image-modal"] needs an <img> and an a.image-modal__expand; render it with the imageModal macro.',
    );
  const size = (name: 'width' | 'height') => (img.hasAttribute(name) ? Number(img.getAttribute(name)) : undefined);
  return {
    image: root.dataset.full || link.getAttribute('href') || img.getAttribute('src') || undefined,
    alt: img.getAttribute('alt') ?? '',
    caption: root.querySelector('figcaption')?.textContent?.trim() || undefined,
    width: size('width'),
    height: size('height'),
  };
}

/**
 * Enhancer: replaces the figure's 'Expand' link with `ImageModal` (button + dialog), rendered
 * into a container this module owns, in the link's place.
 * @throws {ElementError} see readImageModalProps
 * @returns clean-up that unmounts the component and puts the link back
 */
export default function enhance(root: HTMLElement, _context: EnhanceContext): () => void {
  const props = readImageModalProps(root);
  const link = root.querySelector<HTMLAnchorElement>('a.image-modal__expand')!;
  const hadFocus = document.activeElement === link;
  const container = document.createElement('div');
  container.className = 'image-modal__controls';
  link.replaceWith(container);
  render(<ImageModal {...props} />, container);
  if (hadFocus) container.querySelector<HTMLElement>('.image-modal__expand')?.focus();
  return () => {
    render(null, container);
    container.replaceWith(link);
  };
}
