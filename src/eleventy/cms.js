// @ts-check
/**
 * The authors' CMS at /admin/ (docs/requirements.md#content-as-data-and-the-cms): Sveltia CMS served from our own origin, never from
 * a CDN. Once per build (`eleventy.before`) its files are written into the output's public/ (Vite's
 * publicDir, copied to the site root untouched, as src/eleventy/images.js does):
 * - `/admin/index.html`: the page, `noindex` (meta here, `X-Robots-Tag` in pages/headers.njk), with
 *   its own Content-Security-Policy (ADMIN_CONTENT_SECURITY_POLICY, also the `/admin/*` header);
 * - `/admin/sveltia-cms.js`: the package's one-file build, copied from node_modules, with the
 *   addresses of its three fonts (Fontsource's, on a CDN) moved to `/admin/fonts/`, where the
 *   same files are copied from the Fontsource packages (FONT_PACKAGE): the page's policy allows
 *   fonts from our origin only, and its icons are a font's ligatures (without it they read
 *   "bookmark_manager"), and the address of its interface's translations (`locales/<code>.json`,
 *   on unpkg) moved to `/admin/locales/`, where the package's own files are copied (localAssets:
 *   refused by the policy, the fetch of a translation the bundle lacks, such as en-GB's, was retried
 *   without end and hung the page before DOMContentLoaded in a British browser); and without its
 *   `//# sourceMappingURL=` comment, since its source map
 *   (several MB, for the package's own debugging) is not shipped (withoutSourceMap);
 * - `/admin/chunks/react-dom.js` and `/admin/vendor/immutable.es.js`: what Sveltia loads to render a
 *   preview template (`CMS.registerPreviewTemplate`): its own React chunk, which it asks for beside
 *   its script (without its source map comment), and Immutable.js, which it would fetch from a CDN
 *   (`previewTemplateModules`);
 * - `/admin/cms-setup.js`, `/admin/editor-components.js`, `/admin/preview.js`: our editor
 *   components, preview style and preview templates (src/admin/);
 * - `/admin/config.yml`: generated from the content schemas (src/eleventy/cms-config.js), and
 *   `/admin/preview-templates.json`: which preview (src/admin/preview.js) each collection, or each
 *   file of a file collection, gets (`previewTemplates`).
 * The page is no Eleventy template, so it is in no collection, sitemap, search index or navigation;
 * the site's budgets and checks leave /admin/ out (test/support/built-site.ts `builtPages`).
 */
import { copyFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cmsConfig, cmsConfigYaml } from './cms-config.js';
import site from '../_data/site.js';
import { beforeEachBuild } from '../folders.js';

/** Where the CMS is served. */
export const ADMIN_URL = '/admin/';
/** The origins the GitHub backend talks to: its REST and GraphQL API. */
export const GITHUB_API_ORIGIN = 'https://api.github.com';

/**
 * The CMS page's policy: scripts only from our origin (Sveltia runs without eval), inline styles
 * (Sveltia sets them), images from our origin and the editor's data: and blob: previews, and
 * network requests to our origin and the GitHub API. Sign-in opens a window on the OAuth client
 * (Netlify's, or Sveltia's authenticator), which no fetch of this page makes, so no other origin
 * is needed. `frame-ancestors` is added in the header only, where it works.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  `connect-src 'self' ${GITHUB_API_ORIGIN}`,
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The package's one-file build (an IIFE that sets `window.CMS`). */
export const SVELTIA_BUNDLE = path.join(path.dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '../dist/sveltia-cms.js');
/** The package's translations of its interface, one JSON file per language (`en-GB.json`). */
export const SVELTIA_LOCALES = path.join(path.dirname(SVELTIA_BUNDLE), '../locales');
/** Where the translations are served from. */
export const LOCALES_URL = '/admin/locales';
/**
 * The address of the translations in the bundle: a template literal of the package's unpkg
 * address and its version (`${unpkg}@${version}/locales`), from which it fetches
 * `/<code>.json` for any browser language but en-US.
 */
const CDN_LOCALES = /`\$\{\w+\}@\$\{\w+\}\/locales`/g;
/** A font address in the bundle: `…/fonts/<family>[:vf]@<version>/<subset>.woff2`. */
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@([\d.]+)\/([a-z0-9-]+)\.woff2/g;
/** Where the fonts are served from. */
export const FONTS_URL = `/admin/fonts/`;

/**
 * The Fontsource package of a font the bundle names (pinned in package.json to the version the
 * bundle names).
 * @param {string} family  e.g. "material-symbols-outlined"
 * @param {boolean} variable  the `:vf` (variable font) build
 * @returns {string} e.g. "@fontsource-variable/material-symbols-outlined"
 */
export const fontPackage = (family, variable) => `@fontsource${variable ? '-variable' : ''}/${family}`;

/**
 * The bundle with its addresses on other hosts moved to our origin: its translations to
 * LOCALES_URL, its fonts to FONTS_URL (localFonts).
 * @param {string} bundle  sveltia-cms.js
 * @returns {{ code: string, fonts: { from: string, name: string }[] }} fonts: as localFonts
 * @throws {Error} when the bundle names its translations' address other than once (a new
 *   version of @sveltia/cms: find where it fetches `locales/<code>.json` and update CDN_LOCALES),
 *   or as localFonts
 */
export function localAssets(bundle) {
  const found = bundle.match(CDN_LOCALES) ?? [];
  if (found.length !== 1) throw new Error(`@sveltia/cms: expected its translations' address (\`\${…}@\${…}/locales\`) once in the bundle, found it ${found.length} times; update CDN_LOCALES in src/eleventy/cms.js to where this version fetches locales/<code>.json.`);
  return localFonts(bundle.replace(CDN_LOCALES, `\`${LOCALES_URL}\``));
}

/**
 * The bundle with its font addresses moved to FONTS_URL, and the font files to copy.
 * @param {string} bundle  sveltia-cms.js
 * @returns {{ code: string, fonts: { from: string, name: string }[] }} from: the file in node_modules
 * @throws {Error} when a font's package is missing or is not the version the bundle names (update
 *   package.json to it)
 */
export function localFonts(bundle) {
  const require = createRequire(import.meta.url);
  /** @type {Map<string, { from: string, name: string }>} */
  const fonts = new Map();
  const code = bundle.replace(CDN_FONT, (_url, family, vf, version, subset) => {
    const pkg = fontPackage(family, Boolean(vf));
    const name = `${family}-${subset}.woff2`;
    let dir;
    try {
      dir = path.dirname(require.resolve(`${pkg}/package.json`));
    } catch {
      throw new Error(`@sveltia/cms loads the font ${pkg}@${version}: add it to package.json (npm install --save-dev --save-exact ${pkg}@${version}).`);
    }
    const installed = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
    if (installed !== version) throw new Error(`@sveltia/cms loads the font ${pkg}@${version}, but ${installed} is installed: npm install --save-dev --save-exact ${pkg}@${version}.`);
    fonts.set(name, { from: path.join(dir, 'files', name), name });
    return `${FONTS_URL}${name}`;
  });
  return { code, fonts: [...fonts.values()] };
}

/**
 * `code` without its source map comments (`//# sourceMappingURL=…`, or the old `//@`): a comment
 * that names a map the site does not ship sends the browser's developer tools to a 404.
 * @param {string} code  a script
 * @returns {string}
 */
export function withoutSourceMap(code) {
  return code.replace(/^\/\/[#@] sourceMappingURL=.*$\n?/gm, '');
}

/** Our own scripts of the CMS page. */
const ADMIN_SOURCES = ['src/admin/cms-setup.js', 'src/admin/editor-components.js', 'src/admin/preview.js'];

/** Sveltia's React chunk, which it loads from `chunks/` beside its script to render a preview template. */
export const REACT_CHUNK = path.join(path.dirname(SVELTIA_BUNDLE), 'chunks/react-dom.js');
/** Where Immutable.js (the preview templates' `entry`) is served from. */
export const IMMUTABLE_URL = `/admin/vendor/immutable.es.js`;
/** The bundle's call that loads Immutable.js from a CDN: `<loader>(\`immutable\`,\`dist/immutable.es.js\`)`. */
const CDN_IMMUTABLE = /[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g;

/**
 * The bundle loading Immutable.js from IMMUTABLE_URL instead of a CDN (the page's policy allows
 * scripts from our origin only), and the file to serve there: the `immutable` package that
 * @sveltia/cms depends on.
 * @param {string} code  sveltia-cms.js
 * @returns {{ code: string, immutable: string }} immutable: the file in node_modules
 * @throws {Error} when the bundle no longer loads Immutable.js this way (a new @sveltia/cms: look
 *   for "immutable" in its bundle and update CDN_IMMUTABLE)
 */
export function previewTemplateModules(code) {
  let found = 0;
  const out = code.replace(CDN_IMMUTABLE, () => {
    found++;
    return `import(${JSON.stringify(IMMUTABLE_URL)})`;
  });
  if (found !== 1) throw new Error(`@sveltia/cms: expected one load of Immutable.js from a CDN in its bundle, found ${found}; update CDN_IMMUTABLE in src/eleventy/cms.js.`);
  const require = createRequire(createRequire(import.meta.url).resolve('@sveltia/cms'));
  return { code: out, immutable: path.join(path.dirname(require.resolve('immutable/package.json')), 'dist/immutable.es.js') };
}

/**
 * The CMS page.
 * @returns {string}
 */
export function adminPage() {
  return `<!doctype html>
<html lang="${site.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${ADMIN_CONTENT_SECURITY_POLICY}">
<meta name="robots" content="noindex, nofollow">
<title>${site.name} content manager</title>
<link href="${ADMIN_URL}config.yml" type="application/yaml" rel="cms-config-url">
<script src="${ADMIN_URL}sveltia-cms.js"></script>
<script type="module" src="${ADMIN_URL}cms-setup.js"></script>
</head>
<body></body>
</html>
`;
}

/**
 * Which preview template (src/admin/preview.js) each entry of the CMS gets: news articles the
 * article's, pages the page's, products the product's, and the files of the other collections
 * (company, privacy, site settings) their fields. Sveltia looks a file collection's template up by
 * the file's name, a folder collection's by the collection's.
 * @param {{ collections: { name: string, folder?: string, files?: { name: string }[] }[] }} config  cmsConfig()
 * @returns {Record<string, 'page' | 'article' | 'product' | 'fields'>}
 */
export function previewTemplates(config) {
  /** @type {Record<string, 'page' | 'article' | 'product' | 'fields'>} */
  const out = {};
  for (const collection of config.collections) {
    if (collection.name === 'news') out.news = 'article';
    else if (collection.name === 'products') out.products = 'product';
    else if (collection.name === 'pages') for (const file of collection.files ?? []) out[file.name] = 'page';
    else if (collection.files) for (const file of collection.files) out[file.name] = 'fields';
    else out[collection.name] = 'fields';
  }
  return out;
}

/**
 * Writes the CMS's files into `dir` (served as /admin/).
 * @param {string} dir
 * @returns {Promise<void>}
 * @throws {Error} when a file cannot be written, or @sveltia/cms is not installed
 */
export async function writeAdmin(dir) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), adminPage());
  await writeFile(path.join(dir, 'config.yml'), cmsConfigYaml({ siteUrl: site.url }));
  await writeFile(path.join(dir, 'preview-templates.json'), JSON.stringify(previewTemplates(/** @type {any} */ (cmsConfig({ siteUrl: site.url })))));
  const { code: withFonts, fonts } = localAssets(await readFile(SVELTIA_BUNDLE, 'utf8'));
  const { code, immutable } = previewTemplateModules(withFonts);
  await writeFile(path.join(dir, 'sveltia-cms.js'), withoutSourceMap(code));
  await mkdir(path.join(dir, 'chunks'), { recursive: true });
  await writeFile(path.join(dir, 'chunks', path.basename(REACT_CHUNK)), withoutSourceMap(await readFile(REACT_CHUNK, 'utf8')));
  await mkdir(path.join(dir, 'vendor'), { recursive: true });
  await copyFile(immutable, path.join(dir, 'vendor', path.basename(immutable)));
  await cp(SVELTIA_LOCALES, path.join(dir, 'locales'), { recursive: true });
  await mkdir(path.join(dir, 'fonts'), { recursive: true });
  for (const font of fonts) await copyFile(font.from, path.join(dir, 'fonts', font.name));
  for (const file of ADMIN_SOURCES) await copyFile(file, path.join(dir, path.basename(file)));
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function cmsPlugin(eleventyConfig) {
  beforeEachBuild(eleventyConfig, (publicDir) => writeAdmin(path.join(publicDir, ADMIN_URL)));
  eleventyConfig.addGlobalData('adminContentSecurityPolicy', () => ADMIN_CONTENT_SECURITY_POLICY);
  eleventyConfig.addWatchTarget('./src/admin/');
}
