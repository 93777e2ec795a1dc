// @ts-check
/**
 * The section navigation's gallery page (/frontend/section-nav/): a whole content page built from
 * one example of components/section-nav/section-nav.examples.yaml (src/eleventy/gallery/examples.js). The page
 * has one titled section per anchor of the example (index.njk), and its "Back to list" link is the
 * example's `listUrl`.
 *
 * @typedef {import('../../../src/eleventy/gallery/examples.js').Example} Example
 * @typedef {{ examples: Record<string, Example[]> }} PageData
 */
import { findExample } from '../../../src/eleventy/gallery/examples.js';

/** The example this page shows. (No named exports: Eleventy would take them as the data.) */
const EXAMPLE = 'Twelve anchors, Back to list';

export default {
  eleventyComputed: {
    /** @param {PageData} data @returns {Example} */
    galleryExample: (data) => findExample(data.examples, 'section-nav', EXAMPLE),
    /** @param {PageData} data @returns {string | undefined} */
    listUrl: (data) =>
      /** @type {string | undefined} */ (findExample(data.examples, 'section-nav', EXAMPLE).props.listUrl),
  },
};
