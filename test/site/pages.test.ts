/**
 * The built site against the navigation tree (docs/requirements.md#navigation-tree): every route exists with its title and one <h1>, is
 * linked from the header navigation, and every page has the head and landmarks a visitor and a
 * search engine expect.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { SPEC_ROUTES } from '../support/spec-routes.js';
import { OUTSIDE_NAVIGATION_PAGES, UNLISTED_PAGES } from '../support/outside-navigation.js';
import { NEWS_URLS } from '../support/news.js';
import { builtPages, readPage, SITE_DIR } from '../support/built-site.js';
import navigation from '../../src/_data/navigation.js';

const pages = builtPages();
const dom = (url: string) => {
  const page = pages.find((p) => p.url === url);
  if (!page) throw new Error(`${url} was not built`);
  return parse(readPage(page));
};
const home = dom('/');

describe('every route of the navigation tree (docs/requirements.md#navigation-tree)', () => {
  it.each(SPEC_ROUTES)('$url exists, has its title and one <h1>, and is linked from the header navigation', (route) => {
    const doc = dom(route.url);
    const h1s = doc.querySelectorAll('h1');
    expect(h1s).toHaveLength(1);
    const expected =
      route.title ?? navigation.flatMap((i) => [i, ...i.children]).find((i) => i.url === route.url)?.title;
    expect(h1s[0].text.trim()).toBe(expected);
    expect(doc.querySelector('title')?.text).toBe(`${expected} | Owlstone`);
    for (const nav of ['.primary-nav', '.mobile-nav']) {
      expect(home.querySelector(`${nav} a[href="${route.url}"]`), `${nav} links ${route.url}`).not.toBeNull();
    }
  });

  it('also builds the home page, a search page, a 404 page, one page per news article and the pages outside the navigation (contact, thanks, privacy)', () => {
    expect(pages.map((p) => p.url)).toEqual(
      expect.arrayContaining([
        '/',
        '/search/',
        '/404.html',
        ...NEWS_URLS,
        ...OUTSIDE_NAVIGATION_PAGES,
        ...UNLISTED_PAGES,
      ]),
    );
    // A GALLERY=1 build also has the gallery's pages (test/site/gallery-pages.test.ts).
    expect(pages.filter((p) => !p.url.startsWith('/frontend/'))).toHaveLength(
      SPEC_ROUTES.length + 3 + NEWS_URLS.length + OUTSIDE_NAVIGATION_PAGES.length + UNLISTED_PAGES.length,
    );
  });

  it.each([...SPEC_ROUTES.map((r) => [r.url, r.section]), ...NEWS_URLS.map((u) => [u, '/company/'])])(
    'marks the section %s sits in (%s) as `here` in the header, the mobile menu and the footer, and only that one',
    (url, section) => {
      const title = navigation.find((n) => n.url === section)?.title;
      for (const selector of [
        '.primary-nav > ul > .primary-nav__item--here',
        '.mobile-nav__list > .mobile-nav__item--here',
        '.site-footer__column--here',
      ]) {
        const current = dom(url).querySelectorAll(selector);
        expect(current, selector).toHaveLength(1);
        expect(current[0].querySelector('a, summary')?.text.trim(), selector).toBe(title);
      }
    },
  );

  it.each(['/', '/contact/', '/contact/thanks/', '/privacy/', '/search/', '/404.html'])(
    'marks no section on %s, a page outside the tree',
    (url) => {
      expect(dom(url).querySelectorAll('[class*="__item--here"], .site-footer__column--here')).toHaveLength(0);
    },
  );

  it('links Markets > Medical to the sister company in a new tab', () => {
    const medical = home.querySelector('.primary-nav a[href^="https://www.owlstonemedical.com"]');
    expect(medical?.getAttribute('target')).toBe('_blank');
    expect(medical?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe.each(pages.map((p) => p.url))('page %s', (url) => {
  const doc = dom(url);
  const html = readPage(pages.find((p) => p.url === url)!);

  it('has lang, a <title>, a meta description, one <h1>, a skip link and #app', () => {
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe('en-GB');
    expect(doc.querySelector('title')?.text.trim()).not.toBe('');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(40);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
    expect(doc.querySelector('#main')?.tagName).toBe('MAIN');
    expect(doc.querySelector('#app')).not.toBeNull();
  });

  it('has the search form (docs/requirements.md#search-form): GET to the search page, one search input named q', () => {
    const form = doc.querySelector('.site-header form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search/');
    const inputs = form?.querySelectorAll('input') ?? [];
    expect(inputs).toHaveLength(1);
    expect(inputs[0].getAttribute('type')).toBe('search');
    expect(inputs[0].getAttribute('name')).toBe('q');
    expect(inputs[0].getAttribute('placeholder')).toBe('Enter your keyword here');
    const id = inputs[0].getAttribute('id');
    expect(form?.querySelector(`label[for="${id}"]`)?.text.trim()).not.toBe('');
    expect(form?.querySelector('button[type="submit"]')?.text.trim()).toBe('Search');
  });

  it('marks the current page in the navigation with aria-current="page"', () => {
    if (url === '/404.html' || url === '/search/' || url.startsWith('/frontend/')) return;
    // A news article, or a page outside the navigation, is not an entry of the navigation: no link in it is the current page.
    if (NEWS_URLS.includes(url) || OUTSIDE_NAVIGATION_PAGES.includes(url) || UNLISTED_PAGES.includes(url)) {
      expect(doc.querySelectorAll('.primary-nav [aria-current="page"]')).toHaveLength(0);
      return;
    }
    const current = doc.querySelectorAll('.primary-nav [aria-current="page"]').map((a) => a.getAttribute('href'));
    expect(url === '/' ? [] : current).toEqual(url === '/' ? [] : [url]);
  });

  it('has no placeholder or lorem ipsum text', () => {
    expect(html).not.toMatch(/PLACEHOLDER|TODO|[Ll]orem ipsum|coming soon/);
  });

  it('lists its titled anchors in the section navigation', () => {
    const anchors = doc.querySelectorAll('main [id][title]').filter((a) => a.getAttribute('title')?.trim());
    const links = doc.querySelectorAll('.section-nav__list a').map((a) => a.getAttribute('href'));
    expect(links).toEqual(anchors.map((a) => `#${a.getAttribute('id')}`));
  });
});

describe('content pages', () => {
  it.each(SPEC_ROUTES.map((r) => r.url))(
    '%s has an introduction, several titled sections and links to related pages',
    (url) => {
      const doc = dom(url);
      expect(doc.querySelector('.page-hero__intro')?.text.trim().length).toBeGreaterThan(60);
      expect(doc.querySelectorAll('main .page-section').length).toBeGreaterThanOrEqual(2);
      const internal = doc.querySelectorAll('main .page-body a[href^="/"]').map((a) => a.getAttribute('href'));
      expect(new Set(internal).size).toBeGreaterThanOrEqual(2);
    },
  );
});

describe('search page (no JavaScript)', () => {
  it('lists every content page with its title, description and link', () => {
    const doc = dom('/search/');
    const links = doc.querySelectorAll('.page-list__link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/', ...SPEC_ROUTES.map((r) => r.url)]));
    for (const item of doc.querySelectorAll('.page-list__item')) {
      expect(item.querySelector('.page-list__description')?.text.trim()).not.toBe('');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists home, every route of the navigation, every news article and the contact and privacy pages in sitemap.xml', () => {
    const xml = readFileSync(path.join(SITE_DIR, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(new Set(locs).size, 'each url once').toBe(locs.length);
    expect(new Set(locs)).toEqual(
      new Set(['/', ...SPEC_ROUTES.map((r) => r.url), ...NEWS_URLS, ...OUTSIDE_NAVIGATION_PAGES]),
    );
  });

  it('points robots.txt at the sitemap', () => {
    expect(existsSync(path.join(SITE_DIR, 'robots.txt'))).toBe(true);
    expect(readFileSync(path.join(SITE_DIR, 'robots.txt'), 'utf8')).toMatch(
      /^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m,
    );
  });
});

describe('the first viewport', () => {
  it.each(pages.map((p) => [p.url]))(
    '%s: no image in the page hero is lazy-loaded (a lazy hero delays the largest contentful paint)',
    (url) => {
      const lazy = dom(url).querySelectorAll('.page-hero img[loading="lazy"], .home-hero img[loading="lazy"]');
      expect(lazy.map((img) => img.getAttribute('src'))).toEqual([]);
    },
  );
});
