// @ts-check
/** Vite post-processes Eleventy's output: its configuration and Rollup hooks (docs/architecture.md#the-vite-build). */
import { readdirSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EleventyVitePlugin from '@11ty/eleventy-plugin-vite';
import { viteManifestFile, viteTempFolder } from '../../folders.js';
import { enhancerRegistry } from './enhancer-registry.js';
import { FEATURE_STYLESHEETS } from '../pages/stylesheets.js';

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
 * @param {import('rollup').RollupLog} warning
 * @param {(warning: import('rollup').RollupLog) => void} warn  the default
 */
export function onRollupWarning(warning, warn) {
  if (
    warning.code === 'MISSING_EXPORT' &&
    warning.binding === 'exist' &&
    /@glidejs[\\/]glide[\\/]src[\\/]components[\\/]html\.js$/.test(warning.id ?? '')
  )
    return;
  warn(warning);
}

/** JSX compiles to Preact's automatic runtime. */
export const jsxOptions = { jsx: /** @type {const} */ ('automatic'), jsxImportSource: 'preact' };

/** A call site of Vite's preload helper around a dynamic import. */
const PRELOAD_CALL =
  /__vitePreload\(\(\) => (import\((["'`])[^"'`]+\2\)),__VITE_IS_MODERN__\?__VITE_PRELOAD__:void 0(?:,import\.meta\.url)?\)/g;

/**
 * Replaces Vite's preload helper (≈ 0.6 KB gzip, in the entry) and its call sites with plain import()s;
 * the build fails naming a dynamically imported chunk that imports CSS.
 * @returns {import('vite').Plugin}
 */
function plainDynamicImports() {
  const helperId = '\0vite/preload-helper.js';
  return /** @type {import('vite').Plugin} */ ({
    name: 'owlstone:plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === helperId ? 'export const __vitePreload = (load) => load();' : null;
    },
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
          this.error(
            `${file.fileName} imports CSS, which plain dynamic imports would not load. Put the styles in src/styles/.`,
          );
        }
      }
    },
  });
}

/** The one script tag's module; it and its static imports make the entry chunk. */
const ENTRY = /\/enhancers\/main\.ts$/;
/** Our helpers (docs/requirements.md#utilities): candidates for the shared chunk. */
const LIB = /\/enhancers\/lib\/[^/]+\.(ts|tsx)$/;
/** Preact, core, hooks, jsx-runtime and compat (what `react` and `react-dom` resolve to). */
const PREACT = /\/node_modules\/preact\//;

/** @typedef {import('rollup').ManualChunkMeta} ManualChunkMeta */

/**
 * @param {ManualChunkMeta} meta
 * @returns {Set<string>} the entry's modules and their static imports, recursively
 */
function entryModules({ getModuleIds, getModuleInfo }) {
  const ids = new Set([...getModuleIds()].filter((id) => ENTRY.test(id)));
  for (const id of ids) for (const imported of getModuleInfo(id)?.importedIds ?? []) ids.add(imported);
  return ids;
}

/** @type {WeakMap<ManualChunkMeta['getModuleInfo'], Set<string>>} */
const entryModulesByBuild = new WeakMap();

/** A stylesheet a page links: the core one or a feature's (src/eleventy/pages/stylesheets.js). */
const LINKED_STYLESHEET = /\/(?:assets\/styles|components\/[\w-]+)\/([\w-]+)\.css$/;

/**
 * @param {string} id
 * @param {ManualChunkMeta} meta
 * @returns {string | undefined} "main" for the entry's modules, "shared" for Preact and
 *   enhancers/lib/'s helpers two modules import statically, not on demand; "style-<name>" for each
 *   stylesheet a page links, so that every page links the same files in the order its links give
 *   (without it, Vite merges the stylesheets only one page links into one file placed first)
 */
function sharedChunks(id, meta) {
  const stylesheet = LINKED_STYLESHEET.exec(id);
  if (stylesheet) return `style-${stylesheet[1]}`;
  let entry = entryModulesByBuild.get(meta.getModuleInfo);
  if (!entry) entryModulesByBuild.set(meta.getModuleInfo, (entry = entryModules(meta)));
  if (entry.has(id)) return 'main';
  if (PREACT.test(id)) return 'shared';
  const info = LIB.test(id) ? meta.getModuleInfo(id) : null;
  if (info && !info.isEntry && info.dynamicImporters.length === 0 && info.importers.length >= 2) return 'shared';
  return undefined;
}

/**
 * Moves `.vite/manifest.json` out of the built site once the bundle is written, and removes `.vite/`.
 * @param {string} destination  where the manifest goes (viteManifestFile())
 * @returns {import('vite').Plugin}
 */
function manifestOutOfSite(destination) {
  return {
    name: 'owlstone:manifest-out-of-site',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const folder = path.join(options.dir, '.vite');
      await mkdir(path.dirname(destination), { recursive: true });
      await copyFile(path.join(folder, 'manifest.json'), destination);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Where the CMS reads the site's stylesheets for its preview pane (src/admin/cms-setup.js). */
export const PREVIEW_STYLES_FILE = 'admin/preview-styles.json';

/**
 * Writes PREVIEW_STYLES_FILE into the built site: the address of every stylesheet a page may link
 * (the core one first, then each feature's; not the gallery's or the print styles), as Vite named
 * them. A page links only the ones its markup uses (src/eleventy/pages/stylesheets.js), so the CMS,
 * which previews any entry, cannot read them from one page.
 * @returns {import('vite').Plugin}
 */
function previewStylesForCms() {
  return {
    name: 'owlstone:preview-styles-for-cms',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      // The cascade's order: the core stylesheet, then the features in the order pages link them.
      const order = ['main', ...FEATURE_STYLESHEETS.map((source) => path.basename(source, '.css'))];
      const rank = (/** @type {string} */ name) => order.findIndex((stem) => name.startsWith(`assets/style-${stem}-`));
      const styles = Object.values(bundle)
        .map((file) => file.fileName)
        .filter((name) => /^assets\/style-[\w-]+\.css$/.test(name) && rank(name) >= 0)
        .sort((a, b) => rank(a) - rank(b));
      const file = path.join(options.dir, PREVIEW_STYLES_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(styles.map((name) => `/${name}`)));
    },
  };
}

/**
 * @returns {string[]} the files of components/<name>/ the bundle may import: each component's
 *   enhancer and helpers (`.ts`, `.tsx`) and styles (`.css`), not its unit tests and browser specs
 */
function componentAssets() {
  return readdirSync('components', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join('components', entry.name)).map((file) => `components/${entry.name}/${file}`),
    )
    .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file));
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function vite(eleventyConfig) {
  // The styles and enhancers, copied where Vite bundles and hashes them; static files live in public/.
  eleventyConfig.addPassthroughCopy({ 'src/styles': 'assets/styles' });
  eleventyConfig.addWatchTarget('src/styles/');
  eleventyConfig.addPassthroughCopy('enhancers');
  eleventyConfig.addWatchTarget('enhancers/');
  // The components' enhancers and styles (their macros are Nunjucks includes, their tests stay out).
  for (const file of componentAssets()) eleventyConfig.addPassthroughCopy(file);
  eleventyConfig.addWatchTarget('components/');
  // `npm run build:html` sets SKIP_VITE for a fast Eleventy-only check of pages (no bundling).
  if (process.env.SKIP_VITE) return;
  eleventyConfig.addPlugin(EleventyVitePlugin, {
    tempFolderName: viteTempFolder(),
    viteOptions: {
      logLevel: 'warn',
      resolve: {
        // An object, not an array: the plugin deep-merges these options into its own alias object.
        // '../../src': the modules the browser shares with the build and the server (src/enquiry/rules.js,
        // src/load-conditions.js), imported so from components/<name>/ and enhancers/lib/, where Vite bundles a copy of
        // components/ and enhancers/ without src/.
        alias: {
          '/node_modules': path.resolve('node_modules'),
          '../../src': path.resolve('src'),
          ...preactAliases,
          ...glideSourceAlias,
        },
      },
      esbuild: jsxOptions,
      plugins: [
        enhancerRegistry(),
        plainDynamicImports(),
        manifestOutOfSite(viteManifestFile()),
        previewStylesForCms(),
      ],
      build: {
        assetsInlineLimit: 0,
        cssCodeSplit: true,
        modulePreload: false,
        manifest: true,
        minify: 'terser',
        terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, mangle: true },
        // Hex file-name hashes: a hash names its chunk in the entry's imports, and hex gzips ~10 B
        // smaller there than base64 (docs/architecture.md#budgets: the entry's 1.5 KB).
        rollupOptions: { output: { manualChunks: sharedChunks, hashCharacters: 'hex' }, onwarn: onRollupWarning },
      },
    },
  });
}
