// @vitest-environment happy-dom
/**
 * Image modal and expander (docs/requirements.md#image-modal-and-expander): the real macro rendered, then the enhancer attached.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import enhance, { readImageModalProps } from './image-modal';
import { getStore } from '../../enhancers/lib/store';
import { renderMacro } from '../../test/support/nunjucks.js';
import { exampleRows } from '../../test/support/examples.js';

const PROPS = {
  image: '/images/illustrations/faims-principle.svg',
  alt: 'Diagram of a FAIMS channel.',
  caption: 'Only one kind of ion reaches the detector.',
  width: 800,
  height: 420,
};
let cleanup: () => void = () => undefined;
let scrollY = 0;

function mount(props: Record<string, unknown> = PROPS) {
  document.body.innerHTML = `<div id="app"><main><p style="height:3000px">Text</p>${renderMacro('image-modal.njk', 'imageModal', props)}</main></div>`;
  return document.querySelector<HTMLElement>('[data-enhancer="image-modal"]')!;
}
async function enhanced() {
  const root = mount();
  await act(() => {
    cleanup = enhance(root, {});
  });
  return {
    expand: document.querySelector<HTMLButtonElement>('button.image-modal__expand')!,
    dialog: document.querySelector<HTMLDialogElement>('dialog.image-modal__dialog')!,
  };
}

beforeEach(() => {
  scrollY = 1234;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(window, 'scrollTo').mockImplementation(((a: number | ScrollToOptions, b?: number) => {
    scrollY = typeof a === 'number' ? (b ?? 0) : (a.top ?? 0);
  }) as typeof window.scrollTo);
});
afterEach(async () => {
  await act(() => cleanup());
  cleanup = () => undefined;
  getStore().set('imageModal', false);
  vi.restoreAllMocks();
});

describe('macro (no JS)', () => {
  it.each(exampleRows('image-modal'))(
    'example "%s": the image at its size, an Expand link to it, and its caption when it has one',
    (_name, example) => {
      const props = example.props as { image: string; alt: string; caption?: string; width: number; height: number };
      const root = mount(example.props);
      const img = root.querySelector('img')!;
      expect([img.getAttribute('src'), img.getAttribute('alt')]).toEqual([props.image, props.alt]);
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([
        String(props.width),
        String(props.height),
      ]);
      const link = root.querySelector('a')!;
      expect([link.textContent, link.getAttribute('href')]).toEqual(['Expand image', props.image]);
      expect(root.querySelector('figcaption')?.textContent).toBe(props.caption);
      expect(root.querySelector('button, dialog')).toBeNull();
    },
  );

  it('renders the figure, the caption and an Expand link to the full-size image', () => {
    const root = mount({ ...PROPS, full: '/full.svg' });
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(PROPS.image);
    expect(img.getAttribute('alt')).toBe(PROPS.alt);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '420']);
    const link = root.querySelector('a')!;
    expect(link.textContent).toBe('Expand image');
    expect(link.getAttribute('href')).toBe('/full.svg');
    expect(root.querySelector('figcaption')!.textContent).toBe(PROPS.caption);
    expect(root.getAttribute('data-enhancer')).toBe('image-modal');
    expect(mount().querySelector('a')!.getAttribute('href')).toBe(PROPS.image);
  });

  it('fails the render naming the macro, the prop and the fix (the params of image-modal.examples.yaml)', () => {
    expect(() => mount({ ...PROPS, image: undefined })).toThrow(
      /imageModal\(\): the prop "image" is missing\. Add "image: …", a string: the url of the image/,
    );
    expect(() => mount({ ...PROPS, alt: undefined })).toThrow(/imageModal\(\): the prop "alt" is missing/);
    expect(() => mount({ ...PROPS, width: undefined })).toThrow(
      /imageModal\(\): the prop "width" is missing\. Add "width: …", a whole number of at least 1: the image's intrinsic width in px/,
    );
    expect(() => mount({ ...PROPS, widht: 480 })).toThrow(
      /imageModal\(\): there is no prop "widht"\. Use one of image, alt, caption, width, height, full \(the params of components\/image-modal\/image-modal\.examples\.yaml\), or remove it\./,
    );
  });
});

describe('enhancer', () => {
  it('reads its props from the figure', () => {
    expect(readImageModalProps(mount())).toEqual(PROPS);
  });

  it('replaces the link by an Expand button, the dialog closed', async () => {
    const { expand, dialog } = await enhanced();
    expect(document.querySelector('a.image-modal__expand')).toBeNull();
    expect(expand.textContent).toBe('Expand image');
    expect(dialog.open).toBe(false);
  });

  it('Expand opens the dialog with the image and caption, moves focus in and sets the flag (scroll lock ≤ 1024 px)', async () => {
    const { expand, dialog } = await enhanced();
    await act(() => expand.click());
    expect(dialog.open).toBe(true);
    const img = dialog.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(PROPS.image);
    expect(img.getAttribute('alt')).toBe(PROPS.alt);
    expect(dialog.textContent).toContain(PROPS.caption);
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('.image-modal__caption')!.id);
    expect(document.activeElement).toBe(dialog.querySelector('.image-modal__close'));
    expect(getStore().get().imageModal).toBe(true);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-1234px');
  });

  it('Close closes it, restores the scroll position, clears the flag and returns focus to Expand', async () => {
    const { expand, dialog } = await enhanced();
    await act(() => expand.click());
    scrollY = 0; // the lock pinned the page; the window reports 0
    await act(() => dialog.querySelector<HTMLButtonElement>('.image-modal__close')!.click());
    expect(dialog.open).toBe(false);
    expect(getStore().get().imageModal).toBe(false);
    expect(scrollY).toBe(1234);
    expect(document.body.style.position).toBe('');
    expect(document.activeElement).toBe(expand);
  });

  it('Esc closes it', async () => {
    const { expand, dialog } = await enhanced();
    await act(() => expand.click());
    await act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(expand);
    expect(scrollY).toBe(1234);
  });

  it('a click on the backdrop closes it; a click on its content does not', async () => {
    const { expand, dialog } = await enhanced();
    await act(() => expand.click());
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({
      left: 20,
      right: 355,
      top: 100,
      bottom: 400,
    } as DOMRect);
    await act(() => {
      dialog
        .querySelector('img')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 100, clientY: 200 }));
    });
    expect(dialog.open).toBe(true);
    await act(() => {
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 100, clientY: 200 }));
    });
    expect(dialog.open).toBe(true); // the dialog's own padding
    await act(() => {
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 5, clientY: 600 }));
    });
    expect(dialog.open).toBe(false);
    expect(getStore().get().imageModal).toBe(false);
  });

  it('clean-up puts the no-JS link back', async () => {
    await enhanced();
    await act(() => cleanup());
    cleanup = () => undefined;
    expect(document.querySelector('a.image-modal__expand')!.getAttribute('href')).toBe(PROPS.image);
  });
});
