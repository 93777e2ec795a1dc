// @ts-check
/** The documents library: loads, checks and publishes src/content/documents/ (docs/architecture.md#documents). */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEachBuild } from '../../folders.js';
import { AuthorError, throwAuthorErrors } from '../content/author-error.js';
import { publishImage } from '../images/image-pipeline.js';
import { buildMode } from '../build-mode.js';
import { BUNDLE_ENTRY, CONTENT_DIR, PROJECT_ROOT, contentBundleFiles, readYaml } from '../../content/read.js';
import { loadSchema, schemaValue } from '../content/content-schema.js';
import navigation from '../../_data/navigation.js';
import site from '../../_data/site.js';
import { isPdfBytes, MAX_PDF_PAGES, PDF_READER, readPdf, PdfReadError } from './pdf.js';
import { CONTACT_URL } from '../../contact.js';
import { readableDate } from '../pages/news.js';
import { isSampleEntry } from '../cms/content-gaps.js';
import { slugify } from '../content/slug.js';

/** The documents' folder, from the project root: one folder per document, its entry (index.yaml) and its PDF. */
export const DOCUMENTS_FOLDER = `${CONTENT_DIR}/documents`;
const DOCUMENTS_URL = '/resources/documents';
/** Where the PDFs are published: a folder of their own, for its own caching in _headers. */
const PDF_URL = '/documents';
const THUMBNAIL_URL = '/images/documents';
const SCHEMA = loadSchema('document');
/** The largest PDF the build accepts, bytes (20 MB): the schema's limit of the CMS's file field. */
export const MAX_PDF_BYTES = /** @type {number} */ (SCHEMA.properties.file['x-cms'].media_library.config.max_file_size);
/** Thumbnail widths, px: shown at 80 px, with a 2× size for dense screens. */
const THUMBNAIL_WIDTHS = [80, 160];
/** Where the build keeps what it read from each PDF, by content hash. */
export const CACHE_DIR = '.cache/documents';

/**
 * The document types, the schema's `type` values in the library's order, each with the slug and the
 * heading of its filter page (the type's name with an "s"): ["Datasheet", "datasheets", "Datasheets"].
 * @type {[name: string, slug: string, plural: string][]}
 */
export const DOCUMENT_TYPES = SCHEMA.properties.type.enum.map((/** @type {string} */ name) => [
  name,
  slugify(`${name}s`),
  `${name}s`,
]);

/** The entry fields that name pages: each is a section of the navigation, `/<field>/`. */
const SECTIONS = /** @type {const} */ (['products', 'applications', 'markets']);

/**
 * @typedef {import('../../content/types').Document} DocumentEntry  a YAML entry as the schema describes it
 * @typedef {{ slug: string, url: string, title: string }} PageRef  a page a document concerns
 * @typedef {Pick<DocumentEntry, 'title' | 'type' | 'number' | 'revision' | 'date' | 'language' | 'summary' | 'sample'>
 *   & Record<'products' | 'applications' | 'markets', PageRef[]> & LibraryFields} LibraryDocument  date: YYYY-MM-DD; language: BCP 47
 * @typedef {object} LibraryFields
 * @property {string} slug        the entry's name (its folder's name)
 * @property {string} entry       the entry's file, from the project root
 * @property {string} pdf         the PDF's file, from the project root
 * @property {string} typeSlug    e.g. "datasheets"
 * @property {string} languageName  e.g. "English"
 * @property {string} titleLang  the language of the title when it is not the site's, for the `lang` of its link (WCAG 3.1.2); "" otherwise
 * @property {string} url          the PDF's address on the site
 * @property {number} bytes        the PDF's size
 * @property {number} pages
 * @property {string} format       e.g. "PDF, 1.2 MB, 4 pages"
 * @property {string} text         the PDF's text (for the search index)
 * @property {string[]} pageTexts  each page's text, in order (the search index's record of each page)
 * @property {string} hash         the PDF's SHA-256, hex
 * @property {{ src: string, srcset: string, width: number, height: number }} thumbnail  src, srcset: site addresses; px
 * @property {{ title: string, revision: string, url: string } | null} supersededBy  the revision that replaced it
 * @property {LibraryDocument[]} earlier  the revisions it replaced, newest first
 * @property {string[]} supersedes  the slugs of the entries it names as earlier revisions
 */

/**
 * A document's address on the site, from its number and title (and its revision once superseded).
 * @param {{ number: string, title: string, revision: string }} entry
 * @param {boolean} superseded
 * @returns {string} e.g. "/documents/ds-0012-ovg-4-vapour-generator-datasheet.pdf"
 */
export function documentUrl({ number, title, revision }, superseded) {
  const base = `${slugify(number)}-${slugify(title.replace(new RegExp(`^${number}\\b`), ''))}`.replace(/-+$/, '');
  return `${PDF_URL}/${superseded ? `${base}-${slugify(revision)}` : base}.pdf`;
}

/**
 * "PDF, 1.2 MB, 4 pages": decimal units, as a file manager shows them.
 * @param {number} bytes
 * @param {number} pages
 * @returns {string}
 */
export function formatFacts(bytes, pages) {
  const size = bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} KB`;
  return `PDF, ${size}, ${pages} ${pages === 1 ? 'page' : 'pages'}`;
}

/** @param {string} tag  BCP 47 */
const languageName = (tag) => new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;

/** @param {string} field  a section of the navigation, e.g. "products": its pages (/products/…/) by slug */
function sectionPages(field) {
  const sectionUrl = `/${field}/`;
  const section = navigation.find((i) => i.url === sectionUrl);
  return new Map(
    (section?.children ?? [])
      .filter((c) => c.url.startsWith(sectionUrl))
      .map((c) => {
        const slug = c.url.slice(sectionUrl.length).replace(/\/$/, '');
        return [slug, { slug, url: c.url, title: c.title }];
      }),
  );
}

/**
 * The pages an entry's `products`, `applications` or `markets` may name, as the CMS's select options.
 * @param {string} field  an entry's field name
 * @returns {{ label: string, value: string }[] | null} null for any other field
 */
export function documentPageOptions(field) {
  if (!(/** @type {readonly string[]} */ (SECTIONS).includes(field))) return null;
  return [...sectionPages(field).values()].map((p) => ({ label: p.title, value: p.slug }));
}

/** What an author does about each reason a PDF is refused (PdfReadError's `reason`). */
const PDF_FIXES = {
  encrypted:
    'Save it again without any password or protection (visitors must be able to open and print it), and upload that file',
  unreadable: 'Export it again from the original document, check it opens in a PDF reader, and upload that file',
  'too-costly': `Upload a lighter file: split a document of more than ${MAX_PDF_PAGES} pages into volumes, or export it again with its images at screen resolution`,
};

/** @param {string} tag  a BCP 47 language tag, e.g. "en-GB" @returns {string} its language, "en" */
const primaryLanguage = (tag) => tag.split('-')[0].toLowerCase();

/** How many PDFs this process has read with pdf.js. */
export const pdfReads = { count: 0 };

/**
 * What the build reads from a PDF, from the cache or, on a miss, with pdf.js. A refusal is cached
 * too (`<hash>.refused.json`), so a PDF that cost a minute to refuse costs it once, not every build;
 * it holds for the reader that made it (PDF_READER): another Node, pdf.js or limits read the file
 * again. A new upload is a new hash, and deleting `.cache/documents/` reads every PDF again.
 * @param {Buffer} bytes
 * @param {string} hash  SHA-256 of bytes, hex
 * @param {string} cacheDir
 * @returns {Promise<{ pages: number, text: string, pageTexts: string[], png: string }>} png: the first page's file
 * @throws {PdfReadError}
 */
async function pdfFacts(bytes, hash, cacheDir) {
  const json = path.join(cacheDir, `${hash}.json`);
  const png = path.join(cacheDir, `${hash}.png`);
  const refused = path.join(cacheDir, `${hash}.refused.json`);
  if (existsSync(json) && existsSync(png)) {
    const cached = JSON.parse(await readFile(json, 'utf8'));
    // A cache written before the pages' texts were kept is read again.
    if (Array.isArray(cached.pageTexts)) return { ...cached, png };
  }
  if (existsSync(refused)) {
    const { reason, message, reader } = JSON.parse(await readFile(refused, 'utf8'));
    if (reader === PDF_READER) throw new PdfReadError(reason, message);
  }
  pdfReads.count++;
  let facts;
  try {
    facts = await readPdf(bytes);
  } catch (error) {
    if (error instanceof PdfReadError) {
      await mkdir(cacheDir, { recursive: true });
      await writeFile(refused, JSON.stringify({ reason: error.reason, message: error.message, reader: PDF_READER }));
    }
    throw error;
  }
  const { pages, text, pageTexts, firstPage } = facts;
  await mkdir(cacheDir, { recursive: true });
  await writeFile(png, firstPage);
  await writeFile(json, JSON.stringify({ pages, text, pageTexts }));
  return { pages, text, pageTexts, png };
}

/**
 * Every document entry, read and checked, with what its PDF holds.
 * @param {{ root?: string }} [options]  root: the project (absolute)
 * @returns {Promise<{ documents: LibraryDocument[], errors: AuthorError[] }>} every entry, newest
 *   first; errors: one per problem (an entry with an error is left out of documents)
 */
export async function loadDocuments({ root = PROJECT_ROOT } = {}) {
  const folder = path.join(root, DOCUMENTS_FOLDER);
  const files = existsSync(folder) ? contentBundleFiles('documents', root) : [];
  /** @type {AuthorError[]} */
  const errors = existsSync(folder) ? strayFiles(root) : [];
  const sections = Object.fromEntries(SECTIONS.map((field) => [field, sectionPages(field)]));
  // An entry that is no object is left to the schema check.
  const entries = files
    .map(({ slug, file, dir }) => ({
      slug,
      file,
      dir,
      data: /** @type {DocumentEntry} */ (schemaValue(readYaml(file, root))),
    }))
    .filter(({ data }) => data && typeof data === 'object');
  const bySlug = new Map(entries.map((e) => [e.slug, e]));
  /** @type {Map<string, string>} earlier revision's slug → its successor's */
  const supersededBy = new Map();
  for (const { slug, file, data } of entries) {
    for (const earlier of data.supersedes ?? []) {
      const target = bySlug.get(earlier);
      if (!target) {
        errors.push(
          new AuthorError({
            file,
            field: 'supersedes',
            problem: `"supersedes" names ${JSON.stringify(earlier)}, which is no entry of ${DOCUMENTS_FOLDER}/`,
            fix: `Use the name of the earlier revision's folder (one of ${[...bySlug.keys()].filter((s) => s !== slug).join(', ') || 'none yet'}), or remove it`,
          }),
        );
      } else if (target.data.number !== data.number) {
        errors.push(
          new AuthorError({
            file,
            field: 'supersedes',
            problem: `"supersedes" names ${earlier}, whose number is ${target.data.number}, not ${data.number}`,
            fix: 'List only earlier revisions of the same document',
          }),
        );
      } else supersededBy.set(earlier, slug);
    }
  }
  /** @type {Map<string, string>} current documents' addresses → entry */
  const currentUrls = new Map();
  /** @type {LibraryDocument[]} */
  const documents = [];
  for (const { slug, file, dir, data } of entries) {
    const before = errors.length;
    const refs = /** @type {Record<typeof SECTIONS[number], PageRef[]>} */ ({});
    for (const field of SECTIONS) {
      refs[field] = (data[field] ?? []).flatMap((name) => {
        const page = sections[field].get(name);
        if (page) return [page];
        errors.push(
          new AuthorError({
            file,
            field,
            problem: `"${field}" names ${JSON.stringify(name)}, which has no page under /${field}/`,
            fix: `Use one of ${[...sections[field].keys()].join(', ')}`,
          }),
        );
        return [];
      });
    }
    const superseded = supersededBy.has(slug);
    const url = documentUrl(data, superseded);
    if (!superseded) {
      const other = currentUrls.get(url);
      if (other)
        errors.push(
          new AuthorError({
            file,
            field: 'supersedes',
            problem: `it and ${other} are both current revisions of ${data.number} (${url})`,
            fix: `List the older one under "supersedes" in the newer one, or give them different numbers or titles`,
          }),
        );
      currentUrls.set(url, file);
    }
    const pdf = `${dir}/${data.file}`;
    const pdfPath = path.join(root, pdf);
    const size = typeof data.file === 'string' && existsSync(pdfPath) ? statSync(pdfPath).size : -1;
    const bytes = size >= 0 && size <= MAX_PDF_BYTES ? readFileSync(pdfPath) : null;
    if (size < 0) {
      errors.push(
        new AuthorError({
          file,
          field: 'file',
          problem: `the PDF ${JSON.stringify(data.file)} is not in ${dir}/`,
          fix: 'Upload the PDF in the entry\'s "PDF file" field (or put it beside the entry), or correct the file name',
        }),
      );
    } else if (!bytes) {
      errors.push(
        new AuthorError({
          file,
          field: 'file',
          problem: `${pdf} is ${formatFacts(size, 0).split(', ')[1]}, over the limit of ${MAX_PDF_BYTES / 1e6} MB`,
          fix: 'Export it again with compressed images (most PDF tools have a "reduce file size" option), or split it',
        }),
      );
    } else if (!isPdfBytes(bytes)) {
      errors.push(
        new AuthorError({
          file,
          field: 'file',
          problem: `${pdf} is not a PDF (its content does not begin with "%PDF-", whatever its name says)`,
          fix: 'Export or save the document as PDF, and upload that file',
        }),
      );
    }
    if (!bytes || errors.length > before) continue;
    const hash = createHash('sha256').update(bytes).digest('hex');
    let facts;
    try {
      facts = await pdfFacts(bytes, hash, path.join(root, CACHE_DIR));
    } catch (error) {
      if (!(error instanceof PdfReadError)) throw error;
      errors.push(
        new AuthorError(
          {
            file,
            field: 'file',
            problem: `${pdf}: ${error.message}`,
            fix: PDF_FIXES[error.reason],
          },
          { cause: error },
        ),
      );
      continue;
    }
    documents.push({
      slug,
      entry: file,
      pdf,
      title: data.title,
      type: data.type,
      typeSlug: (DOCUMENT_TYPES.find(([name]) => name === data.type) ?? DOCUMENT_TYPES[0])[1],
      number: data.number,
      revision: data.revision,
      date: data.date,
      language: data.language,
      languageName: languageName(data.language),
      titleLang: primaryLanguage(data.language) === primaryLanguage(site.lang) ? '' : data.language,
      summary: data.summary,
      ...refs,
      sample: isSampleEntry(data),
      url,
      bytes: bytes.length,
      pages: facts.pages,
      format: formatFacts(bytes.length, facts.pages),
      text: facts.text,
      pageTexts: facts.pageTexts,
      hash,
      thumbnail: { src: facts.png, srcset: '', width: 0, height: 0 },
      supersededBy: null,
      earlier: [],
      supersedes: (data.supersedes ?? []).filter((s) => supersededBy.get(s) === slug),
    });
  }
  return { documents: linkRevisions(documents), errors };
}

/**
 * The documents with their revisions linked among themselves alone: each one's `earlier` revisions
 * and `supersededBy`, and its address (a superseded revision's carries its revision), so that no
 * document links to one outside the list, such as a sample that production leaves out.
 * @param {LibraryDocument[]} documents
 * @returns {LibraryDocument[]} new objects, newest first; `documents` is left as it is
 */
export function linkRevisions(documents) {
  const copies = documents.map((d) => ({ ...d, supersededBy: null, earlier: /** @type {LibraryDocument[]} */ ([]) }));
  const bySlug = new Map(copies.map((d) => [d.slug, d]));
  /** @type {Map<string, LibraryDocument>} earlier revision's slug → the document that replaces it */
  const successor = new Map(
    copies.flatMap((d) =>
      d.supersedes.filter((s) => bySlug.has(s)).map((s) => /** @type {[string, LibraryDocument]} */ ([s, d])),
    ),
  );
  for (const d of copies) d.url = documentUrl(d, successor.has(d.slug));
  for (const [slug, current] of successor) {
    const old = /** @type {LibraryDocument} */ (bySlug.get(slug));
    old.supersededBy = { title: current.title, revision: current.revision, url: current.url };
    current.earlier.push(old);
  }
  const newestFirst = (/** @type {LibraryDocument} */ a, /** @type {LibraryDocument} */ b) =>
    b.date.localeCompare(a.date) || a.number.localeCompare(b.number);
  copies.sort(newestFirst);
  for (const d of copies) d.earlier.sort(newestFirst);
  return copies;
}

/**
 * What in the documents' folder is no document's: a file beside the folders (an entry or PDF of the
 * layout before each document had a folder of its own), a folder without its index.yaml.
 * @param {string} root  the project (absolute)
 * @returns {AuthorError[]}
 */
function strayFiles(root) {
  return readdirSync(path.join(root, DOCUMENTS_FOLDER), { withFileTypes: true }).flatMap((item) => {
    const file = `${DOCUMENTS_FOLDER}/${item.name}`;
    if (item.name.startsWith('.')) return [];
    if (!item.isDirectory())
      return [
        new AuthorError({
          file,
          problem: `it is not in a document's folder: each document is a folder of its own, ${DOCUMENTS_FOLDER}/<name>/, holding its ${BUNDLE_ENTRY} and its PDF`,
          fix: `Move it into its document's folder (an entry becomes that folder's ${BUNDLE_ENTRY}), or delete it`,
        }),
      ];
    if (!existsSync(path.join(root, file, BUNDLE_ENTRY)))
      return [
        new AuthorError({
          file: `${file}/`,
          problem: `the folder has no ${BUNDLE_ENTRY}, so it is no document`,
          fix: `Delete the folder, or restore its ${BUNDLE_ENTRY} from git`,
        }),
      ];
    return [];
  });
}

/**
 * The files in documents' folders that their entry does not name, such as the PDF a new upload
 * replaced (the CMS keeps the file it replaced): not published, listed by the build so that an
 * author can delete them in the CMS's Assets.
 * @param {{ root?: string }} [options]  root: the project (absolute)
 * @returns {string[]} paths from the project root
 */
export function unusedDocumentFiles({ root = PROJECT_ROOT } = {}) {
  if (!existsSync(path.join(root, DOCUMENTS_FOLDER))) return [];
  return contentBundleFiles('documents', root).flatMap(({ file, dir }) => {
    const data = /** @type {Partial<DocumentEntry> | null} */ (schemaValue(readYaml(file, root)));
    return readdirSync(path.join(root, dir))
      .filter((name) => name !== BUNDLE_ENTRY && !name.startsWith('.') && name !== data?.file)
      .map((name) => `${dir}/${name}`);
  });
}

/** @param {string} hash  the PDF's SHA-256, hex: its first 16 digits name the thumbnails */
const thumbnailName = (hash) => hash.slice(0, 16);

/**
 * The address of a document's thumbnail, named by its PDF's content hash (cacheable for a year).
 * @param {string} hash  the PDF's SHA-256, hex
 * @param {number} width  px, one of THUMBNAIL_WIDTHS
 * @returns {string} e.g. "/images/documents/64a33dfdeb203db8-80w.webp"
 */
export const thumbnailUrl = (hash, width) => `${THUMBNAIL_URL}/${thumbnailName(hash)}-${width}w.webp`;

/**
 * Makes each document's thumbnail from its first page and copies it and the PDF into the site.
 * @param {LibraryDocument[]} documents  those this build publishes
 * @param {string} publicDir  the folder served as the site's root (src/folders.js publicFolder)
 * @param {{ root?: string }} [options]  root: the project (absolute), where the PDFs are
 * @throws {Error} eleventy-img's, naming the file, when a first page cannot be read
 */
export async function publishDocuments(documents, publicDir, { root = PROJECT_ROOT } = {}) {
  if (!documents.length) return;
  await mkdir(path.join(publicDir, PDF_URL), { recursive: true });
  for (const d of documents) {
    const files = await publishImage(d.thumbnail.src, {
      name: thumbnailName(d.hash),
      hashed: false,
      widths: THUMBNAIL_WIDTHS,
      formats: ['webp'],
      urlPath: `${THUMBNAIL_URL}/`,
      targetDir: path.join(publicDir, THUMBNAIL_URL),
      look: 'photo',
    });
    const webp = files.webp ?? [];
    d.thumbnail = {
      src: webp[0].url,
      srcset: webp.map((s) => `${s.url} ${s.width / THUMBNAIL_WIDTHS[0]}x`).join(', '),
      width: webp[0].width,
      height: webp[0].height,
    };
    await copyFile(path.join(root, d.pdf), path.join(publicDir, d.url));
  }
}

/**
 * @typedef {{ kind: 'type' | 'product' | 'market' | 'language', value: string, label: string, title: string, url: string, count: number }} FilterValue
 *   label: the link's text ("Datasheets", "OVG-4"); title: its page's heading ("OVG-4 documents")
 * @typedef {ReturnType<typeof libraryOf>} Library
 */

/**
 * What a document is filtered by in the library, per kind (`FilterValue.value`): for the filter
 * pages and the search index's filters (scripts/index-search.js).
 * @param {LibraryDocument} d
 * @returns {Record<FilterValue['kind'], string[]>} e.g. { type: ['datasheets'], product: ['ovg-4'], market: [], language: ['en'] }
 */
export function filterValuesOf(d) {
  return {
    type: [d.typeSlug],
    product: d.products.map((p) => p.slug),
    market: d.markets.map((m) => m.slug),
    language: [d.language.toLowerCase()],
  };
}

/**
 * How many documents one page of the library, or of one of its filter pages, lists (docs/requirements.md
 * "Documents"): a longer list continues at `…/page/2/`, as the news list does, so that a page stays
 * within the first round trip however many documents are published.
 */
export const DOCUMENTS_PER_PAGE = 20;

/**
 * @typedef {{ url: string, filter: FilterValue | null, documents: LibraryDocument[], shown: LibraryDocument[], pageNumber: number, hrefs: string[] }} ListPage
 *   One page of a documents list: `documents` the whole list (its count), `shown` this page's run of
 *   DOCUMENTS_PER_PAGE, `pageNumber` from 0, `hrefs` every page's address (the pagination macro's).
 */

/**
 * The pages of one documents list: `url` for the first DOCUMENTS_PER_PAGE, then `url` + "page/2/" …
 * @param {string} url  the list's address, ending in "/"
 * @param {FilterValue | null} filter  the filter the list shows; null for the whole library
 * @param {LibraryDocument[]} documents  newest first
 * @param {number} [perPage]
 * @returns {ListPage[]} one at least, even for an empty list
 */
export function listPages(url, filter, documents, perPage = DOCUMENTS_PER_PAGE) {
  const count = Math.max(1, Math.ceil(documents.length / perPage));
  const hrefs = Array.from({ length: count }, (_, i) => (i === 0 ? url : `${url}page/${i + 1}/`));
  return hrefs.map((href, pageNumber) => ({
    url: href,
    filter,
    documents,
    shown: documents.slice(pageNumber * perPage, (pageNumber + 1) * perPage),
    pageNumber,
    hrefs,
  }));
}

/**
 * The library as the templates see it: `all` published documents, `current` those no later revision
 * replaces (newest first), `filters` the values that have documents, `pages` the pre-rendered pages
 * of each filter value's list, `askUrl` "Can't find a document? Ask us", `redirects`
 * (formerAddresses), and `libraryPages`, the pages of the whole library: [] while no current
 * document is published (every document is a sample), so no page is built. `rowsUrl` is where the
 * build writes every row of the library (`pages/resources/documents/rows.njk`), which the
 * document-library enhancer fetches to filter a paginated library in place; null when one page
 * holds them all.
 * @param {LibraryDocument[]} published
 */
export function libraryOf(published) {
  const current = published.filter((d) => !d.supersededBy);
  /** @type {Record<FilterValue['kind'], FilterValue[]>} */
  const filters = { type: [], product: [], market: [], language: [] };
  /** @type {ListPage[]} */
  const pages = [];
  /** @type {(kind: FilterValue['kind'], value: string, label: string) => void} */
  const add = (kind, value, label) => {
    const documents = current.filter((d) => filterValuesOf(d)[kind].includes(value));
    if (!documents.length) return;
    const title = kind === 'type' ? label : kind === 'language' ? `Documents in ${label}` : `${label} documents`;
    const filter = { kind, value, label, title, url: `${DOCUMENTS_URL}/${kind}/${value}/`, count: documents.length };
    filters[kind].push(filter);
    pages.push(...listPages(filter.url, filter, documents));
  };
  for (const [, slug, plural] of DOCUMENT_TYPES) add('type', slug, plural);
  for (const page of sectionPages('products').values()) add('product', page.slug, page.title);
  for (const page of sectionPages('markets').values()) add('market', page.slug, page.title);
  for (const tag of [...new Set(current.map((d) => d.language))].sort())
    add('language', tag.toLowerCase(), languageName(tag));
  const libraryUrl = `${DOCUMENTS_URL}/`;
  return {
    all: published,
    current,
    filters,
    pages,
    redirects: formerAddresses(published),
    askUrl: `${CONTACT_URL}?topic=datasheet-quote`,
    libraryUrl,
    libraryPages: current.length ? listPages(libraryUrl, null, current) : [],
    rowsUrl: current.length > DOCUMENTS_PER_PAGE ? `${DOCUMENTS_URL}/rows.json` : null,
  };
}

/**
 * The addresses superseded revisions had while current that no published file has now (a later
 * revision renamed the document), each to the current revision's; inputPath: the superseded entry.
 * @param {LibraryDocument[]} published
 * @returns {{ from: string, to: string, inputPath: string }[]}
 */
function formerAddresses(published) {
  const byUrl = new Map(published.map((d) => [d.url, d]));
  /** @type {(d: LibraryDocument) => LibraryDocument} */
  const newest = (d) =>
    d.supersededBy && byUrl.has(d.supersededBy.url)
      ? newest(/** @type {LibraryDocument} */ (byUrl.get(d.supersededBy.url)))
      : d;
  /** @type {Map<string, { to: string, inputPath: string }>} */
  const redirects = new Map();
  for (const d of published.filter((x) => x.supersededBy)) {
    const from = documentUrl(d, false);
    if (!byUrl.has(from)) redirects.set(from, { to: newest(d).url, inputPath: d.entry });
  }
  return [...redirects].map(([from, r]) => ({ from, ...r }));
}

/**
 * How many documents of one type a product, application or market page lists (docs/requirements.md
 * "Documents"): its newest; the section's "All N … documents" link leads to the rest, so a page
 * stays short and light however many documents name it.
 */
export const DOCUMENTS_PER_TYPE = 3;

/**
 * A page's documents (Nunjucks filter `documentsFor`): the current documents naming it as a
 * product, application or market, newest first, at most DOCUMENTS_PER_TYPE of each type.
 * @param {Library} library
 * @param {string} pageUrl  e.g. "/products/ovg-4/"
 * @returns {LibraryDocument[]}
 */
export function documentsFor(library, pageUrl) {
  /** @type {Map<string, number>} documents kept so far, per type */
  const kept = new Map();
  return library.current.filter((d) => {
    if (![...d.products, ...d.applications, ...d.markets].some((p) => p.url === pageUrl)) return false;
    const count = kept.get(d.typeSlug) ?? 0;
    kept.set(d.typeSlug, count + 1);
    return count < DOCUMENTS_PER_TYPE;
  });
}

/**
 * The library's filter page of a product or market page (Nunjucks filter `documentFilterFor`), for
 * its Documents section's "All N … documents" link: null for a page no filter is about (an
 * application page), which links the whole library instead.
 * @param {Library} library
 * @param {string} pageUrl  e.g. "/products/ovg-4/"
 * @returns {FilterValue | null}
 */
export function documentFilterFor(library, pageUrl) {
  const match = /^\/(products|markets)\/([^/]+)\/$/.exec(pageUrl);
  if (!match) return null;
  const kind = match[1] === 'products' ? 'product' : 'market';
  return library.filters[kind].find((f) => f.value === match[2]) ?? null;
}

/**
 * The documents a build publishes: all in preview; in production none of the samples (the site's
 * one rule, isSampleEntry of src/eleventy/cms/content-gaps.js, applied to each entry as written), with
 * their revisions linked among the published alone (linkRevisions).
 * @param {LibraryDocument[]} documents
 * @param {boolean} preview
 * @returns {LibraryDocument[]}
 */
export const publishedDocuments = (documents, preview) =>
  preview ? documents : linkRevisions(documents.filter((d) => !d.sample));

/**
 * A page's documents as schema.org JSON-LD: one `DigitalDocument` each, in one `@graph`, with
 * properties schema.org defines for that type or its parents (CreativeWork, Thing): no page count,
 * which it defines for Book only.
 * @param {LibraryDocument[]} documents
 * @param {string} [siteUrl]  prefixed to the addresses (absolute URLs for search engines)
 * @returns {object | null} null when the page lists none
 */
export function documentsJsonLd(documents, siteUrl = '') {
  if (!documents.length) return null;
  return {
    '@context': 'https://schema.org',
    '@graph': documents.map((d) => ({
      '@type': 'DigitalDocument',
      name: d.title,
      description: d.summary,
      url: `${siteUrl}${d.url}`,
      encodingFormat: 'application/pdf',
      inLanguage: d.language,
      datePublished: d.date,
      version: d.revision,
      identifier: d.number,
      genre: d.type,
    })),
  };
}

/**
 * The navigation tree with the library under Resources (Nunjucks filter `withDocumentLibrary`, applied
 * in layouts/base.njk before the header, the mobile menu and the footer read the tree): a "Documents"
 * entry after Resources' own children, when the build publishes the library; the tree unchanged
 * otherwise, so no page links a library that was not built.
 * @param {import('../../_data/navigation.js').NavigationItem[]} tree
 * @param {Library} lib
 * @returns {import('../../_data/navigation.js').NavigationItem[]} a new tree; `tree` is not changed
 */
export function withDocumentLibrary(tree, lib) {
  if (!lib.libraryPages.length) return tree;
  const parent = `${path.posix.dirname(DOCUMENTS_URL)}/`;
  return tree.map((item) =>
    item.url === parent
      ? {
          ...item,
          children: [...item.children, { url: lib.libraryUrl, title: 'Documents', children: [], here: false }],
        }
      : item,
  );
}

/** @type {Library} this build's library */
let library = libraryOf([]);

/**
 * This build's redirects from renamed documents' former addresses, which redirects.js lists after the pages'.
 * @returns {Library['redirects']}
 */
export const documentRedirects = () => library.redirects;

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function documentsPlugin(eleventyConfig) {
  beforeEachBuild(eleventyConfig, async (publicDir) => {
    const reads = pdfReads.count;
    const { documents, errors } = await loadDocuments();
    throwAuthorErrors(errors, `Documents that cannot be published (${DOCUMENTS_FOLDER}/)`);
    const unused = unusedDocumentFiles();
    if (unused.length)
      console.warn(
        `[documents] ${unused.length} files no entry names, not published (delete them in the CMS's Assets, or with git):\n  - ${unused.join('\n  - ')}`,
      );
    if (documents.length)
      console.log(
        `[documents] ${documents.length} documents; ${pdfReads.count - reads} PDFs read, the rest from ${CACHE_DIR}/`,
      );
    const published = publishedDocuments(documents, buildMode().preview);
    await publishDocuments(published, publicDir);
    library = libraryOf(published);
  });
  eleventyConfig.addGlobalData('documentLibrary', () => library);
  eleventyConfig.addFilter(
    'withDocumentLibrary',
    (/** @type {import('../../_data/navigation.js').NavigationItem[]} */ tree) => withDocumentLibrary(tree, library),
  );
  eleventyConfig.addFilter('documentsFor', (/** @type {string} */ url) => documentsFor(library, url));
  eleventyConfig.addFilter('documentFilterFor', (/** @type {string} */ url) => documentFilterFor(library, url));
  eleventyConfig.addFilter('documentDate', (/** @type {string} */ day) => readableDate(new Date(`${day}T00:00:00Z`)));
  eleventyConfig.addFilter('documentsJsonLd', (/** @type {string} */ url, /** @type {string} */ siteUrl) =>
    documentsJsonLd(documentsFor(library, url), siteUrl),
  );
  eleventyConfig.addWatchTarget(`./${DOCUMENTS_FOLDER}/`);
}
