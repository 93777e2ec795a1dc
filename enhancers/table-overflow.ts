/**
 * The `table-overflow` enhancer, as the registry loads it for `data-enhancer="table-overflow"` (DESIGN.md §2 "Macro ↔ enhancer").
 * Default export only (issue 15): the chunk then exports nothing else, and the minifier may inline
 * and rename the rest. The code, its documentation and the helpers the unit tests import are in
 * ./table-overflow/table-overflow.ts.
 */
export { default } from './table-overflow/table-overflow';
