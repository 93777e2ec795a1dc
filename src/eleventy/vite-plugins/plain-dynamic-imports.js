// @ts-check
/** Vite plugin: every dynamic import a plain `import()` (docs/architecture.md#the-vite-build). */

/** A call site of Vite's preload helper around a dynamic import. */
const PRELOAD_CALL = /__vitePreload\(\(\) => (import\((["'`])[^"'`]+\2\)),__VITE_IS_MODERN__\?__VITE_PRELOAD__:void 0(?:,import\.meta\.url)?\)/g;

/**
 * Replaces Vite's preload helper (≈ 0.6 KB gzip, in the entry) and its call sites with plain import()s;
 * the build fails naming a dynamically imported chunk that imports CSS. @returns {import('vite').Plugin}
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
