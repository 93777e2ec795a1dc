// @ts-check
/** The enhancers, read from the components' folders (docs/architecture.md#macro--enhancer). */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT as ROOT } from '../../content/read.js';

/** The components' folder: `components/<name>/`, each component's files side by side. */
export const COMPONENTS = 'components';

/** Components whose module is no enhancer of the registry: the gallery's own (enhancers/gallery.ts). */
const NOT_ENHANCERS = ['page-switcher'];

/**
 * @returns {Map<string, string>} the enhancers, by name: each folder `components/<name>/` that
 *   holds a module `<name>.tsx` or `<name>.ts` (but NOT_ENHANCERS) → that module
 *   (`components/carousel/carousel.tsx`); a component without one (the footer) has no enhancer
 * @throws {Error} when the components' folder does not exist
 */
export function enhancerModules() {
  const names = readdirSync(path.join(ROOT, COMPONENTS), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_ENHANCERS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  return new Map(
    names.flatMap((name) => {
      const file = ['tsx', 'ts']
        .map((ext) => `${COMPONENTS}/${name}/${name}.${ext}`)
        .find((f) => existsSync(path.join(ROOT, f)));
      return file ? [[name, file]] : [];
    }),
  );
}
