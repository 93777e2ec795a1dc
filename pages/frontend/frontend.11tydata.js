// @ts-check
/**
 * Defaults for the gallery's template pages (/frontend/<name>/, docs/requirements.md#page-switcher): outside
 * the navigation, left out of the search index and the search page's list (`searchable: false`),
 * and laid out by layouts/frontend.njk unless a page asks for the content-page layout.
 * `galleryComponent` is the component whose examples and params the page shows: the paginated
 * entry's on a generated page (components.njk), else the one named after the page's folder
 * (src/eleventy/examples.js `galleryComponent`), or undefined.
 *
 * @typedef {{ examples: Record<string, unknown[]>, page: { filePathStem: string }, galleryEntry?: { component: string } }} PageData
 */
import { galleryComponent } from '../../src/eleventy/examples.js';

export default {
  layout: 'frontend.njk',
  outsideNavigation: true,
  searchable: false,
  eleventyComputed: {
    /** @param {PageData} data @returns {string | undefined} */
    galleryComponent: (data) => data.galleryEntry?.component ?? galleryComponent(data.page.filePathStem.split('/').at(-2) ?? '', Object.keys(data.examples)),
  },
};
