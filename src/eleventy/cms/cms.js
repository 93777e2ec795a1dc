// @ts-check
/**
 * The authors' CMS at /admin/ (docs/requirements.md#content-as-data-and-the-cms): Sveltia CMS from
 * our own origin, its files written into the output's public folder once per build, each file and
 * why it is so in docs/architecture.md#the-cms.
 */
import { copyFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsConfig, cmsConfigYaml, drawingNames } from './cms-config.js';
import site from '../../_data/site.js';
import { beforeEachBuild } from '../../folders.js';

const require = createRequire(import.meta.url);

/** Where the CMS is served. */
export const ADMIN_URL = '/admin/';

/** The CMS page's Content-Security-Policy: our origin, with inline styles, data:, blob: and the GitHub API. */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self' https://api.github.com",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The package's one-file build (an IIFE that sets `window.CMS`). */
export const SVELTIA_BUNDLE = path.join(path.dirname(require.resolve('@sveltia/cms')), '../dist/sveltia-cms.js');
/** The package's translations of its interface, one JSON file per language (`en-GB.json`). */
export const SVELTIA_LOCALES = path.join(path.dirname(SVELTIA_BUNDLE), '../locales');
/** The translations' address in the bundle, `${unpkg}@${version}/locales`, where it fetches `/<code>.json`. */
const CDN_LOCALES = /`\$\{\w+\}@\$\{\w+\}\/locales`/g;
/** A font address in the bundle: `…/fonts/<family>[:vf]@<version>/<subset>.woff2`. */
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@([\d.]+)\/([a-z0-9-]+)\.woff2/g;
/** The bundle's call that loads Immutable.js from a CDN: `<loader>(\`immutable\`,\`dist/immutable.es.js\`)`. */
const CDN_IMMUTABLE = /[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g;

/**
 * `code` with the one match of the global `pattern` replaced by `to`.
 * @type {(code: string, pattern: RegExp, to: string, what: string, fix: string) => string}
 * @throws {Error} when `pattern` matches other than once (a new @sveltia/cms), naming `what` and the `fix`
 */
const replaceOnce = (code, pattern, to, what, fix) => {
  const found = code.match(pattern)?.length ?? 0;
  if (found !== 1)
    throw new Error(`@sveltia/cms: expected ${what} once in its bundle, found it ${found} times; update ${fix}.`);
  return code.replace(pattern, to);
};

/**
 * The bundle loading from /admin/ what it would fetch from CDNs: its translations from
 * /admin/locales, its fonts from /admin/fonts/, Immutable.js (for preview templates) from /admin/vendor/.
 * @param {string} bundle  sveltia-cms.js
 * @returns {{ code: string, fonts: { from: string, name: string }[], immutable: string }} the files to
 *   serve, in node_modules: each font (`name` under /admin/fonts/), Immutable.js (@sveltia/cms's `immutable`)
 * @throws {Error} when the bundle names its translations' address or loads Immutable.js other than
 *   once (update CDN_LOCALES or CDN_IMMUTABLE), or a font's package is missing or not the version it names
 */
export function localBundle(bundle) {
  const withLocales = replaceOnce(
    bundle,
    CDN_LOCALES,
    '`/admin/locales`',
    "its translations' address (`${…}@${…}/locales`)",
    'CDN_LOCALES in src/eleventy/cms/cms.js to where this version fetches locales/<code>.json',
  );
  const code = replaceOnce(
    withLocales,
    CDN_IMMUTABLE,
    'import("/admin/vendor/immutable.es.js")',
    'a load of Immutable.js from a CDN',
    'CDN_IMMUTABLE in src/eleventy/cms/cms.js',
  );
  /** @type {Map<string, { from: string, name: string }>} */
  const fonts = new Map();
  const out = code.replace(CDN_FONT, (_url, family, vf, version, subset) => {
    const pkg = `@fontsource${vf ? '-variable' : ''}/${family}`;
    const name = `${family}-${subset}.woff2`;
    let manifest;
    try {
      manifest = require.resolve(`${pkg}/package.json`);
    } catch {
      throw new Error(
        `@sveltia/cms loads the font ${pkg}@${version}: add it to package.json (npm install --save-dev --save-exact ${pkg}@${version}).`,
      );
    }
    const installed = require(manifest).version;
    if (installed !== version)
      throw new Error(
        `@sveltia/cms loads the font ${pkg}@${version}, but ${installed} is installed: npm install --save-dev --save-exact ${pkg}@${version}.`,
      );
    fonts.set(name, { from: path.join(path.dirname(manifest), 'files', name), name });
    return `/admin/fonts/${name}`;
  });
  const immutable = createRequire(require.resolve('@sveltia/cms')).resolve('immutable/package.json');
  return {
    code: out,
    fonts: [...fonts.values()],
    immutable: path.join(path.dirname(immutable), 'dist/immutable.es.js'),
  };
}

/**
 * `code` without its source map comments (`//# sourceMappingURL=…`, or the old `//@`): the site
 * does not ship the maps, and a comment naming one sends the developer tools to a 404.
 * @param {string} code  a script
 */
export function withoutSourceMap(code) {
  return code.replace(/^\/\/[#@] sourceMappingURL=.*$\n?/gm, '');
}

/** Our own scripts of the CMS page. */
const ADMIN_SOURCES = [
  'src/admin/cms-setup.js',
  'src/admin/editor-components.js',
  'src/admin/preview.js',
  'src/admin/build-status.js',
  'src/admin/pdf-check.js',
  'src/admin/entry-navigation.js',
];

/** Sveltia's React chunk, which it loads from `chunks/` beside its script to render a preview template. */
export const REACT_CHUNK = path.join(path.dirname(SVELTIA_BUNDLE), 'chunks/react-dom.js');

/** The CMS page's HTML. */
function adminPage() {
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
 * Which preview template (src/admin/preview.js) each entry gets, by the name Sveltia looks it up
 * by: a folder collection's, or each file's of a file collection (its `fileName ?? collectionName`).
 * @param {{ collections: { name: string, folder?: string, files?: { name: string }[] }[] }} config  cmsConfig()
 * @returns {Record<string, 'page' | 'article' | 'home' | 'product' | 'document' | 'fields'>}
 * @throws {Error} when two collections or files share a name, so that one would show the other's preview
 */
export function previewTemplates(config) {
  /** @type {Record<string, 'page' | 'article' | 'home' | 'product' | 'document'>} */
  const templates = { news: 'article', pages: 'page', home: 'home', products: 'product', documents: 'document' };
  /** @type {Map<string, string>} name → what has it */
  const owners = new Map();
  return Object.fromEntries(
    config.collections.flatMap(({ name, files }) => {
      const template = templates[name] ?? 'fields';
      return (
        files
          ? files.map((file) => [file.name, `the file "${file.name}" of ${name}`])
          : [[name, `the collection "${name}"`]]
      ).map(([key, what]) => {
        if (owners.has(key))
          throw new Error(
            `The CMS would show ${what} with the preview of ${owners.get(key)}: Sveltia finds a preview by a name both have. Rename one in src/eleventy/cms/cms-config.js.`,
          );
        owners.set(key, what);
        return [key, template];
      });
    }),
  );
}

/**
 * Writes the CMS's files into `dir` (served as /admin/).
 * @param {string} dir
 * @throws {Error} when a file cannot be written, or @sveltia/cms is not installed
 */
async function writeAdmin(dir) {
  for (const folder of ['chunks', 'vendor', 'fonts']) await mkdir(path.join(dir, folder), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), adminPage());
  await writeFile(path.join(dir, 'config.yml'), cmsConfigYaml({ siteUrl: site.url }));
  await writeFile(path.join(dir, 'drawings.json'), JSON.stringify(drawingNames()));
  await writeFile(
    path.join(dir, 'preview-templates.json'),
    JSON.stringify(previewTemplates(/** @type {any} */ (cmsConfig({ siteUrl: site.url })))),
  );
  const { code, fonts, immutable } = localBundle(await readFile(SVELTIA_BUNDLE, 'utf8'));
  await writeFile(path.join(dir, 'sveltia-cms.js'), withoutSourceMap(code));
  await writeFile(
    path.join(dir, 'chunks', path.basename(REACT_CHUNK)),
    withoutSourceMap(await readFile(REACT_CHUNK, 'utf8')),
  );
  await copyFile(immutable, path.join(dir, 'vendor', path.basename(immutable)));
  await cp(SVELTIA_LOCALES, path.join(dir, 'locales'), { recursive: true });
  for (const font of fonts) await copyFile(font.from, path.join(dir, 'fonts', font.name));
  for (const file of ADMIN_SOURCES) await copyFile(file, path.join(dir, path.basename(file)));
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function cmsPlugin(eleventyConfig) {
  beforeEachBuild(eleventyConfig, (publicDir) => writeAdmin(path.join(publicDir, ADMIN_URL)));
  eleventyConfig.addGlobalData('adminContentSecurityPolicy', () => ADMIN_CONTENT_SECURITY_POLICY);
  eleventyConfig.addWatchTarget('./src/admin/');
}
