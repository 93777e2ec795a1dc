// @ts-check
/**
 * The option lists of the enquiry form's field list (src/eleventy/enquiry-fields.js): countries
 * from the runtime's CLDR data (`Intl.DisplayNames`), products from the navigation tree, and the
 * topics.
 *
 * @typedef {import('../../enhancers/lib/enquiry-validation.js').EnquiryOption} EnquiryOption
 */
import navigation from '../_data/navigation.js';
import { AuthorError } from './author-error.js';

/** The language the country names are written in (the site's, src/_data/site.js `lang`). */
const LANG = 'en-GB';

/**
 * Two-letter region codes CLDR names that are not countries or territories a visitor lives in:
 * groupings (EU, EZ, UN, QO), test and unknown codes (XA, XB, ZZ) and ISO's "exceptionally
 * reserved" codes for places already inside a listed country (AC, CP, CQ, DG, EA, IC, TA).
 */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

/**
 * Countries and territories, by ISO 3166-1 alpha-2 code, named in `lang` and sorted by name.
 * Every two-letter code the runtime can name, less deprecated aliases (BU → MM, UK → GB …: a
 * code whose canonical form is another code) and NOT_COUNTRIES.
 * @param {string} [lang]  a BCP 47 language tag
 * @returns {EnquiryOption[]} value: the code ("GB"), label: the name ("United Kingdom")
 */
export function countryOptions(lang = LANG) {
  const names = new Intl.DisplayNames(lang, { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  /** @type {EnquiryOption[]} */
  const options = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      if (NOT_COUNTRIES.has(code)) continue;
      const label = names.of(code);
      if (!label || new Intl.Locale(`und-${code}`).maximize().region !== code) continue;
      options.push({ value: code, label });
    }
  }
  return options.sort((x, y) => x.label.localeCompare(y.label, lang));
}

/**
 * The products a visitor can ask about: the Products children of the navigation tree, by the last
 * segment of their url (`lonestar`, `owlsens-C`, `ovg-4` …), as the prefill links name them. A
 * programme listed under Products (`programme: true`, the Next Generation Chemical Detector) is no
 * product of ours, so it is not offered.
 * @param {import('../_data/navigation.js').NavigationItem[]} [tree]
 * @returns {EnquiryOption[]}
 * @throws {AuthorError} when the tree has no /products/ entry
 */
export function productOptions(tree = navigation) {
  const products = tree.find((item) => item.url === '/products/');
  if (!products) throw new AuthorError({ file: 'src/eleventy/enquiry-fields.js', problem: 'the navigation (src/_data/navigation.js) has no "/products/" entry to list products from' });
  return products.children.filter((child) => !child.programme).map((child) => ({ value: child.url.split('/').filter(Boolean).pop() ?? '', label: child.title }));
}

/**
 * What an enquiry is about. The values are the `?topic=` links' (product pages and the
 * specification table's "Full specifications on request" use `datasheet-quote`), so they stay as
 * they are; the labels offer only what the company does (docs/requirements.md#content-facts): no datasheet is published
 * yet, so that topic asks for product information, and there is no support topic until the company
 * offers a support service.
 */
export const TOPICS = [
  { value: 'product-question', label: 'A product or application question' },
  { value: 'datasheet-quote', label: 'Product information or a quote' },
  { value: 'distribution-partnership', label: 'Distribution and partnership' },
  { value: 'other', label: 'Something else' },
];

