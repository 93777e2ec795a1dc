// @ts-check
/**
 * Vite post-processes Eleventy's output (DESIGN.md §1): bundles and hashes CSS (and, from the
 * enhancer runtime on, the TypeScript entry). Files that no page references must live in `public/`
 * (Vite's publicDir) or be written under `/public/` by a template, or Vite drops them
 * (DESIGN.md §5, plugin issues #42 and #38).
 */
import path from 'node:path';
import EleventyVitePlugin from '@11ty/eleventy-plugin-vite';

/**
 * `react` and `react-dom` resolve to preact/compat (DESIGN.md §5: the specific keys first). Also
 * used by vitest.config.ts, so tests run the same code the browser gets.
 */
export const preactAliases = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

/** A call site of Vite's preload helper around a dynamic import (see plainDynamicImports). */
const PRELOAD_CALL = /__vitePreload\(\(\) => (import\((["'`])[^"'`]+\2\)),__VITE_IS_MODERN__\?__VITE_PRELOAD__:void 0(?:,import\.meta\.url)?\)/g;

/**
 * Replaces Vite's dynamic-import preload helper (≈ 0.6 KB gzip, in the entry) with plain import()s.
 * With `modulePreload: false` the helper only loads CSS that a chunk imports, and enhancer chunks
 * import no CSS: component styles live in src/styles/ (DESIGN.md §4). Keeps the entry within its
 * 1.5 KB budget (DESIGN.md §3).
 * @returns {import('vite').Plugin}
 */
export function plainDynamicImports() {
  const helperId = '\0vite/preload-helper.js';
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'owlstone:plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === helperId ? 'export const __vitePreload = (load) => load();' : null;
    },
    // Unwrap the call sites too: `__vitePreload(() => import("./x"), …)` becomes `import("./x")`.
    transform: {
      order: 'post',
      handler(code) {
        if (!code.includes('__vitePreload(')) return null;
        return code.replace(PRELOAD_CALL, '$1');
      },
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isDynamicEntry && file.viteMetadata?.importedCss.size) {
          this.error(`${file.fileName} imports CSS, which plain dynamic imports would not load. Put the styles in src/styles/components/.`);
        }
      }
    },
  };
  return plugin;
}

/** JSX compiles to Preact's automatic runtime. */
export const jsxOptions = { jsx: /** @type {const} */ ('automatic'), jsxImportSource: 'preact' };

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function vite(eleventyConfig) {
  // `npm run build:html` sets SKIP_VITE for a fast Eleventy-only check of pages (no bundling).
  if (process.env.SKIP_VITE) return;
  eleventyConfig.addPlugin(EleventyVitePlugin, {
    tempFolderName: process.env.SITE_DIR ? `.11ty-vite-${path.basename(process.env.SITE_DIR)}` : '.11ty-vite',
    viteOptions: {
      logLevel: 'warn',
      resolve: {
        // An object, not an array: the plugin deep-merges these options into its own alias object.
        alias: { '/node_modules': path.resolve('node_modules'), ...preactAliases },
      },
      esbuild: jsxOptions,
      plugins: [plainDynamicImports()],
      build: {
        assetsInlineLimit: 0,
        cssCodeSplit: true,
        // No preload helper in the entry (≈ 0.6 KB gzip): each chunk is a plain import(), and the
        // entry stays within the 1.5 KB budget (DESIGN.md §3).
        modulePreload: false,
        // _site/.vite/manifest.json: which file each chunk became (read by `npm run bench`).
        manifest: true,
      },
    },
  });
}
