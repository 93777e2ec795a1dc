// @ts-check
/**
 * Builds the site's search index with Pagefind (docs/architecture.md#code, docs/architecture.md#known-traps) into `<site>/pagefind/`: the
 * `postbuild` step of `npm run build` (npm passes SITE_DIR through to it), also run by
 * `npm run bench`. It must run after Vite, whose emptyOutDir would delete the folder.
 *
 * Pagefind indexes only pages with `data-pagefind-body` (layouts/base.njk puts it on every page's
 * <main> except the search page and the 404, which have `searchable: false`), and each published
 * document's PDF text as a custom record (`documentRecords`). The search page's
 * enhancer (components/search-results/search-results.tsx) loads `/pagefind/pagefind.js` at run time.
 *
 * Usage: node scripts/index-search.js   (SITE_DIR=dir indexes another build)
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { SITE_DIR } from '../src/folders.js';
import { buildMode } from '../src/eleventy/build-mode.js';
import site from '../src/_data/site.js';
import { readableDate } from '../src/eleventy/pages/news.js';
import {
  filterValuesOf,
  loadDocuments,
  publishedDocuments,
  thumbnailUrl,
} from '../src/eleventy/documents/documents.js';

/**
 * The Pagefind records of each current document this build publishes (samples only in preview, as
 * the build itself decides), so that the site search finds words that appear only inside a PDF
 * (docs/architecture.md "Search"), and lands on the page that holds them: one record for the
 * document (its title, summary and first page; its filters) and one for each further page with
 * text, at `<pdf>#page=N` (meta `page`), without filters, so the library's counts stay one per
 * document. A search fetches the fragments of the pages it shows, not a whole manual, and the
 * search page shows a document once, at its best page (components/search-results). The text comes from the build's cache of what pdf.js read
 * (src/eleventy/documents/documents.js), so nothing is read twice. Every record is in the site's language
 * (`site.lang`, the pages' <html lang>, in lower case as Pagefind keys it): Pagefind keeps one index per language and searches the
 * page's own, so a record in another would never be found. Its filters are those the library
 * filters by (`recordFilters`).
 * @param {{ preview?: boolean }} [options]
 * @returns {Promise<{ url: string, content: string, language: string, meta: Record<string, string>, filters: Record<string, string[]> }[]>}
 * @throws {Error} listing the entries' author errors, when the build would have refused them
 */
export async function documentRecords({ preview = buildMode().preview } = {}) {
  const { documents, errors } = await loadDocuments();
  if (errors.length) throw new Error(errors.map((e) => e.message).join('\n'));
  return publishedDocuments(documents, preview)
    .filter((d) => !d.supersededBy)
    .flatMap((d) => {
      const meta = {
        title: d.title,
        image: thumbnailUrl(d.hash, THUMBNAIL_WIDTH),
        image_alt: `First page of ${d.title}`,
        image_height: String(thumbnailHeight(d.thumbnail.src)),
        document: [`${d.type} (PDF)`, d.products.map((p) => p.title).join(', ')].filter(Boolean).join(' · '),
        // The facts a buyer checks before opening it, as the library lists them.
        facts: `${d.number}, ${d.revision} · ${readableDate(new Date(`${d.date}T00:00:00Z`))}`,
      };
      const language = site.lang.toLowerCase();
      const [first = '', ...rest] = d.pageTexts;
      return [
        { url: d.url, content: `${d.title}. ${d.summary}\n${first}`, language, meta, filters: recordFilters(d) },
        ...rest
          .map((content, i) => ({
            url: `${d.url}#page=${i + 2}`,
            content,
            language,
            meta: { ...meta, page: String(i + 2) },
            filters: {},
          }))
          .filter((record) => record.content.trim() !== ''),
      ];
    });
}

/** The width of the thumbnail a search result shows, px (one of the sizes the build makes). */
const THUMBNAIL_WIDTH = 80;

/**
 * The height of a document's thumbnail at THUMBNAIL_WIDTH, px, from the first page the build
 * rendered (a PNG: its width and height are bytes 16–23), so the result reserves its space.
 * @param {string} png  the rendered first page (the cache's file)
 * @returns {number}
 */
function thumbnailHeight(png) {
  const header = readFileSync(png).subarray(16, 24);
  return Math.round((THUMBNAIL_WIDTH * header.readUInt32BE(4)) / header.readUInt32BE(0));
}

/**
 * A document record's Pagefind filters: the library's filter values (`filterValuesOf`), so that
 * its enhancer asks Pagefind with the values its links carry, and `document`, the PDF's address,
 * which names the rows that match (components/document-library). Kinds without a value are left out.
 * @param {import('../src/eleventy/documents/documents.js').LibraryDocument} d
 * @returns {Record<string, string[]>} e.g. { type: ['datasheets'], product: ['ovg-4'], language: ['en'], document: ['/documents/ds-0012-ovg-4-vapour-generator-datasheet.pdf'] }
 */
export function recordFilters(d) {
  const values = Object.entries({ ...filterValuesOf(d), document: [d.url] });
  return Object.fromEntries(values.filter(([, list]) => list.length));
}

/**
 * How many pages an index written to `outputPath` holds (all languages), from Pagefind's
 * `pagefind-entry.json`.
 * @param {string} outputPath  the index's folder, e.g. "_site/pagefind"
 * @returns {number}
 */
export function indexedPageCount(outputPath) {
  /** @type {{ languages: Record<string, { page_count: number }> }} */
  const entry = JSON.parse(readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8'));
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

/**
 * Indexes the built site in `site` and writes the index and Pagefind's module to `<site>/pagefind/`.
 * @param {string} site  the built site's folder
 * @returns {Promise<number>} how many pages were indexed
 * @throws {Error} when the site is not built or Pagefind reports an error
 */
export async function indexSite(site = SITE_DIR) {
  if (!existsSync(path.join(site, 'index.html')))
    throw new Error(`No built site in ${site}/: run "npm run build" first.`);
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: site });
    if (added.errors.length) throw new Error(`Pagefind could not index ${site}/: ${added.errors.join('; ')}`);
    for (const record of await documentRecords()) {
      const custom = await index.addCustomRecord(record);
      if (custom.errors.length) throw new Error(`Pagefind could not index ${record.url}: ${custom.errors.join('; ')}`);
    }
    const outputPath = path.join(site, 'pagefind');
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length)
      throw new Error(`Pagefind could not write ${site}/pagefind/: ${written.errors.join('; ')}`);
    // `added.page_count` counts every HTML file read, also those skipped for having no
    // data-pagefind-body; the entry file counts what was indexed.
    return indexedPageCount(outputPath);
  } finally {
    await pagefind.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const site = SITE_DIR;
  indexSite(site).then(
    (count) => console.log(`[pagefind] Indexed ${count} pages into ${site}/pagefind/`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
