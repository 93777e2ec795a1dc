import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { collectContentGaps, datasheetRequestUrl, findGapComments, findSamples, formatContentGaps, publishedEntries, strictError } from '../../src/eleventy/content-gaps.js';
import { buildMode } from '../../src/eleventy/build-mode.js';
import { renderMacro } from '../support/nunjucks.js';
import products from '../../src/_data/products.js';

describe('content gaps (sample entries, docs/requirements.md#content-facts)', () => {
  it('finds every sample entry with its path and text', () => {
    const data = { awards: [{ sample: true, text: 'Sample — award' }, { name: 'Real' }], nested: { x: { sample: true, text: 'Sample — x' } } };
    expect(findSamples(data, 'company')).toEqual([
      { path: 'company.awards[0]', text: 'Sample — award' },
      { path: 'company.nested.x', text: 'Sample — x' },
    ]);
  });

  it('labels every sample product figure "Sample —" so no visitor mistakes it for a datasheet value', () => {
    for (const gap of findSamples(products, 'products')) {
      expect(gap.text.startsWith('Sample —'), gap.path).toBe(true);
    }
  });
});

describe('build modes (docs/authoring.md#content-gaps-and-build-modes)', () => {
  it('production by default; preview with PREVIEW=1, FRONTEND=1 (the gallery) or Eleventy serve mode (npm run dev); PREVIEW=0 forces production', () => {
    expect(buildMode({})).toEqual({ mode: 'production', preview: false, contentStrict: false });
    expect(buildMode({ PREVIEW: '1' }).preview).toBe(true);
    expect(buildMode({ FRONTEND: '1' }).preview).toBe(true);
    expect(buildMode({ ELEVENTY_RUN_MODE: 'serve' }).mode).toBe('preview');
    expect(buildMode({ FRONTEND: '1', PREVIEW: '0' }).preview).toBe(false);
    expect(buildMode({ CONTENT_STRICT: '1' }).contentStrict).toBe(true);
  });

  it('publishedEntries keeps every entry in preview and drops the samples (sample: true, or a text beginning "Sample —") in production', () => {
    const entries = [{ name: 'Real' }, { sample: true, name: 'x' }, { label: 'Flow', value: 'Sample — to be confirmed' }];
    expect(publishedEntries(entries, true)).toEqual(entries);
    expect(publishedEntries(entries, false)).toEqual([{ name: 'Real' }]);
    expect(publishedEntries(undefined, false)).toEqual([]);
  });

  it('finds content-gap comments with their line', () => {
    expect(findGapComments('a\n\n<!-- Content gap: the address,\n  to be supplied. -->\n<!-- other -->', 'pages/x.md')).toEqual([
      { file: 'pages/x.md', where: 'line 3', text: 'the address, to be supplied.' },
    ]);
  });

  it('collects the data samples and the page comments of the project, each with its file', async () => {
    const gaps = await collectContentGaps();
    expect(gaps.filter((g) => g.file.startsWith('src/content/products/'))).toHaveLength(findSamples(products, 'products').length);
    expect(gaps.some((g) => g.file === 'pages/technology/index.md' && /^line \d+$/.test(g.where))).toBe(true);
    expect(formatContentGaps(gaps).split('\n')).toHaveLength(gaps.length + 1);
  });

  it('the strict error names each gap file and the fix', () => {
    const error = strictError([
      { file: 'src/content/company.yaml', where: 'company.awards[0]', text: 'Sample — x' },
      { file: 'pages/a.md', where: 'line 4', text: 'y' },
      { file: 'pages/a.md', where: 'line 9', text: 'z' },
    ]);
    expect(error.message).toContain('CONTENT_STRICT=1: 3 content gaps remain');
    expect(error.message).toContain('  - src/content/company.yaml: company.awards[0]');
    expect(error.message).toContain('  - pages/a.md: line 4, line 9');
  });

  it('datasheetRequestUrl: the enquiry form with the datasheet topic and the product; a missing slug is an author error', () => {
    expect(datasheetRequestUrl('owlsens-C')).toBe('/contact/?topic=datasheet-quote&product=owlsens-C');
    expect(() => datasheetRequestUrl(undefined)).toThrow(/pass the product's slug as "product"/);
  });
});

describe('specTable in each build mode', () => {
  const specifications = { sample: true, text: 'Sample — figures to come.', rows: [{ label: 'Technology', value: 'FAIMS' }, { label: 'Flow', value: 'Sample — to be confirmed' }] };

  it('production: the confirmed rows, then "Full specifications on request" linking to the form for this product; no sample text', () => {
    const doc = parse(renderMacro('spec-table.njk', 'specTable', { specifications, caption: 'Key specifications', product: 'lonestar' }));
    expect(doc.querySelectorAll('th').map((th) => th.text)).toEqual(['Technology']);
    const link = doc.querySelectorAll('tr').at(-1)!.querySelector('a')!;
    expect([link.text, link.getAttribute('href')]).toEqual(['Full specifications on request', '/contact/?topic=datasheet-quote&product=lonestar']);
    expect(doc.toString()).not.toContain('Sample —');
  });

  it('preview: every row and the note that marks the samples, and the same request', () => {
    const doc = parse(renderMacro('spec-table.njk', 'specTable', { specifications, caption: 'Key specifications', product: 'lonestar', showSamples: true }));
    expect(doc.querySelectorAll('th').map((th) => th.text)).toEqual(['Technology', 'Flow']);
    expect(doc.querySelector('.sample-note')?.text).toBe('Sample — figures to come.');
    expect(doc.querySelector('a')?.text).toBe('Full specifications on request');
  });
});
