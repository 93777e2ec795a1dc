// @vitest-environment happy-dom
// The library's filters in place (components/document-library): the no-JS links become filters
// with counts, asked of the search index, the URL keeps the state, and the clean-up gives the
// links back. The index here is a stand-in that answers as Pagefind 1.6 does (checked against the
// real index in components/document-list/document-list.gallery.spec.ts), over the records scripts/index-search.js
// would write for these documents.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMacro, renderTemplate } from '../../test/support/nunjucks';
import { DOCUMENTS_PER_PAGE, libraryOf, type LibraryDocument } from '../../src/eleventy/documents/documents.js';
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

/**
 * The library's first page: every filter, and the rows of `shown` (default: all four). With
 * `rowsUrl`, the page names every row's file and has page links, as a paginated library does.
 */
function mount(search = '', { shown = library.current, rowsUrl = '' } = {}) {
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
  const list = renderMacro('document-list.njk', 'documentList', { documents: shown });
  const pages = rowsUrl
    ? renderMacro('pagination.njk', 'pagination', {
        hrefs: ['/resources/documents/', '/resources/documents/page/2/'],
        current: 0,
        label: 'Documents pages',
      })
    : '';
  document.body.innerHTML = `<div data-enhancer="document-library" data-library-url="/resources/documents/"${rowsUrl ? ` data-library-rows="${rowsUrl}"` : ''}>${filters}<div><p class="document-library__status">4 documents, newest first.</p>${list}${pages}</div></div>`;
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
  const pageLinks = () => root.querySelector<HTMLElement>('.pagination');
  return { root, link, visible, count, status, pageLinks };
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
      '[document-library] the documents could not be filtered in place:',
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

  it('on a paginated library, a filter shows the matching rows of every page without the page links; no filter gives this page back', async () => {
    // The page holds the newest two of four documents; the other two are on page 2.
    const { root, link, visible, pageLinks, status } = mount('', {
      shown: library.current.slice(0, 2),
      rowsUrl: '/resources/documents/rows.json',
    });
    const everyRow = () => {
      const parsed = new DOMParser().parseFromString(
        renderMacro('document-list.njk', 'documentList', { documents: library.current }),
        'text/html',
      );
      return [...parsed.querySelectorAll<HTMLElement>('.document-list__item')];
    };
    const loadRows = vi.fn(async () => everyRow());
    const cleanup = enhance(root, {}, async () => fakePagefind(library.current), loadRows);
    expect(visible()).toEqual(['a title', 'b title']);
    link('product', 'ovg-4').click();
    await settle();
    // "c" is on page 2: it is shown, from every row.
    expect(visible()).toEqual(['a title', 'c title']);
    expect(loadRows).toHaveBeenCalledWith('/resources/documents/rows.json');
    expect(pageLinks()!.hidden).toBe(true);
    expect(status()).toBe('2 documents: OVG-4, newest first.');
    link('language', 'de').click();
    await settle();
    expect(visible()).toEqual([]);
    expect(loadRows).toHaveBeenCalledTimes(1);
    root.querySelector<HTMLAnchorElement>('.document-filters__all a')!.click();
    await settle();
    expect(visible()).toEqual(['a title', 'b title']);
    expect(pageLinks()!.hidden).toBe(false);
    expect(status()).toBe('4 documents, newest first.');
    link('type', 'brochures').click();
    await settle();
    expect(visible()).toEqual(['d title']);
    cleanup();
    expect(visible()).toEqual(['a title', 'b title']);
    expect(pageLinks()!.hidden).toBe(false);
  });

  it('on a paginated library, when every row cannot be fetched, logs why and follows the link to its pre-rendered page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => undefined);
    const { root, link, visible } = mount('', { shown: library.current.slice(0, 2), rowsUrl: '/rows.json' });
    enhance(
      root,
      {},
      async () => fakePagefind(library.current),
      async () => {
        throw new Error('/rows.json answered 404');
      },
    );
    link('product', 'ovg-4').click();
    await settle();
    expect(error).toHaveBeenCalledWith(
      '[document-library] the documents could not be filtered in place:',
      expect.any(Error),
    );
    expect(replace).toHaveBeenLastCalledWith(link('product', 'ovg-4').href);
    expect(visible()).toEqual(['a title', 'b title']);
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

describe('the library without JavaScript, at a company’s scale', () => {
  // 45 documents, newest first: 20 a page (DOCUMENTS_PER_PAGE), so three pages.
  const many = libraryOf(
    Array.from({ length: 45 }, (_, i) => doc(`n${i + 1}`, 'Datasheet', 'datasheets', i % 3 ? [] : [ovg], [])) as never,
  );
  const render = (view: unknown) => {
    document.body.innerHTML = renderTemplate('partials/document-library.njk', { documentLibrary: many, view });
    const titles = [...document.querySelectorAll('.document-list__title a')].map((a) => a.textContent);
    const pageLinks = [...document.querySelectorAll<HTMLAnchorElement>('.pagination a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('aria-current'),
    ]);
    const status = document.querySelector('.document-library__status')!.textContent;
    return { titles, pageLinks, status, root: document.querySelector<HTMLElement>('[data-enhancer]')! };
  };

  it(`lists ${DOCUMENTS_PER_PAGE} documents a page, newest first, with links to every page of the list`, () => {
    expect(DOCUMENTS_PER_PAGE).toBe(20);
    expect(many.libraryPages.map((p) => p.url)).toEqual([
      '/resources/documents/',
      '/resources/documents/page/2/',
      '/resources/documents/page/3/',
    ]);
    const first = render(many.libraryPages[0]);
    expect(first.titles).toHaveLength(20);
    expect(first.titles[0]).toBe('n1 title');
    expect(first.status).toBe('45 documents, newest first; page 1 of 3.');
    expect(first.pageLinks).toEqual([
      ['Page 1', '/resources/documents/', 'page'],
      ['Page 2', '/resources/documents/page/2/', null],
      ['Page 3', '/resources/documents/page/3/', null],
      ['Next page', '/resources/documents/page/2/', null],
    ]);
    // The first page names every row, for the enhancer to filter in place.
    expect(first.root.dataset.libraryRows).toBe('/resources/documents/rows.json');
    const last = render(many.libraryPages[2]);
    expect(last.titles).toEqual(['n41 title', 'n42 title', 'n43 title', 'n44 title', 'n45 title']);
    expect(last.pageLinks[0]).toEqual(['Previous page', '/resources/documents/page/2/', null]);
    expect(last.root.dataset.libraryRows).toBeUndefined();
  });

  it('a filter’s list is paginated the same way, at its own address', () => {
    const ovgPages = many.pages.filter((p) => p.filter?.value === 'ovg-4');
    // Every third document names OVG-4: 15 of them, one page.
    expect(ovgPages.map((p) => [p.url, p.shown.length])).toEqual([['/resources/documents/product/ovg-4/', 15]]);
    const datasheets = many.pages.filter((p) => p.filter?.value === 'datasheets');
    expect(datasheets.map((p) => [p.url, p.shown.length])).toEqual([
      ['/resources/documents/type/datasheets/', 20],
      ['/resources/documents/type/datasheets/page/2/', 20],
      ['/resources/documents/type/datasheets/page/3/', 5],
    ]);
    const second = render(datasheets[1]);
    expect(second.titles[0]).toBe('n21 title');
    expect(second.status).toBe('45 documents: Datasheets, newest first; page 2 of 3.');
    expect(second.pageLinks.find(([, , current]) => current)?.[1]).toBe('/resources/documents/type/datasheets/page/2/');
    // A library that fits one page has no page links and names no rows file.
    const one = render(library.libraryPages[0]);
    expect(one.pageLinks).toEqual([]);
    expect(one.status).toBe('4 documents, newest first.');
    expect(library.rowsUrl).toBeNull();
  });
});
