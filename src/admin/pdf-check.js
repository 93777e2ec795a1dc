// @ts-check
/**
 * A document's PDF checked when the author picks it in the CMS (docs/cms.md "Publishing a
 * datasheet"), by the same rules the build applies (src/eleventy/documents/pdf.js, src/eleventy/documents/documents.js):
 * a file that is not a PDF by its content (a JPEG renamed .pdf), and a PDF with any protection (a
 * password to open it, or an owner password that restricts printing or copying), are refused in
 * the field with the fix, before the CMS takes them, instead of saving with "Entry saved." and
 * failing the build. The build still checks every PDF; this check only answers sooner.
 *
 * Sveltia CMS reads a picked file from the file input's `change` event; a listener on the window in
 * the capture phase sees it first. The event is held while the file is read and given back (a new
 * `change` on the same input) when the file passes; a file that replaces an entry's PDF is given the
 * name of the PDF it replaces, so that the CMS writes it over that file.
 *
 * Plain JavaScript that runs unchanged in the browser and in Node (test/unit/cms-pdf-check.test.ts).
 */

/** The file inputs this applies to: the document's "PDF file" field. */
const PDF_INPUT = 'input[type="file"][accept="application/pdf"]';
/** Marks a `change` this module gives back, so that it passes. */
const CHECKED = Symbol('pdf-checked');
/** The class of the refusal shown under the field. */
export const REFUSAL_CLASS = 'cms-pdf-refusal';

/** A trailer's (or cross-reference stream's) /Encrypt entry, a reference or a dictionary. */
const ENCRYPT_ENTRY = /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/;

/** @param {Uint8Array} bytes @returns {string} the bytes as Latin-1 text, one character a byte */
const latin1 = (bytes) => new TextDecoder('latin1').decode(bytes);

/**
 * Whether bytes are a PDF by their content: "%PDF-" within the first 1024 bytes (ISO 32000-2,
 * 7.5.2), whatever the file's name. The build asks this too (src/eleventy/documents/pdf.js).
 * @param {Uint8Array} bytes
 * @returns {boolean}
 */
export const isPdfBytes = (bytes) => latin1(bytes.subarray(0, 1024)).includes('%PDF-');

/**
 * Whether a PDF is protected in any way: a password to open it, or an owner password that
 * restricts printing or copying (an /Encrypt entry, ISO 32000-2, 7.6). pdf.js opens the second kind
 * without a word, so the build asks this too (src/eleventy/documents/pdf.js).
 * @param {Uint8Array} bytes  the whole file
 * @returns {boolean}
 */
export const isProtectedPdf = (bytes) => ENCRYPT_ENTRY.test(latin1(bytes));

/**
 * Why a picked file cannot be a document's PDF, in the author's words with the fix, or null.
 * @param {Uint8Array} bytes  the whole file
 * @param {string} name  its file name, quoted in the message
 * @returns {string | null}
 */
export function pdfRefusal(bytes, name) {
  if (!isPdfBytes(bytes))
    return `“${name}” is not a PDF (its content does not begin as a PDF's does, whatever its name says). Export or save the document as PDF, and choose that file.`;
  if (isProtectedPdf(bytes))
    return `“${name}” is protected (a password, or restrictions on printing or copying). Save it again without any password or protection, and choose that file: visitors must be able to open and print it.`;
  return null;
}

/**
 * Starts checking the PDFs picked in the CMS.
 * @param {Window} [win]
 */
export function checkPickedPdfs(win = window) {
  const { HTMLInputElement, Event, DataTransfer, File } = /** @type {typeof globalThis} */ (
    /** @type {unknown} */ (win)
  );
  win.addEventListener(
    'change',
    (event) => {
      const input = /** @type {HTMLInputElement} */ (event.target);
      if (!(input instanceof HTMLInputElement) || !input.matches(PDF_INPUT) || /** @type {any} */ (event)[CHECKED])
        return;
      const file = input.files?.[0];
      if (!file) return;
      event.stopImmediatePropagation();
      const field = input.closest('[role="group"]') ?? input.parentElement;
      field?.querySelector(`.${REFUSAL_CLASS}`)?.remove();
      void file.arrayBuffer().then((buffer) => {
        const refusal = pdfRefusal(new Uint8Array(buffer), file.name);
        if (!refusal) {
          // A new file for an entry that has its PDF takes that PDF's name, so that the CMS asks
          // "A file named … already exists in this folder. Do you want to replace it?" and, on
          // Replace, writes it over the old one: the document's folder keeps one PDF. (Without
          // this, the CMS stores the new file beside the old, which no entry names any more.)
          const current = field?.querySelector('[role="textbox"]')?.textContent?.trim();
          if (
            current &&
            current.toLowerCase().endsWith('.pdf') &&
            current !== file.name &&
            typeof DataTransfer === 'function'
          ) {
            const renamed = new DataTransfer();
            renamed.items.add(
              new File([buffer], current, { type: file.type || 'application/pdf', lastModified: file.lastModified }),
            );
            input.files = renamed.files;
          }
          const again = new Event('change', { bubbles: true });
          /** @type {any} */ (again)[CHECKED] = true;
          input.dispatchEvent(again);
          return;
        }
        input.value = '';
        const message = win.document.createElement('p');
        message.className = REFUSAL_CLASS;
        message.setAttribute('role', 'alert');
        message.style.cssText = 'margin:8px 0 0;color:#a4262c;font-weight:600';
        message.textContent = refusal;
        (field ?? win.document.body).append(message);
      });
    },
    true,
  );
}
