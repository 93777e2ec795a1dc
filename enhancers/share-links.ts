/**
 * The `share-links` enhancer, as the registry loads it for `data-enhancer="share-links"` (DESIGN.md §2 "Macro ↔ enhancer").
 * Default export only (issue 15): the chunk then exports nothing else, and the minifier may inline
 * and rename the rest. The code, its documentation and the helpers the unit tests import are in
 * ./share-links/share-links.ts.
 */
export { default } from './share-links/share-links';
