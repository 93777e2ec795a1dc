// @ts-check
/**
 * Vite plugin `owlstone:enhancer-registry` (docs/architecture.md#macro--enhancer, docs/architecture.md#budgets): the
 * registry is built from the enhancers/ folder. It serves the module `virtual:enhancers`, which
 * enhancers/registry.ts re-exports:
 *
 *   export const enhancers = { carousel: () => import('/enhancers/carousel/carousel.tsx?default'), … };
 *
 * one line per enhancer (src/eleventy/enhancer-modules.js: each folder `<name>/` with its module
 * `<name>.ts(x)`), each a dynamic import and so a chunk of its own, of the module's default export
 * only (`DEFAULT_ONLY`): the helpers its unit tests import are not the chunk's exports. Why not `import.meta.glob`: its keys are file paths (`./carousel.tsx`), and turning them into
 * names in the browser cost the registry chunk ≈ 60 B gzip on every page with a widget, where the
 * home page had none to spare (test/site/budgets.test.ts); here the names are written at build time.
 * The imports are root-relative: Vite's root holds a copy of enhancers/ in the build
 * (src/eleventy/assets.js) and is the project in the unit tests (vitest.config.ts uses this plugin too).
 */
import { enhancerModules } from '../enhancer-modules.js';

/**
 * The query that makes an import see a module's default export only: `import('/x.tsx?default')`
 * loads `export { default } from '/x.tsx'`, so its chunk exports nothing else and the minifier may
 * inline and rename the rest. (Rollup keeps every export a dynamic entry's code still uses, even
 * when the importer reads only `default`.)
 */
export const DEFAULT_ONLY = '?default';

/** The id enhancers/registry.ts imports. */
export const ENHANCERS_ID = 'virtual:enhancers';
/** The resolved id (Rollup's `\0` prefix: a virtual module no other plugin loads). */
export const RESOLVED_ENHANCERS_ID = `\0${ENHANCERS_ID}`;

/**
 * The source of `virtual:enhancers`.
 * @param {Map<string, string>} [modules]  enhancer name → module path from the project root
 *   (default: the modules of enhancers/, `enhancerModules()`)
 * @returns {string} an ES module exporting `enhancers`, name → `() => import('/<path>?default')`
 */
export function enhancersSource(modules = enhancerModules()) {
  const lines = [...modules].map(([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`/${file}${DEFAULT_ONLY}`)}),`);
  return `export const enhancers = {\n${lines.join('\n')}\n};\n`;
}

/**
 * @returns {import('vite').Plugin}
 */
export function enhancerRegistry() {
  return {
    name: 'owlstone:enhancer-registry',
    async resolveId(id, importer) {
      if (id === ENHANCERS_ID) return RESOLVED_ENHANCERS_ID;
      if (!id.endsWith(DEFAULT_ONLY)) return null;
      const module = await this.resolve(id.slice(0, -DEFAULT_ONLY.length), importer, { skipSelf: true });
      return module && `${module.id}${DEFAULT_ONLY}`;
    },
    load(id) {
      if (id.endsWith(DEFAULT_ONLY)) return `export { default } from ${JSON.stringify(id.slice(0, -DEFAULT_ONLY.length))};`;
      // Read the folder at each load, so a module added while `npm run dev` runs is picked up on reload.
      return id === RESOLVED_ENHANCERS_ID ? enhancersSource() : null;
    },
  };
}
