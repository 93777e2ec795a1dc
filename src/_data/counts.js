// @ts-check
/**
 * Figures the site counts from its own data (global data `counts`), so a key figure that shows one
 * stays true when a product, an application or a market is added: a Key figures block in the CMS
 * picks one as its "Counted by the site" (src/admin/editor-components.js).
 * - `products`: the instruments and sensors of src/content/products/ (the Products page lists the
 *   Gen-SYS line and the NGCD programme too, which this does not count and no label claims);
 * - `applications` and `markets`: the pages under /applications/ and /markets/ in the navigation
 *   (the markets include the sister company's).
 */
import products from './products.js';
import navigation from './navigation.js';

/**
 * How many pages the navigation lists under the top-level entry at `url`.
 * @param {string} url  e.g. "/markets/"
 * @throws {Error} when the navigation has no such entry (src/_data/navigation.js)
 */
function childCount(url) {
  const entry = navigation.find((item) => item.url === url);
  if (!entry)
    throw new Error(
      `src/_data/navigation.js has no top-level entry "${url}", which src/_data/counts.js counts the pages of`,
    );
  return entry.children.length;
}

export default {
  products: Object.keys(products).length,
  applications: childCount('/applications/'),
  markets: childCount('/markets/'),
};
