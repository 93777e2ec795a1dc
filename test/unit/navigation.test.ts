import { describe, expect, it } from 'vitest';
import navigation from '../../src/_data/navigation.js';
import site from '../../src/_data/site.js';
import {
  breadcrumbs,
  childCardItems,
  inSection,
  internalUrls,
  isExternal,
  navItem,
  relatedTitle,
  withCurrentSection,
} from '../../src/eleventy/pages/navigation.js';
import { SPEC_ROUTES, SPEC_SECTIONS } from '../support/spec-routes.js';

describe('navigation tree (docs/requirements.md#navigation-tree, docs/requirements.md#navigation-item)', () => {
  it('has the six top-level sections in the order of the requirements, each with url, title, children and here', () => {
    expect(navigation.map((i) => i.url)).toEqual(SPEC_SECTIONS);
    for (const item of navigation) {
      expect(Object.keys(item).sort()).toEqual(['children', 'here', 'title', 'url']);
    }
  });

  it('flags no section in the data: which one is current depends on the page', () => {
    expect(navigation.filter((i) => i.here)).toEqual([]);
  });

  it("withCurrentSection flags the page's section, and only it, as `here` (docs/requirements.md#navigation-item)", () => {
    const here = (url: string) =>
      withCurrentSection(navigation, url)
        .filter((i) => i.here)
        .map((i) => i.title);
    expect(here('/markets/defense/')).toEqual(['Markets']);
    expect(here('/markets/')).toEqual(['Markets']);
    expect(here('/products/lonestar/')).toEqual(['Products']);
    expect(here('/technology/')).toEqual(['Technology']);
    expect(here('/company/news/why-natural-gas-smells/')).toEqual(['Company']);
    for (const outside of ['/', '/contact/', '/contact/thanks/', '/privacy/', '/search/', '/404.html'])
      expect(here(outside), outside).toEqual([]);
    // Children are never flagged; the data itself is left as it was.
    const tree = withCurrentSection(navigation, '/products/lonestar/');
    expect(tree.flatMap((i) => i.children).filter((c) => c.here)).toEqual([]);
    expect(navigation.filter((i) => i.here)).toEqual([]);
  });

  it('holds every route of the navigation tree under its section, with the titles docs/requirements.md#navigation-tree gives', () => {
    for (const route of SPEC_ROUTES) {
      const section = navigation.find((i) => i.url === route.section);
      const item = route.url === route.section ? section : section?.children.find((c) => c.url === route.url);
      expect(item, route.url).toBeDefined();
      if (route.title) expect(item?.title).toBe(route.title);
    }
    expect(internalUrls()).toHaveLength(SPEC_ROUTES.length + 1);
  });

  it('links Markets > Medical to the sister company from site data, on another host', () => {
    const medical = navigation[1].children.find((c) => c.title === 'Medical');
    expect(medical?.url).toBe(site.medical.url);
    expect(isExternal(site.medical.url)).toBe(true);
  });
});

describe('isExternal (docs/requirements.md#external-links: links to another host open in a new tab)', () => {
  it("compares hosts with the site's own: the site's absolute urls are internal, other hosts external", () => {
    expect(isExternal(`${site.url}/products/`)).toBe(false);
    expect(isExternal(site.url.replace('https:', 'http:').toUpperCase() + '/x/')).toBe(false);
    expect(isExternal(`//${new URL(site.url).host}/technology/`)).toBe(false);
    expect(isExternal('https://www.owlstonemedical.com/')).toBe(true);
    expect(isExternal('//cdn.example.org/a.pdf')).toBe(true);
    expect(isExternal('/products/')).toBe(false);
    expect(isExternal('#top')).toBe(false);
    expect(isExternal('mailto:info@example.org')).toBe(false);
    expect(isExternal('https://example.org/', 'https://example.org')).toBe(false);
  });
});

describe('breadcrumbs', () => {
  it('puts a page under the page outside the navigation it names as its parent (Resources › Documents › Datasheets)', () => {
    expect(
      breadcrumbs('/resources/documents/type/datasheets/', 'Datasheets', {
        url: '/resources/documents/',
        title: 'Documents',
      }),
    ).toEqual([
      { url: '/', title: 'Home' },
      { url: '/resources/', title: 'Resources' },
      { url: '/resources/documents/', title: 'Documents' },
      { url: '/resources/documents/type/datasheets/', title: 'Datasheets' },
    ]);
  });

  it('leads from Home through the section to the page', () => {
    expect(breadcrumbs('/products/owlsens-C/', 'OwlSens-C')).toEqual([
      { url: '/', title: 'Home' },
      { url: '/products/', title: 'Products' },
      { url: '/products/owlsens-C/', title: 'OwlSens-C' },
    ]);
  });

  it('gives a page outside the navigation Home and itself', () => {
    expect(breadcrumbs('/search/', 'Search')).toEqual([
      { url: '/', title: 'Home' },
      { url: '/search/', title: 'Search' },
    ]);
  });
});

describe('inSection', () => {
  it('is true for the section of the page and false elsewhere', () => {
    const markets = navigation[1];
    expect(inSection(markets, '/markets/defense/')).toBe(true);
    expect(inSection(markets, '/products/')).toBe(false);
    expect(inSection(markets.children[3], '/markets/')).toBe(false);
  });
});

describe('navItem and relatedTitle', () => {
  it('names a page by its navigation title', () => {
    expect(relatedTitle('/products/ofc-1/', './pages/x/index.md')).toBe('OFC-1 Flow Controller');
  });

  it('fails with the fix when the url is not in the navigation', () => {
    expect(() => navItem('/nowhere/')).toThrow(
      'navItem: no navigation entry has the url "/nowhere/". Fix the url, or add the page to src/_data/navigation.js.',
    );
    // The page's file and the field as the CMS labels it, not the filter's name.
    expect(() => relatedTitle('/products/ovg-5/', './pages/company/index.md')).toThrow(
      'pages/company/index.md: "Related pages" lists "/products/ovg-5/", which is no page of the site\'s navigation. Write the address of a page of the site, such as /technology/ (with the slashes), or remove it from the list.',
    );
  });
});

describe('childCardItems', () => {
  it("takes each child's description from its page and the sister company's from site data", () => {
    const pages = ['/markets/defense/', '/markets/industrial/', '/markets/internet-things/'].map((url) => ({
      url,
      data: { description: `About ${url}`, icon: 'x' },
    }));
    const cards = childCardItems('/markets/', pages);
    expect(cards.map((c) => c.description)).toEqual([
      'About /markets/defense/',
      'About /markets/industrial/',
      'About /markets/internet-things/',
      site.medical.description,
    ]);
  });

  it('fails naming the child that has no page', () => {
    expect(() => childCardItems('/company/', [])).toThrow(
      'childCards: the navigation entry "/company/news/" has no page.',
    );
  });
});
