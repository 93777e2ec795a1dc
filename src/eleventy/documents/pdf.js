// @ts-check
/**
 * Reads a PDF at build time with pdf.js (legacy build for Node) and renders its first page with
 * @napi-rs/canvas (docs/architecture.md#documents).
 * @typedef {{ pages: number, text: string, firstPage: Buffer }} PdfFacts  text: pages separated by a
 *   blank line; firstPage: PNG, `FIRST_PAGE_WIDTH` px wide
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isPdfBytes, isProtectedPdf } from '../../admin/pdf-check.js';

/** pdf.js's standard fonts (the 14 base fonts a PDF may use without embedding them), as a URL ending in "/". */
const STANDARD_FONTS = new URL('standard_fonts/', import.meta.resolve('pdfjs-dist/package.json')).href;

/** The width of the first page's rendering, px: twice the largest thumbnail (160 px). */
export const FIRST_PAGE_WIDTH = 320;

/** Why a PDF could not be read, in the words an author acts on. */
export class PdfReadError extends Error {
  /**
   * @param {'encrypted' | 'unreadable'} reason
   * @param {string} message
   * @param {ErrorOptions} [options]
   */
  constructor(reason, message, options) {
    super(message, options);
    this.name = 'PdfReadError';
    this.reason = reason;
  }
}

/** Whether bytes are a PDF by their content (the CMS's check at upload, src/admin/pdf-check.js, is the same). */
export { isPdfBytes };

/**
 * Reads one PDF: its page count, its text and its first page.
 * @param {Uint8Array} bytes  the file's content
 * @returns {Promise<PdfFacts>}
 * @throws {PdfReadError} `encrypted` when the PDF is protected in any way (isProtectedPdf); `unreadable` when pdf.js cannot parse it
 */
export async function readPdf(bytes) {
  if (isProtectedPdf(bytes))
    throw new PdfReadError('encrypted', 'the PDF is protected (a password, or restrictions on printing or copying)');
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
    stopAtErrors: true,
  });
  try {
    const doc = await task.promise;
    const texts = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      texts.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('')
          .replace(/[ \t]+/g, ' ')
          .trim(),
      );
      if (n > 1) page.cleanup();
    }
    const first = await doc.getPage(1);
    const unscaled = first.getViewport({ scale: 1 });
    const viewport = first.getViewport({ scale: FIRST_PAGE_WIDTH / unscaled.width });
    const factory = /** @type {any} */ (doc).canvasFactory;
    const { canvas } = factory.create(Math.round(viewport.width), Math.round(viewport.height));
    await first.render({ canvas, viewport, background: 'white' }).promise;
    const firstPage = canvas.toBuffer('image/png');
    factory.destroy({ canvas, context: null });
    return { pages: doc.numPages, text: texts.join('\n\n'), firstPage };
  } catch (cause) {
    const name = /** @type {Error} */ (cause)?.name;
    if (name === 'PasswordException')
      throw new PdfReadError('encrypted', 'the PDF is protected by a password', { cause });
    throw new PdfReadError('unreadable', `the PDF cannot be read (${/** @type {Error} */ (cause)?.message ?? cause})`, {
      cause,
    });
  } finally {
    await task.destroy();
  }
}
