// @vitest-environment happy-dom
// The library's filters in place (components/document-library): the no-JS links become filters
// with counts, asked of the search index, the URL keeps the state, and the clean-up gives the
// links back. The index here is a stand-in that answers as Pagefind 1.6 does (checked against the
// real index in components/document-list/document-list.gallery.spec.ts), over the records scripts/index-search.js
// would write for these documents.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMacro } from '../../test/support/nunjucks';
import { libraryOf, type LibraryDocument } from '../../src/eleventy/documents/documents.js';
import { recordFilters } from '../../scripts/index-search.js';
import enhance, { askPagefind, queryFromState, stateFromQuery, statusText } from './document-library';
import type { PagefindFilters, PagefindModule } from '../../enhancers/lib/pagefind';

const ovg = { slug: 'ovg-4', url: '/products/ovg-4/', title: 'OVG-4' };
const ohg = { slug: 'ohg-4', url: '/products/ohg-4/', title: 'OHG-4' };
const defense = { slug: 'defense', url: '/markets/defense/', title: 'Defense' };
const doc = (slug: string, type: string, typeSlug: string, products: object[], markets: object[], language = 'en') => ({
  slug,
  title: `${slug} title`,
  type,
  typeSlug,
  number: `DS-${slug}`,
  revision: 'Revision 1',
  date: '2026-01-01',
  language,
  languageName: language === 'de' ? 'German' : 'English',
  summary: 's',
  products,
  applications: [],
  markets,
  sample: false,
  url: `/resources/documents/${slug}.pdf`,
  format: 'PDF, 3 KB, 1 page',
  earlier: [],
  supersededBy: null,
  thumbnail: { src: `/images/documents/${slug}-80w.webp`, srcset: '', width: 80, height: 113 },
});
const library = libraryOf([
  doc('a', 'Datasheet', 'datasheets', [ovg], [defense]),
  doc('b', 'Datasheet', 'datasheets', [ohg], []),
  doc('c', 'Application note', 'application-notes', [ovg], [defense]),
  doc('d', 'Brochure', 'brochures', [], [], 'de'),
] as never);

/**
 * Pagefind's filtering without a search term, as the real module answers: the records whose filters
 * hold every given value (`{ none: [] }` restricts nothing), and, for each filter given, per value,
 * how many of those records have it. Pages without filters stand for the site's HTML pages.
 */
function fakePagefind(documents: LibraryDocument[]) {
  const records = [...documents.map((d) => recordFilters(d)), {}, {}] as Record<string, string[]>[];
  const search = vi.fn(async (_term: string | null, options?: { filters?: PagefindFilters }) => {
    const given = Object.entries(options?.filters ?? {});
    const holds = (r: Record<string, string[]>, kind: string, want: PagefindFilters[string]) =>
      typeof want === 'string'
        ? (r[kind] ?? []).includes(want)
        : !(want.none ?? []).some((v) => (r[kind] ?? []).includes(v));
    const results = records.filter((r) => given.every(([kind, want]) => holds(r, kind, want)));
    const filters: Record<string, Record<string, number>> = {};
    for (const [kind] of given) {
      filters[kind] = {};
      for (const r of records)
        for (const v of r[kind] ?? []) filters[kind][v] = results.filter((x) => (x[kind] ?? []).includes(v)).length;
    }
    return {
      results: results.map((_, i) => ({ id: String(i), data: async () => ({ url: '', excerpt: '', meta: {} }) })),
      filters,
    };
  });
  return { search, options: vi.fn(async () => undefined) } satisfies PagefindModule;
}

/** Lets the enhancer's searches (promises) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mount(search = '') {
  history.replaceState(null, '', `/resources/documents/${search}`);
  const filters = renderMacro('document-list.njk', 'documentFilters', {
    groups: (['type', 'product', 'market', 'language'] as const).map((kind) => ({
      kind,
      label: kind,
      values: library.filters[kind],
    })),
    libraryUrl: '/resources/documents/',
    total: library.current.length,
  });
  const list = renderMacro('document-list.njk', 'documentList', { documents: library.current });
  document.body.innerHTML = `<div data-enhancer="document-library" data-library-url="/resources/documents/">${filters}<div><p class="document-library__status">4 documents, newest first.</p>${list}</div></div>`;
  const root = document.querySelector<HTMLElement>('[data-enhancer]')!;
  const link = (kind: string, value: string) =>
    root.querySelector<HTMLAnchorElement>(`a[data-filter-kind="${kind}"][data-filter-value="${value}"]`)!;
  const visible = () =>
    [...root.querySelectorAll<HTMLElement>('.document-list__item')]
      .filter((r) => !r.hidden)
      .map((r) => r.querySelector('a')!.textContent);
  const count = (kind: string, value: string) =>
    link(kind, value).querySelector('.document-filters__count')!.textContent;
  const status = () => root.querySelector('.document-library__status')!.textContent;
  return { root, link, visible, count, status };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('document-library filters', () => {
  it('reads and writes the state in the query, kinds in a fixed order', () => {
    expect(stateFromQuery('?product=ovg-4&type=datasheets&q=x')).toEqual({ type: 'datasheets', product: 'ovg-4' });
    expect(queryFromState({ product: 'ovg-4', type: 'datasheets' })).toBe('?type=datasheets&product=ovg-4');
    expect(queryFromState({})).toBe('');
    expect(statusText(0, ['Brochures', 'OVG-4'])).toBe(
      'No document matches these filters: Brochures, OVG-4. Clear a filter to see more.',
    );
    expect(statusText(1, ['Datasheets'])).toBe('1 document: Datasheets, newest first.');
  });

  it('asks the index which documents match, and counts each value of a chosen kind as if it replaced the choice', async () => {
    const pagefind = fakePagefind(library.current);
    const answer = await askPagefind(pagefind, { type: 'datasheets' });
    expect([...answer.matches].sort()).toEqual(['/resources/documents/a.pdf', '/resources/documents/b.pdf']);
    expect(answer.counts.type).toMatchObject({ datasheets: 2, 'application-notes': 1, brochures: 1 });
    expect(answer.counts.product).toMatchObject({ 'ovg-4': 1, 'ohg-4': 1 });
    expect(answer.counts.language).toMatchObject({ en: 2, de: 0 });
    // Filters only, no search term: one search for the state, one more for the chosen kind.
    expect(pagefind.search).toHaveBeenCalledTimes(2);
    expect(pagefind.search.mock.calls[0]).toEqual([
      null,
      {
        filters: {
          document: { none: [] },
          type: 'datasheets',
          product: { none: [] },
          market: { none: [] },
          language: { none: [] },
        },
      },
    ]);
  });

  it('a click filters in place, updates every count and the status, and puts the state in the URL', async () => {
    const { root, link, visible, count, status } = mount();
    const pagefind = fakePagefind(library.current);
    const load = vi.fn(async () => pagefind);
    const cleanup = enhance(root, {}, load);
    // The index loads when a filter is first chosen, not with the enhancer.
    expect(load).not.toHaveBeenCalled();
    link('type', 'datasheets').click();
    expect(location.search).toBe('?type=datasheets');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(pagefind.options).toHaveBeenCalledWith({ noWorker: true });
    expect(visible()).toEqual(['a title', 'b title']);
    expect(link('type', 'datasheets').getAttribute('aria-current')).toBe('true');
    expect(count('product', 'ovg-4')).toBe('(1)');
    expect(count('type', 'application-notes')).toBe('(1)');
    link('product', 'ovg-4').click();
    await settle();
    expect(visible()).toEqual(['a title']);
    expect(location.search).toBe('?type=datasheets&product=ovg-4');
    expect(status()).toBe('1 document: Datasheets, OVG-4, newest first.');
    link('type', 'datasheets').click(); // the chosen value again clears it
    await settle();
    expect(visible()).toEqual(['a title', 'c title']);
    expect(location.search).toBe('?product=ovg-4');
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();
    expect(visible()).toHaveLength(4);
    expect(count('product', 'ovg-4')).toBe('(2)');
    expect(status()).toBe('4 documents, newest first.');
  });

  it('a reloaded filtered URL shows the filtered view; "All documents" clears it', async () => {
    const { root, visible, status } = mount('?language=de');
    enhance(root, {}, async () => fakePagefind(library.current));
    await settle();
    expect(visible()).toEqual(['d title']);
    expect(status()).toBe('1 document: German, newest first.');
    root.querySelector<HTMLAnchorElement>('.document-filters__all a')!.click();
    await settle();
    expect(visible()).toHaveLength(4);
    expect(location.search).toBe('');
  });

  it('when the index cannot load, logs why and goes to the pre-rendered page of the link, or of the filtered URL', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => undefined);
    const broken = async (): Promise<PagefindModule> => {
      throw new Error('404 /pagefind/pagefind.js');
    };
    const { root, link, visible } = mount();
    enhance(root, {}, broken);
    link('type', 'datasheets').click();
    await settle();
    expect(error).toHaveBeenCalledWith(
      '[document-library] Pagefind could not filter the documents:',
      expect.any(Error),
    );
    expect(replace).toHaveBeenLastCalledWith(link('type', 'datasheets').href);
    expect(visible()).toHaveLength(4);
    // A reloaded filtered URL: the page of its first filter, never every document under it.
    const reloaded = mount('?product=ovg-4&language=en');
    enhance(reloaded.root, {}, broken);
    await settle();
    expect(replace).toHaveBeenLastCalledWith(reloaded.link('product', 'ovg-4').href);
    error.mockRestore();
    replace.mockRestore();
  });

  it('on a pre-rendered filter page, another value opens the library with both filters; the page’s own value stays a link', () => {
    const { root, link } = mount();
    history.replaceState(null, '', '/resources/documents/type/datasheets/');
    link('type', 'datasheets').setAttribute('aria-current', 'page');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    enhance(root, {});
    link('product', 'ovg-4').click();
    expect(assign).toHaveBeenLastCalledWith('/resources/documents/?type=datasheets&product=ovg-4');
    // A value of the page's own kind replaces it.
    link('type', 'application-notes').click();
    expect(assign).toHaveBeenLastCalledWith('/resources/documents/?type=application-notes');
    const own = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('type', 'datasheets').dispatchEvent(own);
    expect(own.defaultPrevented).toBe(false);
    expect(assign).toHaveBeenCalledTimes(2);
    assign.mockRestore();
  });
});
