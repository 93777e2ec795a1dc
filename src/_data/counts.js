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
import { navItem } from '../eleventy/navigation.js';

export default {
  products: Object.keys(products).length,
  applications: navItem('/applications/').children.length,
  markets: navItem('/markets/').children.length,
};
