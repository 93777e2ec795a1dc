// @ts-check
/**
 * Site-wide constants used at build time (Eleventy global data `site`).
 * One value each, used everywhere: change it here and every page follows.
 * docs/architecture.md#code: build-time constants live here, named after the requirements; docs/requirements.md#content-as-data-and-the-cms: the settings an
 * author may change (the sister company, the contact link's text, the quick links, the CMS's repository)
 * are read from src/content/site.yaml (schema src/content/schemas/site.schema.yaml), edited in the
 * CMS (Site settings). `site.enquiries`, where the enquiry form posts, is added by
 * src/eleventy/enquiry.js from the build environment.
 * Only a default export: Eleventy would take a data file's named exports as its data.
 *
 * @typedef {import('../content/types').SiteSettings} SiteSettings  generated from the schema (scripts/schema-types.js)
 */
import { readContent } from '../content/read.js';

import { CONTACT_URL } from '../contact.js';

const settings = /** @type {SiteSettings} */ (readContent('site'));

/** Public origin used for canonical URLs and sitemap.xml; override with SITE_URL when deploying elsewhere. */
const url = (process.env.SITE_URL || 'https://www.owlstoneinc.com').replace(/\/$/, '');

export default {
  /** docs/requirements.md#content-facts: the company name, used everywhere (the legal entity is Owlstone Inc). */
  name: 'Owlstone',
  legalName: 'Owlstone Inc',
  url,
  lang: 'en-GB',
  tagline: 'Chemical detection on a chip',
  /** docs/requirements.md#navigation-tree: Markets > Medical is the sister medical company's site, configured once (site settings). */
  medical: {
    ...settings.medical,
    icon: 'market-medical',
  },
  /** docs/requirements.md#other-links: the contact link; a page may override with `contactUrl` / `contactText` in front matter. */
  contact: {
    url: CONTACT_URL,
    text: settings.contact.text,
  },
  /** docs/requirements.md#other-links: optional quick links (`link`, `text`) shown in the header and the mobile menu. */
  quickLinks: settings.quickLinks,
  /** The CMS's GitHub backend (/admin/): the repository (`owner/name`) and branch its saves commit to. */
  cms: settings.cms,
  /** docs/requirements.md#search-form, docs/requirements.md#calls: where the search form submits (GET, field `q`). */
  search: {
    url: '/search/',
    param: 'q',
    placeholder: 'Enter your keyword here',
  },
};
