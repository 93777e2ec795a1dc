// @ts-check
/**
 * What a search costs a visitor in bytes from /pagefind/ (docs/architecture.md#budgets), split
 * into Pagefind's runtime (its module and its WebAssembly, which any search loads once whatever
 * the index holds) and the index (entry, metadata, index chunks, filters, fragments: what this
 * search needed, which grows with the site). Sizes are gzip at level 9, what a host that
 * compresses sends (Pagefind's index files are gzip already, and gain a few bytes at most).
 * Used by the documents bench (scripts/lib/documents-bench.js) and by the browser tests of a
 * search inside a long manual, in Chromium, Firefox and WebKit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Pagefind's runtime: its module and its WebAssembly. */
export const PAGEFIND_RUNTIME = /\/pagefind\/(pagefind\.js|wasm\.[^/]+\.pagefind)$/;

/** The most one search may fetch of the index, gzip bytes: the runtime aside, ≤ 60 KB. */
export const SEARCH_INDEX_BYTES = 60_000;

/** @typedef {{ raw: number, gzip: number }} Bytes */
/** @typedef {{ total: Bytes, runtime: Bytes, index: Bytes }} PagefindBytes  runtime: Pagefind's module and WebAssembly; index: the rest */

/**
 * A body's size as read and as a host that compresses sends it.
 * @param {Uint8Array} body
 * @returns {Bytes}
 */
export const bytesOf = (body) => ({
  raw: body.length,
  gzip: Math.min(body.length, gzipSync(body, { level: 9 }).length),
});

/**
 * Sums sizes by part: all, Pagefind's runtime, the index.
 * @param {({ path: string } & Bytes)[]} files  each fetched file's path (from the site's root) and size
 * @returns {PagefindBytes}
 */
export function splitPagefindBytes(files) {
  /** @type {(list: Bytes[]) => Bytes} */
  const sum = (list) => list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  return {
    total: sum(files),
    runtime: sum(files.filter((f) => PAGEFIND_RUNTIME.test(f.path))),
    index: sum(files.filter((f) => !PAGEFIND_RUNTIME.test(f.path))),
  };
}

/**
 * The bytes of the files a browser fetched from /pagefind/, read from the built site, each once.
 * @param {string} siteDir  the built site the browser was served
 * @param {string[]} paths  the paths it fetched, e.g. "/pagefind/fragment/en_1a2b3c.pf_fragment"
 * @returns {PagefindBytes}
 * @throws {Error} (ENOENT) when a path is not a file of `siteDir`
 */
export function pagefindBytes(siteDir, paths) {
  const unique = [...new Set(paths.filter((p) => p.startsWith('/pagefind/')))];
  return splitPagefindBytes(unique.map((p) => ({ path: p, ...bytesOf(readFileSync(path.join(siteDir, p))) })));
}
