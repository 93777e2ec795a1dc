// @ts-check
/**
 * Company facts for the Company pages (global data `company`): the awards list and the
 * distributors list.
 * CONTENT.md: only the company can supply award names and distributors, so every entry here is a
 * sample entry (`sample: true`, text beginning "Sample —") until it is replaced; the build lists
 * them as content gaps (src/eleventy/content-gaps.js).
 *
 * @typedef {{ sample?: boolean, name: string, text: string }} Award
 * @typedef {{ sample?: boolean, name: string, region: string, text: string, url?: string }} Distributor
 * @typedef {{ awards: Award[], distributors: Distributor[] }} Company
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
};
