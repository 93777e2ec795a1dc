// @ts-check
/**
 * The template pages of the component gallery (SPEC §2 "Page switcher (developer tooling)", §3
 * "Page selector"): one name per layout and per component of layouts/components/ worth looking at.
 * Each name is a folder `pages/frontend/<name>/` whose page is served at `/frontend/<name>/`; the
 * page switcher lists these names with hyphens replaced by spaces. The pages are built by
 * `npm run dev` and by `FRONTEND=1 npm run build` only (src/eleventy/frontend.js); the build fails
 * when a name has no page or a page is missing from this list.
 * @type {string[]}
 */
export default [
  'page-layout',
  'section-nav',
  'carousel',
  'counter',
  'image-modal',
  'flexible-image',
  'spec-table',
  'child-cards',
  'share-links',
  'scroll-indicator',
  'search-form',
  'enquiry-form',
  'pagination',
  'video-embed',
  'content-gaps',
];
