/**
 * Shared state (docs/requirements.md#scroll-lock, docs/architecture.md#shared-state): the show/hide flags of the image modal, the
 * mobile navigation and the search overlay, and the one subscriber that locks body scrolling.
 */
import { SCROLL_LOCK_MAX_WIDTH_PX } from './constants';

export type Flag = 'imageModal' | 'mobileNav' | 'search';
export type State = Readonly<Record<Flag, boolean>>;
export type Listener = (state: State) => void;

export interface Store {
  get(): State;
  /** Sets one flag; listeners run only when the state changed. */
  set(flag: Flag, open: boolean): void;
  /** @returns a function that unsubscribes */
  subscribe(listener: Listener): () => void;
}

/** A minimal observable store of the three flags, all closed at first. */
export function createStore(): Store {
  let state: State = { imageModal: false, mobileNav: false, search: false };
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(flag, open) {
      if (state[flag] === open) return;
      state = { ...state, [flag]: open };
      for (const listener of listeners) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Class the site wrapper (`#app`) gets while navigation, search or a modal is open on a narrow screen. */
export const OPEN_NAVIGATION_CLASS = 'site--navigation-open';

/**
 * The single subscriber of docs/requirements.md#scroll-lock: while any flag is open on a window 1024 px wide or narrower, body
 * scrolling is locked (the page is pinned where it was) and the site gets the open-navigation
 * class; when all close, or the window grows past 1024 px, both are undone and the scroll position
 * is restored at once (`behavior: 'instant'`, never the page's smooth scrolling). Components never
 * touch the body themselves.
 * @returns a function that unbinds (and unlocks)
 */
export function bindScrollLock(store: Store, win: Window = window): () => void {
  const { body } = win.document;
  let lockedAt: number | undefined;

  const apply = () => {
    const state = store.get();
    const anyOpen = state.imageModal || state.mobileNav || state.search;
    const shouldLock = anyOpen && win.innerWidth <= SCROLL_LOCK_MAX_WIDTH_PX;
    const site = win.document.getElementById('app');
    if (shouldLock && lockedAt === undefined) {
      lockedAt = win.scrollY;
      Object.assign(body.style, {
        position: 'fixed',
        top: `-${lockedAt}px`,
        left: '0',
        right: '0',
        overflow: 'hidden',
      });
      site?.classList.add(OPEN_NAVIGATION_CLASS);
    } else if (!shouldLock && lockedAt !== undefined) {
      const y = lockedAt;
      lockedAt = undefined;
      for (const p of ['position', 'top', 'left', 'right', 'overflow'] as const) body.style[p] = '';
      site?.classList.remove(OPEN_NAVIGATION_CLASS);
      // At once, whatever the page's CSS scroll-behavior (base.css sets smooth): closing the menu
      // leaves the visitor where they were, not at the top gliding back.
      win.scrollTo({ top: y, left: 0, behavior: 'instant' });
    }
  };

  const unsubscribe = store.subscribe(apply);
  win.addEventListener('resize', apply);
  return () => {
    unsubscribe();
    win.removeEventListener('resize', apply);
    store.set('imageModal', false);
    store.set('mobileNav', false);
    store.set('search', false);
    apply();
  };
}

let shared: Store | undefined;

/** The page's one store, created (with its scroll-lock subscriber) by the first widget that asks. */
export function getStore(): Store {
  if (!shared) {
    shared = createStore();
    bindScrollLock(shared);
  }
  return shared;
}
