// @ts-check
/**
 * Static assets: styles and enhancers are copied into the Eleventy output where Vite picks them up,
 * bundles them (CSS `@import`s, TypeScript modules and their chunks) and hashes them. Images and other static files live in `public/` (see vite.js).
 */

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function assets(eleventyConfig) {
  eleventyConfig.addPassthroughCopy({ 'src/styles': 'assets/styles' });
  eleventyConfig.addWatchTarget('src/styles/');
  // The enhancers' TypeScript, which Vite bundles from the page's one <script type="module">.
  eleventyConfig.addPassthroughCopy('enhancers');
  eleventyConfig.addWatchTarget('enhancers/');
}
