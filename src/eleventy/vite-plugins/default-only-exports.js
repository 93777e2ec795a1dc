// @ts-check
/**
 * Vite plugin `owlstone:default-only-exports` (DESIGN.md §3 JS budget): on-demand chunks keep only
 * the exports something imports (an enhancer's `default`). Used by src/eleventy/vite.js.
 */

/** The modules whose dynamic imports the loader calls, reading only `default` (enhancers/lib/loader.ts):
 *  the registry's list (`virtual:enhancers`) and the routine list. */
const LOADER_LISTS = /^\0virtual:enhancers$|\/enhancers\/routine-chunks\.ts$/;
/** Rollup's export statement, which ends an ES chunk: `export { a as b, c };`. */
const EXPORT_BLOCK = /\bexport\s*\{([^{}]*)\};?\s*$/;

/**
 * Drops the named exports nobody imports from on-demand chunks. The loader calls only an
 * enhancer's (or a routine's) `default` export, but Rollup exports every variable of a dynamically
 * imported module that the chunk keeps: the helpers exported for the unit tests
 * (`measureOverlay`, `readMobileNavProps` …) stay under their names, and terser may not inline or
 * rename them. Only chunks that nothing but the registry and the routine list import dynamically
 * are touched, and an export another chunk imports statically is kept.
 * @returns {import('vite').Plugin}
 */
export function defaultOnlyExports() {
  return {
    name: 'owlstone:default-only-exports',
    apply: 'build',
    renderChunk: {
      order: 'pre',
      handler(code, chunk, _options, { chunks }) {
        if (!chunk.isDynamicEntry || chunk.isEntry || !chunk.facadeModuleId) return null;
        const importers = this.getModuleInfo(chunk.facadeModuleId)?.dynamicImporters ?? [];
        if (importers.length === 0 || !importers.every((id) => LOADER_LISTS.test(id))) return null;
        const wanted = new Set(['default']);
        for (const other of Object.values(chunks)) for (const name of other.importedBindings[chunk.fileName] ?? []) wanted.add(name);
        const block = EXPORT_BLOCK.exec(code);
        if (!block) return null;
        const kept = block[1]
          .split(',')
          .map((spec) => spec.trim())
          .filter((spec) => spec && wanted.has(spec.split(/\s+as\s+/).pop() ?? spec));
        return { code: code.slice(0, block.index) + (kept.length ? `export { ${kept.join(', ')} };\n` : ''), map: null };
      },
    },
  };
}
