// @ts-check
/**
 * `npm run bench`: builds the site (cold, timed, the Pagefind search index included), then measures
 * every page in Chromium (scripts/js-transfer.js) at 375 × 740 and 1440 × 900 and prints one
 * Markdown table: per page, the gzip KB of its HTML and of the CSS it links, the JavaScript
 * transferred before any input (no scroll, pointer or key) and after scrolling to the end and using
 * every widget, at each width, and which scripts came before input (docs/architecture.md#budgets). Numbers are
 * reported, not asserted here: test/site/budgets.test.ts asserts the byte budgets on the same
 * measurement.
 *
 * Options:
 *   --no-build      measure the build already in `_site/` (or `$SITE_DIR`)
 *   --json <file>   also write the measurements (bytes) as JSON
 *   --scale N       instead: build a scratch copy with N generated news articles and report build
 *                   time per page and the largest page (scripts/lib/scale.js)
 *   --documents N   instead: build a scratch copy whose library holds N generated PDFs and report
 *                   cold and warm build, search index and latency, library page bytes
 *                   (scripts/lib/documents-bench.js)
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { SITE_DIR, viteTempFolder } from '../src/folders.js';
import { indexSite } from './index-search.js';
import { cmsWeights, pageWeights } from './page-weights.js';
import { runScaleBench } from './lib/scale.js';
import { runDocumentsBench } from './lib/documents-bench.js';
import { measureJsTransfer, serveSite, VIEWPORTS } from './js-transfer.js';

const args = process.argv.slice(2);
const SITE = SITE_DIR;

/** Cold build, timed. @returns {Promise<string>} the timing line */
async function coldBuild() {
  // A cold build: the site and the Vite temp folder this build uses (src/folders.js).
  rmSync(SITE, { recursive: true, force: true });
  rmSync(viteTempFolder(), { recursive: true, force: true });
  const start = performance.now();
  const build = spawnSync(process.execPath, ['node_modules/@11ty/eleventy/cmd.cjs', '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The search index, as `npm run build`'s postbuild step writes it (after Vite, docs/architecture.md#known-traps).
  const indexStart = performance.now();
  const indexed = await indexSite(SITE);
  const indexMs = performance.now() - indexStart;
  const buildMs = performance.now() - start;
  return `Cold build (Eleventy + Vite + Pagefind): ${(buildMs / 1000).toFixed(2)} s, of which Pagefind ${(indexMs / 1000).toFixed(2)} s (${indexed} pages indexed)`;
}

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(2);
/** `/assets/section-nav-DeSy-arO.js` → `section-nav` */
const chunkName = (/** @type {string} */ url) =>
  url
    .replace(/^.*\//, '')
    .replace(/-[\w-]{8}\.js$/, '')
    .replace(/\.js$/, '');

async function bench() {
  const timing = args.includes('--no-build') ? 'Build: the existing one (--no-build).' : await coldBuild();
  const weights = pageWeights();
  const server = await serveSite(SITE);
  let measurements;
  try {
    measurements = await measureJsTransfer({ baseUrl: server.baseUrl, urls: weights.map((w) => w.url) });
  } finally {
    server.stop();
  }
  const json = args.indexOf('--json');
  if (json > -1) writeFileSync(args[json + 1], JSON.stringify(measurements, null, 2) + '\n');

  const at = (/** @type {string} */ url, /** @type {string} */ vp) => {
    const m = measurements.find((x) => x.url === url && x.viewport === vp);
    if (!m) throw new Error(`no measurement of ${url} at ${vp}`);
    return m;
  };
  const widths = VIEWPORTS.map((v) => v.name);
  console.log(
    `| page | HTML gz | CSS gz | ${widths.map((w) => `JS before input @${w} | JS after use @${w}`).join(' | ')} | scripts before input (${widths.join(' / ')}) |`,
  );
  console.log(`|---|---:|---:|${widths.map(() => '---:|---:').join('|')}|---|`);
  for (const w of weights) {
    const cells = widths.map((vp) => `${kb(at(w.url, vp).before.gzip)} | ${kb(at(w.url, vp).after.gzip)}`);
    const names = widths.map(
      (vp) =>
        at(w.url, vp)
          .before.scripts.map((s) => chunkName(s.url))
          .join(', ') || '-',
    );
    console.log(
      `| ${w.url} | ${kb(w.html.gzip)} | ${kb(w.css.gzip)} | ${cells.join(' | ')} | ${names[0] === names[1] ? names[0] : names.join(' / ')} |`,
    );
  }
  const heaviest = measurements.reduce((a, m) => (m.after.gzip > a.after.gzip ? m : a));
  const within = measurements.filter((m) => m.before.gzip <= 2 * 1024).map((m) => `${m.url} @${m.viewport}`);
  console.log(
    `\n(gzip KB.) ${weights.length} pages × ${widths.length} widths. Before input ≤ 2 KB: ${within.length} of ${measurements.length}${within.length && within.length <= 12 ? ` (${within.join(', ')})` : ''}.`,
  );
  console.log(`Heaviest after use: ${heaviest.url} @${heaviest.viewport} ${kb(heaviest.after.gzip)} KB gz.`);
  const cms = cmsWeights();
  const total = cms.reduce((a, w) => ({ raw: a.raw + w.size.raw, gzip: a.gzip + w.size.gzip }), { raw: 0, gzip: 0 });
  console.log(
    `\nThe CMS at /admin/ (authors only; in no page budget): ${kb(total.raw)} KB, ${kb(total.gzip)} KB gz in ${cms.length} files:`,
  );
  for (const w of cms) console.log(`- ${w.file}: ${kb(w.size.raw)} KB, ${kb(w.size.gzip)} KB gz`);
  console.log(timing);
}

// `npm run bench -- --scale N`: a scratch copy with N generated news articles.
const scale = args.indexOf('--scale');
const documents = args.indexOf('--documents');
if (scale > -1) runScaleBench(Number(args[scale + 1]));
else if (documents > -1) await runDocumentsBench(Number(args[documents + 1]));
else await bench();
