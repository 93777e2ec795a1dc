/**
 * Pages outside the navigation tree (docs/requirements.md#navigation-tree) besides the home, search and 404 pages and the news
 * articles, written out here so the page, sitemap and search-index checks know them.
 */

/** Content pages outside the tree that are in the sitemap and the search index (front matter `sitemap: true`). */
export const OUTSIDE_NAVIGATION_PAGES = ['/contact/', '/privacy/'];

/** Pages that are neither in the sitemap nor in the search index (`searchable: false`). */
export const UNLISTED_PAGES = ['/contact/thanks/'];
