// @ts-check
/**
 * The navigation tree (docs/requirements.md#navigation-tree, docs/requirements.md#navigation-item), the one source for the header,
 * the mobile menu, the footer, the breadcrumbs, the sitemap and the build-time checks.
 *
 * @typedef {object} NavigationItem
 * @property {string} url       Site-relative url ending in "/", or an absolute url for another host.
 * @property {string} title     Link text, and the page's title unless the page sets its own.
 * @property {NavigationItem[]} children  Sub-pages (up to two levels below the top).
 * @property {boolean} here     docs/requirements.md#navigation-tree, docs/requirements.md#navigation-item: true for the current section. False throughout this data:
 *   which section is current depends on the page, so each page's copy of the tree gets it from
 *   `withCurrentSection` (src/eleventy/pages/navigation.js). The requirements show Markets flagged because its
 *   data was captured on a Markets page.
 * @property {true} [programme]  Under Products, an entry that is a programme we develop detectors
 *   for, not a product we sell: it keeps its place in the menus, but its card and slide are
 *   labelled "Programme", the enquiry form does not offer it as a product, and no product count
 *   includes it (docs/authoring.md, "Products").
 */
import site from './site.js';

/**
 * @param {string} url
 * @param {string} title
 * @param {NavigationItem[]} [children]
 * @param {{ programme?: true }} [kind]  `{ programme: true }` for a programme listed under Products
 * @returns {NavigationItem}
 */
const item = (url, title, children = [], kind = {}) => ({ url, title, children, here: false, ...kind });

/** @type {NavigationItem[]} */
export default [
  item('/technology/', 'Technology'),
  item('/markets/', 'Markets', [
    item('/markets/defense/', 'Defense'),
    item('/markets/industrial/', 'Industrial'),
    item('/markets/internet-things/', 'Internet of Things'),
    item(site.medical.url, 'Medical'),
  ]),
  item('/applications/', 'Applications', [
    item('/applications/oil-and-gas/', 'Oil and Gas'),
    item('/applications/food-beverage/', 'Food and Beverage'),
    item('/applications/pharmaceutical/', 'Pharmaceutical'),
    item('/applications/water-analysis/', 'Water Analysis'),
    item('/applications/partnership-opportunities/', 'Partnership Applications'),
    item('/applications/detection-chemical-warfare-agents/', 'Chemical Warfare Agents'),
    item('/applications/detection-toxic-industrial-chemicals/', 'Toxic Industrial Chemicals'),
    item('/applications/detection-explosives/', 'Explosives'),
    item('/applications/detection-narcotics/', 'Narcotics'),
  ]),
  item('/products/', 'Products', [
    item('/products/gen-sys-products/', 'Gen-SYS Products'),
    item('/products/ovg-4/', 'OVG-4'),
    item('/products/v-ovg/', 'V-OVG'),
    item('/products/ohg-4/', 'OHG-4'),
    item('/products/ofc-1/', 'OFC-1 Flow Controller'),
    item('/products/lonestar/', 'Lonestar'),
    item('/products/owlsens-t/', 'OwlSens-T'),
    item('/products/owlsens-C/', 'OwlSens-C'),
    item('/products/next-generation-chemical-detector/', 'Next Generation Chemical Detector', [], { programme: true }),
  ]),
  item('/resources/', 'Resources'),
  item('/company/', 'Company', [
    item('/company/news/', 'News'),
    item('/company/distribution-partnership/', 'Distribution & Partnership'),
    item('/company/awards/', 'Awards'),
  ]),
];
