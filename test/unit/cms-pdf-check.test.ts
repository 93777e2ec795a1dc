/**
 * A document's PDF is checked by its bytes when it is picked in the CMS (src/admin/pdf-check.js),
 * by the rules the build applies: not a PDF, or protected by any password.
 */
import { describe, expect, it } from 'vitest';
import { pdfRefusal } from '../../src/admin/pdf-check.js';
import { makeEncryptedPdf, makeOwnerRestrictedPdf, makeSamplePdf } from '../../scripts/lib/sample-pdf.js';

describe('a PDF picked in the CMS', () => {
  it('passes a real PDF', async () => {
    expect(
      pdfRefusal(
        await makeSamplePdf({
          title: 'T',
          number: 'DS-1',
          revision: 'Revision 1',
          date: '2026-01-02',
          paragraphs: ['Text.'],
        }),
        'a.pdf',
      ),
    ).toBeNull();
  });

  it('refuses a JPEG renamed .pdf, naming it and the fix', () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('JFIF')]);
    expect(pdfRefusal(jpeg, 'Lab photo.pdf')).toBe(
      "“Lab photo.pdf” is not a PDF (its content does not begin as a PDF's does, whatever its name says). Export or save the document as PDF, and choose that file.",
    );
  });

  it('refuses a PDF protected by a password, as the build does', async () => {
    expect(pdfRefusal(await makeEncryptedPdf(), 'locked.pdf')).toMatch(
      /^“locked\.pdf” is protected \(a password, or restrictions on printing or copying\)\./,
    );
    expect(pdfRefusal(await makeOwnerRestrictedPdf(), 'no-print.pdf')).toMatch(/^“no-print\.pdf” is protected/);
  });
});
