// @ts-check
/**
 * Writes the project's sample PDFs with pdf-lib: real, readable PDFs marked "SAMPLE" on every
 * page, for the documents library until the company uploads its own (docs/authoring.md
 * "Documents"). scripts/sample-documents.js writes the committed ones, the unit tests and
 * `npm run bench` make others. The bytes depend only on the arguments (fixed dates, no random
 * ids), so a sample's content hash, and the build's cache of it, stays the same from run to run.
 */
import { PDFDocument, PDFName, PDFHexString, StandardFonts, rgb } from 'pdf-lib';
import { createHash } from 'node:crypto';

/** A4 in PDF points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;

/**
 * @typedef {object} SamplePdf
 * @property {string} title      printed as the first page's heading and set as the PDF's Title
 * @property {string} number     e.g. "DS-0012"
 * @property {string} revision   e.g. "Revision 3"
 * @property {string} date       YYYY-MM-DD, printed and used as the PDF's creation date
 * @property {string[]} paragraphs  the body text, flowed over the pages
 * @property {number} [pages]    at least this many pages (default: as many as the text needs)
 * @property {string} [language] BCP 47, set as the PDF's /Lang (default "en")
 * @property {(pageNumber: number) => string} [pageText]  the text of each page the body text leaves
 *   over (2, 3 …, up to `pages`), as much as fits on it; without it those pages say they are blank
 */

/**
 * Splits a text into lines no wider than `width` in `font` at `size`.
 * @param {string} text
 * @param {import('pdf-lib').PDFFont} font
 * @param {number} size  pt
 * @param {number} width pt
 * @returns {string[]}
 */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * One sample PDF.
 * @param {SamplePdf} doc
 * @returns {Promise<Uint8Array>} the PDF's bytes
 */
export async function makeSamplePdf({
  title,
  number,
  revision,
  date,
  paragraphs,
  pages = 1,
  language = 'en',
  pageText,
}) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const when = new Date(`${date}T00:00:00Z`);
  pdf.setTitle(title);
  pdf.setSubject(`${number}, ${revision}. Sample document made by the website project, not an Owlstone document.`);
  pdf.setAuthor('Owlstone website project (sample)');
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  pdf.setProducer('pdf-lib');
  pdf.setCreator('scripts/lib/sample-pdf.js');
  pdf.setLanguage(language);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;
  const ink = rgb(0.1, 0.12, 0.16);
  const mark = rgb(0.75, 0.1, 0.1);

  /** @type {import('pdf-lib').PDFPage[]} */
  const made = [];
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  made.push(page);
  let y = PAGE.height - MARGIN;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    made.push(page);
    y = PAGE.height - MARGIN - 40;
  };
  // The first page: the heading block, as a datasheet's.
  page.drawRectangle({ x: 0, y: PAGE.height - 150, width: PAGE.width, height: 150, color: rgb(0.07, 0.2, 0.33) });
  page.drawText(`${number} · ${revision} · ${date}`, {
    x: MARGIN,
    y: PAGE.height - 60,
    size: 11,
    font: regular,
    color: rgb(1, 1, 1),
  });
  let headingY = PAGE.height - 90;
  for (const line of wrap(title, bold, 22, width)) {
    page.drawText(line, { x: MARGIN, y: headingY, size: 22, font: bold, color: rgb(1, 1, 1) });
    headingY -= 26;
  }
  y = PAGE.height - 190;
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, regular, 11, width)) {
      if (y < MARGIN + 40) newPage();
      page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: ink });
      y -= 16;
    }
    y -= 10;
  }
  while (made.length < pages) {
    newPage();
    if (pageText) {
      for (const line of wrap(pageText(made.length), regular, 11, width)) {
        if (y < MARGIN + 40) break;
        page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: ink });
        y -= 16;
      }
      continue;
    }
    page.drawText(`Page ${made.length} of this sample is left blank on purpose.`, {
      x: MARGIN,
      y,
      size: 11,
      font: regular,
      color: ink,
    });
  }
  // "SAMPLE" on every page: a band at its foot and a large diagonal mark.
  made.forEach((p, i) => {
    p.drawText('SAMPLE', {
      x: 120,
      y: 260,
      size: 110,
      font: bold,
      color: mark,
      opacity: 0.18,
      rotate: { type: /** @type {any} */ ('degrees'), angle: 40 },
    });
    p.drawText(`SAMPLE — not an Owlstone document. ${number}, ${revision}. Page ${i + 1} of ${made.length}.`, {
      x: MARGIN,
      y: 30,
      size: 9,
      font: bold,
      color: mark,
    });
  });
  // A fixed file identifier, so the same arguments give the same bytes.
  const id = PDFHexString.of(Buffer.from(`${number}|${revision}`).toString('hex').padEnd(32, '0').slice(0, 32));
  pdf.context.trailerInfo.ID = pdf.context.obj([id, id]);
  return pdf.save({ useObjectStreams: false });
}

/**
 * A PDF whose trailer names the standard security handler with a user password nobody knows: a
 * reader asks for a password, as it would for a protected upload. For the build's author-error test.
 * @returns {Promise<Uint8Array>}
 */
export async function makeEncryptedPdf() {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.addPage([200, 200]);
  const bytes = (/** @type {number} */ seed) =>
    PDFHexString.of(
      Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join(''),
    );
  const encrypt = pdf.context.obj({ Filter: 'Standard', V: 1, R: 2, Length: 40, P: -44 });
  encrypt.set(PDFName.of('O'), bytes(11));
  encrypt.set(PDFName.of('U'), bytes(23));
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  const id = PDFHexString.of('00112233445566778899aabbccddeeff');
  pdf.context.trailerInfo.ID = pdf.context.obj([id, id]);
  return pdf.save({ useObjectStreams: false });
}

/** The padding string of the standard security handler (ISO 32000-2, 7.6.4.3, Algorithm 2). */
const PASSWORD_PAD = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');

/** RC4, which the standard security handler of revision 2 uses (and Node's OpenSSL 3 no longer offers). @param {Buffer} key @param {Buffer} data */
function rc4(key, data) {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
    out[n] = data[n] ^ s[(s[i] + s[j]) & 255];
  }
  return out;
}

/**
 * A PDF that opens without a password but whose owner password forbids printing and copying
 * (revision 2 of the standard security handler, with an empty user password): every reader opens
 * it, pdf.js too, yet a visitor could not print it. For the build's author-error test.
 * @returns {Promise<Uint8Array>}
 */
export async function makeOwnerRestrictedPdf() {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.addPage([200, 200]);
  const id = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
  const owner = Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 53 + 7) % 256));
  const permissions = -44; // printing and copying not allowed
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  // Algorithm 2: the file key from the empty user password; Algorithm 4: U is the padding under that key.
  const key = createHash('md5')
    .update(Buffer.concat([PASSWORD_PAD, owner, p, id]))
    .digest()
    .subarray(0, 5);
  const encrypt = pdf.context.obj({ Filter: 'Standard', V: 1, R: 2, Length: 40, P: permissions });
  encrypt.set(PDFName.of('O'), PDFHexString.of(owner.toString('hex')));
  encrypt.set(PDFName.of('U'), PDFHexString.of(rc4(key, PASSWORD_PAD).toString('hex')));
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  pdf.context.trailerInfo.ID = pdf.context.obj([
    PDFHexString.of(id.toString('hex')),
    PDFHexString.of(id.toString('hex')),
  ]);
  return pdf.save({ useObjectStreams: false });
}
