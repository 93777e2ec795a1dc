// @ts-check
/**
 * Vite plugin `owlstone:plain-dynamic-imports` (docs/architecture.md#budgets): every dynamic import is a
 * plain `import()`, without Vite's preload helper, so the entry chunk stays within its 1.5 KB gzip.
 * Used by src/eleventy/vite.js.
 */

/** A call site of Vite's preload helper around a dynamic import (see plainDynamicImports). */
const PRELOAD_CALL = /__vitePreload\(\(\) => (import\((["'`])[^"'`]+\2\)),__VITE_IS_MODERN__\?__VITE_PRELOAD__:void 0(?:,import\.meta\.url)?\)/g;

/**
 * Replaces Vite's dynamic-import preload helper (≈ 0.6 KB gzip, in the entry) with plain import()s.
 * With `modulePreload: false` the helper only loads CSS that a chunk imports, and enhancer chunks
 * import no CSS: component styles live in src/styles/ (docs/architecture.md#code). Keeps the entry within its
 * 1.5 KB budget (docs/architecture.md#budgets).
 * @returns {import('vite').Plugin}
 */
export function plainDynamicImports() {
  const helperId = '\0vite/preload-helper.js';
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'owlstone:plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === helperId ? 'export const __vitePreload = (load) => load();' : null;
    },
    // Unwrap the call sites too: `__vitePreload(() => import("./x"), …)` becomes `import("./x")`.
    transform: {
      order: 'post',
      handler(code) {
        if (!code.includes('__vitePreload(')) return null;
        return code.replace(PRELOAD_CALL, '$1');
      },
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isDynamicEntry && file.viteMetadata?.importedCss.size) {
          this.error(`${file.fileName} imports CSS, which plain dynamic imports would not load. Put the styles in src/styles/components/.`);
        }
      }
    },
  };
  return plugin;
}
