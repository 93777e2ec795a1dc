// @ts-check
/**
 * Product facts for the product pages, keyed by the page slug (global data `products`): one YAML
 * file per product, src/content/products/<slug>.yaml (schema src/content/schemas/product.schema.yaml),
 * edited by authors in the CMS (Products).
 * docs/requirements.md#content-facts: only the company can supply datasheet numbers, so every figure there is a sample
 * entry (`sample: true`, text beginning "Sample —") until it is replaced; the build lists them as
 * content gaps (src/eleventy/cms/content-gaps.js).
 *
 * @typedef {import('../content/types').Product} Product  generated from the schema (scripts/schema-types.js)
 * @typedef {Product['specifications']} Specifications
 * @typedef {Specifications['rows'][number]} SpecRow
 */
import { readContentFolder } from '../content/read.js';

/** @type {Record<string, Product>} */
export default /** @type {Record<string, Product>} */ (readContentFolder('products'));
