// @ts-check
/**
 * Bytes of each built page that need no browser (DESIGN.md §3): its HTML and the stylesheets it
 * links, raw and gzip, and the widgets it has (`data-enhancer` names and the start-up routines
 * whose elements it contains). The JavaScript a visitor transfers is measured in a browser, not
 * reasoned from the manifest: scripts/js-transfer.js. Shared by `npm run bench` and
 * test/site/budgets.test.ts.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { SITE_DIR } from '../src/folders.js';

/** @typedef {{ raw: number, gzip: number }} Size */
/** @typedef {{ url: string, html: Size, css: Size, chunks: string[] }} PageWeight */

const SITE = SITE_DIR;
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

/** @returns {PageWeight[]} sorted by url */
export function pageWeights() {
  return htmlFiles(SITE)
    .map((f) => {
      const html = readFileSync(f, 'utf8');
      const doc = parse(html);
      const url = '/' + path.relative(SITE, f).split(path.sep).join('/').replace(/index\.html$/, '');
      const css = doc.querySelectorAll('link[rel="stylesheet"]').map((l) => size(readFileSync(fileOf(l.getAttribute('href') ?? ''))));
      const chunks = [
        ...new Set([
          ...doc.querySelectorAll('[data-enhancer]').map((el) => el.getAttribute('data-enhancer') ?? ''),
          ...Object.entries(ROUTINE_SELECTORS)
            .filter(([, selector]) => doc.querySelector(selector))
            .map(([name]) => name),
        ]),
      ];
      return { url, html: size(html), css: sum(css), chunks };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}
