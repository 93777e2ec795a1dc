// @ts-check
/**
 * The home page's copy (global data `home`), read from src/content/home.yaml (schema
 * src/content/schemas/home.schema.yaml), edited by authors in the CMS (Home page): its title and
 * description, the opening, and the headings and texts of its bands. pages/index.njk lays them out;
 * its cards and carousels come from the pages they link to.
 *
 * @typedef {import('../content/types').HomePage} HomePage  generated from the schema (scripts/schema-types.js)
 */
import { readContent } from '../content/read.js';

/** @type {HomePage} */
export default /** @type {HomePage} */ (readContent('home'));
