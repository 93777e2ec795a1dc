// @ts-check
/**
 * Vite post-processes Eleventy's output (DESIGN.md §1): bundles and hashes CSS (and, from the
 * enhancer runtime on, the TypeScript entry). Files that no page references must live in `public/`
 * (Vite's publicDir) or be written under `/public/` by a template, or Vite drops them
 * (DESIGN.md §5, plugin issues #42 and #38).
 */
import path from 'node:path';
import EleventyVitePlugin from '@11ty/eleventy-plugin-vite';
import { viteTempFolder } from '../folders.js';

/**
 * `react` and `react-dom` resolve to preact/compat (DESIGN.md §5: the specific keys first). Also
 * used by vitest.config.ts, so tests run the same code the browser gets.
 */
export const preactAliases = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

/** A call site of Vite's preload helper around a dynamic import (see plainDynamicImports). */
const PRELOAD_CALL = /__vitePreload\(\(\) => (import\((["'`])[^"'`]+\2\)),__VITE_IS_MODERN__\?__VITE_PRELOAD__:void 0(?:,import\.meta\.url)?\)/g;

/**
 * Replaces Vite's dynamic-import preload helper (≈ 0.6 KB gzip, in the entry) with plain import()s.
 * With `modulePreload: false` the helper only loads CSS that a chunk imports, and enhancer chunks
 * import no CSS: component styles live in src/styles/ (DESIGN.md §4). Keeps the entry within its
 * 1.5 KB budget (DESIGN.md §3).
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

/** The one script tag's module (DESIGN.md §2); it and its static imports make the entry chunk. */
const ENTRY = /\/enhancers\/main\.ts$/;
/** Our helpers (SPEC §9 utilities, the store, constants): candidates for the shared chunk. */
const LIB = /\/enhancers\/lib\/[^/]+\.(ts|tsx)$/;
/** Preact, core, hooks, jsx-runtime and compat (what `react` and `react-dom` resolve to). */
const PREACT = /\/node_modules\/preact\//;

/** @typedef {{ getModuleIds: () => IterableIterator<string>, getModuleInfo: (id: string) => import('rollup').ModuleInfo | null }} ManualChunkMeta */

/**
 * The modules the entry (enhancers/main.ts) imports statically, recursively: they stay in the
 * entry chunk, which is what the browser runs first (DESIGN.md §3: ≤ 1.5 KB gzip).
 * @param {ManualChunkMeta} meta @returns {Set<string>}
 */
function entryModules({ getModuleIds, getModuleInfo }) {
  const ids = new Set([...getModuleIds()].filter((id) => ENTRY.test(id)));
  for (const id of ids) for (const imported of getModuleInfo(id)?.importedIds ?? []) ids.add(imported);
  return ids;
}

/** @type {WeakMap<ManualChunkMeta['getModuleInfo'], Set<string>>} */
const entryModulesByBuild = new WeakMap();

/**
 * Rollup `output.manualChunks` (DESIGN.md §3 JS budget). Every page that has any widget has the
 * header's two (mobile nav, search), so once its widgets are used it always loads Preact and the
 * helpers they share. Left to itself Rollup makes each helper a chunk of its own (the store, the
 * constants, timing, DOM and scroll-to helpers: five chunks of 150–600 B), and every file costs its
 * own gzip header and dictionary. Here they go into one chunk, "shared", with Preact:
 * - Preact (node_modules/preact: core, hooks, jsx-runtime, compat);
 * - each module of enhancers/lib/ that two or more modules import statically and that is neither
 *   loaded on demand itself (a routine's chunk such as viewport) nor part of the entry.
 * A helper only one enhancer imports stays in that enhancer's chunk, and a library only one
 * enhancer uses (Glide) stays in its chunk. The entry's own modules (main.ts and what it imports)
 * are named "main", the chunk they form anyway: otherwise Rollup would pull the ones the shared
 * helpers import (constants.ts re-exports startup-constants.ts) into "shared", and the entry
 * would import it. A page whose only widgets are the header's still loads the entry alone before
 * any interaction (test/site/budgets.test.ts).
 * @param {string} id  the module's resolved id
 * @param {ManualChunkMeta} meta
 * @returns {'main' | 'shared' | undefined}
 */
export function sharedChunks(id, meta) {
  let entry = entryModulesByBuild.get(meta.getModuleInfo);
  if (!entry) entryModulesByBuild.set(meta.getModuleInfo, (entry = entryModules(meta)));
  if (entry.has(id)) return 'main';
  if (PREACT.test(id)) return 'shared';
  const info = LIB.test(id) ? meta.getModuleInfo(id) : null;
  if (info && !info.isEntry && info.dynamicImporters.length === 0 && info.importers.length >= 2) return 'shared';
  return undefined;
}

/**
 * Terser, not esbuild, minifies the bundle (DESIGN.md §3 JS budget): ≈ 1.5 % less gzip on our
 * chunks and ≈ 3 % on Glide's. ES2020 output (`??`, `?.`), which the build target already allows;
 * terser's safe defaults otherwise (no `unsafe*` options, `pure_getters` and `keep_fargs` as
 * they are): the `unsafe_arrows` / `pure_getters: true` variants saved ≈ 20 B a page, not worth
 * the risk of dropping a read kept for its side effect or turning a constructor into an arrow.
 */
export const terserOptions = { module: true, ecma: /** @type {const} */ (2020), compress: { passes: 3 }, mangle: true };

/** The modules whose dynamic imports the loader calls, reading only `default` (enhancers/lib/loader.ts). */
const LOADER_LISTS = /\/enhancers\/(registry|routine-chunks)\.ts$/;
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

/** JSX compiles to Preact's automatic runtime. */
export const jsxOptions = { jsx: /** @type {const} */ ('automatic'), jsxImportSource: 'preact' };

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function vite(eleventyConfig) {
  // `npm run build:html` sets SKIP_VITE for a fast Eleventy-only check of pages (no bundling).
  if (process.env.SKIP_VITE) return;
  eleventyConfig.addPlugin(EleventyVitePlugin, {
    tempFolderName: viteTempFolder(),
    viteOptions: {
      logLevel: 'warn',
      resolve: {
        // An object, not an array: the plugin deep-merges these options into its own alias object.
        alias: { '/node_modules': path.resolve('node_modules'), ...preactAliases },
      },
      esbuild: jsxOptions,
      plugins: [plainDynamicImports(), defaultOnlyExports()],
      build: {
        assetsInlineLimit: 0,
        cssCodeSplit: true,
        // No preload helper in the entry (≈ 0.6 KB gzip): each chunk is a plain import(), and the
        // entry stays within the 1.5 KB budget (DESIGN.md §3).
        modulePreload: false,
        // _site/.vite/manifest.json: which file each chunk became (read by `npm run bench`).
        manifest: true,
        minify: 'terser',
        terserOptions,
        rollupOptions: { output: { manualChunks: sharedChunks } },
      },
    },
  });
}
