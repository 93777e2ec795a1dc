/**
 * The gallery's pages (docs/requirements.md#page-switcher) on every build: the default
 * production build has none, a build with GALLERY=1 has one page per name of `galleryPages`
 * (src/eleventy/gallery/gallery.js, derived from the examples files and the folders of pages/gallery/),
 * and no build lists any in its sitemap or its search index. What a gallery page holds is checked
 * on the gallery build only, in gallery-pages.gallery.test.ts (docs/testing.md "Build modes").
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { builtPages, readPage, SITE_DIR } from '../support/built-site.js';
import { galleryPages as galleryPageNames } from '../../src/eleventy/gallery/gallery.js';
import { galleryEnabled } from '../../src/eleventy/build-mode.js';

/** The gallery page names (global data `galleryPages`). */
const galleryPages = galleryPageNames();
const flagged = galleryEnabled();
const pages = builtPages();
const galleryUrls = pages.map((p) => p.url).filter((url) => url.startsWith('/frontend/'));
const sitemapPaths = [...readFileSync(path.join(SITE_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]).pathname,
);
/** The url of every page in the Pagefind index (its fragments: gzip, "pagefind_dcd" + JSON). */
const indexedUrls = readdirSync(path.join(SITE_DIR, 'pagefind', 'fragment')).map((name) => {
  const text = gunzipSync(readFileSync(path.join(SITE_DIR, 'pagefind', 'fragment', name))).toString('utf8');
  return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
});

describe('every build', () => {
  it('has a /frontend/ page for every name of the list and no other with GALLERY=1, and none without', () => {
    expect(galleryUrls.sort()).toEqual(flagged ? galleryPages.map((name) => `/frontend/${name}/`).sort() : []);
  });

  it('lists no gallery page in sitemap.xml', () => {
    expect(sitemapPaths.length).toBeGreaterThan(1);
    expect(sitemapPaths.filter((p) => p.startsWith('/frontend/'))).toEqual([]);
  });

  it('indexes no gallery page for search, and lists none on the search page', () => {
    expect(indexedUrls.length).toBeGreaterThan(1);
    expect(indexedUrls.filter((u) => u.includes('/frontend/'))).toEqual([]);
    const search = parse(readPage(pages.find((p) => p.url === '/search/')!));
    expect(
      search.querySelectorAll('.page-list__link').filter((a) => a.getAttribute('href')?.startsWith('/frontend/')),
    ).toEqual([]);
  });

  it('shows the page switcher and its styles on gallery pages only', () => {
    for (const page of pages.filter((p) => !p.url.startsWith('/frontend/'))) {
      const html = readPage(page);
      expect(html, page.url).not.toContain('data-enhancer="page-switcher"');
      expect(html, page.url).not.toMatch(/assets\/style-gallery-[\w-]+\.css/);
    }
  });
});
