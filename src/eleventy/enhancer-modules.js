// @ts-check
/**
 * The enhancers, read from the folder (issue 15, DESIGN.md §2 "Macro ↔ enhancer"): each module
 * `enhancers/<name>.ts` or `.tsx` is the enhancer `<name>`, except the files in `NOT_ENHANCERS`.
 * The source of the registry (enhancers/registry.ts, via the Vite plugin
 * vite-plugins/enhancer-registry.js). Also used by the build's check of `data-enhancer` names
 * (enhancer-check.js) and by the tests that walk every enhancer (test/unit/enhancers.test.ts,
 * test/browser/blocked-chunks.spec.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (this file is src/eleventy/enhancer-modules.js). */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Files of enhancers/ that are not enhancers: the entries (main.ts, frontend.ts), the lists of
 * chunks (registry.ts, routine-chunks.ts) and the developer tooling's enhancer, which
 * enhancers/frontend.ts loads so production pages do not carry its registry line. The one list:
 * the registry (src/eleventy/vite-plugins/enhancer-registry.js), the build check and the tests
 * all read enhancerModules().
 */
export const NOT_ENHANCERS = ['main.ts', 'frontend.ts', 'registry.ts', 'routine-chunks.ts', 'page-switcher.tsx'];

/**
 * The enhancer modules of a folder.
 * @param {string} [dir]  the folder, relative to the project root (default `enhancers`)
 * @returns {Map<string, string>} enhancer name (the file name without extension) → the module's
 *   path relative to the project root, e.g. `carousel` → `enhancers/carousel.tsx`, sorted by name
 * @throws {Error} (from `readdirSync`) when the folder does not exist
 */
export function enhancerModules(dir = 'enhancers') {
  const files = readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !NOT_ENHANCERS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  return new Map(files.map((file) => [file.replace(/\.tsx?$/, ''), `${dir}/${file}`]));
}
