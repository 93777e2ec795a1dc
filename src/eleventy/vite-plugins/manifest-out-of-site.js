// @ts-check
/**
 * Vite writes its manifest (which file each chunk became) into the site, as `.vite/manifest.json`.
 * Netlify leaves dotfiles out of a deploy, but other hosts would serve it, and nothing in the site
 * reads it at run time: only the tests do (test/site/search-index.test.ts,
 * test/browser/blocked-chunks.spec.ts). Once the bundle is written, this plugin moves it out of
 * the site, to `viteManifestFile()` (src/folders.js), and removes `.vite/`.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * @param {string} destination  where the manifest goes (viteManifestFile())
 * @returns {import('vite').Plugin}
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
