/**
 * The `search-overlay` enhancer, as the registry loads it for `data-enhancer="search-overlay"` (DESIGN.md §2 "Macro ↔ enhancer").
 * Default export only (issue 15): the chunk then exports nothing else, and the minifier may inline
 * and rename the rest. The code, its documentation and the helpers the unit tests import are in
 * ./search-overlay/search-overlay.tsx.
 */
export { default } from './search-overlay/search-overlay';
