// @ts-check
/**
 * The enhancers, read from the folder (docs/architecture.md#macro--enhancer): each folder
 * `enhancers/<name>/` holding the module `<name>.ts` or `<name>.tsx` is the enhancer `<name>`,
 * except the folders in `NOT_ENHANCERS`. The source of the registry (enhancers/registry.ts, via the
 * Vite plugin vite-plugins/enhancer-registry.js). Also used by the build's check of `data-enhancer`
 * names (enhancer-check.js) and by the tests that walk every enhancer (test/unit/enhancers.test.ts,
 * test/browser/blocked-chunks.spec.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (this file is src/eleventy/enhancer-modules.js). */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Folders of enhancers/ that are not the registry's enhancers: the shared code (lib/) and the
 * developer tooling's enhancer, which enhancers/gallery.ts loads so production pages do not carry
 * its registry line.
 */
export const NOT_ENHANCERS = ['lib', 'page-switcher'];

/**
 * The enhancer modules of a folder.
 * @param {string} [dir]  the folder, relative to the project root (default `enhancers`)
 * @returns {Map<string, string>} enhancer name (the folder's name) → its module's path relative to
 *   the project root, e.g. `carousel` → `enhancers/carousel/carousel.tsx`, sorted by name
 * @throws {Error} (from `readdirSync`) when the folder does not exist, or naming a folder without
 *   its `<name>.ts(x)` module
 */
export function enhancerModules(dir = 'enhancers') {
  const names = readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_ENHANCERS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  return new Map(
    names.map((name) => {
      const file = ['tsx', 'ts'].map((ext) => `${dir}/${name}/${name}.${ext}`).find((f) => existsSync(path.join(ROOT, f)));
      if (!file) throw new Error(`${dir}/${name}/ has no module ${name}.ts or ${name}.tsx: add it (its default export is the enhancer), or move the folder out of ${dir}/.`);
      return [name, file];
    }),
  );
}
