// @vitest-environment happy-dom
// The library's filters in place (enhancers/document-library): the no-JS links become filters
// with counts, the URL keeps the state, and the clean-up gives the links back.
import { afterEach, describe, expect, it } from 'vitest';
import { renderMacro } from '../support/nunjucks';
import { libraryOf } from '../../src/eleventy/documents.js';
import enhance, { queryFromState, rowMatches, stateFromQuery, statusText } from '../../enhancers/document-library/document-library';

const ovg = { slug: 'ovg-4', url: '/products/ovg-4/', title: 'OVG-4' };
const ohg = { slug: 'ohg-4', url: '/products/ohg-4/', title: 'OHG-4' };
const defense = { slug: 'defense', url: '/markets/defense/', title: 'Defense' };
const doc = (slug: string, type: string, typeSlug: string, products: object[], markets: object[], language = 'en') => ({
  slug, title: `${slug} title`, type, typeSlug, number: `DS-${slug}`, revision: 'Revision 1', date: '2026-01-01', language, languageName: language === 'de' ? 'German' : 'English',
  summary: 's', products, applications: [], markets, sample: false, url: `/resources/documents/${slug}.pdf`, format: 'PDF, 3 KB, 1 page', earlier: [], supersededBy: null,
  thumbnail: { src: `/images/documents/${slug}-80w.webp`, srcset: '', width: 80, height: 113 },
});
const library = libraryOf([
  doc('a', 'Datasheet', 'datasheets', [ovg], [defense]),
  doc('b', 'Datasheet', 'datasheets', [ohg], []),
  doc('c', 'Application note', 'application-notes', [ovg], [defense]),
  doc('d', 'Brochure', 'brochures', [], [], 'de'),
] as never);

function mount(search = '') {
  history.replaceState(null, '', `/resources/documents/${search}`);
  const filters = renderMacro('document-list.njk', 'documentFilters', {
    groups: (['type', 'product', 'market', 'language'] as const).map((kind) => ({ kind, label: kind, values: library.filters[kind] })),
    libraryUrl: '/resources/documents/', total: library.current.length,
  });
  const list = renderMacro('document-list.njk', 'documentList', { documents: library.current });
  document.body.innerHTML = `<div data-enhancer="document-library" data-library-url="/resources/documents/">${filters}<div><p class="document-library__status">4 documents, newest first.</p>${list}</div></div>`;
  const root = document.querySelector<HTMLElement>('[data-enhancer]')!;
  const link = (kind: string, value: string) => root.querySelector<HTMLAnchorElement>(`a[data-filter-kind="${kind}"][data-filter-value="${value}"]`)!;
  const visible = () => [...root.querySelectorAll<HTMLElement>('.document-list__item')].filter((r) => !r.hidden).map((r) => r.querySelector('a')!.textContent);
  const count = (kind: string, value: string) => link(kind, value).querySelector('.document-filters__count')!.textContent;
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
    expect(statusText(0, ['Brochures', 'OVG-4'])).toBe('No document matches these filters: Brochures, OVG-4. Clear a filter to see more.');
    expect(statusText(1, ['Datasheets'])).toBe('1 document: Datasheets, newest first.');
  });

  it('a row matches when its data attribute lists every chosen value', () => {
    const row = document.createElement('li');
    row.dataset.product = 'ovg-4 gen-sys-products ';
    row.dataset.type = 'datasheets';
    expect(rowMatches(row, { product: 'gen-sys-products', type: 'datasheets' })).toBe(true);
    expect(rowMatches(row, { product: 'ohg-4' })).toBe(false);
  });

  it('a click filters in place, updates every count and the status, and puts the state in the URL', () => {
    const { root, link, visible, count, status } = mount();
    const cleanup = enhance(root, {});
    link('type', 'datasheets').click();
    expect(visible()).toEqual(['a title', 'b title']);
    expect(location.search).toBe('?type=datasheets');
    expect(link('type', 'datasheets').getAttribute('aria-current')).toBe('true');
    expect(count('product', 'ovg-4')).toBe('(1)');
    expect(count('type', 'application-notes')).toBe('(1)');
    link('product', 'ovg-4').click();
    expect(visible()).toEqual(['a title']);
    expect(location.search).toBe('?type=datasheets&product=ovg-4');
    expect(status()).toBe('1 document: Datasheets, OVG-4, newest first.');
    link('type', 'datasheets').click(); // the chosen value again clears it
    expect(visible()).toEqual(['a title', 'c title']);
    expect(location.search).toBe('?product=ovg-4');
    cleanup();
    expect(visible()).toHaveLength(4);
    expect(count('product', 'ovg-4')).toBe('(2)');
    expect(status()).toBe('4 documents, newest first.');
  });

  it('a reloaded filtered URL shows the filtered view; "All documents" clears it', () => {
    const { root, visible, status } = mount('?language=de');
    enhance(root, {});
    expect(visible()).toEqual(['d title']);
    expect(status()).toBe('1 document: German, newest first.');
    root.querySelector<HTMLAnchorElement>('.document-filters__all a')!.click();
    expect(visible()).toHaveLength(4);
    expect(location.search).toBe('');
  });

  it('leaves the links as links on a pre-rendered filter page', () => {
    const { root, link } = mount();
    history.replaceState(null, '', '/resources/documents/type/datasheets/');
    enhance(root, {});
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('product', 'ovg-4').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
