// @ts-check
/**
 * The enhancers, read from the folder as enhancers/registry.ts builds its registry (issue 15, DESIGN.md
 * §2 "Macro ↔ enhancer"): each module `enhancers/<name>.ts` or `.tsx` is the enhancer `<name>`,
 * except the files in `NOT_ENHANCERS`. Used by the build's check of `data-enhancer` names
 * (enhancer-check.js) and by the tests that walk every enhancer (test/unit/enhancers.test.ts,
 * test/browser/blocked-chunks.spec.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (this file is src/eleventy/enhancer-modules.js). */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Files of enhancers/ that are not enhancers: the entries, the lists of chunks and the developer
 * tooling's enhancer (loaded by enhancers/frontend.ts). The same files as the negated patterns of
 * the glob in enhancers/registry.ts (a glob's patterns must be literals there, so the list is
 * written twice; test/unit/enhancers.test.ts fails when they differ).
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
