// @ts-check
/**
 * `npm run bench -- --documents N`: the documents library at scale (docs/architecture.md
 * "Documents"). Builds a scratch copy of the project (scripts/lib/scale.js) whose documents are N
 * generated PDFs (pdf-lib, scripts/lib/sample-pdf.js) instead of the samples, as a company's
 * library reads: text on every page (about 300 words, from a vocabulary of VOCABULARY_SIZE words),
 * 1 to 40 pages, and one manual of MANUAL_PAGES pages whose page NEEDLE_PAGE holds the only
 * mention of NEEDLE. It reports: the cold build (no .cache/documents/), the warm one with nothing
 * changed and with one PDF changed, and how many PDFs each read; the Pagefind index's size, the
 * time to find NEEDLE through Pagefind's API and from Enter on the search page to its result, and
 * the bytes fetched from /pagefind/ for it, in Chromium; the time and the bytes of the library's
 * first filter (Pagefind's filter API);
 * the library page's HTML; the JavaScript before input and after use on the
 * library (scripts/js-transfer.js); every page's first round trip (HTML and render-blocking CSS,
 * gzip), which fails the bench (exit code 1) on a page over FIRST_ROUND_TRIP_BYTES, as
 * test/site/first-round-trip.test.ts fails the suite on the project's own builds. Times are
 * reported; the other byte budgets are asserted by test/site/budgets.test.ts on the real site.
 */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import yaml from 'js-yaml';
import { makeScratchSite, pageSizes } from './scale.js';
import { FIRST_ROUND_TRIP_BYTES, pageWeights } from '../page-weights.js';
import { makeSamplePdf } from './sample-pdf.js';
import { bytesOf, splitPagefindBytes } from './pagefind-bytes.js';
import { HEADLESS_CHROMIUM, LAUNCH_ARGS } from './chromium.js';
import { measureJsTransfer, serveSite } from '../js-transfer.js';
import { DOCUMENT_TYPES, DOCUMENTS_FOLDER } from '../../src/eleventy/documents/documents.js';
import { BUNDLE_ENTRY } from '../../src/content/read.js';

/** The word only one page of one generated PDF holds, searched for. */
export const NEEDLE = 'quillwort';
/** How many distinct words the generated text draws from. */
export const VOCABULARY_SIZE = 6000;
/** The pages of the one long manual (document 1), and the page of it that holds NEEDLE. */
export const MANUAL_PAGES = 240;
export const NEEDLE_PAGE = 234;
const PRODUCTS = ['ovg-4', 'v-ovg', 'ohg-4', 'ofc-1', 'lonestar', 'owlsens-t', 'owlsens-C', 'gen-sys-products'];
const MARKETS = ['defense', 'industrial', 'internet-things'];

/**
 * A seeded pseudo-random generator (mulberry32), so the same arguments give the same PDFs.
 * @param {number} seed
 * @returns {() => number} numbers in [0, 1)
 */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** VOCABULARY_SIZE distinct pronounceable words of 2 to 4 syllables (none is NEEDLE). */
const VOCABULARY = (() => {
  const onsets = ['b', 'c', 'd', 'f', 'g', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'tr', 'st', 'pl'];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ea', 'io'];
  const random = seeded(7);
  const pick = (/** @type {string[]} */ list) => list[Math.floor(random() * list.length)];
  const words = new Set();
  while (words.size < VOCABULARY_SIZE) {
    const syllables = 2 + Math.floor(random() * 3);
    const word =
      Array.from({ length: syllables }, () => pick(onsets) + pick(vowels)).join('') + pick(['', 'n', 'r', 's', 't']);
    if (word !== NEEDLE) words.add(word);
  }
  return [...words];
})();

/**
 * About `count` words of running text, drawn from VOCABULARY by a generator seeded with `seed`.
 * @param {number} seed
 * @param {number} count
 */
function text(seed, count) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]).join(' ');
}

/**
 * The type, number and title of generated document `i`.
 * @param {number} i
 */
function documentFacts(i) {
  const n = String(i).padStart(4, '0');
  const [type, slug] = DOCUMENT_TYPES[i % DOCUMENT_TYPES.length];
  const number = `${slug.slice(0, 2).toUpperCase()}-${n}`;
  return { type, number, title: `Generated ${type.toLowerCase()} ${n}` };
}

/**
 * The PDF of generated document `i`: about 150 words on its first page and 300 on every other.
 * @param {number} i  1 for the long manual
 * @param {{ title: string, number: string, date: string }} facts
 * @param {string} [change]  a sentence added to its first page (the warm build with one PDF changed)
 */
function documentPdf(i, { title, number, date }, change = '') {
  const pages = i === 1 ? MANUAL_PAGES : 1 + ((i * 7) % 40);
  return makeSamplePdf({
    title,
    number,
    revision: 'Revision 1',
    date,
    paragraphs: [text(i * 1000, 150), ...(change ? [change] : [])],
    pages,
    pageText: (n) =>
      `${text(i * 1000 + n, 300)}${i === 1 && n === NEEDLE_PAGE ? ` The only mention of ${NEEDLE}.` : ''}`,
  });
}

/**
 * Writes `count` generated documents (entry and PDF) into the scratch copy's documents folder.
 * @param {string} dir  the scratch copy
 * @param {number} count
 */
async function writeDocuments(dir, count) {
  const folder = path.join(dir, DOCUMENTS_FOLDER);
  for (const name of readdirSync(folder)) rmSync(path.join(folder, name), { recursive: true });
  for (let i = 1; i <= count; i++) {
    const { type, number, title } = documentFacts(i);
    const date = new Date(Date.UTC(2020, 0, 1) + i * 86400000).toISOString().slice(0, 10);
    const entry = path.join(folder, number.toLowerCase());
    mkdirSync(entry);
    writeFileSync(path.join(entry, `${number.toLowerCase()}.pdf`), await documentPdf(i, { title, number, date }));
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

/** @typedef {import('./pagefind-bytes.js').Bytes} Bytes */
/** @typedef {import('./pagefind-bytes.js').PagefindBytes} PagefindBytes */

/**
 * Records the size of every response `page` gets from /pagefind/ from now on.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{ path: string } & Bytes>[]} one promise per response: its path and its body's
 *   bytes, as read and gzip (what a host that compresses sends; Pagefind's index files are gzip
 *   already, and would gain a few bytes); 0 when unreadable
 */
function pagefindResponses(page) {
  /** @type {Promise<{ path: string } & Bytes>[]} */
  const sizes = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/pagefind/'))
      sizes.push(
        response.body().then(
          (b) => ({ path: pathname, ...bytesOf(b) }),
          () => ({ path: pathname, raw: 0, gzip: 0 }),
        ),
      );
  });
  return sizes;
}

/**
 * @param {Promise<{ path: string } & Bytes>[]} sizes
 * @returns {Promise<PagefindBytes>} their sums: all, Pagefind's runtime, the rest
 */
async function totalOf(sizes) {
  return splitPagefindBytes(await Promise.all(sizes));
}

/**
 * A visitor's search for NEEDLE: typed on the search page, then Enter, until its first result shows.
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 * @returns {Promise<{ ms: number, bytes: PagefindBytes, files: number, url: string }>} ms from
 *   Enter to the first result; bytes and count of files fetched from /pagefind/; the result's link
 */
async function timeSearchPage(page, baseUrl) {
  await page.goto(`${baseUrl}/search/`);
  const sizes = pagefindResponses(page);
  const input = page.locator('main input[name="q"]');
  await input.fill(NEEDLE);
  const start = Date.now();
  await input.press('Enter');
  const first = page.locator('.search-result a').first();
  await first.waitFor();
  const ms = Date.now() - start;
  const bytes = await totalOf(sizes);
  return { ms, bytes, files: sizes.length, url: (await first.getAttribute('href')) ?? '' };
}

/**
 * The library's first filter through Pagefind, as a visitor meets it: the enhancer loaded by a
 * focus, then a click on "Datasheets".
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 * @returns {Promise<{ ms: number, bytes: PagefindBytes, files: number, status: string, inPlace: boolean }>} ms
 *   from the click to the status line's change; bytes and count of files fetched from /pagefind/;
 *   whether the list was filtered in place (false: the link to the filter page was followed)
 */
async function timeFilter(page, baseUrl) {
  await page.goto(`${baseUrl}/resources/documents/`);
  await page.getByRole('link', { name: /^All documents/ }).focus();
  await page.locator('[data-enhancer="document-library"][data-enhanced]').waitFor();
  const status = page.locator('.document-library__status');
  const before = await status.textContent();
  const sizes = pagefindResponses(page);
  const start = Date.now();
  await page.getByRole('link', { name: /^Datasheets \(/ }).click();
  await page.waitForFunction(
    (text) => document.querySelector('.document-library__status')?.textContent !== text,
    before,
  );
  const ms = Date.now() - start;
  const bytes = await totalOf(sizes);
  // In place: the library's own address with the filter in its query, not the pre-rendered filter page.
  const inPlace = new URL(page.url()).pathname === '/resources/documents/';
  return { ms, bytes, files: sizes.length, status: (await status.textContent()) ?? '', inPlace };
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
    // One PDF changed (a new upload of document 2): the next build reads it alone.
    const second = documentFacts(2);
    const date = new Date(Date.UTC(2020, 0, 1) + 2 * 86400000).toISOString().slice(0, 10);
    const file = path.join(dir, DOCUMENTS_FOLDER, second.number.toLowerCase(), `${second.number.toLowerCase()}.pdf`);
    writeFileSync(file, await documentPdf(2, { ...second, date }, 'This revision adds one sentence.'));
    const changed = build(dir);
    const siteDir = path.join(dir, '_site');
    const library = pageSizes(siteDir).find((p) => p.url === '/resources/documents/');
    const firstRoundTrip = pageWeights(siteDir);
    const server = await serveSite(siteDir);
    let search;
    let filter;
    let searchPage;
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
      searchPage = await timeSearchPage(await browser.newPage(), server.baseUrl);
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
      `Documents at scale: ${count} generated PDFs of 1 to 40 pages, one of ${MANUAL_PAGES}, text on every page from ${VOCABULARY_SIZE} words (times on this machine, under whatever load it carries).`,
    );
    console.log(`- PDFs: ${kb(folderBytes(path.join(dir, DOCUMENTS_FOLDER)))} KB with their entries`);
    console.log(`- cold build (no .cache/documents/): ${(cold.ms / 1000).toFixed(1)} s. ${cold.log}`);
    console.log(`- warm build, nothing changed: ${(warm.ms / 1000).toFixed(1)} s. ${warm.log}`);
    console.log(`- warm build, one PDF changed: ${(changed.ms / 1000).toFixed(1)} s. ${changed.log}`);
    console.log(`- search index: ${kb(folderBytes(path.join(siteDir, 'pagefind')))} KB in _site/pagefind/`);
    console.log(
      `- search for "${NEEDLE}" (one PDF holds it): ${search.urls.length} result(s) ${search.urls.join(', ')}; first search with its data ${search.firstMs.toFixed(0)} ms (index chunks loaded), again ${search.againMs.toFixed(0)} ms`,
    );
    console.log(
      `- from Enter on the search page to the first result for "${NEEDLE}" (page ${NEEDLE_PAGE} of the ${MANUAL_PAGES}-page manual): ${searchPage.ms} ms, ${kb(searchPage.bytes.total.gzip)} KB gzip fetched from /pagefind/ (${searchPage.files} files): Pagefind's module and WebAssembly ${kb(searchPage.bytes.runtime.gzip)} KB, the index and fragments for this search ${kb(searchPage.bytes.index.gzip)} KB; the result links ${searchPage.url}`,
    );
    console.log(
      `- the first filter chosen on the library (Datasheets): ${filter.ms.toFixed(0)} ms from the click to the list shown, ${kb(filter.bytes.total.gzip)} KB gzip fetched from /pagefind/ (${filter.files} files: module and WebAssembly ${kb(filter.bytes.runtime.gzip)} KB, filter chunks ${kb(filter.bytes.index.gzip)} KB), "${filter.status}"`,
    );
    console.log(
      `- library page /resources/documents/: HTML ${kb(library?.bytes ?? 0)} KB, ${kb(library?.gzip ?? 0)} KB gzip`,
    );
    const rows = path.join(siteDir, 'resources/documents/rows.json');
    if (existsSync(rows))
      console.log(
        `- every row of the library (rows.json, fetched with the first filter on a paginated library): ${kb(gzipSync(readFileSync(rows), { level: 9 }).length)} KB gzip`,
      );
    console.log(
      `- JavaScript on the library @1440: before input ${kb(js.before.gzip)} KB gz (budget 2), after use ${kb(js.after.gzip)} KB gz (budget 22)`,
    );
    if (!filter.inPlace) {
      console.error('The first filter did not filter the library in place: the link to its page was followed.');
      process.exitCode = 1;
    }
    const weights = firstRoundTrip.map((w) => ({ url: w.url, bytes: w.html.gzip + w.css.gzip }));
    const over = weights.filter((w) => w.bytes > FIRST_ROUND_TRIP_BYTES);
    console.log(
      `- first round trip (HTML + render-blocking CSS, gzip, ≤ ${FIRST_ROUND_TRIP_BYTES} B): ${over.length} of ${weights.length} pages over; heaviest five: ${[
        ...weights,
      ]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 5)
        .map((w) => `${w.url} ${w.bytes}`)
        .join(', ')}`,
    );
    if (over.length) {
      console.error(`Over the first round trip: ${over.map((w) => `${w.url} ${w.bytes} B`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
