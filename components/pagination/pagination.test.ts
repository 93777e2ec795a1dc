/**
 * components/pagination/pagination.njk: the links between the pages
 * of the news list, rendered through the real macro with its examples.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { renderMacro } from '../../test/support/nunjucks.js';
import { exampleNamed } from '../../test/support/examples.js';

const render = (name: string) =>
  parse(renderMacro('pagination.njk', 'pagination', exampleNamed('pagination', name).props));

describe('pagination', () => {
  it('is a labelled nav with a link to every page, the current one aria-current="page"', () => {
    const nav = render('Third of five pages').querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Example pages, middle');
    const numbered = nav.querySelectorAll('a:not([rel])');
    expect(numbered.map((a) => a.text)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
    expect(nav.querySelectorAll('[aria-current="page"]').map((a) => a.text)).toEqual(['Page 3']);
  });

  it('Previous (rel="prev") from the second page on, Next (rel="next") up to the one before last', () => {
    const links = (name: string) =>
      render(name)
        .querySelectorAll('a[rel]')
        .map((a) => [a.getAttribute('rel'), a.text, a.getAttribute('href')]);
    expect(links('First of five pages')).toEqual([['next', 'Next page', '/frontend/pagination/?page=2']]);
    expect(links('Third of five pages')).toEqual([
      ['prev', 'Previous page', '/frontend/pagination/?page=2'],
      ['next', 'Next page', '/frontend/pagination/?page=4'],
    ]);
    expect(links('Last of five pages')).toEqual([['prev', 'Previous page', '/frontend/pagination/?page=4']]);
  });

  it('renders nothing for a list of one page', () => {
    expect(
      renderMacro('pagination.njk', 'pagination', {
        hrefs: ['/company/news/'],
        current: 0,
        label: 'News pages',
      }).trim(),
    ).toBe('');
  });
});
