// The documents library's build side (docs/architecture.md "Documents"): the schema, reading real
// small PDFs, each author error, the cache, and the library's filters and URLs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
  existsSync,
  readdirSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { contentErrors, contentFiles } from '../../src/eleventy/content/content-schema.js';
import {
  CACHE_DIR,
  MAX_PDF_BYTES,
  documentUrl,
  linkRevisions,
  unusedDocumentFiles,
  documentsFor,
  DOCUMENTS_PER_TYPE,
  documentFilterFor,
  documentsJsonLd,
  formatFacts,
  libraryOf,
  loadDocuments,
  pdfReads,
  publishDocuments,
  publishedDocuments,
  withDocumentLibrary,
} from '../../src/eleventy/documents/documents.js';
import navigation from '../../src/_data/navigation.js';
import { isPdfBytes, MAX_PDF_PAGES, readPdf } from '../../src/eleventy/documents/pdf.js';
import { PDFDocument } from 'pdf-lib';
import { makeEncryptedPdf, makeOwnerRestrictedPdf, makeSamplePdf } from '../../scripts/lib/sample-pdf.js';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js alone, as the build used it before it refused protected PDFs. */
const readPdfDirect = (bytes: Uint8Array) => getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
import { SAMPLES } from '../../scripts/sample-documents.js';

const FILE = 'src/content/documents/x/index.yaml';
const VALID = {
  title: 'OVG-4 Vapour Generator Datasheet',
  type: 'Datasheet',
  number: 'DS-0012',
  revision: 'Revision 3',
  date: '2026-09-30',
  language: 'en',
  summary: 'The OVG-4 datasheet.',
  file: 'ds-0012.pdf',
  products: ['ovg-4'],
};

describe('the document schema', () => {
  it('accepts a complete entry and every committed entry', () => {
    expect(contentErrors('document', VALID, FILE)).toEqual([]);
    const committed = contentFiles().filter((f) => f.type === 'document');
    expect(committed.length).toBeGreaterThanOrEqual(5);
    for (const f of committed)
      expect(contentErrors('document', yaml.load(readFileSync(f.file, 'utf8')), f.file)).toEqual([]);
  });

  it('refuses an unknown type, a malformed number, date or language, and a file that is not a .pdf, naming the field and the fix', () => {
    const messages = contentErrors(
      'document',
      { ...VALID, type: 'Leaflet', number: 'ds 12', date: '30/09/2026', language: 'English', file: 'ds-0012.docx' },
      FILE,
    ).map((e) => e.message);
    expect(messages).toContain(
      `${FILE}: the field "type" must be one of "Datasheet", "Application note", "User manual", "Certificate", "White paper", "Brochure", got the string "Leaflet". Write one of "Datasheet", "Application note", "User manual", "Certificate", "White paper", "Brochure": what kind of document it is; the library filters by it. In the CMS: Document "OVG-4 Vapour Generator Datasheet", field "Type".`,
    );
    expect(
      messages.some((m) =>
        m.includes(
          'the field "number" must be capital letters and digits joined by hyphens, such as DS-0012 or AN-104, got the string "ds 12"',
        ),
      ),
    ).toBe(true);
    expect(
      messages.some((m) =>
        m.includes(
          'the field "date" must be YYYY-MM-DD (year, month, day) for a day the calendar has, such as 2026-11-22, got the string "30/09/2026"',
        ),
      ),
    ).toBe(true);
    expect(
      messages.some((m) =>
        m.includes(
          'the field "language" must be a language tag (BCP 47) such as en, de or zh-Hans, got the string "English"',
        ),
      ),
    ).toBe(true);
    expect(
      messages.some((m) =>
        m.includes(
          'the field "file" must be the PDF\'s file name in the document\'s folder, in lower case, such as ds-0012-ovg-4-datasheet.pdf, got the string "ds-0012.docx"',
        ),
      ),
    ).toBe(true);
  });

  it('requires title, type, number, revision, date, language, summary and the file', () => {
    const missing = contentErrors('document', {}, FILE)
      .map((e) => e.field)
      .sort();
    expect(missing).toEqual(['date', 'file', 'language', 'number', 'revision', 'summary', 'title', 'type']);
  });
});

describe('reading a PDF with pdf.js', () => {
  it('reads the page count, the text of every page and renders the first page as a PNG', async () => {
    const bytes = await makeSamplePdf({
      title: 'Test Datasheet',
      number: 'DS-0001',
      revision: 'Revision 1',
      date: '2026-01-02',
      paragraphs: ['A permeation tube is certified gravimetrically.'],
      pages: 3,
    });
    expect(isPdfBytes(bytes)).toBe(true);
    const facts = await readPdf(bytes);
    expect(facts.pages).toBe(3);
    expect(facts.text).toContain('certified gravimetrically');
    expect(facts.text).toContain('SAMPLE — not an Owlstone document. DS-0001, Revision 1. Page 3 of 3.');
    expect([...facts.firstPage.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(facts.firstPage.readUInt32BE(16)).toBe(320); // the PNG's width, px
  });

  it('says a file that only ends in .pdf is not one', () => {
    expect(isPdfBytes(new TextEncoder().encode('PK\u0003\u0004 a Word file'))).toBe(false);
  });
});

describe("the build's documents (a scratch project)", () => {
  let root: string;
  const folder = (slug = '') => path.join(root, 'src/content/documents', slug);
  // Each document a folder of its own: its entry (index.yaml) and, beside it, its PDF.
  const entry = (slug: string, data: Record<string, unknown>) => {
    mkdirSync(folder(slug), { recursive: true });
    writeFileSync(path.join(folder(slug), 'index.yaml'), yaml.dump(data));
  };
  /** Writes the PDF `name` into the folder of the entry `slug` (the name's stem by default). */
  const pdf = async (name: string, pages = 1, slug = name.replace(/\.pdf$/, '')) => {
    mkdirSync(folder(slug), { recursive: true });
    writeFileSync(
      path.join(folder(slug), name),
      await makeSamplePdf({
        title: name,
        number: 'DS-0001',
        revision: 'Revision 1',
        date: '2026-01-02',
        paragraphs: ['Text only inside the PDF: quillwort.'],
        pages,
      }),
    );
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'documents-'));
    mkdirSync(folder(), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads each PDF once: a second build with nothing changed reads none (cache by content hash)', async () => {
    await pdf('a.pdf', 2);
    entry('a', { ...VALID, file: 'a.pdf' });
    const before = pdfReads.count;
    const first = await loadDocuments({ root });
    expect(first.errors).toEqual([]);
    expect(pdfReads.count).toBe(before + 1);
    expect(first.documents[0]).toMatchObject({
      pages: 2,
      format: expect.stringMatching(/^PDF, \d+ KB, 2 pages$/),
      url: '/documents/ds-0012-ovg-4-vapour-generator-datasheet.pdf',
    });
    expect(first.documents[0].text).toContain('quillwort');
    const second = await loadDocuments({ root });
    expect(pdfReads.count).toBe(before + 1);
    expect(second.documents[0].text).toBe(first.documents[0].text);
  });

  it('publishes the PDF at its stable address and an 80 px thumbnail (with a 160 px one for dense screens)', async () => {
    await pdf('a.pdf');
    entry('a', { ...VALID, file: 'a.pdf' });
    const { documents } = await loadDocuments({ root });
    const site = path.join(root, 'site');
    await publishDocuments(documents, site, { root });
    expect(readFileSync(path.join(site, documents[0].url))).toEqual(readFileSync(path.join(folder('a'), 'a.pdf')));
    expect(documents[0].thumbnail).toMatchObject({
      width: 80,
      src: expect.stringMatching(/^\/images\/documents\/[0-9a-f]{16}-80w\.webp$/),
    });
    expect(documents[0].thumbnail.height).toBe(Math.round((80 * 841.89) / 595.28));
    expect(readdirSync(path.join(site, 'images/documents')).sort()).toEqual(
      [
        path.basename(documents[0].thumbnail.src).replace('80w', '160w'),
        path.basename(documents[0].thumbnail.src),
      ].sort(),
    );
  });

  const errorsFor = async () => (await loadDocuments({ root })).errors.map((e) => e.message);

  it('refuses a missing PDF, naming the entry and the fix', async () => {
    entry('a', { ...VALID, file: 'nowhere.pdf' });
    expect(await errorsFor()).toEqual([
      `src/content/documents/a/index.yaml: the PDF "nowhere.pdf" is not in src/content/documents/a/. Upload the PDF in the entry's "PDF file" field (or put it beside the entry), or correct the file name.`,
    ]);
  });

  it('refuses a file that is not a PDF by its bytes, whatever its name', async () => {
    entry('a', { ...VALID, file: 'a.pdf' });
    writeFileSync(path.join(folder('a'), 'a.pdf'), 'PK\u0003\u0004 a spreadsheet renamed');
    expect(await errorsFor()).toEqual([
      'src/content/documents/a/index.yaml: src/content/documents/a/a.pdf is not a PDF (its content does not begin with "%PDF-", whatever its name says). Export or save the document as PDF, and upload that file.',
    ]);
  });

  it('refuses a password-protected PDF', async () => {
    entry('a', { ...VALID, file: 'a.pdf' });
    writeFileSync(path.join(folder('a'), 'a.pdf'), await makeEncryptedPdf());
    expect(await errorsFor()).toEqual([
      'src/content/documents/a/index.yaml: src/content/documents/a/a.pdf: the PDF is protected (a password, or restrictions on printing or copying). Save it again without any password or protection (visitors must be able to open and print it), and upload that file.',
    ]);
  });

  it('refuses a PDF over a limit of what reading may cost (PDF_LIMITS), once: the next build does not read it again', async () => {
    const doc = await PDFDocument.create();
    for (let n = 0; n <= MAX_PDF_PAGES; n++) doc.addPage([200, 200]);
    entry('a', { ...VALID, file: 'a.pdf' });
    writeFileSync(path.join(folder('a'), 'a.pdf'), await doc.save());
    const refusal = `src/content/documents/a/index.yaml: src/content/documents/a/a.pdf: the PDF has ${MAX_PDF_PAGES + 1} pages, over the limit of ${MAX_PDF_PAGES}. Upload a lighter file: split a document of more than ${MAX_PDF_PAGES} pages into volumes, or export it again with its images at screen resolution.`;
    const before = pdfReads.count;
    expect(await errorsFor()).toEqual([refusal]);
    expect(await errorsFor()).toEqual([refusal]);
    expect(pdfReads.count).toBe(before + 1);
  });

  it('reads a PDF again when its refusal was recorded by another reader (another Node or pdf.js), and publishes it', async () => {
    await pdf('a.pdf', 2);
    entry('a', { ...VALID, file: 'a.pdf' });
    const hash = createHash('sha256')
      .update(readFileSync(path.join(folder('a'), 'a.pdf')))
      .digest('hex');
    // What a build on an unsupported Node left: pdf.js failed for want of Promise.withResolvers.
    mkdirSync(path.join(root, CACHE_DIR), { recursive: true });
    writeFileSync(
      path.join(root, CACHE_DIR, `${hash}.refused.json`),
      JSON.stringify({
        reason: 'unreadable',
        message: 'Promise.withResolvers is not a function',
        reader: 'pdf.js 6.5.438, Node 20.20.2',
      }),
    );
    const before = pdfReads.count;
    const { documents, errors } = await loadDocuments({ root });
    expect(errors).toEqual([]);
    expect(documents[0].pages).toBe(2);
    expect(pdfReads.count).toBe(before + 1);
  });

  it('refuses a PDF that opens without a password but whose owner password restricts printing and copying (pdf.js opens it without a word)', async () => {
    const bytes = await makeOwnerRestrictedPdf();
    expect((await readPdfDirect(bytes)).numPages).toBe(1);
    entry('a', { ...VALID, file: 'a.pdf' });
    writeFileSync(path.join(folder('a'), 'a.pdf'), bytes);
    expect(await errorsFor()).toEqual([
      'src/content/documents/a/index.yaml: src/content/documents/a/a.pdf: the PDF is protected (a password, or restrictions on printing or copying). Save it again without any password or protection (visitors must be able to open and print it), and upload that file.',
    ]);
  });

  it('refuses a PDF that cannot be parsed', async () => {
    entry('a', { ...VALID, file: 'a.pdf' });
    writeFileSync(path.join(folder('a'), 'a.pdf'), '%PDF-1.7\nnot a PDF body at all');
    const [message] = await errorsFor();
    expect(message).toMatch(
      /^src\/content\/documents\/a\/index\.yaml: src\/content\/documents\/a\/a\.pdf: the PDF cannot be read \(.+\)\. Export it again from the original document, check it opens in a PDF reader, and upload that file\.$/,
    );
  });

  it(`refuses a PDF over ${MAX_PDF_BYTES / 1e6} MB`, async () => {
    entry('a', { ...VALID, file: 'a.pdf' });
    const file = path.join(folder('a'), 'a.pdf');
    writeFileSync(file, '%PDF-1.7\n');
    truncateSync(file, MAX_PDF_BYTES + 1);
    expect(await errorsFor()).toEqual([
      'src/content/documents/a/index.yaml: src/content/documents/a/a.pdf is 20.0 MB, over the limit of 20 MB. Export it again with compressed images (most PDF tools have a "reduce file size" option), or split it.',
    ]);
  });

  it('refuses a product, application or market with no page, and an earlier revision that is no entry', async () => {
    await pdf('a.pdf');
    entry('a', {
      ...VALID,
      file: 'a.pdf',
      products: ['ovg-5'],
      applications: ['mining'],
      markets: ['defense'],
      supersedes: ['ds-0012-old'],
    });
    const messages = await errorsFor();
    expect(messages).toContain(
      'src/content/documents/a/index.yaml: "products" names "ovg-5", which has no page under /products/. Use one of gen-sys-products, ovg-4, v-ovg, ohg-4, ofc-1, lonestar, owlsens-t, owlsens-C, next-generation-chemical-detector.',
    );
    expect(
      messages.some((m) =>
        m.startsWith(
          'src/content/documents/a/index.yaml: "applications" names "mining", which has no page under /applications/. Use one of oil-and-gas,',
        ),
      ),
    ).toBe(true);
    expect(
      messages.some((m) =>
        m.startsWith(
          'src/content/documents/a/index.yaml: "supersedes" names "ds-0012-old", which is no entry of src/content/documents/.',
        ),
      ),
    ).toBe(true);
    expect(messages).toHaveLength(3);
  });

  it('a new revision keeps the stable address; the one it supersedes moves to its own, marked "Superseded by"', async () => {
    await pdf('new.pdf');
    await pdf('old.pdf');
    entry('new', { ...VALID, file: 'new.pdf', supersedes: ['old'] });
    entry('old', { ...VALID, file: 'old.pdf', revision: 'Revision 2', date: '2025-01-01' });
    const { documents, errors } = await loadDocuments({ root });
    expect(errors).toEqual([]);
    const byslug = Object.fromEntries(documents.map((d) => [d.slug, d]));
    expect(byslug.new.url).toBe('/documents/ds-0012-ovg-4-vapour-generator-datasheet.pdf');
    expect(byslug.old.url).toBe('/documents/ds-0012-ovg-4-vapour-generator-datasheet-revision-2.pdf');
    expect(byslug.old.supersededBy).toEqual({ title: VALID.title, revision: 'Revision 3', url: byslug.new.url });
    const library = libraryOf(documents);
    expect(library.current.map((d) => d.slug)).toEqual(['new']);
    expect(library.current[0].earlier.map((d) => d.slug)).toEqual(['old']);
  });

  it("refuses an entry or a PDF outside a document's folder, and a folder without its entry, naming each and the fix", async () => {
    await pdf('a.pdf');
    entry('a', { ...VALID, file: 'a.pdf' });
    writeFileSync(path.join(folder(), 'b.yaml'), yaml.dump({ ...VALID, file: 'b.pdf' }));
    mkdirSync(folder('c'));
    writeFileSync(path.join(folder('c'), 'c.pdf'), '%PDF-1.7');
    expect(await errorsFor()).toEqual([
      "src/content/documents/b.yaml: it is not in a document's folder: each document is a folder of its own, src/content/documents/<name>/, holding its index.yaml and its PDF. Move it into its document's folder (an entry becomes that folder's index.yaml), or delete it.",
      'src/content/documents/c/: the folder has no index.yaml, so it is no document. Delete the folder, or restore its index.yaml from git.',
    ]);
  });

  it("lists the files of a document's folder that its entry no longer names, such as a replaced PDF, and publishes only the named one", async () => {
    await pdf('a.pdf');
    await pdf('a-revised.pdf', 1, 'a');
    entry('a', { ...VALID, file: 'a-revised.pdf' });
    expect(unusedDocumentFiles({ root })).toEqual(['src/content/documents/a/a.pdf']);
    const { documents, errors } = await loadDocuments({ root });
    expect(errors).toEqual([]);
    expect(documents.map((d) => d.pdf)).toEqual(['src/content/documents/a/a-revised.pdf']);
  });

  it('refuses two current revisions of one document', async () => {
    await pdf('a.pdf');
    await pdf('a.pdf', 1, 'b');
    entry('a', { ...VALID, file: 'a.pdf' });
    entry('b', { ...VALID, file: 'a.pdf', revision: 'Revision 4' });
    expect(await errorsFor()).toEqual([
      'src/content/documents/b/index.yaml: it and src/content/documents/a/index.yaml are both current revisions of DS-0012 (/documents/ds-0012-ovg-4-vapour-generator-datasheet.pdf). List the older one under "supersedes" in the newer one, or give them different numbers or titles.',
    ]);
  });
});

describe('the library', () => {
  const doc = (over: Record<string, unknown>) =>
    ({
      slug: 'x',
      title: 'T',
      revision: 'Revision 1',
      type: 'Datasheet',
      typeSlug: 'datasheets',
      products: [],
      applications: [],
      markets: [],
      language: 'en',
      sample: false,
      supersededBy: null,
      earlier: [],
      supersedes: [],
      date: '2026-01-01',
      number: 'DS-1',
      ...over,
    }) as never;

  it('has one filter value per type, product, market and language that has documents, with its count and page', () => {
    const ovg = { slug: 'ovg-4', url: '/products/ovg-4/', title: 'OVG-4' };
    const lib = libraryOf([
      doc({ slug: 'a', products: [ovg] }),
      doc({ slug: 'b', type: 'Brochure', typeSlug: 'brochures', language: 'de' }),
    ]);
    expect(lib.filters.type.map((f) => [f.label, f.count, f.url])).toEqual([
      ['Datasheets', 1, '/resources/documents/type/datasheets/'],
      ['Brochures', 1, '/resources/documents/type/brochures/'],
    ]);
    expect(lib.filters.product.map((f) => [f.title, f.count])).toEqual([['OVG-4 documents', 1]]);
    expect(lib.filters.language.map((f) => [f.title, f.url])).toEqual([
      ['Documents in German', '/resources/documents/language/de/'],
      ['Documents in English', '/resources/documents/language/en/'],
    ]);
    expect(
      lib.pages
        .find((p) => p.filter?.url === '/resources/documents/product/ovg-4/')
        ?.documents.map((d: { slug: string }) => d.slug),
    ).toEqual(['a']);
    expect(documentsFor(lib, '/products/ovg-4/').map((d: { slug: string }) => d.slug)).toEqual(['a']);
    expect(documentsFor(lib, '/products/ohg-4/')).toEqual([]);
  });

  it('the navigation lists the library under Resources, in the header, the mobile menu and the footer, only when it is built', () => {
    const resources = (tree: typeof navigation) => tree.find((item) => item.url === '/resources/')!;
    const built = withDocumentLibrary(navigation, libraryOf([doc({ slug: 'a' })]));
    expect(resources(built).children.map((c) => [c.title, c.url])).toEqual([['Documents', '/resources/documents/']]);
    // Every other section is as it was, and the data itself is not changed.
    expect(built.filter((item) => item.url !== '/resources/')).toEqual(
      navigation.filter((item) => item.url !== '/resources/'),
    );
    expect(resources(navigation).children).toEqual([]);
    // No published document (production today): no library page, so no link to it.
    expect(withDocumentLibrary(navigation, libraryOf([]))).toBe(navigation);
  });

  it(`a product page lists its newest ${DOCUMENTS_PER_TYPE} documents of each type, newest first, and links to all of them`, () => {
    const ovg = { slug: 'ovg-4', url: '/products/ovg-4/', title: 'OVG-4' };
    // libraryOf keeps the order it is given: newest first, as loadDocuments sorts them.
    const lib = libraryOf([
      ...['d1', 'd2', 'd3', 'd4', 'd5'].map((slug) => doc({ slug, products: [ovg] })),
      doc({ slug: 'm1', type: 'User manual', typeSlug: 'user-manuals', products: [ovg] }),
      doc({ slug: 'd6', products: [ovg] }),
    ]);
    expect(documentsFor(lib, '/products/ovg-4/').map((d: { slug: string }) => d.slug)).toEqual([
      'd1',
      'd2',
      'd3',
      'm1',
    ]);
    expect(documentFilterFor(lib, '/products/ovg-4/')).toMatchObject({
      count: 7,
      url: '/resources/documents/product/ovg-4/',
    });
  });

  it('redirects the address a renamed document had to its current revision, along the chain of revisions, and no other', () => {
    const at = (number: string, title: string, revision: string, superseded: boolean) =>
      documentUrl({ number, title, revision }, superseded);
    const current = at('DS-9', 'OVG-4 Vapour Generator Datasheet', 'Issue 3', false);
    const issue2 = at('DS-9', 'OVG-4 Datasheet', 'Issue 2', true);
    const docs = [
      doc({ slug: 'c', title: 'OVG-4 Vapour Generator Datasheet', revision: 'Issue 3', number: 'DS-9', url: current }),
      doc({
        slug: 'b',
        title: 'OVG-4 Datasheet',
        revision: 'Issue 2',
        number: 'DS-9',
        url: issue2,
        supersededBy: { title: 'OVG-4 Vapour Generator Datasheet', revision: 'Issue 3', url: current },
      }),
      doc({
        slug: 'a',
        title: 'OVG-4 Datasheet',
        revision: 'Issue 1',
        number: 'DS-9',
        url: at('DS-9', 'OVG-4 Datasheet', 'Issue 1', true),
        supersededBy: { title: 'OVG-4 Datasheet', revision: 'Issue 2', url: issue2 },
      }),
      // Renamed nowhere: its former address is its successor's, which is published.
      doc({ slug: 'e', title: 'Manual', revision: '2', number: 'UM-1', url: at('UM-1', 'Manual', '2', false) }),
      doc({
        slug: 'd',
        title: 'Manual',
        revision: '1',
        number: 'UM-1',
        url: at('UM-1', 'Manual', '1', true),
        supersededBy: { title: 'Manual', revision: '2', url: at('UM-1', 'Manual', '2', false) },
      }),
    ];
    expect(libraryOf(docs).redirects).toEqual([
      { from: '/documents/ds-9-ovg-4-datasheet.pdf', to: '/documents/ds-9-ovg-4-vapour-generator-datasheet.pdf' },
    ]);
  });

  it('production leaves the samples out, preview shows them', () => {
    const docs = [doc({ slug: 'a' }), doc({ slug: 'b', sample: true })];
    expect(publishedDocuments(docs, false).map((d: { slug: string }) => d.slug)).toEqual(['a']);
    expect(publishedDocuments(docs, true)).toHaveLength(2);
  });

  it('production lists no sample as an earlier revision, and a revision whose successor is a sample is current at its own address', () => {
    const [current, sampleOld] = linkRevisions([
      doc({ slug: 'new', revision: 'Revision 3', supersedes: ['old'] }),
      doc({ slug: 'old', revision: 'Revision 2', date: '2025-01-01', sample: true }),
    ]);
    expect(current.earlier.map((d: { slug: string }) => d.slug)).toEqual(['old']);
    expect(sampleOld.url).toBe('/documents/ds-1-t-revision-2.pdf');
    const [live] = publishedDocuments([current, sampleOld], false);
    expect(live.earlier).toEqual([]);
    expect(libraryOf([live]).current.map((d: { slug: string }) => d.slug)).toEqual(['new']);
    // The real revision 2 stays; its successor, revision 3, is a sample: revision 2 is then the current one.
    const published = publishedDocuments(
      linkRevisions([
        doc({ slug: 'new', revision: 'Revision 3', supersedes: ['old'], sample: true }),
        doc({ slug: 'old', revision: 'Revision 2', date: '2025-01-01' }),
      ]),
      false,
    );
    expect(
      published.map((d: { slug: string; url: string; supersededBy: unknown }) => [d.slug, d.url, d.supersededBy]),
    ).toEqual([['old', '/documents/ds-1-t.pdf', null]]);
  });

  it('prints size and pages as a reader expects, and names each document in JSON-LD as a DigitalDocument', () => {
    expect(formatFacts(1_234_567, 4)).toBe('PDF, 1.2 MB, 4 pages');
    expect(formatFacts(3_400, 1)).toBe('PDF, 3 KB, 1 page');
    expect(documentUrl({ number: 'AN-104', title: 'AN-104 Calibrating Détecteurs', revision: 'Rev. C' }, true)).toBe(
      '/documents/an-104-calibrating-detecteurs-rev-c.pdf',
    );
    const ld = documentsJsonLd(
      [doc({ title: 'T', summary: 'S', url: '/documents/ds-1-t.pdf', revision: 'Revision 1', pages: 2 })],
      'https://example.com',
    ) as { '@graph': object[] };
    expect(ld['@graph'][0]).toMatchObject({
      '@type': 'DigitalDocument',
      url: 'https://example.com/documents/ds-1-t.pdf',
      encodingFormat: 'application/pdf',
      inLanguage: 'en',
      version: 'Revision 1',
      identifier: 'DS-1',
    });
    // schema.org defines numberOfPages for Book, not DigitalDocument or its parents.
    expect(ld['@graph'][0]).not.toHaveProperty('numberOfPages');
    expect(documentsJsonLd([])).toBeNull();
  });

  it('a product or market page links its own filter page, "All N … documents"; an application page the whole library', () => {
    const ovg = { slug: 'ovg-4', url: '/products/ovg-4/', title: 'OVG-4' };
    const library = libraryOf([
      doc({ slug: 'a', products: [ovg] }),
      doc({ slug: 'b', url: '/documents/b.pdf', products: [ovg] }),
    ]);
    expect(documentFilterFor(library, '/products/ovg-4/')).toMatchObject({
      url: '/resources/documents/product/ovg-4/',
      count: 2,
      title: 'OVG-4 documents',
    });
    expect(documentFilterFor(library, '/applications/pharmaceutical/')).toBeNull();
    expect(documentFilterFor(library, '/products/v-ovg/')).toBeNull();
  });

  it('every committed sample is marked Sample on every page', async () => {
    for (const s of SAMPLES) {
      const facts = await readPdf(readFileSync(path.join('src/content/documents', s.slug, s.file)));
      for (let n = 1; n <= facts.pages; n++)
        expect(facts.text, `${s.file} page ${n}`).toContain(
          `SAMPLE — not an Owlstone document. ${s.number}, ${s.revision}. Page ${n} of ${facts.pages}.`,
        );
      expect(existsSync(path.join('src/content/documents', s.slug, 'index.yaml'))).toBe(true);
    }
  });
});
