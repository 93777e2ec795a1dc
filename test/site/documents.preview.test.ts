/**
 * The documents library in a preview build (docs/architecture.md "Documents"): the sample
 * documents show on their products, in the library and on the pre-rendered filter pages, which
 * are in the sitemap. vitest.config.ts collects this file on a preview build only (docs/testing.md
 * "Build modes"): the gallery's (`npm run test:gallery`), or `PREVIEW=1 SITE_DIR=_site-preview npm
 * run build`, then `PREVIEW=1 SITE_DIR=_site-preview npx vitest run test/site/documents`.
 * documents.production.test.ts checks a production build. The preview's library, filter pages
 * and a product page with documents pass html-validate.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from 'html-validate';
import { SITE_DIR } from '../support/built-site.js';
import { FILTER_PAGES, page, sitemap } from '../support/documents.js';
import { SAMPLES } from '../../scripts/sample-documents.js';
import { documentUrl } from '../../src/eleventy/documents/documents.js';

describe('preview build', () => {
  it('the library is at /resources/documents/, linked from Resources, in the sitemap, with "Can’t find a document? Ask us" leading to the enquiry form', () => {
    const library = page('/resources/documents/');
    expect(library.querySelector('h1')?.text).toBe('Documents');
    expect(library.querySelector('.document-library__ask a')?.getAttribute('href')).toBe(
      '/contact/?topic=datasheet-quote',
    );
    expect(page('/resources/').querySelector('main a[href="/resources/documents/"]')).not.toBeNull();
    expect(sitemap()).toContain('/resources/documents/</loc>');
  });
  const current = SAMPLES.filter((s) => !SAMPLES.some((o) => o.supersedes?.includes(s.slug)));

  it('lists every current sample in the library, newest first, each linking its PDF as application/pdf with its language', () => {
    const rows = page('/resources/documents/').querySelectorAll('.document-list__item');
    expect(rows.map((r) => r.querySelector('.document-list__title a')?.text)).toEqual(
      [...current].sort((a, b) => b.date.localeCompare(a.date)).map((s) => s.title),
    );
    for (const row of rows) {
      const link = row.querySelector('.document-list__title a')!;
      expect(link.getAttribute('type')).toBe('application/pdf');
      expect(link.getAttribute('hreflang')).toMatch(/^(en|de)$/);
      expect(existsSync(path.join(SITE_DIR, link.getAttribute('href')!)), link.getAttribute('href')!).toBe(true);
      expect(row.querySelector('.document-list__thumb')?.getAttribute('alt')).toBe(`First page of ${link.text}`);
      expect(row.querySelector('.document-list__type')?.text).toContain('Sample');
    }
  });

  it('the OVG-4 page lists its documents, the datasheet first, with number, revision, date, language and "PDF, size, pages", and names them in JSON-LD', () => {
    const doc = page('/products/ovg-4/');
    const rows = doc.querySelectorAll(
      '#documents ~ .document-list .document-list__item, .page-documents .document-list__item',
    );
    expect(rows.map((r) => r.querySelector('.document-list__title a')?.text)).toEqual([
      'OVG-4 Vapour Generator Datasheet',
      'Calibrating Explosives Trace Detectors with Permeation-Tube Vapours',
    ]);
    expect(rows[0].querySelectorAll('.document-list__facts li').map((li) => li.text)).toEqual([
      'DS-0012, Revision 3',
      '30 September 2026',
      'English',
      expect.stringMatching(/^PDF, \d+ KB, 2 pages$/),
    ]);
    expect(rows[0].querySelector('.document-list__earlier')?.text).toContain('Superseded by Revision 3');
    expect(doc.querySelector('.section-nav a[href="#documents"]')?.text.trim()).toBe('Documents');
    const ld = doc
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text))
      .find((d) => d['@graph']);
    expect(ld['@graph'].map((d: { '@type': string; identifier: string }) => `${d['@type']} ${d.identifier}`)).toEqual([
      'DigitalDocument DS-0012',
      'DigitalDocument AN-0104',
    ]);
  });

  it('a page no document names has no Documents section', () => {
    expect(page('/products/lonestar/').querySelector('.page-documents')).toBeNull();
  });

  it('the superseded revision stays published at its own address', () => {
    const old = SAMPLES.find((s) => s.slug === 'ds-0012-ovg-4-datasheet-revision-2')!;
    expect(existsSync(path.join(SITE_DIR, documentUrl(old, true)))).toBe(true);
    expect(existsSync(path.join(SITE_DIR, documentUrl(old, false)))).toBe(true); // the stable address now holds Revision 3
  });

  it('pre-renders a page per type, product, market and language, each in the sitemap, listing only its documents', () => {
    for (const url of FILTER_PAGES) {
      expect(sitemap(), url).toContain(`${url}</loc>`);
      const doc = page(url);
      expect(doc.querySelector(`.document-filters a[aria-current="page"]`)?.getAttribute('href')).toBe(url);
    }
    expect(page('/resources/documents/product/ovg-4/').querySelectorAll('.document-list__item')).toHaveLength(2);
    expect(
      page('/resources/documents/type/datasheets/')
        .querySelectorAll('.document-list__type')
        .map((t) => t.text.replace(/\s*Sample$/, '')),
    ).toEqual(['Datasheet', 'Datasheet']);
    const dirs = readdirSync(path.join(SITE_DIR, 'resources/documents/type'));
    expect(dirs.sort()).toEqual(['application-notes', 'brochures', 'datasheets', 'user-manuals']);
  });

  // The production build, which html-validate checks page by page (test/site/html-validate.test.ts),
  // has none of these pages while every document is a sample.
  it.each(['/resources/documents/', ...FILTER_PAGES, '/products/ovg-4/'])(
    '%s has 0 html-validate errors',
    async (url) => {
      const report = await new HtmlValidate(new FileSystemConfigLoader()).validateFile(
        path.join(SITE_DIR, url, 'index.html'),
      );
      expect(report.valid, formatterFactory('stylish')(report.results)).toBe(true);
    },
  );
});
