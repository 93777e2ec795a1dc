import { describe, expect, it } from 'vitest';
import { findAuthorErrors, type PageLike } from '../../src/eleventy/validation.js';
import type { NavigationItem } from '../../src/_data/navigation.js';

const tree: NavigationItem[] = [
  { url: '/products/', title: 'Products', here: false, children: [{ url: '/products/ovg-4/', title: 'OVG-4', here: false, children: [] }] },
];
const page = (url: string, data: PageLike['data'], inputPath = `./pages${url}index.md`): PageLike => ({ url, inputPath, data });
const complete = { title: 'T', description: 'D', intro: 'I', layout: 'page.njk' };
const valid = [page('/', { ...complete, layout: 'base.njk' }), page('/products/', complete), page('/products/ovg-4/', complete)];

describe('author errors fail the build naming the file and the fix', () => {
  it('accepts a site where every page is titled and in the navigation', () => {
    expect(findAuthorErrors(valid, tree)).toEqual([]);
  });

  it('reports a page without a title', () => {
    const pages = [...valid.slice(0, 2), page('/products/ovg-4/', { ...complete, title: ' ' })];
    expect(findAuthorErrors(pages, tree)).toEqual(['./pages/products/ovg-4/index.md: the page has no title. Add "title: …" to its front matter.']);
  });

  it('reports a page without a description, and a content page without an intro', () => {
    const pages = [...valid.slice(0, 2), page('/products/ovg-4/', { title: 'T', layout: 'page.njk' })];
    expect(findAuthorErrors(pages, tree)).toEqual([
      './pages/products/ovg-4/index.md: the page has no description. Add "description: …" (one sentence for search results) to its front matter.',
      './pages/products/ovg-4/index.md: the page layout needs an intro. Add "intro: …" (the lead paragraph) to its front matter.',
    ]);
  });

  it('reports a navigation entry whose url has no page', () => {
    expect(findAuthorErrors(valid.slice(0, 2), tree)).toEqual([
      'src/_data/navigation.js: the entry "/products/ovg-4/" has no page. Create pages/products/ovg-4/index.md (or a file with that permalink), or fix the url.',
    ]);
  });

  it('reports a page outside the navigation unless it is marked outsideNavigation', () => {
    const stray = page('/products/ovg-5/', complete);
    expect(findAuthorErrors([...valid, stray], tree)).toEqual([
      './pages/products/ovg-5/index.md: the page (/products/ovg-5/) is not in the navigation. Add it to src/_data/navigation.js, or set "outsideNavigation: true" in its front matter.',
    ]);
    expect(findAuthorErrors([...valid, page('/search/', { ...complete, outsideNavigation: true })], tree)).toEqual([]);
  });

  it('ignores outputs that are not pages (sitemap.xml, robots.txt)', () => {
    expect(findAuthorErrors([...valid, page('/sitemap.xml', {})], tree)).toEqual([]);
  });
});
