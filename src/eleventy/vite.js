// @ts-check
/**
 * Vite post-processes Eleventy's output (docs/architecture.md#where-the-code-is): bundles and hashes CSS (and, from the
 * enhancer runtime on, the TypeScript entry). Files that no page references must live in `public/`
 * (Vite's publicDir) or be written under `/public/` by a template, or Vite drops them
 * (docs/architecture.md#known-traps; https://github.com/11ty/eleventy-plugin-vite/issues/42 and
 * https://github.com/11ty/eleventy-plugin-vite/issues/38).
 *
 * This file holds configuration only; the plugins and Rollup hooks it names are modules of their
 * own in src/eleventy/vite-plugins/.
 */
import path from 'node:path';
import EleventyVitePlugin from '@11ty/eleventy-plugin-vite';
import { viteManifestFile, viteTempFolder } from '../folders.js';
import { enhancerRegistry } from './vite-plugins/enhancer-registry.js';
import { manifestOutOfSite } from './vite-plugins/manifest-out-of-site.js';
import { plainDynamicImports } from './vite-plugins/plain-dynamic-imports.js';
import { sharedChunks } from './vite-plugins/shared-chunks.js';

/**
 * `react` and `react-dom` resolve to preact/compat (docs/architecture.md#known-traps: the specific keys first). Also
 * used by vitest.config.ts, so tests run the same code the browser gets.
 */
export const preactAliases = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

/**
 * `@glidejs/glide/src/…` resolves to Glide's ES2015 source, which its package ships but leaves out
 * of its `exports` (only `dist/` is exported). The carousel builds Glide from it (docs/architecture.md#budgets): the same modules as `dist/glide.modular.esm.js`, without Babel's ES5 classes, `var`
 * functions and helpers (≈ 1.1 KB gzip less on the carousel chunk). Also used by vitest.config.ts.
 */
export const glideSourceAlias = { '@glidejs/glide/src': path.resolve('node_modules/@glidejs/glide/src') };

/**
 * Rollup's warnings, passed on but for one known and harmless: Glide 3.7.1's
 * src/components/html.js imports `exist` from src/utils/dom.js, which no longer exports it, and
 * never uses it (its own dist build drops the import). Any other warning reaches the build output.
 * @param {import('rollup').RollupLog} warning
 * @param {(warning: import('rollup').RollupLog) => void} warn  Rollup's default handler
 */
export function onRollupWarning(warning, warn) {
  if (warning.code === 'MISSING_EXPORT' && warning.binding === 'exist' && /@glidejs[\\/]glide[\\/]src[\\/]components[\\/]html\.js$/.test(warning.id ?? '')) return;
  warn(warning);
}

/**
 * Terser, not esbuild, minifies the bundle (docs/architecture.md#budgets): ≈ 1.5 % less gzip on our
 * chunks and ≈ 3 % on Glide's. ES2020 output (`??`, `?.`), which the build target already allows;
 * terser's safe defaults otherwise (no `unsafe*` options, `pure_getters` and `keep_fargs` as
 * they are): the `unsafe_arrows` / `pure_getters: true` variants saved ≈ 20 B a page, not worth
 * the risk of dropping a read kept for its side effect or turning a constructor into an arrow.
 */
export const terserOptions = { module: true, ecma: /** @type {const} */ (2020), compress: { passes: 3 }, mangle: true };

/** JSX compiles to Preact's automatic runtime. */
export const jsxOptions = { jsx: /** @type {const} */ ('automatic'), jsxImportSource: 'preact' };

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function vite(eleventyConfig) {
  // `npm run build:html` sets SKIP_VITE for a fast Eleventy-only check of pages (no bundling).
  if (process.env.SKIP_VITE) return;
  eleventyConfig.addPlugin(EleventyVitePlugin, {
    tempFolderName: viteTempFolder(),
    viteOptions: {
      logLevel: 'warn',
      resolve: {
        // An object, not an array: the plugin deep-merges these options into its own alias object.
        alias: { '/node_modules': path.resolve('node_modules'), ...preactAliases, ...glideSourceAlias },
      },
      esbuild: jsxOptions,
      plugins: [enhancerRegistry(), plainDynamicImports(), manifestOutOfSite(viteManifestFile())],
      build: {
        assetsInlineLimit: 0,
        cssCodeSplit: true,
        // No preload helper in the entry (≈ 0.6 KB gzip): each chunk is a plain import(), and the
        // entry stays within the 1.5 KB budget (docs/architecture.md#budgets).
        modulePreload: false,
        // Which file each chunk became, for the tests; moved out of the site (manifestOutOfSite).
        manifest: true,
        minify: 'terser',
        terserOptions,
        rollupOptions: { output: { manualChunks: sharedChunks }, onwarn: onRollupWarning },
      },
    },
  });
}
