// @ts-check
/**
 * Bytes of each built page that need no browser (docs/architecture.md#budgets): its HTML and the stylesheets it
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

/**
 * What a page may weigh to arrive in the first round trip (docs/architecture.md#budgets): its HTML
 * plus render-blocking CSS, gzip, in the ten TCP segments of 1,460 B a server sends before the
 * browser's first acknowledgement (bytes).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
/** @typedef {{ url: string, html: Size, css: Size, chunks: string[] }} PageWeight  `css`: the render-blocking stylesheets (not `media="print"`) */

const SITE = SITE_DIR;
/** Chunk name → selector of the elements that make a start-up routine load it. */
const ROUTINE_SELECTORS = /** @type {Record<string, string>} */ (
  JSON.parse(readFileSync('enhancers/lib/selectors.json', 'utf8'))
);

/** @param {Buffer | string} content @returns {Size} */
const size = (content) => ({ raw: Buffer.byteLength(content), gzip: gzipSync(content, { level: 9 }).length });
/** @param {Size[]} sizes @returns {Size} */
const sum = (sizes) => sizes.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
/** @param {string} ref  a site-relative url or a path relative to the site @param {string} [site] */
const fileOf = (ref, site = SITE) => path.join(site, ref.replace(/^\//, '').split(/[?#]/)[0]);

/** The authors' CMS (src/eleventy/cms/cms.js): a tool outside the site's pages and budgets (docs/requirements.md#content-as-data-and-the-cms). */
const ADMIN_DIR = 'admin';

/** @param {string} dir @param {string} [site] @returns {string[]} the site's HTML pages, the CMS's left out */
function htmlFiles(dir, site = SITE) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (dir === site && name === ADMIN_DIR) return [];
    return statSync(full).isDirectory() ? htmlFiles(full, site) : name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The bytes of the CMS at /admin/, file by file (reported by `npm run bench`, in no budget).
 * @returns {{ file: string, size: Size }[]} file: site-relative url; sorted by url
 */
export function cmsWeights() {
  const dir = path.join(SITE, ADMIN_DIR);
  /** @param {string} d @returns {string[]} */
  const walk = (d) =>
    readdirSync(d).flatMap((name) =>
      statSync(path.join(d, name)).isDirectory() ? walk(path.join(d, name)) : [path.join(d, name)],
    );
  return walk(dir)
    .map((f) => ({ file: '/' + path.relative(SITE, f).split(path.sep).join('/'), size: size(readFileSync(f)) }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * @param {string} [site]  the built site's folder: SITE_DIR unless given (`npm run bench` weighs its scratch build)
 * @returns {PageWeight[]} sorted by url
 */
export function pageWeights(site = SITE) {
  return htmlFiles(site, site)
    .map((f) => {
      const html = readFileSync(f, 'utf8');
      const doc = parse(html);
      const url =
        '/' +
        path
          .relative(site, f)
          .split(path.sep)
          .join('/')
          .replace(/index\.html$/, '');
      // The stylesheets a screen waits for before its first paint: not the print styles.
      const css = doc
        .querySelectorAll('link[rel="stylesheet"]:not([media="print"])')
        .map((l) => size(readFileSync(fileOf(l.getAttribute('href') ?? '', site))));
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
