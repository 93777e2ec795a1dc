// @ts-check
/** Vite post-processes Eleventy's output: its configuration (docs/architecture.md#the-vite-build). */
import path from 'node:path';
import EleventyVitePlugin from '@11ty/eleventy-plugin-vite';
import { viteManifestFile, viteTempFolder } from '../folders.js';
import { enhancerRegistry } from './vite-plugins/enhancer-registry.js';
import { manifestOutOfSite } from './vite-plugins/manifest-out-of-site.js';
import { plainDynamicImports } from './vite-plugins/plain-dynamic-imports.js';
import { sharedChunks } from './vite-plugins/shared-chunks.js';

/** `react` and `react-dom` resolve to preact/compat, the specific keys first (docs/architecture.md#known-traps). */
export const preactAliases = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

/** `@glidejs/glide/src/…` resolves to Glide's ES2015 source, outside its package's `exports`. */
export const glideSourceAlias = { '@glidejs/glide/src': path.resolve('node_modules/@glidejs/glide/src') };

/**
 * Rollup's warnings, passed on but for Glide 3.7.1's harmless import of `exist`, which is no longer exported.
 * @param {import('rollup').RollupLog} warning @param {(warning: import('rollup').RollupLog) => void} warn  the default
 */
export function onRollupWarning(warning, warn) {
  if (warning.code === 'MISSING_EXPORT' && warning.binding === 'exist' && /@glidejs[\\/]glide[\\/]src[\\/]components[\\/]html\.js$/.test(warning.id ?? '')) return;
  warn(warning);
}

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
        modulePreload: false,
        manifest: true,
        minify: 'terser',
        terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, mangle: true },
        rollupOptions: { output: { manualChunks: sharedChunks }, onwarn: onRollupWarning },
      },
    },
  });
}
