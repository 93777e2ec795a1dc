// @ts-check
/**
 * Vite plugin `owlstone:enhancer-registry` (issue 15; DESIGN.md §2 "Macro ↔ enhancer", §3 JS
 * budget): the registry is built from the enhancers/ folder. It serves the module
 * `virtual:enhancers`, which enhancers/registry.ts re-exports:
 *
 *   export const enhancers = { carousel: () => import('/enhancers/carousel.tsx'), … };
 *
 * one line per module of enhancers/ (src/eleventy/enhancer-modules.js: each `<name>.ts(x)` is the
 * enhancer `<name>`, the entries and lists excepted), each a dynamic import and so a chunk of its
 * own. Why not `import.meta.glob`: its keys are file paths (`./carousel.tsx`), and turning them into
 * names in the browser cost the registry chunk ≈ 60 B gzip on every page with a widget, where the
 * home page had none to spare (test/site/budgets.test.ts); here the names are written at build time.
 * The imports are root-relative: Vite's root holds a copy of enhancers/ in the build
 * (src/eleventy/assets.js) and is the project in the unit tests (vitest.config.ts uses this plugin too).
 */
import { enhancerModules } from '../enhancer-modules.js';

/** The id enhancers/registry.ts imports. */
export const ENHANCERS_ID = 'virtual:enhancers';
/** The resolved id (Rollup's `\0` prefix: a virtual module no other plugin loads). */
export const RESOLVED_ENHANCERS_ID = `\0${ENHANCERS_ID}`;

/**
 * The source of `virtual:enhancers`.
 * @param {Map<string, string>} [modules]  enhancer name → module path from the project root
 *   (default: the modules of enhancers/, `enhancerModules()`)
 * @returns {string} an ES module exporting `enhancers`, name → `() => import('/<path>')`
 */
export function enhancersSource(modules = enhancerModules()) {
  const lines = [...modules].map(([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`/${file}`)}),`);
  return `export const enhancers = {\n${lines.join('\n')}\n};\n`;
}

/**
 * @returns {import('vite').Plugin}
 */
export function enhancerRegistry() {
  return {
    name: 'owlstone:enhancer-registry',
    resolveId(id) {
      return id === ENHANCERS_ID ? RESOLVED_ENHANCERS_ID : null;
    },
    load(id) {
      // Read the folder at each load, so a module added while `npm run dev` runs is picked up on reload.
      return id === RESOLVED_ENHANCERS_ID ? enhancersSource() : null;
    },
  };
}
