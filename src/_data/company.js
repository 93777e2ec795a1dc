// @ts-check
/**
 * Company facts for the Company pages (global data `company`): the awards list, the
 * distributors list and the customer testimonials (the testimonial carousel on /company/).
 * CONTENT.md: only the company can supply award names, distributors and testimonials, so every entry here is a
 * sample entry (`sample: true`, text beginning "Sample —") until it is replaced; the build lists
 * them as content gaps (src/eleventy/content-gaps.js).
 *
 * @typedef {{ sample?: boolean, name: string, text: string }} Award
 * @typedef {{ sample?: boolean, name: string, region: string, text: string, url?: string }} Distributor
 * @typedef {{ sample?: boolean, title: string, text: string }} Testimonial  a quote (text) and who said it (title)
 * @typedef {{ awards: Award[], distributors: Distributor[], testimonials: Testimonial[] }} Company
 */

/** @type {Company} */
export default {
  awards: [
    {
      sample: true,
      name: 'Sample — award name.',
      text: 'Sample — the awarding body, the year and what the award recognised, to be supplied by Owlstone.',
    },
    {
      sample: true,
      name: 'Sample — award name.',
      text: 'Sample — a second award or industry recognition, with its awarding body and year, to be supplied by Owlstone.',
    },
  ],
  distributors: [
    {
      sample: true,
      name: 'Sample — distributor name',
      region: 'Sample — region covered',
      text: 'Sample — the products this distributor supplies and how to contact them, to be supplied by Owlstone.',
    },
    {
      sample: true,
      name: 'Sample — distributor name',
      region: 'Sample — region covered',
      text: 'Sample — a second distributor, its products and contact route, to be supplied by Owlstone.',
    },
  ],
  testimonials: [
    {
      sample: true,
      title: 'Sample — name, role and organisation of a customer',
      text: 'Sample — a customer’s own words on what our vapour generators changed in their detector testing, to be supplied by Owlstone with the customer’s permission.',
    },
    {
      sample: true,
      title: 'Sample — name, role and organisation of a research partner',
      text: 'Sample — a research partner on working with the FAIMS chip, to be supplied by Owlstone with the partner’s permission.',
    },
    {
      sample: true,
      title: 'Sample — name, role and organisation of a distributor',
      text: 'Sample — a distributor on supporting customers with our products, to be supplied by Owlstone with the distributor’s permission.',
    },
  ],
};
