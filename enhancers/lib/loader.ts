/**
 * On-demand loading of enhancers (docs/architecture.md#macro--enhancer, docs/requirements.md#page-startup, docs/requirements.md#calls).
 *
 * A macro's root element carries `data-enhancer="<name>"` and optionally
 * `data-enhancer-on="load" | "visible" | "interaction"`. For each root on the page, the module
 * registered under that name is imported (Vite makes each one its own chunk) at the moment the
 * root asks for, then its default export (an `Enhance`) is called with the root, which is then marked `data-enhanced`. A marked root is never enhanced again, however often
 * `enhanceRoots` runs over it. No module is downloaded for an element that is not on the page.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from './startup-constants';
import type { LOAD_CONDITIONS } from '../../src/load-conditions.js';
import { ChunkLoadError } from './errors';

/** When a root's module loads. `load` (default): at start-up; `visible`: when it nears the viewport;
 *  `interaction`: on the first pointerdown, focus or keydown inside it (any root with state to restore,
 *  `data-enhancer-restore`, loads at once: see whenReady); `scroll`: on the window's
 *  first scroll, or on an interaction inside it, whichever comes first (docs/architecture.md#budgets: no widget JS
 *  before any input); `overflow`: once it nears the viewport and its content is wider than it
 *  (scrollWidth > clientWidth), checked then and on every size change of the root or its first
 *  child; `query`: at start-up when the page's URL has a query (`?…`), else never. */
export type LoadCondition = (typeof LOAD_CONDITIONS)[number];

/** What an enhancer gets besides its root: the event that triggered an `interaction` load, so the
 *  first tap or key press is not lost. */
export interface EnhanceContext {
  trigger?: Event;
}

/** Undoes an enhancement: removes the enhancer's listeners, observers and timers and gives the
 *  root its no-JS form back. */
export type Cleanup = () => void;

/**
 * An enhancer module's default export: enhances `root` in place and returns its clean-up, or throws
 * (an `ElementError` naming the macro when the markup is not the macro's; the loader logs it,
 * docs/requirements.md#page-startup). On a page an enhanced root stays enhanced: `enhanceRoots` hands each clean-up to its caller
 * (the unit tests, anything that removes a root it enhanced) and never calls one itself.
 */
export type Enhance = (root: HTMLElement, context: EnhanceContext) => Cleanup;

export type Importer<T = { default: Enhance }> = () => Promise<T>;

/** Enhancer name (the `data-enhancer` value) → dynamic import of its module. */
export type Registry = Record<string, Importer>;

/** How far outside the viewport (px) a `visible` root starts loading. */
export const VISIBLE_ROOT_MARGIN = '200px';

const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Whether the page is being left: its `beforeunload` came while a chunk was on its way. */
let leaving = false;

/**
 * Imports a chunk, failing after `timeoutMs` (docs/requirements.md#page-startup: 120000 ms).
 * A load the browser abandons because the page is being left (a click on a link before the chunk
 * arrived: Firefox and WebKit cancel the page's requests) is no failure, and is not reported: once
 * the page's `beforeunload` has come, no load of the page reports a load error (a chunk asked for
 * after it, as the click's own once the registry has arrived, included). Each load listens only
 * while it is on its way, when the page cannot enter the back-forward cache anyway (pending
 * requests): a `beforeunload` listener would keep it out of Firefox's.
 * @param name      the chunk's name, used in the error message
 * @param importer  the dynamic import
 * @throws {ChunkLoadError} (as a rejection) `Loading chunk {name} failed.` on time-out or load error
 */
export function loadChunk<T>(name: string, importer: Importer<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const leave = () => (leaving = true);
    addEventListener('beforeunload', leave);
    const timer = setTimeout(() => reject(new ChunkLoadError(name)), timeoutMs);
    // Settled: no time-out left running, no listener left on the page (but after a time-out, which
    // the entry's byte budget leaves as it is: the page has waited 2 minutes by then).
    importer().then(
      (module) => {
        clearTimeout(timer);
        removeEventListener('beforeunload', leave);
        resolve(module);
      },
      // Abandoned as the page is left: nothing reported; should the page stay after all (a link
      // that turned into a download), its time-out still reports it.
      (cause: unknown) => {
        if (leaving) return;
        clearTimeout(timer);
        removeEventListener('beforeunload', leave);
        reject(new ChunkLoadError(name, { cause }));
      },
    );
  });
}

/** Resolves when `root` meets its load condition, with the triggering event for `interaction`. */
export function whenReady(root: HTMLElement, condition: LoadCondition): Promise<Event | undefined> {
  // A root with state to show before any input loads at once (docs/architecture.md#the-enquiry-form: the form never loses
  // what was typed): it names a sessionStorage key in `data-enhancer-restore` (a form's draft) and
  // that key is stored, or the page has a query string (a prefill, e.g. /contact/?topic=…). Storage
  // may be blocked: then it waits as asked.
  try {
    const key = root.dataset.enhancerRestore;
    if (key && (location.search || sessionStorage.getItem(key))) condition = 'load';
  } catch {
    // No storage (a private window may refuse it): the root waits for its own condition.
  }
  if (condition === 'visible' && 'IntersectionObserver' in window) {
    return new Promise((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            resolve(undefined);
          }
        },
        { rootMargin: VISIBLE_ROOT_MARGIN },
      );
      observer.observe(root);
    });
  }
  // Nothing to do on a page opened without a query (the search page without ?q=).
  if (condition === 'query' && !location.search) return new Promise(() => undefined);
  if (condition === 'overflow' && 'ResizeObserver' in window) {
    return whenReady(root, 'visible').then(
      () =>
        new Promise((resolve) => {
          const observer = new ResizeObserver(() => {
            if (root.scrollWidth > root.clientWidth) {
              observer.disconnect();
              resolve(undefined);
            }
          });
          observer.observe(root);
          if (root.firstElementChild) observer.observe(root.firstElementChild);
        }),
    );
  }
  if (condition === 'interaction' || condition === 'scroll') {
    return new Promise((resolve) => {
      const onFirst = (event: Event) => {
        for (const type of INTERACTION_EVENTS) root.removeEventListener(type, onFirst, true);
        removeEventListener('scroll', onFirst);
        resolve(event);
      };
      for (const type of INTERACTION_EVENTS) root.addEventListener(type, onFirst, true);
      if (condition === 'scroll') addEventListener('scroll', onFirst, { passive: true });
    });
  }
  return Promise.resolve(undefined);
}

/**
 * Finds every `[data-enhancer]` root under `scope` and enhances it when its condition is met.
 * `registry` is the name → import map, or a function that loads it (the entry passes one, so the
 * registry is a chunk fetched only when the first root is ready). Each root has its own promise
 * chain: a failing chunk or enhancer is logged with `console.error` (a chunk shared by several roots,
 * once) and the root keeps its no-JS form; other roots are unaffected. A module shared by several
 * roots is imported once. An enhanced root is marked `data-enhanced` (docs/architecture.md#contracts) and never
 * enhanced twice: a root already marked when its module arrives, by this call or an earlier or
 * overlapping one, is left as it is (a root whose enhancer threw is not marked).
 * @returns one promise per root: the enhancer's clean-up once this call enhanced the root;
 *   undefined when it was already enhanced or its chunk or enhancer failed
 */
export function enhanceRoots(
  registry: Registry | (() => Promise<Registry>),
  scope: ParentNode = document,
): Promise<Cleanup | void>[] {
  const modules = new Map<string, Promise<{ default: Enhance }>>();
  // A chunk shared by several roots (the registry by all) rejects every root with the same error:
  // log each error once (docs/requirements.md#page-startup: `Loading chunk {n} failed.` once per chunk name). A Set, not a
  // WeakSet, so a thrown primitive needs no test of its own (entry bytes); it lives as long as this call's roots.
  const logged = new Set<unknown>();
  const logOnce = (error: unknown) => {
    if (logged.has(error)) return;
    logged.add(error);
    console.error(error);
  };
  let entries: Promise<Registry> | undefined;
  const getRegistry = () => (entries ??= typeof registry === 'function' ? registry() : Promise.resolve(registry));
  return [...scope.querySelectorAll<HTMLElement>('[data-enhancer]')].map((root) => {
    // Always a string: the selector matched the attribute.
    const name = root.dataset.enhancer!;
    // Any other value than the conditions is a build error (src/eleventy/bundle/enhancer-check.js); here it loads at once.
    return whenReady(root, (root.dataset.enhancerOn ?? 'load') as LoadCondition)
      .then((trigger) =>
        getRegistry().then((loaded) => {
          // A name not in the registry fails the build (src/eleventy/bundle/enhancer-check.js); here it
          // would be logged as the TypeError of calling a missing importer.
          let module = modules.get(name);
          if (!module) modules.set(name, (module = loadChunk(name, loaded[name])));
          return module.then((m) => {
            // Checked and marked in one task, so two overlapping calls cannot both enhance it.
            if ('enhanced' in root.dataset) return;
            const cleanup = m.default(root, { trigger });
            root.dataset.enhanced = '';
            return cleanup;
          });
        }),
      )
      .catch(logOnce);
  });
}
