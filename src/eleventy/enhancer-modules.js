// @ts-check
/** The enhancers, read from the folder enhancers/ (docs/architecture.md#macro--enhancer). */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT as ROOT } from '../content/read.js';

/** Folders that are no enhancer of the registry: shared code, and the gallery's own (enhancers/gallery.ts). */
const NOT_ENHANCERS = ['lib', 'page-switcher'];

/**
 * @returns {Map<string, string>} the enhancers of enhancers/, by
 *   name: each folder `<name>/` but NOT_ENHANCERS → its module (`enhancers/carousel/carousel.tsx`)
 * @throws {Error} when the folder does not exist, or naming a folder without its `<name>.ts(x)` module
 */
export function enhancerModules() {
  const names = readdirSync(path.join(ROOT, 'enhancers'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_ENHANCERS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  return new Map(
    names.map((name) => {
      const file = ['tsx', 'ts'].map((ext) => `enhancers/${name}/${name}.${ext}`).find((f) => existsSync(path.join(ROOT, f)));
      if (!file) throw new Error(`enhancers/${name}/ has no module ${name}.ts or ${name}.tsx: add it (its default export is the enhancer), or move the folder out of enhancers/.`);
      return [name, file];
    }),
  );
}
