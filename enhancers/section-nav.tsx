/**
 * The `section-nav` enhancer, as the registry loads it for `data-enhancer="section-nav"` (DESIGN.md §2 "Macro ↔ enhancer").
 * Default export only (issue 15): the chunk then exports nothing else, and the minifier may inline
 * and rename the rest. The code, its documentation and the helpers the unit tests import are in
 * ./section-nav/section-nav.tsx.
 */
export { default } from './section-nav/section-nav';
