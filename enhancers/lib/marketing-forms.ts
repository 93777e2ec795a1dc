/**
 * The `marketing-forms` start-up routine's chunk (enhancers/routine-chunks.ts, docs/requirements.md#page-startup).
 * Default export only: the chunk then exports nothing else, and the minifier may inline
 * and rename the rest. The code, its documentation and the helpers the unit tests import are in
 * ./marketing-forms/marketing-forms.ts.
 */
export { default } from './marketing-forms/marketing-forms';
