// @ts-check
/**
 * The privacy notice's facts only the company can supply (docs/requirements.md#contact-and-privacy): the
 * data controller's details and how long enquiries are kept, read from src/content/privacy.yaml
 * (schema src/content/schemas/privacy.schema.yaml), edited by authors in the CMS (Privacy).
 * Sample entries (`sample: true`, text beginning "Sample —") until Owlstone replaces them; the
 * build lists them as content gaps (src/eleventy/cms/content-gaps.js).
 *
 * @typedef {import('../content/types').Privacy} Privacy  generated from the schema (scripts/schema-types.js)
 * @typedef {Privacy['controller']} PrivacyFact
 */
import { readContent } from '../content/read.js';

/** @type {Privacy} */
export default /** @type {Privacy} */ (readContent('privacy'));
