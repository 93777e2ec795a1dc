/**
 * The `scroll-indicator` enhancer, as the registry loads it for `data-enhancer="scroll-indicator"` (DESIGN.md §2 "Macro ↔ enhancer").
 * Default export only (issue 15): the chunk then exports nothing else, and the minifier may inline
 * and rename the rest. The code, its documentation and the helpers the unit tests import are in
 * ./scroll-indicator/scroll-indicator.ts.
 */
export { default } from './scroll-indicator/scroll-indicator';
