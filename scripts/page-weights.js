// @ts-check
/**
 * Bytes each built page costs a visitor (DESIGN.md §3): its HTML, the stylesheets it links, the
 * JavaScript it loads before any interaction (the entry and its static imports), and the
 * JavaScript once every widget on it has loaded (plus each on-demand chunk whose element is on the
 * page), raw and gzip. Shared by `npm run bench` and test/site/budgets.test.ts.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { SITE_DIR } from '../src/folders.js';

/** @typedef {{ raw: number, gzip: number }} Size */
/** @typedef {{ url: string, html: Size, css: Size, js: Size, jsAll: Size, chunks: string[] }} PageWeight */
/** @typedef {{ file: string, name?: string, imports?: string[], isDynamicEntry?: boolean }} ManifestChunk */

const SITE = SITE_DIR;
const MANIFEST = path.join(SITE, '.vite', 'manifest.json');
/** Chunk name → selector of the elements that make a start-up routine load it. */
const ROUTINE_SELECTORS = /** @type {Record<string, string>} */ (JSON.parse(readFileSync('enhancers/lib/selectors.json', 'utf8')));

/** @param {Buffer | string} content @returns {Size} */
const size = (content) => ({ raw: Buffer.byteLength(content), gzip: gzipSync(content, { level: 9 }).length });
/** @param {Size[]} sizes @returns {Size} */
const sum = (sizes) => sizes.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
/** @param {string} ref  a site-relative url or a path relative to _site */
const fileOf = (ref) => path.join(SITE, ref.replace(/^\//, '').split(/[?#]/)[0]);

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

/** @returns {Record<string, ManifestChunk>} */
function readManifest() {
  return existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {};
}

/**
 * A chunk's file and the files of its static imports, recursively.
 * @param {Record<string, ManifestChunk>} manifest @param {string} key @param {Set<string>} files
 */
function withImports(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, files);
  return files;
}

/**
 * Enhancer name (`data-enhancer`) → the module it imports, read from enhancers/registry.ts (several
 * names may share one module: the three carousels are one chunk).
 * @returns {Map<string, string>}
 */
function registryModules() {
  const source = readFileSync('enhancers/registry.ts', 'utf8');
  return new Map([...source.matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*import\(['"]\.\/([\w-]+)['"]\)/g)].map((m) => [m[1], m[2]]));
}

/**
 * @returns {PageWeight[]} sorted by url
 * @throws {Error} when a page has a `data-enhancer` whose chunk is not in the build (so no widget
 *   goes uncounted)
 */
export function pageWeights() {
  const manifest = readManifest();
  const modules = registryModules();
  const keyByFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));
  const keyByName = new Map(Object.entries(manifest).filter(([, c]) => c.isDynamicEntry).map(([key, c]) => [c.name, key]));

  return htmlFiles(SITE)
    .map((f) => {
      const html = readFileSync(f, 'utf8');
      const doc = parse(html);
      const url = '/' + path.relative(SITE, f).split(path.sep).join('/').replace(/index\.html$/, '');
      const css = doc.querySelectorAll('link[rel="stylesheet"]').map((l) => size(readFileSync(fileOf(l.getAttribute('href') ?? ''))));

      const atLoad = new Set();
      for (const s of doc.querySelectorAll('script[type="module"][src]')) {
        const file = (s.getAttribute('src') ?? '').replace(/^\//, '');
        const key = keyByFile.get(file);
        if (key) withImports(manifest, key, atLoad);
        else atLoad.add(file);
      }
      const chunks = [
        ...new Set([
          ...doc.querySelectorAll('[data-enhancer]').map((el) => el.getAttribute('data-enhancer') ?? ''),
          ...Object.entries(ROUTINE_SELECTORS)
            .filter(([, selector]) => doc.querySelector(selector))
            .map(([name]) => name),
        ]),
      ];
      const all = new Set(atLoad);
      // The enhancer registry is a chunk of its own, fetched once the first root is ready.
      const needed = doc.querySelector('[data-enhancer]') ? ['registry', ...chunks] : chunks;
      for (const name of needed) {
        const key = keyByName.get(modules.get(name) ?? name);
        if (key) withImports(manifest, key, all);
        else if (Object.keys(manifest).length) throw new Error(`${url}: no chunk in the build for "${name}" (enhancers/registry.ts).`);
      }
      const bytes = (/** @type {Set<string>} */ files) => sum([...files].map((file) => size(readFileSync(fileOf(file)))));
      return { url, html: size(html), css: sum(css), js: bytes(atLoad), jsAll: bytes(all), chunks };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}
