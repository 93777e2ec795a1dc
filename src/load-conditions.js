// @ts-check
/**
 * When an enhancer's module loads (`data-enhancer-on` on its root; docs/architecture.md#budgets):
 * the one list that the loader's type (`LoadCondition`, enhancers/lib/loader.ts), the build's check
 * of every page (src/eleventy/bundle/enhancer-check.js) and its test read. Plain JavaScript, outside the
 * browser folder: the loader imports its type alone, so nothing of it reaches the visitor.
 */
export const LOAD_CONDITIONS = /** @type {const} */ (['load', 'visible', 'interaction', 'scroll', 'overflow', 'query']);
