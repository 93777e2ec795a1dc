/**
 * The documents library in a production build (docs/architecture.md "Documents"): no sample
 * document anywhere. vitest.config.ts collects this file on a production build only
 * (docs/testing.md "Build modes"); documents.preview.test.ts checks a preview build.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from '../support/built-site.js';
import { FILTER_PAGES, page, sitemap } from '../support/documents.js';

describe('production build', () => {
  it('publishes no sample document: no PDF, no library page nor a link to it, no Documents section, no filter page', () => {
    expect(existsSync(path.join(SITE_DIR, 'documents'))).toBe(false);
    expect(existsSync(path.join(SITE_DIR, 'resources/documents/index.html'))).toBe(false);
    expect(page('/resources/').querySelector('main a[href="/resources/documents/"]')).toBeNull();
    expect(sitemap()).not.toContain('/resources/documents/</loc>');
    expect(page('/products/ovg-4/').querySelector('#documents')).toBeNull();
    for (const url of FILTER_PAGES) expect(existsSync(path.join(SITE_DIR, url, 'index.html')), url).toBe(false);
    expect(sitemap()).not.toContain('/resources/documents/type/');
  });
});
