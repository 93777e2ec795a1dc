// @ts-check
/**
 * Sample testimonials for the carousel's template page: the site has three (src/_data/company.js,
 * all sample entries), the twelve-slide state needs twelve. Placeholders, never facts.
 */
export default {
  galleryTestimonials: Array.from({ length: 12 }, (_, i) => ({
    sample: true,
    title: `Sample — customer ${i + 1}: name, role and organisation`,
    text: `Sample — quote ${i + 1} of 12: a customer’s own words, to be supplied by Owlstone with the customer’s permission.`,
  })),
};
