// @ts-check
/** Vite plugin: the manifest moves out of the site (docs/architecture.md#the-vite-build). */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Moves `.vite/manifest.json` out of the built site once the bundle is written, and removes `.vite/`.
 * @param {string} destination  where the manifest goes (viteManifestFile()) @returns {import('vite').Plugin}
 */
export function manifestOutOfSite(destination) {
  return {
    name: 'owlstone:manifest-out-of-site',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const folder = path.join(options.dir, '.vite');
      await mkdir(path.dirname(destination), { recursive: true });
      await copyFile(path.join(folder, 'manifest.json'), destination);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
