/**
 * A PDF is untrusted input (docs/architecture.md#documents): one built to cost pages, pixels, memory
 * or time is refused within a limit of PDF_LIMITS, with the reason an author can act on, and the
 * build goes on. Each bomb is small here (smaller limits stand in for the build's), so each test
 * takes seconds.
 */
import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PDFDict } from 'pdf-lib';
import { MAX_PDF_PAGES, PDF_LIMITS, PdfReadError, readPdf, type PdfLimits } from '../../src/eleventy/documents/pdf.js';

/** A PDF of `pages` blank A4 pages. */
async function blankPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let n = 0; n < pages; n++) doc.addPage([595, 842]);
  return doc.save();
}

/** A one-page PDF whose page content is `inflated` bytes of zeros, stored deflated (about 1,000 : 1). */
async function inflateBomb(inflated: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const data = deflateSync(Buffer.alloc(inflated, 0x20), { level: 9 });
  const stream = PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode', Length: data.length }) as PDFDict, data);
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  return doc.save();
}

/** A one-page PDF that draws one image declared `side` × `side` pixels (its data a few bytes). */
async function hugeImagePdf(side: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const data = deflateSync(Buffer.alloc(1024, 0x80));
  const dict = doc.context.obj({
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
    Length: data.length,
  }) as PDFDict;
  const image = doc.context.register(PDFRawStream.of(dict, data));
  page.node.setXObject(PDFName.of('Im1'), image);
  const content = Buffer.from('q 500 0 0 500 40 300 cm /Im1 Do Q');
  const contentStream = PDFRawStream.of(doc.context.obj({ Length: content.length }) as PDFDict, content);
  page.node.set(PDFName.of('Contents'), doc.context.register(contentStream));
  return doc.save();
}

/** The refusal readPdf gives `bytes` within `limits`, and how long it took (ms). */
async function refusal(bytes: Uint8Array, limits: PdfLimits): Promise<{ error: PdfReadError; ms: number }> {
  const start = performance.now();
  const error = await readPdf(bytes, limits).then(
    () => {
      throw new Error('the PDF was read; it should have been refused');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PdfReadError);
  return { error: error as PdfReadError, ms: performance.now() - start };
}

describe('a PDF built to cost too much is refused, and the build goes on', () => {
  it(`more pages than the limit (${MAX_PDF_PAGES}): refused, naming the count and the limit`, async () => {
    const { error } = await refusal(await blankPdf(MAX_PDF_PAGES + 1), PDF_LIMITS);
    expect(error.reason).toBe('too-costly');
    expect(error.message).toBe(`the PDF has ${MAX_PDF_PAGES + 1} pages, over the limit of ${MAX_PDF_PAGES}`);
  });

  it('a stream that inflates far beyond its size: stopped at the time limit, and the next PDF is read', async () => {
    const limits = { ...PDF_LIMITS, timeoutMs: 1000 };
    const { error, ms } = await refusal(await inflateBomb(400_000_000), limits);
    expect(error.reason).toBe('too-costly');
    expect(error.message).toBe('reading the PDF took longer than 1 s, the limit');
    expect(ms).toBeLessThan(5000);
    // The stuck thread was stopped; a new one reads the next PDF.
    expect((await readPdf(await blankPdf(2))).pages).toBe(2);
  });

  it('an image of 40,000 × 40,000 pixels is left out of the first page’s picture, not decoded', async () => {
    const start = performance.now();
    const facts = await readPdf(await hugeImagePdf(40_000));
    expect(facts.pages).toBe(1);
    expect(facts.firstPage.subarray(1, 4).toString()).toBe('PNG');
    expect(performance.now() - start).toBeLessThan(15_000);
  });

  it('more memory than the limit: the thread is stopped and the PDF refused', async () => {
    const { error } = await refusal(await blankPdf(3), { ...PDF_LIMITS, maxHeapMb: 4 });
    expect(error.reason).toBe('too-costly');
    expect(error.message).toBe('reading the PDF needed more than 4 MB of memory, the limit');
    expect((await readPdf(await blankPdf(1))).pages).toBe(1);
  });
});
