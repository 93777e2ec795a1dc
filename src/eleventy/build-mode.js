// @ts-check
/**
 * The one place the build mode is decided (docs/authoring.md#content-gaps-and-build-modes). Templates read
 * it as global data `build` (`build.year`, `build.mode`, `build.preview`, `build.contentStrict`,
 * added by this module's plugin); the plugins (src/eleventy/content-gaps.js, src/eleventy/transforms.js)
 * call `buildMode()`.
 *
 * - production (the default: `npm run build`, `npm start`, CI's site): no sample entry and no
 *   content-gap comment reaches a page; sample-only sections are left out.
 * - preview (`PREVIEW=1`, `GALLERY=1` as in `npm run build:gallery`, and Eleventy's serve mode as
 *   in `npm run dev`): sample entries show, labelled "Sample —", and the content-gap comments stay
 *   in the HTML, so authors see what is missing where it is missing. `PREVIEW=0` forces production.
 * - `CONTENT_STRICT=1` makes any content gap fail the build (the switch for a launch).
 *
 * @typedef {{ mode: 'production' | 'preview', preview: boolean, contentStrict: boolean }} BuildMode
 */

/** @param {string | undefined} value */
const on = (value) => value === '1' || value === 'true';

/**
 * The build mode from the environment.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {BuildMode}
 */
export function buildMode(env = process.env) {
  const forced = env.PREVIEW === '0' || env.PREVIEW === 'false';
  const preview = !forced && (on(env.PREVIEW) || on(env.GALLERY) || env.ELEVENTY_RUN_MODE === 'serve');
  return { mode: preview ? 'preview' : 'production', preview, contentStrict: on(env.CONTENT_STRICT) };
}

/**
 * Where the gallery is served: its public URL is `/frontend/` (docs/requirements.md#page-switcher);
 * its source is pages/gallery/ (pages/gallery/gallery.11tydata.js gives each folder's page
 * this prefix).
 */
export const GALLERY_URL = '/frontend/';

/**
 * Whether this build includes the gallery pages (src/eleventy/gallery.js). Here, with no import
 * of its own, so that the test runners' configs can read it without loading the build's modules.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {boolean} true for GALLERY=1 (or "true") and in Eleventy's serve mode (`npm run dev`)
 */
export function galleryEnabled(env = process.env) {
  return env.GALLERY === '1' || env.GALLERY === 'true' || env.ELEVENTY_RUN_MODE === 'serve';
}

/**
 * Global data `build`: the footer's year and the build mode. Eleventy calls the function once per
 * build, after it has set ELEVENTY_RUN_MODE.
 * @param {import('@11ty/eleventy').UserConfig} eleventyConfig
 */
export default function buildModePlugin(eleventyConfig) {
  eleventyConfig.addGlobalData('build', () => ({
    /** Year printed in the footer's copyright line. */
    year: new Date().getFullYear(),
    ...buildMode(),
  }));
}
