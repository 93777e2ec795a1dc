// @ts-check
/** Vite plugin: the registry `virtual:enhancers`, built from enhancers/ (docs/architecture.md#the-vite-build). */
import { enhancerModules } from './enhancer-modules.js';

/** The query that makes an import see a module's default export only: `import('/x.tsx?default')`. */
export const DEFAULT_ONLY = '?default';

const ENHANCERS_ID = 'virtual:enhancers';
/** Rollup's `\0` prefix: a virtual module no other plugin loads. */
const RESOLVED_ENHANCERS_ID = `\0${ENHANCERS_ID}`;

/** @returns {string} the source of `virtual:enhancers`: `enhancers`, name → `() => import('/<path>?default')` */
export function enhancersSource() {
  const lines = [...enhancerModules()].map(
    ([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`/${file}${DEFAULT_ONLY}`)}),`,
  );
  return `export const enhancers = {\n${lines.join('\n')}\n};\n`;
}

/** @returns {import('vite').Plugin} the plugin `owlstone:enhancer-registry` */
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
      if (id.endsWith(DEFAULT_ONLY))
        return `export { default } from ${JSON.stringify(id.slice(0, -DEFAULT_ONLY.length))};`;
      return id === RESOLVED_ENHANCERS_ID ? enhancersSource() : null;
    },
  };
}
