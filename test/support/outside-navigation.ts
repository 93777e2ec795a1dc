/**
 * Pages outside the navigation tree (docs/requirements.md#navigation-tree) besides the home, search and 404 pages and the news
 * articles, written out here so the page, sitemap and search-index checks know them.
 */

import { existsSync } from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from './built-site.js';

/**
 * Content pages outside the tree that are in the sitemap and the search index (front matter
 * `sitemap: true`). The documents library is built only when the build publishes a document (a
 * preview build, or production once the company's own are in).
 */
export const OUTSIDE_NAVIGATION_PAGES = [
  '/contact/',
  '/privacy/',
  ...(existsSync(path.join(SITE_DIR, 'resources/documents/index.html')) ? ['/resources/documents/'] : []),
];

/** Pages that are neither in the sitemap nor in the search index (`searchable: false`). */
export const UNLISTED_PAGES = ['/contact/thanks/'];
