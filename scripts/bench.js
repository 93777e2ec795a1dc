// @ts-check
/**
 * `npm run bench`: builds the site (cold, timed, the Pagefind search index included), then prints
 * one table: per page, the bytes of its HTML, of the CSS it links, of the JavaScript it loads
 * before any interaction, and of all the JavaScript once every widget on it has loaded (DESIGN.md
 * §3). Numbers are reported, not asserted here (the byte budgets are asserted in
 * test/site/budgets.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SITE_DIR, viteTempFolder } from '../src/folders.js';
import { indexSite } from './index-search.js';
import { pageWeights } from './page-weights.js';

// A cold build: the site and the Vite temp folder this build uses (src/folders.js).
rmSync(SITE_DIR, { recursive: true, force: true });
rmSync(viteTempFolder(), { recursive: true, force: true });
const start = performance.now();
const build = spawnSync(process.execPath, ['node_modules/@11ty/eleventy/cmd.cjs', '--quiet'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);
// The search index, as `npm run build`'s postbuild step writes it (after Vite, DESIGN.md §5).
const indexStart = performance.now();
const indexed = await indexSite(SITE_DIR);
const indexMs = performance.now() - indexStart;
const buildMs = performance.now() - start;

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(2).padStart(7);
const rows = pageWeights();
const width = Math.max(...rows.map((r) => r.url.length), 4);
console.log(`${'page'.padEnd(width)}   HTML gz    CSS gz  JS@load   JS@load gz   JS all   JS all gz   chunks   (KB)`);
for (const r of rows) {
  console.log(
    `${r.url.padEnd(width)}  ${kb(r.html.gzip)}   ${kb(r.css.gzip)}  ${kb(r.js.raw)}   ${kb(r.js.gzip)}    ${kb(r.jsAll.raw)}   ${kb(r.jsAll.gzip)}   ${r.chunks.join(', ') || '-'}`,
  );
}
const heaviest = (/** @type {(r: typeof rows[number]) => number} */ f) => rows.reduce((a, r) => (f(r) > f(a) ? r : a));
const h = heaviest((r) => r.html.gzip);
const j = heaviest((r) => r.jsAll.gzip);
console.log(`\n${rows.length} pages. Largest HTML: ${h.url} ${kb(h.html.gzip).trim()} KB gz. Heaviest JS: ${j.url} ${kb(j.jsAll.gzip).trim()} KB gz.`);
console.log(`Cold build (Eleventy + Vite + Pagefind): ${(buildMs / 1000).toFixed(2)} s, of which Pagefind ${(indexMs / 1000).toFixed(2)} s (${indexed} pages indexed)`);
