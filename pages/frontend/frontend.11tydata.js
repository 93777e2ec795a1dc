// @ts-check
/**
 * Defaults for the gallery's template pages (/frontend/<name>/, SPEC §2 "Page switcher"): outside
 * the navigation, left out of the search index and the search page's list (`searchable: false`),
 * and laid out by layouts/frontend.njk unless a page asks for the content-page layout.
 */
export default {
  layout: 'frontend.njk',
  outsideNavigation: true,
  searchable: false,
};
