// @ts-check
/**
 * Vite post-processes Eleventy's output (DESIGN.md §1): bundles and hashes CSS (and, from the
 * enhancer runtime on, the TypeScript entry). Files that no page references must live in `public/`
 * (Vite's publicDir) or be written under `/public/` by a template, or Vite drops them
 * (DESIGN.md §5, plugin issues #42 and #38).
 */
import EleventyVitePlugin from '@11ty/eleventy-plugin-vite';

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function vite(eleventyConfig) {
  // `npm run build:html` sets SKIP_VITE for a fast Eleventy-only check of pages (no bundling).
  if (process.env.SKIP_VITE) return;
  eleventyConfig.addPlugin(EleventyVitePlugin, {
    viteOptions: {
      logLevel: 'warn',
      build: {
        assetsInlineLimit: 0,
        cssCodeSplit: true,
      },
    },
  });
}
