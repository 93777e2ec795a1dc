// @ts-check
/**
 * The privacy notice's facts only the company can supply (issue 12, CONTENT.md "Contact and
 * privacy"): the data controller's details and how long enquiries are kept. Sample entries
 * (`sample: true`, text beginning "Sample —") until Owlstone replaces them; the build lists them
 * as content gaps (src/eleventy/content-gaps.js).
 *
 * @typedef {{ sample?: boolean, text: string }} PrivacyFact
 * @typedef {{ controller: PrivacyFact, retention: PrivacyFact }} Privacy
 */

/** @type {Privacy} */
export default {
  controller: {
    sample: true,
    text: 'Sample — the data controller: the legal entity responsible for enquiries, its registered address and how to reach whoever handles data protection, to be supplied by Owlstone.',
  },
  retention: {
    sample: true,
    text: 'Sample — how long enquiries are kept after they have been answered, and how they are deleted, to be supplied by Owlstone.',
  },
};
