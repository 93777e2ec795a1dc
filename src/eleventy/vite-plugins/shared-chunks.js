// @ts-check
/** Rollup's `output.manualChunks`: the chunks "main" and "shared" (docs/architecture.md#the-vite-build). */

/** The one script tag's module; it and its static imports make the entry chunk. */
const ENTRY = /\/enhancers\/main\.ts$/;
/** Our helpers (docs/requirements.md#utilities): candidates for the shared chunk. */
const LIB = /\/enhancers\/lib\/[^/]+\.(ts|tsx)$/;
/** Preact, core, hooks, jsx-runtime and compat (what `react` and `react-dom` resolve to). */
const PREACT = /\/node_modules\/preact\//;

/** @typedef {import('rollup').ManualChunkMeta} ManualChunkMeta */

/** @param {ManualChunkMeta} meta @returns {Set<string>} the entry's modules and their static imports, recursively */
function entryModules({ getModuleIds, getModuleInfo }) {
  const ids = new Set([...getModuleIds()].filter((id) => ENTRY.test(id)));
  for (const id of ids) for (const imported of getModuleInfo(id)?.importedIds ?? []) ids.add(imported);
  return ids;
}

/** @type {WeakMap<ManualChunkMeta['getModuleInfo'], Set<string>>} */
const entryModulesByBuild = new WeakMap();

/**
 * "main" for the entry's modules; "shared" for Preact and each helper of enhancers/lib/ that two or more
 * modules import statically and that is not loaded on demand; else Rollup's choice.
 * @param {string} id  the module's resolved id @param {ManualChunkMeta} meta @returns {'main' | 'shared' | undefined}
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
