// @vitest-environment happy-dom
/**
 * Search overlay (docs/requirements.md#search-overlay, docs/requirements.md#search-form): the real header macro rendered with the real site data,
 * then the enhancer attached to its Search disclosure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { mountSiteHeader } from '../../test/support/header.js';
import enhance, { OVERLAY_ID } from './search-overlay';
import { FIRST_GESTURE_WAIT_MS } from '../../enhancers/lib/first-gesture';
import { SEARCH_RESIZE_DELAY_MS } from '../../enhancers/lib/constants';
import { getStore } from '../../enhancers/lib/store';
import { renderMacro } from '../../test/support/nunjucks.js';

let headerBottom = 104;
let cleanup: () => void = () => undefined;

function setWindow(width: number, height = 900) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

/** The real header (with its Search disclosure) inside #app, as on every page. */
function mountHeader(): HTMLDetailsElement {
  const header = mountSiteHeader();
  vi.spyOn(header, 'getBoundingClientRect').mockImplementation(
    () => ({ top: 0, height: headerBottom, bottom: headerBottom }) as DOMRect,
  );
  return document.querySelector<HTMLDetailsElement>('[data-enhancer="search-overlay"]')!;
}

/** Lets the enhancer's promise (the first gesture) settle and Preact commit. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

async function attach(root = mountHeader(), trigger?: Event) {
  await act(() => {
    cleanup = enhance(root, { trigger });
  });
  await settle();
  return parts();
}

function parts() {
  return {
    button: document.querySelector<HTMLButtonElement>('button.search-toggle__button')!,
    overlay: document.querySelector<HTMLElement>('.search-overlay')!,
    dialog: document.getElementById(OVERLAY_ID)!,
    backdrop: document.querySelector<HTMLElement>('.search-overlay__backdrop')!,
    input: document.querySelector<HTMLInputElement>(`#${OVERLAY_ID} input`)!,
  };
}

const click = (el: HTMLElement) => act(() => el.click());
const key = (k: string, init: KeyboardEventInit = {}) =>
  act(() => {
    (document.activeElement ?? document).dispatchEvent(
      new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }),
    );
  });
const isOpen = () => !parts().overlay.hidden;

beforeEach(() => {
  headerBottom = 104;
  setWindow(1440);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
});
afterEach(async () => {
  await act(() => cleanup());
  cleanup = () => undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the search-overlay macro (components/search-overlay/search-overlay.njk)', () => {
  it('renders the no-JS Search disclosure, the overlay enhancer\u2019s root, with the search form for the given action and input id', () => {
    document.body.innerHTML = renderMacro('search-overlay.njk', 'searchOverlay', {
      action: '/search/',
      id: 'x-search',
    });
    const root = document.querySelector<HTMLDetailsElement>('details.search-toggle')!;
    expect([root.dataset.enhancer, root.dataset.enhancerOn]).toEqual(['search-overlay', 'interaction']);
    expect(root.querySelector('summary')!.textContent).toBe('Search');
    expect(root.querySelector('form')!.getAttribute('action')).toBe('/search/');
    expect(root.querySelector('input[name="q"]')!.id).toBe('x-search');
    // Its search landmark is named, unlike the search page's and the 404 page's own form.
    expect(root.querySelector('form')!.getAttribute('aria-label')).toBe('Site search');
  });
});

describe('the Search button', () => {
  it('replaces the disclosure with the summary’s own look: same class, icon and text', async () => {
    const summaryHtml = mountHeader().querySelector('summary')!.innerHTML;
    const { button } = await attach();
    expect(document.querySelector('details.search-toggle')).toBeNull();
    expect(button.parentElement!.classList.contains('search-toggle')).toBe(true);
    expect(button.innerHTML).toBe(summaryHtml);
    expect(button.textContent).toBe('Search');
    expect(button.type).toBe('button');
  });

  it('is a disclosure of the dialog: aria-controls names it, aria-expanded follows, it toggles', async () => {
    const { button, dialog } = await attach();
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(isOpen()).toBe(false);
    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(isOpen()).toBe(true);
    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(isOpen()).toBe(false);
  });
});

describe('the overlay (the search form of docs/requirements.md#search-form, dialog semantics)', () => {
  it('is a labelled modal dialog holding the search form (docs/requirements.md#search-form): GET to the page-supplied url, one search input q', async () => {
    const { button, dialog } = await attach();
    await click(button);
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent?.trim()).toBe(
      'Search the site',
    );
    const forms = dialog.querySelectorAll('form');
    expect(forms).toHaveLength(1);
    const form = forms[0];
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search/');
    expect(form.getAttribute('role')).toBe('search');
    expect(form.getAttribute('aria-label'), 'the landmark keeps the name the macro gave it').toBe('Site search');
    const inputs = form.querySelectorAll('input');
    expect(inputs).toHaveLength(1);
    expect(inputs[0].getAttribute('type')).toBe('search');
    expect(inputs[0].getAttribute('name')).toBe('q');
    expect(inputs[0].getAttribute('placeholder')).toBe('Enter your keyword here');
    expect(form.querySelector(`label[for="${inputs[0].id}"]`)?.textContent?.trim()).toBe('Search the site');
    const submit = form.querySelectorAll('button');
    expect(submit).toHaveLength(1);
    expect(submit[0].getAttribute('type')).toBe('submit');
    expect(submit[0].textContent?.trim()).toBe('Search');
  });

  it('submits to whatever action the page supplied', async () => {
    const root = mountHeader();
    root.querySelector('form')!.setAttribute('action', '/en/find/');
    const { button, dialog } = await attach(root);
    await click(button);
    expect(dialog.querySelector('form')!.getAttribute('action')).toBe('/en/find/');
  });

  it('opening scrolls the window to the top (instantly) and focuses the input', async () => {
    const { button, input } = await attach();
    expect(window.scrollTo).not.toHaveBeenCalled();
    await click(button);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(document.activeElement).toBe(input);
  });

  it('keeps focus inside while open: Tab from the last control wraps to the input, Shift+Tab back', async () => {
    const { button, dialog, input } = await attach();
    await click(button);
    const controls = [...dialog.querySelectorAll<HTMLElement>('input, button')];
    expect(controls.map((c) => c.textContent?.trim() || c.tagName)).toEqual(['INPUT', 'Search', 'Close search']);
    const last = controls[controls.length - 1];
    last.focus();
    await key('Tab');
    expect(document.activeElement).toBe(input);
    await key('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(last);
    // From outside the dialog (the Search button), Tab goes into it.
    button.focus();
    await key('Tab');
    expect(document.activeElement).toBe(input);
  });

  it.each([
    ['Esc', async () => key('Escape')],
    ['a backdrop click', async () => click(parts().backdrop)],
    ['the Close button', async () => click(parts().dialog.querySelector<HTMLElement>('.search-overlay__close')!)],
  ])('closes on %s and returns focus to the Search button', async (_name, close) => {
    const { button } = await attach();
    await click(button);
    expect(isOpen()).toBe(true);
    await close();
    expect(isOpen()).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('a click inside the dialog does not close it', async () => {
    const { button, input } = await attach();
    await click(button);
    await click(input);
    expect(isOpen()).toBe(true);
  });

  it('sits on the header’s bottom edge, max-height = window height − header bottom', async () => {
    setWindow(1440, 900);
    const { button, dialog, backdrop } = await attach();
    await click(button);
    expect(dialog.style.top).toBe('104px');
    expect(dialog.style.maxHeight).toBe('796px');
    expect(backdrop.style.top).toBe('104px');
  });

  it('recalculates its size 300 ms after a resize, not before', async () => {
    const { button, dialog } = await attach();
    await click(button);
    vi.useFakeTimers();
    headerBottom = 64;
    setWindow(1440, 700);
    await act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await act(() => {
      vi.advanceTimersByTime(SEARCH_RESIZE_DELAY_MS - 1);
    });
    expect(dialog.style.maxHeight).toBe('796px');
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(dialog.style.top).toBe('64px');
    expect(dialog.style.maxHeight).toBe('636px');
  });

  it('a burst of resizes recalculates once, 300 ms after the last', async () => {
    const { button, dialog } = await attach();
    await click(button);
    vi.useFakeTimers();
    setWindow(1440, 600);
    for (let i = 0; i < 3; i++) {
      await act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      await act(() => {
        vi.advanceTimersByTime(200);
      });
    }
    expect(dialog.style.maxHeight).toBe('796px');
    await act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(dialog.style.maxHeight).toBe('496px');
  });
});

describe('scroll lock (docs/requirements.md#scroll-lock: 1024 px)', () => {
  it('wider than 1024 px (1025) the overlay locks page scrolling itself and restores it on close', async () => {
    setWindow(1025);
    document.documentElement.style.overflow = 'auto';
    const { button } = await attach();
    await click(button);
    expect(getStore().get().search).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('');
    await click(button);
    expect(getStore().get().search).toBe(false);
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('at 1024 px the store’s lock applies (body pinned, site marked), not the overlay’s', async () => {
    setWindow(1024);
    const { button } = await attach();
    await click(button);
    expect(getStore().get().search).toBe(true);
    expect(document.body.style.position).toBe('fixed');
    expect(document.getElementById('app')!.classList.contains('site--navigation-open')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('');
    await key('Escape');
    expect(document.body.style.position).toBe('');
  });

  it('hands over when the window crosses 1024 px while open', async () => {
    setWindow(1440);
    const { button } = await attach();
    await click(button);
    expect(document.documentElement.style.overflow).toBe('hidden');
    setWindow(800);
    await act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.position).toBe('fixed');
    setWindow(1440);
    await act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('');
  });

  it('closes when the mobile menu opens (one overlay at a time), without taking focus', async () => {
    setWindow(375);
    const { button } = await attach();
    await click(button);
    await act(() => getStore().set('mobileNav', true));
    expect(isOpen()).toBe(false);
    expect(getStore().get().search).toBe(false);
    expect(document.activeElement).not.toBe(button);
    await act(() => getStore().set('mobileNav', false));
  });
});

describe('the first tap or key press is not lost', () => {
  it('a disclosure already open when the enhancer attaches opens the overlay, input focused', async () => {
    const root = mountHeader();
    root.open = true;
    const { overlay, input } = await attach(root, new Event('pointerdown'));
    expect(overlay.hidden).toBe(false);
    expect(document.activeElement).toBe(input);
  });

  it('a pointer still down when the chunk arrives: its click opens the overlay (not the disclosure)', async () => {
    const root = mountHeader();
    const summary = root.querySelector('summary')!;
    const down = new Event('pointerdown', { bubbles: true });
    summary.dispatchEvent(down);
    await act(() => {
      cleanup = enhance(root, { trigger: down });
    });
    await settle();
    expect(document.querySelector('details.search-toggle')).not.toBeNull(); // waiting for the click
    window.dispatchEvent(new Event('pointerup'));
    const clickEvent = new MouseEvent('click', { bubbles: true, cancelable: true });
    summary.dispatchEvent(clickEvent);
    await settle();
    expect(clickEvent.defaultPrevented).toBe(true);
    expect(parts().overlay.hidden).toBe(false);
  });

  it('a press released without a click (a drag away) leaves it closed', async () => {
    const root = mountHeader();
    const down = new Event('pointerdown', { bubbles: true });
    await act(() => {
      cleanup = enhance(root, { trigger: down });
    });
    vi.useFakeTimers();
    window.dispatchEvent(new Event('pointercancel'));
    await act(() => {
      vi.advanceTimersByTime(0);
    });
    await settle();
    expect(parts().button).not.toBeNull();
    expect(parts().overlay.hidden).toBe(true);
  });

  it(`gives up waiting for the click after ${FIRST_GESTURE_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    const root = mountHeader();
    await act(() => {
      cleanup = enhance(root, { trigger: new Event('pointerdown') });
    });
    await act(() => {
      vi.advanceTimersByTime(FIRST_GESTURE_WAIT_MS - 1);
    });
    expect(document.querySelector('button.search-toggle__button')).toBeNull();
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    await settle();
    expect(parts().overlay.hidden).toBe(true);
  });

  it('focus that loaded the chunk (Tab) moves to the Search button; Enter then opens', async () => {
    const root = mountHeader();
    root.querySelector('summary')!.focus();
    const { button, overlay } = await attach(root, new FocusEvent('focusin'));
    expect(overlay.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    await click(button); // what Enter on a focused button does
    expect(parts().overlay.hidden).toBe(false);
  });

  it('keeps what the visitor had typed into the no-JS form', async () => {
    const root = mountHeader();
    root.open = true;
    root.querySelector('input')!.value = 'OVG';
    const { input } = await attach(root);
    expect(input.value).toBe('OVG');
  });
});

describe('errors', () => {
  it('throws an ElementError naming the component when the form is missing', () => {
    const root = mountHeader();
    root.querySelector('form')!.remove();
    expect(() => enhance(root, {})).toThrow(
      expect.objectContaining({ name: 'ElementError', message: expect.stringContaining('search-overlay') }),
    );
  });
});
