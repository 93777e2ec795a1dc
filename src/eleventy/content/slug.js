// @ts-check
/**
 * The site's one slug rule for names it makes from an author's text: a document's address from its
 * number and title, a filter page's from a type, a published picture's file name from its upload's,
 * a carousel's id from its title, the anchor suggested for a section's.
 * Accents are dropped (é → e), every run of other characters becomes one hyphen, and the result is
 * lower case with no hyphen at either end: "Lab bench photo" → "lab-bench-photo",
 * "Prüfgasgeneratoren" → "prufgasgeneratoren". Such a name needs no encoding in a URL or a `srcset`.
 * @param {string} text
 * @returns {string} only a–z, 0–9 and single hyphens; empty when `text` has no letter or digit
 */
export const slugify = (text) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
