/**
 * Build modes (docs/authoring.md#content-gaps-and-build-modes) on a preview build (the gallery's,
 * `npm run build:gallery` then `npm run test:gallery`; or `PREVIEW=1 SITE_DIR=_site-preview npm run
 * build`): every sample entry and every fact to supply shows where it is missing, labelled.
 * vitest.config.ts collects this file on a preview build only (docs/testing.md "Build modes");
 * build-modes.test.ts checks what holds on every build.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { factsByUrl, html, sampleTexts, sitePages, textOf } from '../support/build-modes.js';
import products from '../../src/_data/products.js';

describe('preview build', () => {
  const text = sitePages.map((p) => textOf(p.url)).join('\n');

  it.each(sampleTexts)('shows the sample entry "%s" on a page', (sample) => {
    expect(text.includes(sample.replace(/\s+/g, ' ')), 'not found in the text of any page').toBe(true);
  });

  it.each(Object.keys(products))(
    'product %s: the specification table shows every row, the samples labelled',
    (slug) => {
      const rows = parse(html.get(`/products/${slug}/`)!)
        .querySelectorAll('.spec-table tr')
        .filter((r) => r.querySelector('th'));
      expect(rows.map((r) => [r.querySelector('th')!.text, r.querySelector('td')!.text])).toEqual(
        products[slug].specifications.rows.map((r) => [r.label, r.value]),
      );
    },
  );

  it.each([...factsByUrl.keys()])(
    '%s shows its facts to supply under the heading "Sample — facts to supply", left out of the search index',
    (url) => {
      const box = parse(html.get(url)!).querySelector('main .facts-to-supply');
      expect(box?.querySelector('h2')?.text).toBe('Sample — facts to supply');
      expect(box?.hasAttribute('data-pagefind-ignore')).toBe(true);
      expect(box!.querySelectorAll('li.entry-list__item--sample').map((li) => li.text)).toEqual(factsByUrl.get(url));
    },
  );
});
