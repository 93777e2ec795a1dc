// @ts-check
/**
 * Rollup's `output.manualChunks` hook (docs/architecture.md#budgets): the entry's modules make the chunk
 * "main"; Preact and the helpers several enhancers share make one chunk, "shared". Used by
 * src/eleventy/vite.js.
 */

/** The one script tag's module (docs/architecture.md#contracts); it and its static imports make the entry chunk. */
const ENTRY = /\/enhancers\/main\.ts$/;
/** Our helpers (docs/requirements.md#utilities, the store, constants): candidates for the shared chunk. */
const LIB = /\/enhancers\/lib\/[^/]+\.(ts|tsx)$/;
/** Preact, core, hooks, jsx-runtime and compat (what `react` and `react-dom` resolve to). */
const PREACT = /\/node_modules\/preact\//;

/** @typedef {{ getModuleIds: () => IterableIterator<string>, getModuleInfo: (id: string) => import('rollup').ModuleInfo | null }} ManualChunkMeta */

/**
 * The modules the entry (enhancers/main.ts) imports statically, recursively: they stay in the
 * entry chunk, which is what the browser runs first (docs/architecture.md#budgets: ≤ 1.5 KB gzip).
 * @param {ManualChunkMeta} meta
 * @returns {Set<string>}
 */
function entryModules({ getModuleIds, getModuleInfo }) {
  const ids = new Set([...getModuleIds()].filter((id) => ENTRY.test(id)));
  for (const id of ids) for (const imported of getModuleInfo(id)?.importedIds ?? []) ids.add(imported);
  return ids;
}

/** @type {WeakMap<ManualChunkMeta['getModuleInfo'], Set<string>>} */
const entryModulesByBuild = new WeakMap();

/**
 * Rollup `output.manualChunks` (docs/architecture.md#budgets). Every page that has any widget has the
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
