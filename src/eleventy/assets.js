// @ts-check
/**
 * Static assets: styles are copied into the Eleventy output where Vite picks them up, bundles their
 * `@import`s and hashes them. Images and other static files live in `public/` (see vite.js).
 */

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function assets(eleventyConfig) {
  eleventyConfig.addPassthroughCopy({ 'src/styles': 'assets/styles' });
  eleventyConfig.addWatchTarget('src/styles/');
}
