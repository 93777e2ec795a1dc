// @ts-check
/**
 * The documents library's pages (index.njk: the whole library; filter.njk: one type, product,
 * market or language), each paginated over `ListPage`s (src/eleventy/documents/documents.js
 * `listPages`), DOCUMENTS_PER_PAGE documents a page: the list's first page, then `…/page/2/` …,
 * as the news list is. A later page is titled with its number ("Datasheets: page 2 of 3"), sits
 * under the library in the breadcrumb, and stays out of the sitemap and the search index (every
 * document is a search record of its own, scripts/index-search.js).
 *
 * @typedef {import('../../../src/eleventy/documents/documents.js').ListPage} ListPage
 * @typedef {{ view?: ListPage, documentLibrary: { libraryUrl: string } }} LibraryData
 */

/** @param {ListPage} view */
const firstTitle = (view) => (view.filter ? view.filter.title : 'Documents');

export default {
  eleventyComputed: {
    /** "Documents" or "OVG-4 documents", then "…: page 2 of 5" (the <title>, the heading and the breadcrumb). */
    title: (/** @type {LibraryData & { title?: string }} */ data) =>
      !data.view
        ? data.title
        : data.view.pageNumber === 0
          ? firstTitle(data.view)
          : `${firstTitle(data.view)}: page ${data.view.pageNumber + 1} of ${data.view.hrefs.length}`,
    /** A filter page, and every later page, sits under the library: Resources › Documents › … */
    breadcrumbParent: (/** @type {LibraryData} */ data) =>
      data.view && (data.view.filter || data.view.pageNumber > 0)
        ? { url: data.documentLibrary.libraryUrl, title: 'Documents' }
        : undefined,
    sitemap: (/** @type {LibraryData} */ data) => data.view?.pageNumber === 0,
    searchable: (/** @type {LibraryData} */ data) => !data.view || data.view.pageNumber === 0,
  },
};
