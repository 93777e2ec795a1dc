/**
 * The routes of the navigation tree (docs/requirements.md#navigation-tree), written out from the requirements themselves (not read from
 * src/_data/navigation.js) so the tests check the site against the requirements. `title` is given where the
 * requirements name it; `section` is the top-level entry the route sits under.
 */
export interface SpecRoute {
  url: string;
  section: string;
  title?: string;
}

const top = (url: string, title: string): SpecRoute => ({ url, section: url, title });
const child = (section: string, url: string, title?: string): SpecRoute => ({ url, section, title });

export const SPEC_ROUTES: SpecRoute[] = [
  top('/technology/', 'Technology'),
  top('/markets/', 'Markets'),
  child('/markets/', '/markets/defense/', 'Defense'),
  child('/markets/', '/markets/industrial/', 'Industrial'),
  child('/markets/', '/markets/internet-things/', 'Internet of Things'),
  top('/applications/', 'Applications'),
  ...[
    'oil-and-gas',
    'food-beverage',
    'pharmaceutical',
    'water-analysis',
    'detection-chemical-warfare-agents',
    'detection-toxic-industrial-chemicals',
    'detection-explosives',
    'detection-narcotics',
  ].map((slug) => child('/applications/', `/applications/${slug}/`)),
  child('/applications/', '/applications/partnership-opportunities/', 'Partnership Applications'),
  top('/products/', 'Products'),
  ...[
    'gen-sys-products',
    'ovg-4',
    'v-ovg',
    'ohg-4',
    'lonestar',
    'owlsens-t',
    'owlsens-C',
    'next-generation-chemical-detector',
  ].map((slug) => child('/products/', `/products/${slug}/`)),
  child('/products/', '/products/ofc-1/', 'OFC-1 Flow Controller'),
  top('/resources/', 'Resources'),
  top('/company/', 'Company'),
  child('/company/', '/company/news/', 'News'),
  child('/company/', '/company/distribution-partnership/', 'Distribution & Partnership'),
  child('/company/', '/company/awards/', 'Awards'),
];

/** The six top-level sections, in the order of the requirements. */
export const SPEC_SECTIONS = ['/technology/', '/markets/', '/applications/', '/products/', '/resources/', '/company/'];
