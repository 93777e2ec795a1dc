// @ts-check
/**
 * The thread readPdf (src/eleventy/documents/pdf.js) reads PDFs in, one at a time, so that a PDF
 * built to cost time or memory can be stopped without stopping the build. Each message
 * `{ bytes, limits }` is answered with `{ facts }` or `{ error: { reason, message } }`.
 */
import { parentPort } from 'node:worker_threads';
import { PdfReadError, readPdfInThisThread } from './pdf.js';

parentPort?.on(
  'message',
  async (/** @type {{ bytes: Uint8Array, limits: import('./pdf.js').PdfLimits }} */ request) => {
    try {
      const facts = await readPdfInThisThread(request.bytes, request.limits);
      parentPort?.postMessage({ facts });
    } catch (error) {
      const reason = error instanceof PdfReadError ? error.reason : 'unreadable';
      parentPort?.postMessage({ error: { reason, message: /** @type {Error} */ (error).message } });
    }
  },
);
