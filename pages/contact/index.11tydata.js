// @ts-check
/**
 * The contact page, pages/contact/index.md: its words are the Markdown an author edits in the CMS
 * (Pages → Contact us); layouts/contact.njk places the enquiry form under them. It is outside the
 * navigation tree (`outsideNavigation: true` in its front matter) and in the sitemap.
 */
export default {
  layout: 'contact.njk',
  sitemap: true,
};
