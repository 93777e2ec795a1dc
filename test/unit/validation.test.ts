import { describe, expect, it } from 'vitest';
import validationPlugin, {
  navigationErrors,
  pageDataSchema,
  pageErrors,
  type PageLike,
} from '../../src/eleventy/content/validation.js';
import type { NavigationItem } from '../../src/_data/navigation.js';

const tree: NavigationItem[] = [
  {
    url: '/products/',
    title: 'Products',
    here: false,
    children: [{ url: '/products/ovg-4/', title: 'OVG-4', here: false, children: [] }],
  },
];
const page = (url: string, data: PageLike['data'], inputPath = `./pages${url}index.md`): PageLike => ({
  url,
  inputPath,
  data,
});
/** Both rules at once, as the build reports them through its two hooks: each page's, then the site's. */
const findAuthorErrors = (pages: PageLike[], navTree: NavigationItem[]) => [
  ...pages.flatMap((p) => pageErrors(p.inputPath, p.url, p.data, navTree).map((e) => e.message)),
  ...navigationErrors(pages, navTree),
];
const complete = { title: 'T', description: 'D', intro: 'I', layout: 'page.njk' };
const valid = [
  page('/', { ...complete, layout: 'base.njk' }),
  page('/products/', complete),
  page('/products/ovg-4/', complete),
];

describe('author errors fail the build naming the file and the fix', () => {
  it('accepts a site where every page is titled and in the navigation', () => {
    expect(findAuthorErrors(valid, tree)).toEqual([]);
  });

  it("leaves a page's title, description and intro to its schema (src/content/schemas/page.schema.yaml)", () => {
    const pages = [...valid.slice(0, 2), page('/products/ovg-4/', { layout: 'page.njk' })];
    expect(findAuthorErrors(pages, tree)).toEqual([]);
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

describe('per-page rules as Eleventy data schema (eleventyDataSchema)', () => {
  const data = (url: string | false, front: PageLike['data'], inputPath = './pages/x.md') => ({
    ...front,
    page: { inputPath, url },
  });

  it('passes a complete page, a page marked outsideNavigation, and outputs that are not pages', () => {
    expect(() => pageDataSchema(data('/products/', complete))).not.toThrow();
    expect(() => pageDataSchema(data('/search/', { ...complete, outsideNavigation: true }))).not.toThrow();
    expect(() => pageDataSchema(data('/sitemap.xml', {}))).not.toThrow();
    expect(() => pageDataSchema(data(false, {}))).not.toThrow();
  });

  it('throws when the page is outside the navigation, naming the file, the field and the fix', () => {
    expect(() => pageDataSchema(data('/stray/', { layout: 'page.njk' }))).toThrow(
      'Author errors (1):\n' +
        '  - ./pages/x.md: the page (/stray/) is not in the navigation. Add it to src/_data/navigation.js, or set "outsideNavigation: true" in its front matter.',
    );
    expect(pageErrors('./pages/x.md', '/x/', { ...complete, title: '' }, tree).map((e) => e.field)).toEqual([
      'outsideNavigation',
    ]);
  });

  it('is installed as global data, so every template runs it, and the collection checks only the navigation', () => {
    const globals: Record<string, () => unknown> = {};
    let collection: ((api: { getAll: () => PageLike[] }) => PageLike[]) | undefined;
    validationPlugin({
      addGlobalData: (name: string, fn: () => unknown) => (globals[name] = fn),
      addCollection: (_name: string, fn: typeof collection) => (collection = fn),
    } as never);
    expect(globals.eleventyDataSchema()).toBe(pageDataSchema);
    // A page without a title does not stop the collection (the schema reports it); a missing page does.
    expect(() => collection!({ getAll: () => [page('/', {})] })).toThrow(
      /src\/_data\/navigation\.js: the entry "\/technology\/" has no page\./,
    );
  });
});
