// @ts-check
/**
 * `npm run bench -- --documents N`: the documents library at scale (docs/architecture.md
 * "Documents"). Builds a scratch copy of the project (scripts/lib/scale.js) whose documents are N
 * generated PDFs of 1 to 20 pages (pdf-lib, scripts/lib/sample-pdf.js) instead of the samples, and
 * reports: the cold build (no .cache/documents/) and the warm one with nothing changed, and how
 * many PDFs each read; the Pagefind index's size and the time to find a word that is inside one PDF
 * only, in Chromium; the time and the bytes of the library's first filter (Pagefind's filter API);
 * the library page's HTML; the JavaScript before input and after use on the
 * library (scripts/js-transfer.js). Times are reported; the byte budgets are asserted by
 * test/site/budgets.test.ts on the real site.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import yaml from 'js-yaml';
import { makeScratchSite, pageSizes } from './scale.js';
import { makeSamplePdf } from './sample-pdf.js';
import { HEADLESS_CHROMIUM, LAUNCH_ARGS } from './chromium.js';
import { measureJsTransfer, serveSite } from '../js-transfer.js';
import { DOCUMENT_TYPES, DOCUMENTS_FOLDER } from '../../src/eleventy/documents/documents.js';
import { BUNDLE_ENTRY } from '../../src/content/read.js';

/** The word only one generated PDF holds, searched for. */
export const NEEDLE = 'quillwort';
const PRODUCTS = ['ovg-4', 'v-ovg', 'ohg-4', 'ofc-1', 'lonestar', 'owlsens-t', 'owlsens-C', 'gen-sys-products'];
const MARKETS = ['defense', 'industrial', 'internet-things'];
const WORDS =
  'permeation oven dilution flow humidity carrier vapour detector calibration alarm threshold concentration tube stability sensor chip field ion mobility compensation voltage'.split(
    ' ',
  );

/**
 * Writes `count` generated documents (entry and PDF) into the scratch copy's documents folder.
 * @param {string} dir  the scratch copy
 * @param {number} count
 */
async function writeDocuments(dir, count) {
  const folder = path.join(dir, DOCUMENTS_FOLDER);
  for (const name of readdirSync(folder)) rmSync(path.join(folder, name), { recursive: true });
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(4, '0');
    const [type, slug] = DOCUMENT_TYPES[i % DOCUMENT_TYPES.length];
    const number = `${slug.slice(0, 2).toUpperCase()}-${n}`;
    const title = `Generated ${type.toLowerCase()} ${n}`;
    const words = Array.from({ length: 400 }, (_, k) => WORDS[(i * 7 + k * 13) % WORDS.length]).join(' ');
    const paragraphs = [
      words,
      ...(i === Math.ceil(count / 2) ? [`The only mention of ${NEEDLE} in the library.`] : []),
    ];
    const date = new Date(Date.UTC(2020, 0, 1) + i * 86400000).toISOString().slice(0, 10);
    const entry = path.join(folder, number.toLowerCase());
    mkdirSync(entry);
    writeFileSync(
      path.join(entry, `${number.toLowerCase()}.pdf`),
      await makeSamplePdf({ title, number, revision: 'Revision 1', date, paragraphs, pages: 1 + (i % 20) }),
    );
    writeFileSync(
      path.join(entry, BUNDLE_ENTRY),
      yaml.dump({
        title,
        type,
        number,
        revision: 'Revision 1',
        date,
        language: i % 10 === 0 ? 'de' : 'en',
        summary: `A generated ${type.toLowerCase()} for measuring the library at scale.`,
        file: `${number.toLowerCase()}.pdf`,
        products: [PRODUCTS[i % PRODUCTS.length]],
        markets: [MARKETS[i % MARKETS.length]],
      }),
    );
  }
}

/**
 * One production build of the scratch copy, timed, with the documents' log line.
 * @param {string} dir
 * @returns {{ ms: number, log: string }}
 */
function build(dir) {
  const { GALLERY, PREVIEW, CONTENT_STRICT, ...rest } = process.env;
  const env = { ...rest, SITE_DIR: '_site' };
  const start = performance.now();
  let log = '';
  for (const args of [['node_modules/@11ty/eleventy/cmd.cjs', '--quiet'], ['scripts/index-search.js']]) {
    const run = spawnSync(process.execPath, args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`Build of ${dir} failed (${args[0]}):\n${run.stdout}\n${run.stderr}`);
    log += run.stdout;
  }
  return { ms: performance.now() - start, log: (log.match(/\[documents\][^\n]*/) ?? [''])[0] };
}

/** @param {string} d  @returns {number} bytes of every file under d */
const folderBytes = (d) =>
  readdirSync(d, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(path.join(e.parentPath, e.name)).size, 0);

/**
 * The library's first filter through Pagefind, as a visitor meets it: the enhancer loaded by a
 * focus, then a click on "Datasheets".
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 * @returns {Promise<{ ms: number, bytes: number, files: number, status: string }>} ms from the click
 *   to the status line's change; bytes (raw bodies) and count of files fetched from /pagefind/
 */
async function timeFilter(page, baseUrl) {
  await page.goto(`${baseUrl}/resources/documents/`);
  await page.getByRole('link', { name: /^All documents/ }).focus();
  await page.locator('[data-enhancer="document-library"][data-enhanced]').waitFor();
  const status = page.locator('.document-library__status');
  const before = await status.textContent();
  /** @type {Promise<number>[]} */
  const sizes = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/pagefind/'))
      sizes.push(
        response.body().then(
          (b) => b.length,
          () => 0,
        ),
      );
  });
  const start = Date.now();
  await page.getByRole('link', { name: /^Datasheets \(/ }).click();
  await page.waitForFunction(
    (text) => document.querySelector('.document-library__status')?.textContent !== text,
    before,
  );
  const ms = Date.now() - start;
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  return { ms, bytes, files: sizes.length, status: (await status.textContent()) ?? '' };
}

/**
 * Runs the bench and prints its report.
 * @param {number} count  documents to generate
 */
export async function runDocumentsBench(count) {
  const dir = makeScratchSite(0);
  try {
    await writeDocuments(dir, count);
    rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
    const cold = build(dir);
    const warm = build(dir);
    const siteDir = path.join(dir, '_site');
    const library = pageSizes(siteDir).find((p) => p.url === '/resources/documents/');
    const server = await serveSite(siteDir);
    let search;
    let filter;
    let js;
    try {
      const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM, args: LAUNCH_ARGS });
      const page = await browser.newPage();
      await page.goto(`${server.baseUrl}/search/`);
      search = await page.evaluate(async (word) => {
        const moduleUrl = '/pagefind/pagefind.js';
        const pagefind = await import(moduleUrl);
        await pagefind.options({ noWorker: true });
        const first = performance.now();
        const found = await pagefind.search(word);
        const data = await Promise.all(found.results.map((/** @type {any} */ r) => r.data()));
        const firstMs = performance.now() - first;
        const again = performance.now();
        await (await pagefind.search(`${word}`)).results[0]?.data();
        return { firstMs, againMs: performance.now() - again, urls: data.map((/** @type {any} */ d) => d.url) };
      }, NEEDLE);
      filter = await timeFilter(await browser.newPage(), server.baseUrl);
      await browser.close();
      [js] = await measureJsTransfer({
        baseUrl: server.baseUrl,
        urls: ['/resources/documents/'],
        viewports: [{ name: '1440', width: 1440, height: 900 }],
      });
    } finally {
      server.stop();
    }
    const kb = (/** @type {number} */ b) => (b / 1024).toFixed(1);
    console.log(
      `Documents at scale: ${count} generated PDFs of 1 to 20 pages (times on this machine, under whatever load it carries).`,
    );
    console.log(`- cold build (no .cache/documents/): ${(cold.ms / 1000).toFixed(1)} s. ${cold.log}`);
    console.log(`- warm build, nothing changed: ${(warm.ms / 1000).toFixed(1)} s. ${warm.log}`);
    console.log(`- search index: ${kb(folderBytes(path.join(siteDir, 'pagefind')))} KB in _site/pagefind/`);
    console.log(
      `- search for "${NEEDLE}" (one PDF holds it): ${search.urls.length} result(s) ${search.urls.join(', ')}; first search with its data ${search.firstMs.toFixed(0)} ms (index chunks loaded), again ${search.againMs.toFixed(0)} ms`,
    );
    console.log(
      `- the first filter chosen on the library (Datasheets): ${filter.ms.toFixed(0)} ms from the click to the list shown, ${kb(filter.bytes)} KB fetched from /pagefind/ (${filter.files} files: module, WebAssembly, filter chunks), "${filter.status}"`,
    );
    console.log(
      `- library page /resources/documents/: HTML ${kb(library?.bytes ?? 0)} KB, ${kb(library?.gzip ?? 0)} KB gzip`,
    );
    console.log(
      `- JavaScript on the library @1440: before input ${kb(js.before.gzip)} KB gz (budget 2), after use ${kb(js.after.gzip)} KB gz (budget 22)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
