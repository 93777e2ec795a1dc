// @vitest-environment happy-dom
/**
 * Search results on the search page (docs/requirements.md#search-overlay, docs/requirements.md#search-answer, docs/requirements.md#calls): the real page template
 * (pages/search.njk) rendered, the enhancer attached with a stand-in for Pagefind's module.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import nunjucks from 'nunjucks';
import { exceptArticles } from '../../src/eleventy/pages/news.js';
import { checkParamsFilter } from '../../src/eleventy/gallery/examples.js';
import site from '../../src/_data/site.js';
import { renderMacro, TEMPLATE_PATHS } from '../../test/support/nunjucks.js';
import enhance, { excerptParts, onePerDocument, RESULTS_PAGE_SIZE } from './search-results';
import { PAGEFIND_URL, type PagefindModule, type PagefindResultData } from '../../enhancers/lib/pagefind';

const ALL_PAGES = [
  { url: '/', data: { title: 'Home', description: 'The home page.' } },
  { url: '/products/ovg-4/', data: { title: 'OVG-4', description: 'A vapour generator.' } },
  { url: '/products/ohg-4/', data: { title: 'OHG-4', description: 'A humidity generator.' } },
];

/** pages/search.njk's body, rendered as Eleventy renders it. */
function mountSearchPage(query: string | null) {
  const source = readFileSync('pages/search.njk', 'utf8').replace(/^---[\s\S]*?---\n/, '');
  const env = new nunjucks.Environment(new nunjucks.FileSystemLoader(TEMPLATE_PATHS), { autoescape: true });
  env.addFilter('exceptArticles', exceptArticles);
  env.addFilter('checkParams', checkParamsFilter);
  document.body.innerHTML = `<div id="app"><main id="main">${env.renderString(source, { site, collections: { sitePages: ALL_PAGES, news: [] } })}</main></div>`;
  window.history.replaceState({}, '', query === null ? '/search/' : `/search/?q=${encodeURIComponent(query)}`);
  return document.querySelector<HTMLElement>('[data-enhancer="search-results"]')!;
}

const hit = (url: string, title: string, excerpt: string): PagefindResultData => ({ url, excerpt, meta: { title } });

/** A stand-in for Pagefind's module that answers with `hits`, best first. */
function fakePagefind(hits: PagefindResultData[]) {
  const search = vi.fn(async (_term: string | null) => ({
    results: hits.map((h, i) => ({ id: String(i), data: vi.fn(async () => h) })),
  }));
  const options = vi.fn(async (_options: { noWorker?: boolean }) => undefined);
  const module: PagefindModule = { search, options };
  return { module, search, options, load: vi.fn(async () => module) };
}

const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));
let cleanup: () => void = () => undefined;

async function attach(root: HTMLElement, load: () => Promise<PagefindModule>) {
  await act(() => {
    cleanup = enhance(root, {}, load);
  });
  await settle();
  await settle();
}

const fallback = () => document.getElementById('all-pages')!;
const status = () => document.querySelector('.search-results__status');
const resultLinks = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('.search-results__list a')].map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await act(() => cleanup());
  cleanup = () => undefined;
  vi.restoreAllMocks();
});

describe('the search-results macro (components/search-results/search-results.njk)', () => {
  it('renders the empty results region, loaded only for a query, tied to the page\u2019s input and fallback list', () => {
    document.body.innerHTML = renderMacro('search-results.njk', 'searchResults', {
      inputId: 'q-input',
      fallbackId: 'every-page',
    });
    const root = document.querySelector<HTMLElement>('.search-results')!;
    expect([
      root.dataset.enhancer,
      root.dataset.enhancerOn,
      root.dataset.searchInput,
      root.dataset.searchFallback,
    ]).toEqual(['search-results', 'query', 'q-input', 'every-page']);
    expect(root.childNodes).toHaveLength(0);
  });
});

describe('with a query', () => {
  it('searches for q, puts it in the page’s search input, and lists the ranked results: title link, excerpt, url', async () => {
    const root = mountSearchPage('humidity');
    const { load, search, options } = fakePagefind([
      hit('/products/ohg-4/', 'OHG-4', 'The OHG-4 is a <mark>humidity</mark> generator for &lt;test&gt; rigs.'),
      hit('/products/ovg-4/', 'OVG-4', 'Add <mark>humidity</mark> with the OHG-4.'),
    ]);
    await attach(root, load);
    expect(options).toHaveBeenCalledWith({ noWorker: true });
    expect(options.mock.invocationCallOrder[0]).toBeLessThan(search.mock.invocationCallOrder[0]);
    expect(search).toHaveBeenCalledWith('humidity');
    expect(document.querySelector<HTMLInputElement>('#search-page-input')!.value).toBe('humidity');
    expect(resultLinks()).toEqual([
      ['OHG-4', '/products/ohg-4/'],
      ['OVG-4', '/products/ovg-4/'],
    ]);
    const first = document.querySelector('.search-result')!;
    expect(first.querySelector('.search-result__excerpt')!.textContent).toBe(
      'The OHG-4 is a humidity generator for <test> rigs.',
    );
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['humidity']);
    expect(first.querySelector('.search-result__url')!.textContent).toBe('/products/ohg-4/');
  });

  it('a document’s result shows its type, page, number, revision and date, and its first page beside the title', async () => {
    const root = mountSearchPage('oven');
    const manual: PagefindResultData = {
      url: '/documents/um-0007-manual.pdf#page=234',
      excerpt: 'the <mark>oven</mark> door',
      meta: {
        title: 'OFC-1 User Manual',
        document: 'User manual (PDF) · OFC-1',
        page: '234',
        facts: 'UM-0007, Revision 2 · 3 May 2026',
        image: '/images/documents/0123456789abcdef-80w.webp',
        image_height: '113',
      },
    };
    await attach(root, fakePagefind([manual]).load);
    const item = document.querySelector('.search-result')!;
    expect(item.querySelector('.search-result__document')!.textContent).toBe('User manual (PDF) · OFC-1 · Page 234');
    expect(item.querySelector('.search-result__facts')!.textContent).toBe('UM-0007, Revision 2 · 3 May 2026');
    const thumb = item.querySelector('img')!;
    expect([thumb.getAttribute('src'), thumb.getAttribute('width'), thumb.getAttribute('height'), thumb.alt]).toEqual([
      '/images/documents/0123456789abcdef-80w.webp',
      '80',
      '113',
      '',
    ]);
  });

  it('announces the count in a polite live region that is there, empty, before the answer', async () => {
    const root = mountSearchPage('humidity');
    let answer: (m: PagefindModule) => void = () => undefined;
    const load = () => new Promise<PagefindModule>((r) => (answer = r));
    await act(() => {
      cleanup = enhance(root, {}, load);
    });
    expect(status()!.getAttribute('aria-live')).toBe('polite');
    expect(status()!.textContent).toBe('');
    expect(fallback().hidden).toBe(false);
    await act(() => answer(fakePagefind([hit('/products/ohg-4/', 'OHG-4', '<mark>humidity</mark>')]).module));
    await settle();
    expect(status()!.textContent).toBe('1 result for “humidity”');
  });

  it('hides the no-JS list of every page (keeps it in the page) once results show', async () => {
    const root = mountSearchPage('OVG-4');
    await attach(
      root,
      fakePagefind([
        hit('/products/ovg-4/', 'OVG-4', '<mark>OVG-4</mark>'),
        hit('/products/', 'Products', '<mark>OVG-4</mark>'),
      ]).load,
    );
    expect(status()!.textContent).toBe('2 results for “OVG-4”');
    expect(fallback().hidden).toBe(true);
    expect(fallback().querySelectorAll('.page-list__link')).toHaveLength(ALL_PAGES.length);
  });

  it('once the answer shows, the region reaches the window’s bottom (a short answer does not pull the footer up)', async () => {
    const root = mountSearchPage('zeppelin');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 812 });
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    expect(root.style.minHeight).toBe('');
    await attach(root, fakePagefind([]).load);
    expect(root.style.minHeight).toBe('512px');
  });

  it('says "No results for “…”" when nothing matches', async () => {
    const root = mountSearchPage('zeppelin');
    await attach(root, fakePagefind([]).load);
    expect(status()!.textContent).toBe('No results for “zeppelin”');
    expect(document.querySelector('.search-results__list')).toBeNull();
  });

  it('renders an excerpt’s markup as text: only <mark> becomes an element, nothing runs or loads', async () => {
    const root = mountSearchPage('x');
    const evil =
      'a <img src="x" onerror="window.__pwned = 1"> <script>window.__pwned = 1</script><b>bold</b> <mark>x</mark> &amp; y';
    await attach(root, fakePagefind([hit('/x/', '<i>Title</i>', evil)]).load);
    const item = document.querySelector('.search-result')!;
    expect(item.querySelector('img, script, b, i')).toBeNull();
    expect(item.querySelectorAll('mark')).toHaveLength(1);
    expect(item.querySelector('.page-list__link')!.textContent).toBe('<i>Title</i>');
    expect(item.querySelector('.search-result__excerpt')!.textContent).toBe('a  window.__pwned = 1bold x & y');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it(`shows ${RESULTS_PAGE_SIZE} results at first, loading the data of only those; "Show more results" adds the next`, async () => {
    const root = mountSearchPage('owlstone');
    const hits = Array.from({ length: 12 }, (_, i) => hit(`/p${i}/`, `Page ${i}`, `<mark>owlstone</mark> ${i}`));
    const pagefind = fakePagefind(hits);
    await attach(root, pagefind.load);
    expect(status()!.textContent).toBe('12 results for “owlstone”');
    expect(resultLinks()).toHaveLength(RESULTS_PAGE_SIZE);
    const { results } = (await pagefind.search.mock.results[0].value) as {
      results: { data: ReturnType<typeof vi.fn> }[];
    };
    expect(results.filter((r) => r.data.mock.calls.length > 0)).toHaveLength(RESULTS_PAGE_SIZE);
    await act(() => document.querySelector<HTMLButtonElement>('.search-results__more')!.click());
    await settle();
    expect(resultLinks().map(([, href]) => href)).toEqual(hits.map((h) => h.url));
    expect(document.querySelector('.search-results__more')).toBeNull();
  });

  it('when Pagefind fails to load, logs the error and keeps the list of every page', async () => {
    const root = mountSearchPage('humidity');
    const error = new TypeError('Failed to fetch dynamically imported module: /pagefind/pagefind.js');
    await attach(root, () => Promise.reject(error));
    expect(console.error).toHaveBeenCalledWith(error);
    expect(fallback().hidden).toBe(false);
    expect(document.querySelector('.search-results__list')).toBeNull();
    expect(status()!.textContent).toMatch(/not available/);
  });
});

describe('without a query', () => {
  it.each([null, '', '   '])('q=%j: Pagefind is not loaded and the page stays as it is', async (q) => {
    const root = mountSearchPage(q);
    const { load } = fakePagefind([]);
    await attach(root, load);
    expect(load).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe('');
    expect(fallback().hidden).toBe(false);
  });
});

describe('excerptParts', () => {
  it('splits text and marks, decoding entities', () => {
    expect(excerptParts('a &lt;b&gt; <mark>c</mark> d')).toEqual([
      { text: 'a <b> ', mark: false },
      { text: 'c', mark: true },
      { text: ' d', mark: false },
    ]);
  });
});

describe('Pagefind’s module', () => {
  it('is loaded from the build’s /pagefind/ folder at run time', () => {
    expect(PAGEFIND_URL).toBe('/pagefind/pagefind.js');
  });
});

describe('one result per document', () => {
  it('shows a document once, at its best-ranked page, and every page of the site', () => {
    const data = (url: string, document?: string, page?: string) => ({
      url,
      excerpt: '',
      meta: { title: url, document, page },
    });
    const ranked = [
      data('/documents/um-0007-manual.pdf#page=234', 'User manual (PDF)', '234'),
      data('/products/ofc-1/'),
      data('/documents/um-0007-manual.pdf', 'User manual (PDF)'),
      data('/documents/um-0007-manual.pdf#page=12', 'User manual (PDF)', '12'),
      data('/documents/ds-0012-datasheet.pdf#page=2', 'Datasheet (PDF)', '2'),
    ];
    expect(onePerDocument(ranked).map((r) => r.url)).toEqual([
      '/documents/um-0007-manual.pdf#page=234',
      '/products/ofc-1/',
      '/documents/ds-0012-datasheet.pdf#page=2',
    ]);
  });
});

describe('excerptParts with the result’s content', () => {
  it('takes the words from the content, so text that reads like an entity in a PDF shows as written', () => {
    // Pagefind escapes < and > in the excerpt but not &: "&lt;b&gt;" and "<b>" both come as "&lt;b&gt;".
    const content = 'Flow 5 < 6 and &lt;b&gt; stays literal; the vapour rate rises.';
    const excerpt = 'Flow 5 &lt; 6 and &lt;b&gt; stays literal; the <mark>vapour</mark> rate rises.';
    expect(excerptParts(excerpt, content, [9])).toEqual([
      { text: 'Flow 5 < 6 and &lt;b&gt; stays literal; the ', mark: false },
      { text: 'vapour', mark: true },
      { text: ' rate rises.', mark: false },
    ]);
  });

  it('finds a window in the middle of the content, with two marked words next to each other', () => {
    const content = `${'word '.repeat(50)}humidity generator OHG-4 at 25 °C`;
    expect(excerptParts('word <mark>humidity</mark> <mark>generator</mark> OHG-4', content, [50, 51])).toEqual([
      { text: 'word ', mark: false },
      { text: 'humidity', mark: true },
      { text: ' ', mark: false },
      { text: 'generator', mark: true },
      { text: ' OHG-4', mark: false },
    ]);
  });

  it('falls back to parsing the excerpt when the content does not hold its words', () => {
    expect(excerptParts('a &lt;b&gt; <mark>c</mark>', 'something else entirely', [2])).toEqual([
      { text: 'a <b> ', mark: false },
      { text: 'c', mark: true },
    ]);
  });
});
