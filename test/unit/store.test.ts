// @vitest-environment happy-dom
/**
 * Shared state (docs/requirements.md#scroll-lock): while the image modal, the mobile navigation or the search is open on a
 * window 1024 px wide or narrower, body scrolling is locked and the site gets the open-navigation
 * class; closing restores the scroll position.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindScrollLock, createStore, OPEN_NAVIGATION_CLASS, type Flag } from '../../enhancers/lib/store';

let unbind: () => void = () => undefined;

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
}

beforeEach(() => {
  document.body.innerHTML = '<div id="app" class="site"></div>';
  document.body.removeAttribute('style');
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 640 });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  unbind();
  vi.restoreAllMocks();
});

const site = () => document.getElementById('app')!;

describe.each<Flag>(['imageModal', 'mobileNav', 'search'])('opening %s', (flag) => {
  it('at 1024 px locks body scrolling where the page was and marks the site', () => {
    setWidth(1024);
    const store = createStore();
    unbind = bindScrollLock(store);
    store.set(flag, true);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    expect(document.body.style.overflow).toBe('hidden');
    expect(site().classList.contains(OPEN_NAVIGATION_CLASS)).toBe(true);
  });

  it('at 1025 px leaves scrolling alone', () => {
    setWidth(1025);
    const store = createStore();
    unbind = bindScrollLock(store);
    store.set(flag, true);
    expect(document.body.style.position).toBe('');
    expect(site().classList.contains(OPEN_NAVIGATION_CLASS)).toBe(false);
  });
});

describe('closing', () => {
  it('unlocks only when every flag is closed, and restores the scroll position at once, whatever the CSS scroll-behavior', () => {
    setWidth(375);
    const store = createStore();
    unbind = bindScrollLock(store);
    store.set('mobileNav', true);
    store.set('search', true);
    store.set('mobileNav', false);
    expect(document.body.style.position).toBe('fixed');
    store.set('search', false);
    expect(document.body.style.position).toBe('');
    expect(site().classList.contains(OPEN_NAVIGATION_CLASS)).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 640, left: 0, behavior: 'instant' });
  });

  it('a resize past 1024 px while open unlocks too', () => {
    setWidth(800);
    const store = createStore();
    unbind = bindScrollLock(store);
    store.set('imageModal', true);
    setWidth(1280);
    window.dispatchEvent(new Event('resize'));
    expect(document.body.style.position).toBe('');
  });
});

describe('createStore', () => {
  it('notifies subscribers of changes only', () => {
    const store = createStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('search', true);
    store.set('search', true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ imageModal: false, mobileNav: false, search: true });
    unsubscribe();
    store.set('search', false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
