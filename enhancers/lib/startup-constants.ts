/**
 * The constants the entry (enhancers/main.ts) needs, apart from the widgets' ones in constants.ts,
 * so that Rollup keeps only these in the entry chunk (docs/architecture.md#budgets: entry ≤ 1.5 KB gzip).
 */

/** docs/requirements.md#page-startup: each on-demand chunk load times out after this many ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/**
 * Elements the start-up routines look for (docs/requirements.md#page-startup), by chunk name; a routine's chunk
 * loads only when one matches. Kept in JSON so `npm run bench` (Node) reads the same selectors.
 * - image-sizes: images whose `sizes` is set to their rendered width
 * - iframe-fix: iframes re-created in Safari-like browsers
 * - marketing-forms: forms of a marketing form library (HubSpot, Marketo, Pardot), or an element
 *   marked `data-marketing-form` that holds such a library's embed (its form comes later)
 * - viewport: animated elements that gain `in-viewport` (docs/requirements.md#animated-elements)
 */
export { default as SELECTORS } from './selectors.json';
