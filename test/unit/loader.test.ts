// @vitest-environment happy-dom
/**
 * The enhancer loader (docs/architecture.md#contracts, docs/requirements.md#page-startup, docs/requirements.md#calls): a module is imported only when
 * its element is on the page, at the moment the element asks for, and a chunk that does not load
 * in 120000 ms or fails rejects with exactly `Loading chunk {n} failed.`, unless the page is being
 * left (the browser abandoned the load).
 */
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { enhanceRoots, loadChunk, type Cleanup, type Enhance, type Registry } from '../../enhancers/lib/loader';
import { ChunkLoadError } from '../../enhancers/lib/errors';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../enhancers/lib/constants';

const module = (enhance = vi.fn()) => ({ default: enhance });

beforeEach(() => {
  document.body.innerHTML = '';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * The `beforeunload` listeners added from now on and not removed since (they are still added to
 * the page): a test sends its `beforeunload` to these alone (`leavePage`), not to those of an
 * earlier test's load that timed out, which keeps its listener, as the loader does.
 */
function attachedLeaveListeners(): EventListener[] {
  const attached: EventListener[] = [];
  const add = globalThis.addEventListener.bind(globalThis);
  const remove = globalThis.removeEventListener.bind(globalThis);
  vi.spyOn(globalThis, 'addEventListener').mockImplementation(((
    type: string,
    listener: EventListener,
    options?: unknown,
  ) => {
    if (type === 'beforeunload') attached.push(listener);
    return add(type, listener, options as AddEventListenerOptions);
  }) as typeof globalThis.addEventListener);
  vi.spyOn(globalThis, 'removeEventListener').mockImplementation(((type: string, listener: EventListener) => {
    if (type === 'beforeunload' && attached.includes(listener)) attached.splice(attached.indexOf(listener), 1);
    return remove(type, listener);
  }) as typeof globalThis.removeEventListener);
  return attached;
}

/** A `beforeunload` as the browser sends it when a link is followed, to `attached` only. */
function leavePage(attached: EventListener[]) {
  for (const listener of [...attached]) listener(new Event('beforeunload'));
}

describe('loadChunk', () => {
  it('times out after 120000 ms with "Loading chunk {n} failed."', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('carousel', () => new Promise<never>(() => undefined));
    const settled = expect(pending).rejects.toThrow(new ChunkLoadError('carousel'));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let done = false;
    pending.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    await expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk carousel failed.' });
  });

  it('turns a load error into the same message, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk('counter', () => Promise.reject(cause))).rejects.toMatchObject({
      message: 'Loading chunk counter failed.',
      cause,
    });
  });

  it('reports nothing for a load the browser abandons because the page is being left, nor for one asked for after', async () => {
    // A fresh module: the page being left is the module's state, as it is the page's.
    vi.resetModules();
    const fresh = await import('../../enhancers/lib/loader');
    const added = attachedLeaveListeners();
    let fail: (cause: unknown) => void = () => undefined;
    const pending = fresh.loadChunk('registry', () => new Promise<never>((_, reject) => (fail = reject)));
    const settled: string[] = [];
    const watch = (p: Promise<unknown>, name: string) =>
      p.then(
        () => settled.push(name),
        () => settled.push(name),
      );
    watch(pending, 'registry');
    // A click on a link: the page is being left, then the browser cancels the chunks' requests, the
    // one on its way and the one the click itself asked for.
    leavePage(added);
    fail(new TypeError('error loading dynamically imported module'));
    watch(
      fresh.loadChunk('primary-nav', () => Promise.reject(new TypeError('error loading dynamically imported module'))),
      'primary-nav',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled, 'no "Loading chunk … failed."').toEqual([]);
  });

  it('leaves no listener behind once a load has failed: a later beforeunload with nothing on its way does not silence the next failure', async () => {
    vi.resetModules();
    const fresh = await import('../../enhancers/lib/loader');
    const added = attachedLeaveListeners();
    const failing = (cause: Error) => () => Promise.reject(cause);
    await expect(fresh.loadChunk('counter', failing(new TypeError('first')))).rejects.toThrow(
      'Loading chunk counter failed.',
    );
    // A beforeunload the page stays after (a download link, a "Leave site?" answered Stay), with
    // nothing on its way: heard by no listener, if the failed load took its own away.
    leavePage(added);
    const cause = new TypeError('second');
    // The load error itself (with its cause), at once, not the time-out's.
    await expect(fresh.loadChunk('carousel', failing(cause), 60_000)).rejects.toMatchObject({
      message: 'Loading chunk carousel failed.',
      cause,
    });
  });

  it('still reports a load error on a page that stays, after an earlier chunk loaded', async () => {
    await loadChunk('counter', () => Promise.resolve(module()));
    const cause = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk('carousel', () => Promise.reject(cause))).rejects.toMatchObject({
      message: 'Loading chunk carousel failed.',
    });
  });

  it('resolves with the module when it loads in time', async () => {
    const m = module();
    await expect(loadChunk('counter', () => Promise.resolve(m))).resolves.toBe(m);
  });
});

describe('enhanceRoots', () => {
  it('imports a chunk only when its element exists', async () => {
    document.body.innerHTML = '<div data-enhancer="carousel"></div>';
    const carousel = vi.fn(() => Promise.resolve(module()));
    const counter = vi.fn(() => Promise.resolve(module()));
    await Promise.all(enhanceRoots({ carousel, counter }));
    expect(carousel).toHaveBeenCalledTimes(1);
    expect(counter).not.toHaveBeenCalled();
  });

  it('calls the enhancer with its root, marks the root enhanced, and imports a shared module once', async () => {
    document.body.innerHTML = '<div id="a" data-enhancer="counter"></div><div id="b" data-enhancer="counter"></div>';
    const enhance = vi.fn();
    const importer = vi.fn(() => Promise.resolve(module(enhance)));
    await Promise.all(enhanceRoots({ counter: importer }));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(enhance.mock.calls.map(([root]) => (root as HTMLElement).id)).toEqual(['a', 'b']);
    expect(document.querySelectorAll('[data-enhanced]')).toHaveLength(2);
  });

  it('waits for the first pointerdown, focus or key press on an "interaction" root and passes that event on', async () => {
    document.body.innerHTML =
      '<div data-enhancer="mobile-nav" data-enhancer-on="interaction"><button>Menu</button></div>';
    const enhance = vi.fn();
    const importer = vi.fn(() => Promise.resolve(module(enhance)));
    const [done] = enhanceRoots({ 'mobile-nav': importer });
    await Promise.resolve();
    expect(importer).not.toHaveBeenCalled();
    const tap = new Event('pointerdown', { bubbles: true });
    document.querySelector('button')!.dispatchEvent(tap);
    await done;
    expect(importer).toHaveBeenCalledTimes(1);
    expect(enhance.mock.calls[0][1]).toEqual({ trigger: tap });
  });

  it.each([
    ['a stored draft', () => sessionStorage.setItem('enquiry-draft:enquiry', '{"name":"Zoë"}')],
    ['a query string', () => history.replaceState(null, '', '/contact/?topic=other')],
  ])('loads an "interaction" root with data-enhancer-restore at once when there is %s', async (_case, arrange) => {
    arrange();
    document.body.innerHTML =
      '<div data-enhancer="enquiry-form" data-enhancer-on="interaction" data-enhancer-restore="enquiry-draft:enquiry"><input></div>';
    const importer = vi.fn(() => Promise.resolve(module()));
    await Promise.all(enhanceRoots({ 'enquiry-form': importer }));
    expect(importer).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('waits for the first interaction on a data-enhancer-restore root with nothing to restore', async () => {
    sessionStorage.clear();
    history.replaceState(null, '', '/contact/');
    document.body.innerHTML =
      '<div data-enhancer="enquiry-form" data-enhancer-on="interaction" data-enhancer-restore="enquiry-draft:enquiry"><input></div>';
    const importer = vi.fn(() => Promise.resolve(module()));
    const [done] = enhanceRoots({ 'enquiry-form': importer });
    await Promise.resolve();
    expect(importer).not.toHaveBeenCalled();
    document.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await done;
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a "scroll" root loads on the window\'s first scroll, with nothing before', async () => {
    document.body.innerHTML = '<nav data-enhancer="section-nav" data-enhancer-on="scroll"><a href="#a">A</a></nav>';
    const enhance = vi.fn();
    const importer = vi.fn(() => Promise.resolve(module(enhance)));
    const [done] = enhanceRoots({ 'section-nav': importer });
    await new Promise((r) => setTimeout(r, 0));
    expect(importer).not.toHaveBeenCalled();
    const scroll = new Event('scroll');
    window.dispatchEvent(scroll);
    window.dispatchEvent(new Event('scroll'));
    await done;
    expect(importer).toHaveBeenCalledTimes(1);
    expect(enhance).toHaveBeenCalledTimes(1);
    expect(enhance.mock.calls[0][1]).toEqual({ trigger: scroll });
  });

  it('a "scroll" root also loads on an act inside it before any scroll, passing the event on', async () => {
    document.body.innerHTML = '<nav data-enhancer="section-nav" data-enhancer-on="scroll"><a href="#a">A</a></nav>';
    const enhance = vi.fn();
    const [done] = enhanceRoots({ 'section-nav': () => Promise.resolve(module(enhance)) });
    const press = new Event('pointerdown', { bubbles: true });
    document.querySelector('a')!.dispatchEvent(press);
    await done;
    expect(enhance.mock.calls[0][1]).toEqual({ trigger: press });
  });

  it('an "overflow" root loads only once it nears the viewport and its content is wider than it', async () => {
    const visibility: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          visibility.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const observers: { callback: ResizeObserverCallback; targets: Element[]; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: (typeof observers)[number];
        constructor(callback: ResizeObserverCallback) {
          observers.push((this.entry = { callback, targets: [], disconnected: false }));
        }
        observe(el: Element) {
          this.entry.targets.push(el);
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    document.body.innerHTML =
      '<div class="table-wrap" data-enhancer="table-overflow" data-enhancer-on="overflow"><table></table></div>';
    const wrap = document.querySelector<HTMLElement>('.table-wrap')!;
    let scrollWidth = 300;
    vi.spyOn(wrap, 'scrollWidth', 'get').mockImplementation(() => scrollWidth);
    vi.spyOn(wrap, 'clientWidth', 'get').mockImplementation(() => 300);
    const importer = vi.fn(() => Promise.resolve(module()));
    const [done] = enhanceRoots({ 'table-overflow': importer });
    expect(observers).toHaveLength(0); // far from the viewport: not even measured
    visibility[0]([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await new Promise((r) => setTimeout(r, 0));
    const [observer] = observers;
    expect(observer.targets).toEqual([wrap, wrap.firstElementChild]);
    observer.callback([], {} as ResizeObserver); // the first observation: it fits
    await new Promise((r) => setTimeout(r, 0));
    expect(importer).not.toHaveBeenCalled();
    scrollWidth = 301; // a narrower window: the table now overflows
    observer.callback([], {} as ResizeObserver);
    await done;
    expect(importer).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    vi.unstubAllGlobals();
  });

  it('waits for a "visible" root to near the viewport', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = '<div data-enhancer="counter" data-enhancer-on="visible"></div>';
    const importer = vi.fn(() => Promise.resolve(module()));
    const [done] = enhanceRoots({ counter: importer });
    await Promise.resolve();
    expect(importer).not.toHaveBeenCalled();
    expect(observers[0].options?.rootMargin).toBe('200px');
    observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await done;
    expect(importer).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('logs a failing chunk, leaves its root unenhanced and still enhances the others', async () => {
    document.body.innerHTML =
      '<div id="bad" data-enhancer="counter"></div><div id="good" data-enhancer="image-modal"></div>';
    const enhance = vi.fn();
    const registry: Registry = {
      counter: () => Promise.reject(new Error('network')),
      'image-modal': () => Promise.resolve(module(enhance)),
    };
    await Promise.all(enhanceRoots(registry));
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk counter failed.' }));
    expect(document.getElementById('bad')!.hasAttribute('data-enhanced')).toBe(false);
    expect(enhance).toHaveBeenCalledTimes(1);
  });

  it('logs a failing chunk once however many roots asked for it, and a failing registry once', async () => {
    document.body.innerHTML =
      '<div data-enhancer="counter"></div><div data-enhancer="counter"></div><div data-enhancer="image-modal"></div>';
    await Promise.all(
      enhanceRoots({
        counter: () => Promise.reject(new Error('network')),
        'image-modal': () => Promise.resolve(module()),
      }),
    );
    expect(
      vi.mocked(console.error).mock.calls.filter(([e]) => (e as Error).message === 'Loading chunk counter failed.'),
    ).toHaveLength(1);
    vi.mocked(console.error).mockClear();
    await Promise.all(enhanceRoots(() => Promise.reject(new ChunkLoadError('registry'))));
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk registry failed.' }));
  });

  it('logs an enhancer that throws without stopping the others', async () => {
    document.body.innerHTML = '<div data-enhancer="a"></div><div data-enhancer="b"></div>';
    const b = vi.fn();
    await Promise.all(
      enhanceRoots({
        a: () =>
          Promise.resolve(
            module(
              vi.fn(() => {
                throw new Error('boom');
              }),
            ),
          ),
        b: () => Promise.resolve(module(b)),
      }),
    );
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('logs an element whose enhancer is not registered (the build refuses it: src/eleventy/bundle/enhancer-check.js) and goes on', async () => {
    document.body.innerHTML = '<div data-enhancer="nope"></div><div data-enhancer="counter"></div>';
    const enhance = vi.fn();
    await Promise.all(enhanceRoots({ counter: () => Promise.resolve(module(enhance)) }));
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(enhance).toHaveBeenCalledTimes(1);
  });

  it('marks an enhanced root and never enhances it twice, in one call, in a later one or in overlapping ones', async () => {
    document.body.innerHTML = '<div id="a" data-enhancer="counter"></div>';
    const enhance = vi.fn();
    const registry: Registry = { counter: () => Promise.resolve(module(enhance)) };
    // Two calls whose imports are in flight together, then a third once the root is marked.
    await Promise.all([...enhanceRoots(registry), ...enhanceRoots(registry)]);
    expect(document.getElementById('a')!.dataset.enhanced).toBe('');
    await Promise.all(enhanceRoots(registry));
    expect(enhance).toHaveBeenCalledTimes(1);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('leaves a root whose enhancer threw unmarked', async () => {
    document.body.innerHTML = '<div id="a" data-enhancer="counter"></div>';
    await Promise.all(
      enhanceRoots({
        counter: () =>
          Promise.resolve(
            module(
              vi.fn(() => {
                throw new Error('boom');
              }),
            ),
          ),
      }),
    );
    expect(document.getElementById('a')!.hasAttribute('data-enhanced')).toBe(false);
  });

  it("hands each root's clean-up to the caller, once, and calls none itself; the type says an enhancer returns one (`npm run typecheck`)", async () => {
    document.body.innerHTML = '<div id="a" data-enhancer="counter"></div><div id="b" data-enhancer="counter"></div>';
    const cleanups = [vi.fn(), vi.fn()];
    const enhance = vi.fn((root: HTMLElement) => cleanups[root.id === 'a' ? 0 : 1]!);
    const registry: Registry = { counter: () => Promise.resolve({ default: enhance }) };
    expect(await Promise.all(enhanceRoots(registry))).toEqual(cleanups);
    expect(await Promise.all(enhanceRoots(registry))).toEqual([undefined, undefined]);
    for (const cleanup of cleanups) expect(cleanup).not.toHaveBeenCalled();
    expectTypeOf<ReturnType<Enhance>>().toEqualTypeOf<Cleanup>();
  });
});
