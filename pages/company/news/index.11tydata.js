// @ts-check
/**
 * The news list, paginated so that it stays usable however many articles there are: Eleventy's
 * pagination over the `news` collection, newest first, NEWS_PER_PAGE (12) articles a page:
 * /company/news/, then /company/news/page/2/ … Page 1 is the navigation's News page with every
 * section; the later pages hold the list's section alone (`onlySection`), with a title
 * that says which page it is, and are left out of the search index (every article is indexed on
 * its own page) and the navigation checks.
 */
import { NEWS_PER_PAGE } from '../../../src/eleventy/pages/news.js';

/** @typedef {{ pagination: { pageNumber: number, pages: unknown[] }, title: string }} NewsListData */

export default {
  pagination: { data: 'collections.news', size: NEWS_PER_PAGE, reverse: true, alias: 'articles' },
  permalink: (/** @type {NewsListData} */ data) =>
    data.pagination.pageNumber === 0 ? '/company/news/' : `/company/news/page/${data.pagination.pageNumber + 1}/`,
  eleventyComputed: {
    /** "News", then "News: page 2 of 5" … (the <title>, the heading and the breadcrumb). */
    title: (/** @type {NewsListData} */ data) =>
      data.pagination.pageNumber === 0
        ? data.title
        : `${data.title}: page ${data.pagination.pageNumber + 1} of ${data.pagination.pages.length}`,
    searchable: (/** @type {NewsListData} */ data) => data.pagination.pageNumber === 0,
    outsideNavigation: (/** @type {NewsListData} */ data) => data.pagination.pageNumber > 0,
    /** The later pages show the list's section alone (the `section` shortcode, src/eleventy/pages/shortcodes.js). */
    onlySection: (/** @type {NewsListData} */ data) => (data.pagination.pageNumber > 0 ? 'articles' : ''),
  },
};
