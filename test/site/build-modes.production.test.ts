/**
 * Build modes (docs/authoring.md#content-gaps-and-build-modes) on a production build (`npm run
 * build`, `_site/`): no page shows a sample entry or a page's facts to supply, and sample-only
 * sections give way. vitest.config.ts collects this file on a production build only (docs/testing.md
 * "Build modes"); build-modes.test.ts checks what holds on every build.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { SITE_DIR } from '../support/built-site.js';
import { factsByUrl, html, pages, textOf } from '../support/build-modes.js';
import { SAMPLE_PREFIX } from '../../src/eleventy/cms/content-gaps.js';
import products from '../../src/_data/products.js';

describe('production build', () => {
  it('no page, feed or sitemap contains "Sample —" or "Content gap" (text, attributes or comments)', () => {
    const files = [
      ...pages.map((p) => p.file),
      path.join(SITE_DIR, 'company/news/feed.xml'),
      path.join(SITE_DIR, 'sitemap.xml'),
    ];
    const found = files
      .filter((f) => /Sample —|Sample &mdash;|Content gap/i.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SITE_DIR, f));
    expect(found).toEqual([]);
  });

  it.each([...factsByUrl.keys()])('%s shows none of its facts to supply', (url) => {
    const doc = parse(html.get(url)!);
    expect(doc.querySelector('.facts-to-supply')).toBeNull();
    const text = textOf(url);
    expect(factsByUrl.get(url)!.filter((fact) => text.includes(fact.replace(/\s+/g, ' ')))).toEqual([]);
  });

  it('leaves out the home page testimonials while every quote is a sample', () => {
    const home = parse(html.get('/')!);
    expect(home.querySelector('#home-testimonials')).toBeNull();
    expect(home.text).not.toContain('What customers say');
  });

  it.each(Object.keys(products))(
    'product %s: the specification table keeps its confirmed rows and ends with "Full specifications on request"',
    (slug) => {
      const doc = parse(html.get(`/products/${slug}/`)!);
      const rows = doc.querySelectorAll('.spec-table tr');
      const confirmed = products[slug].specifications.rows.filter((r) => !r.value.startsWith(SAMPLE_PREFIX));
      expect(rows.slice(0, -1).map((r) => r.querySelector('th')?.text)).toEqual(confirmed.map((r) => r.label));
      const last = rows.at(-1)!.querySelector('a')!;
      expect(last.text).toBe('Full specifications on request');
      expect(last.getAttribute('href')).toBe(`/contact/?topic=datasheet-quote&product=${slug}`);
      expect(doc.querySelector('.sample-note')).toBeNull();
    },
  );

  it('awards and distributors give way to one sentence and a link to the enquiry form', () => {
    for (const [url, href] of [
      ['/company/awards/', '/contact/?topic=other'],
      ['/company/distribution-partnership/', '/contact/?topic=distribution-partnership'],
    ]) {
      const doc = parse(html.get(url)!);
      expect(doc.querySelectorAll('.entry-list__item'), url).toHaveLength(0);
      expect(doc.querySelector(`main a[href="${href}"]`), url).not.toBeNull();
    }
  });
});
