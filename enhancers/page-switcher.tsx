/**
 * The gallery tooling's `page-switcher` enhancer, as enhancers/frontend.ts loads it.
 * Default export only (issue 15): the chunk then exports nothing else, and the minifier may inline
 * and rename the rest. The code, its documentation and the helpers the unit tests import are in
 * ./page-switcher/page-switcher.tsx.
 */
export { default } from './page-switcher/page-switcher';
