/**
 * The `flexible-image` enhancer, as the registry loads it for `data-enhancer="flexible-image"` (DESIGN.md §2 "Macro ↔ enhancer").
 * Default export only (issue 15): the chunk then exports nothing else, and the minifier may inline
 * and rename the rest. The code, its documentation and the helpers the unit tests import are in
 * ./flexible-image/flexible-image.tsx.
 */
export { default } from './flexible-image/flexible-image';
