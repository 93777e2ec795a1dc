// @ts-check
/**
 * The one place that names the build's output and temporary folders, read by the
 * Eleventy config, the Vite plugin options, the scripts (search index, page weights, bench) and the
 * tests, so that two builds side by side (`SITE_DIR=…`) never share a folder and `npm run bench`
 * clears the Vite temp folder the build really uses.
 *
 * - `SITE_DIR` (env, default `_site`): the built site.
 * - `GALLERY_DIR` (env, default `$SITE_DIR-gallery`, i.e. `_site-gallery`): the gallery build
 *   (`npm run build:gallery`, GALLERY=1), served and tested by the gallery projects.
 * - Vite's temp folder: `.11ty-vite` for the default site, `.11ty-vite-<basename of SITE_DIR>`
 *   otherwise (Vite writes Eleventy's output there before bundling it into the site folder).
 * - Vite's manifest of a build (`viteManifestFile`): `.cache/vite-manifest/<basename of SITE_DIR>.json`,
 *   outside the site, which must publish no build leftover (`manifestOutOfSite`, src/eleventy/bundle/vite.js).
 * - The public folder of a build's output (`publicFolder`), where the plugins write the files no
 *   page references (images, the CMS, the documents).
 * Relative paths are relative to the project root (npm scripts run there).
 *
 * The package.json scripts read the same defaults from the command line:
 * `node src/folders.js gallery` prints GALLERY_DIR (likewise `site`, `vite-temp`), so no script
 * spells a default again.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where `npm run build` writes the site when SITE_DIR is not set; netlify.toml publishes it (test/site/deploy.test.ts). */
export const DEFAULT_SITE_DIR = '_site';

/** The built site's folder (relative as given in the environment; default DEFAULT_SITE_DIR). */
export const SITE_DIR = process.env.SITE_DIR || DEFAULT_SITE_DIR;

/** The gallery build's folder: `$GALLERY_DIR`, else `$SITE_DIR-gallery`. */
export const GALLERY_DIR = process.env.GALLERY_DIR || `${SITE_DIR}-gallery`;

/**
 * Vite's temp folder for a build into `siteDir`.
 * @param {string} [siteDir]  the build's output folder (default SITE_DIR)
 * @returns {string} `.11ty-vite` for `_site`, else `.11ty-vite-<basename>`
 */
export function viteTempFolder(siteDir = SITE_DIR) {
  return siteDir === DEFAULT_SITE_DIR ? '.11ty-vite' : `.11ty-vite-${path.basename(siteDir)}`;
}

/**
 * Where a build into `siteDir` leaves Vite's manifest (which file each chunk became), outside the site.
 * @param {string} [siteDir]  the build's output folder (default SITE_DIR)
 * @returns {string} `.cache/vite-manifest/_site.json` for `_site`
 */
export function viteManifestFile(siteDir = SITE_DIR) {
  return path.join('.cache', 'vite-manifest', `${path.basename(path.resolve(siteDir))}.json`);
}

/**
 * The folder of a build's output that the site serves as its root for files no page references.
 * Under Vite (every build but `npm run build:html`, which sets SKIP_VITE) it is the output's
 * `public/`, Vite's publicDir, copied to the site root untouched (docs/architecture.md#known-traps:
 * Vite would drop or rename files it bundles); without Vite it is the output itself.
 * @param {string} outputDir  Eleventy's output folder
 * @returns {string}
 */
export function publicFolder(outputDir) {
  return process.env.SKIP_VITE ? outputDir : path.join(outputDir, 'public');
}

/**
 * Runs `prepare` once per build, before any page is written (Eleventy's `eleventy.before`), with
 * the build's public folder.
 * @param {import('@11ty/eleventy').UserConfig} eleventyConfig
 * @param {(publicDir: string) => Promise<unknown>} prepare  its error stops the build
 * @returns {void}
 */
export function beforeEachBuild(eleventyConfig, prepare) {
  eleventyConfig.on('eleventy.before', (/** @type {unknown} */ event) =>
    prepare(publicFolder(/** @type {{ directories: { output: string } }} */ (event).directories.output)),
  );
}

/** The folders `node src/folders.js <name>` prints, by name. */
export const FOLDER_NAMES = {
  site: () => SITE_DIR,
  gallery: () => GALLERY_DIR,
  'vite-temp': () => viteTempFolder(),
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const name = /** @type {keyof typeof FOLDER_NAMES} */ (process.argv[2] ?? '');
  if (!(name in FOLDER_NAMES)) {
    console.error(`Usage: node src/folders.js <${Object.keys(FOLDER_NAMES).join('|')}>`);
    process.exit(2);
  }
  console.log(FOLDER_NAMES[name]());
}
