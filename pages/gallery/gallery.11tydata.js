// @ts-check
/**
 * Defaults for the gallery's pages (/frontend/<name>/, docs/requirements.md#page-switcher): outside
 * the navigation, left out of the search index and the search page's list (`searchable: false`),
 * and laid out by layouts/gallery.njk unless a page asks for the content-page layout.
 * `galleryComponent` is the component whose examples and params the page shows: the paginated
 * entry's on a generated page (components.njk), else the one named after the page's folder
 * (src/eleventy/gallery/examples.js `galleryComponent`), or undefined.
 * Each folder's page is served at GALLERY_URL + its folder's name (pages/gallery/<name>/ at
 * /frontend/<name>/); the generated pages set their own permalink (components.njk).
 *
 * @typedef {{ examples: Record<string, unknown[]>, page: { filePathStem: string }, galleryEntry?: { component: string } }} PageData
 */
import { galleryComponent } from '../../src/eleventy/gallery/examples.js';
import { GALLERY_URL } from '../../src/eleventy/build-mode.js';

export default {
  layout: 'gallery.njk',
  outsideNavigation: true,
  searchable: false,
  /** @param {PageData} data @returns {string} */
  permalink: (data) => `${GALLERY_URL}${data.page.filePathStem.split('/').at(-2)}/`,
  eleventyComputed: {
    /** @param {PageData} data @returns {string | undefined} */
    galleryComponent: (data) =>
      data.galleryEntry?.component ??
      galleryComponent(data.page.filePathStem.split('/').at(-2) ?? '', Object.keys(data.examples)),
  },
};
