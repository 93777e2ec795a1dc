// @ts-check
/**
 * `npm run bench`: builds the site (cold, timed), then prints one table: per page, the bytes of its
 * HTML, of the CSS it links, and of the JavaScript it loads, raw and gzip (DESIGN.md §3). Numbers
 * are reported, not asserted (the byte budgets are asserted in test/site/budgets.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { pageWeights } from './page-weights.js';

rmSync('_site', { recursive: true, force: true });
rmSync('.11ty-vite', { recursive: true, force: true });
const start = performance.now();
const build = spawnSync('npx', ['eleventy', '--quiet'], { stdio: 'inherit' });
const buildMs = performance.now() - start;
if (build.status !== 0) process.exit(build.status ?? 1);

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1).padStart(6);
const rows = pageWeights();
const width = Math.max(...rows.map((r) => r.url.length), 4);
console.log(`\n${'page'.padEnd(width)}  HTML raw  HTML gz   CSS raw   CSS gz    JS raw    JS gz   (KB)`);
for (const r of rows) {
  console.log(
    `${r.url.padEnd(width)}  ${kb(r.html.raw)}   ${kb(r.html.gzip)}   ${kb(r.css.raw)}   ${kb(r.css.gzip)}   ${kb(r.js.raw)}   ${kb(r.js.gzip)}`,
  );
}
const max = (/** @type {(r: typeof rows[number]) => number} */ f) => rows.reduce((a, r) => (f(r) > f(a) ? r : a));
const heaviestHtml = max((r) => r.html.gzip);
console.log(`\n${rows.length} pages; largest HTML ${heaviestHtml.url} ${kb(heaviestHtml.html.gzip).trim()} KB gzip`);
console.log(`Cold build (Eleventy + Vite): ${(buildMs / 1000).toFixed(2)} s`);
