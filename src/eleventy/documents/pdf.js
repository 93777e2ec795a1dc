// @ts-check
/**
 * Reads a PDF at build time with pdf.js (legacy build for Node) and renders its first page with
 * @napi-rs/canvas (docs/architecture.md#documents), within the limits of PDF_LIMITS: a PDF is
 * untrusted input, and one built to cost pages, pixels, memory or time is refused, not read.
 * @typedef {{ pages: number, text: string, pageTexts: string[], firstPage: Buffer }} PdfFacts  text: pages
 *   separated by a blank line; pageTexts: each page's text, in order; firstPage: PNG, `FIRST_PAGE_WIDTH` px wide
 * @typedef {{ maxPages: number, maxImagePixels: number, maxHeapMb: number, timeoutMs: number }} PdfLimits
 */
import { Worker } from 'node:worker_threads';
import { getDocument, version as PDFJS_VERSION } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isPdfBytes, isProtectedPdf } from '../../admin/pdf-check.js';

/** At most this many pages: a 400-page manual reads in seconds; 20,000 pages took minutes. */
export const MAX_PDF_PAGES = 2000;
/** An image larger than this many pixels (width × height) is left out of the first page's picture,
 *  not decoded: pdf.js's `maxImageSize` (one 40,000 × 40,000 image took it past 8 GB). */
export const MAX_PDF_IMAGE_PIXELS = 50_000_000;
/** The reading thread's JavaScript heap, MB: past it the thread is stopped and the PDF refused. */
export const MAX_PDF_HEAP_MB = 1024;
/** The longest one PDF may take to read, ms (a 1 MB stream that inflates to 1 GiB took 75 s). */
export const MAX_PDF_READ_MS = 60_000;

/** The limits every build reads a PDF within. @type {Readonly<PdfLimits>} */
export const PDF_LIMITS = Object.freeze({
  maxPages: MAX_PDF_PAGES,
  maxImagePixels: MAX_PDF_IMAGE_PIXELS,
  maxHeapMb: MAX_PDF_HEAP_MB,
  timeoutMs: MAX_PDF_READ_MS,
});

/**
 * Who reads a PDF, and within which limits: pdf.js's version, Node's version and PDF_LIMITS. A refusal
 * is this reader's verdict on a file's bytes, cached under it (src/eleventy/documents/documents.js):
 * a build on another Node or pdf.js, or with other limits, reads the file again, so a fault of the
 * runtime (an unsupported Node, say) is not kept as the author's file being unreadable.
 */
export const PDF_READER = `pdf.js ${PDFJS_VERSION}, Node ${process.versions.node}, ${JSON.stringify(PDF_LIMITS)}`;

/** pdf.js's standard fonts (the 14 base fonts a PDF may use without embedding them), as a URL ending in "/". */
const STANDARD_FONTS = new URL('standard_fonts/', import.meta.resolve('pdfjs-dist/package.json')).href;

/** The width of the first page's rendering, px: twice the largest thumbnail (160 px). */
export const FIRST_PAGE_WIDTH = 320;

/** Why a PDF could not be read, in the words an author acts on. */
export class PdfReadError extends Error {
  /**
   * @param {'encrypted' | 'unreadable' | 'too-costly'} reason  too-costly: over one of PDF_LIMITS
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
 * Reads one PDF in this thread: its page count, its text and its first page. The build calls
 * readPdf, which runs this in a thread of its own (src/eleventy/documents/pdf-worker.js).
 * @param {Uint8Array} bytes  the file's content
 * @param {Pick<PdfLimits, 'maxPages' | 'maxImagePixels'>} [limits]
 * @returns {Promise<PdfFacts>}
 * @throws {PdfReadError} `encrypted` when the PDF is protected in any way (isProtectedPdf); `too-costly` over maxPages; `unreadable` when pdf.js cannot parse it
 */
export async function readPdfInThisThread(bytes, limits = PDF_LIMITS) {
  if (isProtectedPdf(bytes))
    throw new PdfReadError('encrypted', 'the PDF is protected (a password, or restrictions on printing or copying)');
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
    stopAtErrors: true,
    maxImageSize: limits.maxImagePixels,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages > limits.maxPages)
      throw new PdfReadError('too-costly', `the PDF has ${doc.numPages} pages, over the limit of ${limits.maxPages}`);
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
    return { pages: doc.numPages, text: texts.join('\n\n'), pageTexts: texts, firstPage };
  } catch (cause) {
    if (cause instanceof PdfReadError) throw cause;
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

/** The reading thread, kept between PDFs (starting one costs about 200 ms), and its heap limit. */
/** @type {{ worker: Worker, maxHeapMb: number } | null} */
let reader = null;
/** The reads, one after another in the one thread. */
let queue = Promise.resolve();

/**
 * Reads one PDF within `limits`, in the worker thread src/eleventy/documents/pdf-worker.js: a PDF
 * that takes longer than `timeoutMs`, or more than `maxHeapMb` of heap, has its thread stopped (the
 * next PDF gets a new one) and is refused, and the build goes on. pdf.js in Node parses in the
 * calling thread, where no timer could stop it.
 * @param {Uint8Array} bytes  the file's content
 * @param {PdfLimits} [limits]  default PDF_LIMITS; tests pass smaller ones
 * @returns {Promise<PdfFacts>}
 * @throws {PdfReadError} as readPdfInThisThread, and `too-costly` past the time or memory limit
 */
export function readPdf(bytes, limits = PDF_LIMITS) {
  if (isProtectedPdf(bytes))
    return Promise.reject(
      new PdfReadError('encrypted', 'the PDF is protected (a password, or restrictions on printing or copying)'),
    );
  const result = queue.then(() => readInWorker(bytes, limits));
  queue = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
}

/** @param {number} maxHeapMb */
function readerThread(maxHeapMb) {
  if (reader?.maxHeapMb === maxHeapMb) return reader.worker;
  if (reader) void reader.worker.terminate();
  const worker = new Worker(new URL('./pdf-worker.js', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });
  // An idle reader does not keep the build's process alive.
  worker.unref();
  reader = { worker, maxHeapMb };
  return worker;
}

/**
 * @param {Uint8Array} bytes
 * @param {PdfLimits} limits
 * @returns {Promise<PdfFacts>}
 */
function readInWorker(bytes, limits) {
  return new Promise((resolve, reject) => {
    const worker = readerThread(limits.maxHeapMb);
    worker.ref();
    /**
     * @param {() => void} settle
     * @param {boolean} [stop]  stop the thread (it is stuck, out of memory or gone)
     */
    const finish = (settle, stop = false) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      worker.unref();
      if (stop) {
        if (reader?.worker === worker) reader = null;
        void worker.terminate();
      }
      settle();
    };
    const timer = setTimeout(
      () =>
        finish(
          () =>
            reject(
              new PdfReadError(
                'too-costly',
                `reading the PDF took longer than ${limits.timeoutMs / 1000} s, the limit`,
              ),
            ),
          true,
        ),
      limits.timeoutMs,
    );
    /** @param {{ facts?: PdfFacts, error?: { reason: 'encrypted' | 'unreadable' | 'too-costly', message: string } }} answer */
    const onMessage = (answer) =>
      finish(() =>
        answer.facts
          ? resolve({ ...answer.facts, firstPage: Buffer.from(answer.facts.firstPage) })
          : reject(
              new PdfReadError(answer.error?.reason ?? 'unreadable', answer.error?.message ?? 'the PDF cannot be read'),
            ),
      );
    /** @param {Error & { code?: string }} error */
    const onError = (error) =>
      finish(
        () =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new PdfReadError(
                  'too-costly',
                  `reading the PDF needed more than ${limits.maxHeapMb} MB of memory, the limit`,
                  {
                    cause: error,
                  },
                )
              : new PdfReadError('unreadable', `the PDF cannot be read (${error.message})`, { cause: error }),
          ),
        true,
      );
    /** @param {number} code */
    const onExit = (code) =>
      finish(
        () => reject(new PdfReadError('unreadable', `the PDF cannot be read (its reader stopped, code ${code})`)),
        true,
      );
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ bytes, limits: { maxPages: limits.maxPages, maxImagePixels: limits.maxImagePixels } });
  });
}
