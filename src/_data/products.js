// @ts-check
/**
 * Product facts for the product pages, keyed by the page slug (global data `products`).
 * CONTENT.md: only the company can supply datasheet numbers, so every figure here is a sample
 * entry (`sample: true`, text beginning "Sample —") until it is replaced; the build lists them as
 * content gaps (src/eleventy/content-gaps.js).
 *
 * @typedef {{ label: string, value: string }} SpecRow
 * @typedef {{ sample?: boolean, text: string, rows: SpecRow[] }} Specifications
 * @typedef {{ name: string, category: string, specifications: Specifications }} Product
 */

/** @type {Record<string, Product>} */
export default {
  'ovg-4': {
    name: 'OVG-4',
    category: 'Vapour generator',
    specifications: {
      sample: true,
      text: 'Sample — datasheet figures for the OVG-4 to be supplied by Owlstone.',
      rows: [
        { label: 'Vapour sources', value: 'Sample — number of permeation tube ovens' },
        { label: 'Oven temperature stability', value: 'Sample — to be confirmed' },
        { label: 'Dilution flow range', value: 'Sample — to be confirmed' },
        { label: 'Concentration range', value: 'Sample — to be confirmed' },
      ],
    },
  },
};
