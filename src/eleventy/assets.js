// @ts-check
/** Copies the styles and enhancers where Vite bundles and hashes them; static files live in public/ (vite.js). */

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function assets(eleventyConfig) {
  eleventyConfig.addPassthroughCopy({ 'src/styles': 'assets/styles' });
  eleventyConfig.addWatchTarget('src/styles/');
  eleventyConfig.addPassthroughCopy('enhancers');
  eleventyConfig.addWatchTarget('enhancers/');
}
