// @ts-check
/** Defaults for every page under pages/: content pages use the `page` layout. */
export default {
  layout: 'page.njk',
};
