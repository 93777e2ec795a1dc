// @ts-check
/**
 * The one place the build mode is decided (docs/authoring.md#content-gaps-and-build-modes): global data
 * `build` for templates, `buildMode()` for the plugins.
 * @typedef {{ mode: 'production' | 'preview', preview: boolean, contentStrict: boolean }} BuildMode
 */

/** @param {string | undefined} value */
const on = (value) => value === '1' || value === 'true';

/**
 * The build mode from the environment: preview for PREVIEW=1, the gallery's build and `npm run dev`,
 * unless PREVIEW=0.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {BuildMode}
 */
export function buildMode(env = process.env) {
  const forced = env.PREVIEW === '0' || env.PREVIEW === 'false';
  const preview = !forced && (on(env.PREVIEW) || galleryEnabled(env));
  return { mode: preview ? 'preview' : 'production', preview, contentStrict: on(env.CONTENT_STRICT) };
}

/** Where the gallery (pages/gallery/) is served (docs/requirements.md#page-switcher). */
export const GALLERY_URL = '/frontend/';

/**
 * Whether this build includes the gallery pages; here, in a module with no imports, for the test runners' configs.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {boolean} true for GALLERY=1 (or "true") and in Eleventy's serve mode (`npm run dev`)
 */
export function galleryEnabled(env = process.env) {
  return on(env.GALLERY) || env.ELEVENTY_RUN_MODE === 'serve';
}

/**
 * Global data `build`: the footer's year and the build mode, once per build (after ELEVENTY_RUN_MODE is set).
 * @param {import('@11ty/eleventy').UserConfig} eleventyConfig
 */
export default function buildModePlugin(eleventyConfig) {
  eleventyConfig.addGlobalData('build', () => ({ year: new Date().getFullYear(), ...buildMode() }));
}
