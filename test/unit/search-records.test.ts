/**
 * The documents' search records (scripts/index-search.js): a word on page N of a PDF is found on
 * that page's own record, at `<pdf>#page=N`, so a result opens the PDF where the word is and a
 * search fetches that page's fragment, not the whole document; the library's filters stay on one
 * record per document, so its counts stay one per document.
 */
import { describe, expect, it } from 'vitest';
import { documentRecords } from '../../scripts/index-search.js';

describe('search records of the documents (the preview build publishes the samples)', () => {
  it('one record per document with its filters, and one per further page with text at #page=N, without filters', async () => {
    const records = await documentRecords({ preview: true });
    const manual = records.filter((r) => r.url.startsWith('/documents/an-0104-'));
    expect(manual.map((r) => r.url.replace(/^.*\.pdf/, ''))).toEqual(['', '#page=2', '#page=3']);
    const [document, ...pages] = manual;
    expect(document!.filters.type).toEqual(['application-notes']);
    expect(document!.content.startsWith('Calibrating Explosives Trace Detectors with Permeation-Tube Vapours. ')).toBe(
      true,
    );
    // What the search page shows beside the title: the number, revision and date, and the first page's
    // thumbnail with its height at 80 px wide (an A4 page: 80 × 113).
    expect(document!.meta).toMatchObject({
      facts: 'AN-0104, Revision 1 · 18 March 2026',
      image_height: '113',
    });
    expect(document!.meta.image).toMatch(/^\/images\/documents\/[0-9a-f]{16}-80w\.webp$/);
    for (const [i, page] of pages.entries()) {
      expect(page.filters).toEqual({});
      expect(page.meta).toMatchObject({
        title: document!.meta.title,
        document: document!.meta.document,
        facts: document!.meta.facts,
        page: String(i + 2),
      });
      expect(page.content.length).toBeGreaterThan(0);
      // Each record holds its own page's text only.
      expect(document!.content).not.toContain(page.content);
    }
    // Every document has exactly one record with the library's filters.
    const withFilters = records.filter((r) => Object.keys(r.filters).length > 0);
    expect(new Set(withFilters.map((r) => r.url)).size).toBe(withFilters.length);
    expect(withFilters.every((r) => !r.url.includes('#'))).toBe(true);
  });
});
