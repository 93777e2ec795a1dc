// @ts-check
/**
 * The privacy notice, pages/privacy/index.md: its words are the Markdown an author edits in the
 * CMS (Pages → Privacy notice); layouts/privacy.njk adds the sections built from site data (where
 * an enquiry goes, the controller and the retention period). Outside the navigation tree, in the
 * sitemap.
 */
export default {
  layout: 'privacy.njk',
  sitemap: true,
};
