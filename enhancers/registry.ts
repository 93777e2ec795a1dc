/**
 * Every enhancer, by the name its macro's root carries in `data-enhancer` (docs/architecture.md#macro--enhancer). Built from the folder: each folder `enhancers/<name>/` with its module
 * `<name>.ts` or `.tsx` is the enhancer `<name>` (src/eleventy/bundle/enhancer-modules.js, which leaves
 * out lib/ and the gallery tooling's page-switcher/, loaded by enhancers/gallery.ts so production
 * pages do not carry its line). The list itself is the module `virtual:enhancers`, written at build
 * time by the Vite plugin src/eleventy/bundle/enhancer-registry.js: one dynamic import per
 * module, so each is a chunk of its own. Adding an enhancer is adding its folder (docs/architecture.md, "Add a page or a component");
 * test/unit/enhancers.test.ts fails when a `data-enhancer` in layouts/ or pages/ has no module or
 * no unit test. This module is itself a chunk ("registry"), loaded by the entry only once some
 * root is ready to be enhanced, so the entry does not grow with every widget (docs/architecture.md#budgets: entry
 * ≤ 1.5 KB gzip).
 */
import { enhancers } from 'virtual:enhancers';
import type { Registry } from './lib/loader';

/** Enhancers, by the name their macro's root carries in `data-enhancer`. */
export const registry: Registry = enhancers;
