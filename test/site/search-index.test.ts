/**
 * The Pagefind search index of the built site (docs/architecture.md#code, docs/architecture.md#known-traps): it
 * survives the Vite build, indexes every content page and only those (the search page and the 404
 * are left out), and the search page loads Pagefind's own module as a separate file, with no
 * inline script (the CSP to come is `script-src 'self' 'wasm-unsafe-eval'`).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { builtPages, readPage, SITE_DIR } from '../support/built-site.js';
import { SPEC_ROUTES } from '../support/spec-routes.js';
import { NEWS_URLS } from '../support/news.js';
import { OUTSIDE_NAVIGATION_PAGES, UNLISTED_PAGES } from '../support/outside-navigation.js';
import { indexedPageCount } from '../../scripts/index-search.js';
import { viteManifestFile } from '../../src/folders.js';

const PAGEFIND_DIR = path.join(SITE_DIR, 'pagefind');
const NOT_INDEXED = ['/search/', '/404.html', ...UNLISTED_PAGES];
/** Pages 2 and later of the news list: every article is indexed on its own page. */
const isLaterListPage = (url: string) => /^\/company\/news\/page\/\d+\/$/.test(url);
const pages = builtPages();
/** The gallery's pages of a GALLERY=1 build are never indexed (src/eleventy/gallery/gallery.js). */
const isGalleryPage = (url: string) => url.startsWith('/frontend/');
const contentUrls = pages
  .map((p) => p.url)
  .filter((url) => !NOT_INDEXED.includes(url) && !isGalleryPage(url) && !isLaterListPage(url));

/** The url of every page in the index, read from Pagefind's fragments (gzip, "pagefind_dcd" + JSON). */
function indexedUrls(): string[] {
  const dir = path.join(PAGEFIND_DIR, 'fragment');
  return readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(path.join(dir, name))).toString('utf8');
    return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
  });
}

describe('the search index', () => {
  it('exists after the build (written after Vite, which empties the output folder)', () => {
    expect(existsSync(path.join(PAGEFIND_DIR, 'pagefind.js'))).toBe(true);
    expect(existsSync(path.join(PAGEFIND_DIR, 'pagefind-entry.json'))).toBe(true);
  });

  it('counts as many pages as there are content pages (home, every route of the navigation tree (docs/requirements.md#navigation-tree), every news article, contact and privacy)', () => {
    expect(contentUrls).toHaveLength(SPEC_ROUTES.length + 1 + NEWS_URLS.length + OUTSIDE_NAVIGATION_PAGES.length);
    expect(indexedPageCount(PAGEFIND_DIR)).toBe(contentUrls.length);
  });

  it('holds exactly the content pages: not the search page, not the 404', () => {
    expect(indexedUrls().sort()).toEqual([...contentUrls].sort());
  });

  it('marks the main content of every content page, and of no other page, with data-pagefind-body', () => {
    for (const page of pages) {
      const bodies = parse(readPage(page)).querySelectorAll('[data-pagefind-body]');
      expect(
        bodies.map((b) => b.tagName),
        page.url,
      ).toEqual(NOT_INDEXED.includes(page.url) || isGalleryPage(page.url) || isLaterListPage(page.url) ? [] : ['MAIN']);
    }
  });
});

describe('the search page', () => {
  const doc = parse(readPage(pages.find((p) => p.url === '/search/')!));

  it('has the results region, tied to the page’s search input and to the no-JS list of every page (news articles through the News list)', () => {
    const region = doc.querySelector('[data-enhancer="search-results"]');
    expect(region).not.toBeNull();
    expect(doc.querySelector(`#${region!.getAttribute('data-search-input')}`)?.getAttribute('name')).toBe('q');
    expect(doc.querySelectorAll(`#${region!.getAttribute('data-search-fallback')} .page-list__link`).length).toBe(
      contentUrls.length - NEWS_URLS.length,
    );
    expect(
      doc.querySelector(`#${region!.getAttribute('data-search-fallback')} a[href="/company/news/"]`),
    ).not.toBeNull();
  });

  it('gets Pagefind from /pagefind/pagefind.js at run time: not bundled into the chunk', () => {
    const manifest = JSON.parse(readFileSync(viteManifestFile(SITE_DIR), 'utf8')) as Record<
      string,
      { file: string; name?: string; imports?: string[] }
    >;
    const chunk = Object.values(manifest).find((c) => c.name === 'search-results');
    expect(chunk).toBeDefined();
    // The chunk and those it imports (enhancers/lib/pagefind.ts, shared with the documents library).
    const source = [chunk!.file, ...(chunk!.imports ?? []).map((key) => manifest[key].file)]
      .map((file) => readFileSync(path.join(SITE_DIR, file), 'utf8'))
      .join('\n');
    expect(source).toContain('"/pagefind/pagefind.js"');
    expect(source).not.toMatch(/pagefind-worker|WebAssembly/);
  });
});

describe.each(pages.map((p) => p.url))('page %s', (url) => {
  it("has no inline script (CSP script-src 'self')", () => {
    const scripts = parse(readPage(pages.find((p) => p.url === url)!)).querySelectorAll('script');
    // JSON data blocks (widget props, JSON-LD) are never executed; test/site/security.test.ts has the whole policy.
    const data = ['application/json', 'application/ld+json'];
    expect(
      scripts
        .filter((s) => !s.getAttribute('src') && !data.includes(s.getAttribute('type') ?? ''))
        .map((s) => s.toString().slice(0, 80)),
    ).toEqual([]);
  });
});
