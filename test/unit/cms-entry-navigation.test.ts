// @vitest-environment happy-dom
/**
 * Going from one entry straight to another goes through the collection's list
 * (src/admin/entry-navigation.js; docs/cms.md "Going from one page to another"): the list takes the
 * entry's place in the address until the editor is gone, then the entry is opened afresh. The
 * real CMS, and the history Back and Forward walk, are driven in test/browser/cms.spec.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EDITOR_SELECTOR,
  entryRoute,
  listBetween,
  openEntriesFromTheirList,
} from '../../src/admin/entry-navigation.js';

/** The CMS page, at the test document's origin (happy-dom refuses a history entry on another). */
const PAGE = new URL('/admin/', location.href).href;
const OHG4 = `${PAGE}#/collections/pages/entries/page-products--ohg-4`;
const NEWS = `${PAGE}#/collections/pages/entries/page-company--news`;

describe('which changes of address go through the list', () => {
  it('reads the collection and the entry from an address', () => {
    expect(entryRoute(OHG4)).toEqual({ collection: 'pages', entry: 'page-products--ohg-4' });
    expect(entryRoute(`${PAGE}#/collections/news/entries/why-natural-gas-smells?_locale=en`)).toEqual({
      collection: 'news',
      entry: 'why-natural-gas-smells',
    });
    expect(entryRoute(`${PAGE}#/collections/pages`)).toBeNull();
    expect(entryRoute(`${PAGE}#/collections/news/new`)).toBeNull();
  });

  it('goes through the list from one entry to another, in one collection or two', () => {
    expect(listBetween(OHG4, NEWS)).toBe('#/collections/pages');
    expect(listBetween(OHG4, `${PAGE}#/collections/news/entries/why-natural-gas-smells`)).toBe('#/collections/news');
  });

  it('leaves alone a change from or to a list, and one that stays on the entry', () => {
    expect(listBetween(`${PAGE}#/collections/pages`, NEWS)).toBeNull();
    expect(listBetween(NEWS, `${PAGE}#/collections/pages`)).toBeNull();
    expect(listBetween(NEWS, `${NEWS}?_locale=en`)).toBeNull();
  });
});

describe('the listener', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('shows the list while the editor is open, and the entry once the editor is gone', async () => {
    const editor = document.createElement('div');
    editor.className = EDITOR_SELECTOR.slice(1);
    document.body.append(editor);
    history.replaceState(null, '', OHG4);
    history.pushState(null, '', NEWS);
    stop = openEntriesFromTheirList(window);
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: OHG4, newURL: NEWS }));
    expect(location.hash).toBe('#/collections/pages');
    // The CMS closes its editor.
    editor.remove();
    await vi.waitFor(() => expect(location.href).toBe(NEWS));
  });

  it('runs before the CMS reads the address: the CMS sees the list', () => {
    document.body.append(Object.assign(document.createElement('div'), { className: EDITOR_SELECTOR.slice(1) }));
    history.replaceState(null, '', NEWS);
    const seen: string[] = [];
    // The CMS's own listener, registered first, as Sveltia registers its router before ./cms-setup.js runs.
    const router = () => seen.push(location.hash);
    window.addEventListener('hashchange', router);
    stop = openEntriesFromTheirList(window);
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: OHG4, newURL: NEWS }));
    window.removeEventListener('hashchange', router);
    expect(seen).toEqual(['#/collections/pages']);
  });

  it('leaves a change from the list to an entry to the CMS', () => {
    history.replaceState(null, '', NEWS);
    stop = openEntriesFromTheirList(window);
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: `${PAGE}#/collections/pages`, newURL: NEWS }));
    expect(location.href).toBe(NEWS);
  });
});
