// @ts-check
/**
 * Company facts for the Company pages (global data `company`): the awards list, the
 * distributors list and the customer testimonials (the testimonial carousel on /company/), read
 * from src/content/company.yaml (schema src/content/schemas/company.schema.yaml), edited by
 * authors in the CMS (Company).
 * docs/requirements.md#content-facts: only the company can supply award names, distributors and testimonials, so every entry there is a
 * sample entry (`sample: true`, text beginning "Sample —") until it is replaced; the build lists
 * them as content gaps (src/eleventy/cms/content-gaps.js).
 *
 * @typedef {import('../content/types').Company} Company  generated from the schema (scripts/schema-types.js)
 * @typedef {Company['awards'][number]} Award
 * @typedef {Company['distributors'][number]} Distributor
 * @typedef {Company['testimonials'][number]} Testimonial  a quote (text) and who said it (title)
 */
import { readContent } from '../content/read.js';

/** @type {Company} */
export default /** @type {Company} */ (readContent('company'));
