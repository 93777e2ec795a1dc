// @ts-check
/**
 * Site-wide constants used at build time (Eleventy global data `site`).
 * One value each, used everywhere: change it here and every page follows.
 * DESIGN.md §4: build-time constants live here, named after the spec.
 * Only a default export: Eleventy would take a data file's named exports as its data.
 */

import { enquiryConfig } from '../eleventy/enquiry-config.js';
import { CONTACT_URL } from '../contact.js';

/** Public origin used for canonical URLs and sitemap.xml; override with SITE_URL when deploying elsewhere. */
const url = (process.env.SITE_URL || 'https://www.owlstoneinc.com').replace(/\/$/, '');

export default {
  /** CONTENT.md: the company name, used everywhere (the legal entity is Owlstone Inc). */
  name: 'Owlstone',
  legalName: 'Owlstone Inc',
  url,
  lang: 'en-GB',
  tagline: 'Chemical detection on a chip',
  /** SPEC §2: Markets > Medical is the sister medical company's site, configured once here. */
  medical: {
    name: 'Owlstone Medical',
    url: 'https://www.owlstonemedical.com/',
    description: 'Our sister company, spun out in 2016, applies the same sensing technology to breath-based diagnosis of disease (Breath Biopsy).',
    icon: 'market-medical',
  },
  /** SPEC §2: the contact link; a page may override with `contactUrl` / `contactText` in front matter. */
  contact: {
    url: CONTACT_URL,
    text: 'Contact us',
  },
  /** SPEC §2 / §3: optional quick links (`link`, `text`) shown in the header and the mobile menu. */
  quickLinks: [
    { link: '/resources/', text: 'Resources' },
    { link: '/company/news/', text: 'News' },
  ],
  /** Where the enquiry form posts (docs/deploy.md "Where enquiries go"). */
  enquiries: enquiryConfig(process.env),
  /** SPEC §5 / §7: where the search form submits (GET, field `q`). */
  search: {
    url: '/search/',
    param: 'q',
    placeholder: 'Enter your keyword here',
  },
};
