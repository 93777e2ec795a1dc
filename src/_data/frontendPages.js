// @ts-check
/**
 * The template pages of the component gallery (SPEC §2 "Page switcher (developer tooling)", §3
 * "Page selector"), derived, not kept by hand (issue 15; src/eleventy/frontend.js): one page per
 * component with examples in layouts/components/<name>.examples.yaml, and one per folder pages/frontend/<name>/
 * (a whole page of its own). Each name is served at `/frontend/<name>/`; the page switcher lists
 * these names, sorted, with hyphens replaced by spaces. The pages are built by `npm run dev` and by
 * `FRONTEND=1 npm run build` only.
 * @type {string[]}
 */
import { loadComponents } from '../eleventy/examples.js';
import { componentsWithPages, pageFolders, templatePages } from '../eleventy/frontend.js';

export default templatePages(componentsWithPages(loadComponents()), pageFolders());
