// @ts-check
/**
 * Bytes each built page costs a visitor: its HTML, the stylesheets it links and the module scripts
 * it loads (with their static imports), raw and gzip. Shared by `npm run bench` and the budget test.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** @typedef {{ raw: number, gzip: number }} Size */
/** @typedef {{ url: string, html: Size, css: Size, js: Size }} PageWeight */

const SITE = '_site';

/** @param {Buffer | string} content @returns {Size} */
const size = (content) => ({ raw: Buffer.byteLength(content), gzip: gzipSync(content, { level: 9 }).length });
/** @param {Size[]} sizes @returns {Size} */
const sum = (sizes) => sizes.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
/** @param {string} ref */
const file = (ref) => path.join(SITE, ref.split(/[?#]/)[0]);

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

/** Every script a module pulls in through static imports, itself included. @param {string} ref @param {Set<string>} seen */
function moduleGraph(ref, seen = new Set()) {
  if (seen.has(ref)) return seen;
  seen.add(ref);
  const code = readFileSync(file(ref), 'utf8');
  for (const m of code.matchAll(/\bimport\s*(?:[\w{}\s*,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    moduleGraph(path.posix.join(path.posix.dirname(ref), m[1]), seen);
  }
  return seen;
}

/** @returns {PageWeight[]} sorted by url */
export function pageWeights() {
  return htmlFiles(SITE)
    .map((f) => {
      const html = readFileSync(f, 'utf8');
      const url = '/' + path.relative(SITE, f).split(path.sep).join('/').replace(/index\.html$/, '');
      const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => size(readFileSync(file(m[1]))));
      const scripts = new Set(
        [...html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)].flatMap(
          (m) => [...moduleGraph(m[1])],
        ),
      );
      const js = [...scripts].map((ref) => size(readFileSync(file(ref))));
      return { url, html: size(html), css: sum(css), js: sum(js) };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}
