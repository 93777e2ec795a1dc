// @ts-check
/**
 * Content gaps (docs/requirements.md#content-facts, docs/authoring.md#content-gaps-and-build-modes): what only the company can supply, and what a
 * production page must never show.
 *
 * A gap is either a sample entry in a content data file of src/content/ (an object with
 * `sample: true`; in the CMS the checkbox "Sample: hidden in production") or a
 * `<!-- Content gap: … -->` comment in a page's source.
 * - Every build prints the list at its end, each gap with its file.
 * - `CONTENT_STRICT=1` stops the build before it writes a page while any gap remains, naming each
 *   gap's file (the switch the company flips once its facts are in).
 * - The filter `publishedEntries(entries, preview)` gives templates the entries a build shows: all
 *   of them in preview, none of the samples in production (src/eleventy/build-mode.js decides the mode).
 * - Preview builds get the list as global data `contentGaps` (the gallery's page
 *   /frontend/content-gaps/); production pages lose their gap comments in src/eleventy/transforms.js.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildMode } from './build-mode.js';
import { contentFiles } from './content-schema.js';
import { PROJECT_ROOT, readYaml } from '../content/read.js';
import { AuthorError, AuthorErrorList, formatAuthorError } from './author-error.js';
import { CONTACT_URL } from '../contact.js';

const PAGES_DIR = 'pages';

/** The label every sample text begins with (docs/requirements.md#content-facts). */
export const SAMPLE_PREFIX = 'Sample —';

/** A content-gap comment in a page's source or HTML: `<!-- Content gap: … -->`. */
export const GAP_COMMENT = /<!--\s*Content gap:([\s\S]*?)-->/g;

/**
 * @typedef {{ file: string, where: string, text: string }} ContentGap
 *   file: path from the project root; where: the data path (e.g. "company.awards[0]") or "line N"
 */

/**
 * Walks a value and returns the dotted path and text of every sample entry in it.
 * @param {unknown} value
 * @param {string} at  path of `value`, e.g. "products.ovg-4"
 * @returns {{ path: string, text: string }[]}
 */
export function findSamples(value, at) {
  if (Array.isArray(value)) return value.flatMap((v, i) => findSamples(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const record = /** @type {Record<string, unknown>} */ (value);
    const own = record.sample === true ? [{ path: at, text: String(record.text ?? '(no text)') }] : [];
    return [...own, ...Object.entries(record).flatMap(([k, v]) => findSamples(v, `${at}.${k}`))];
  }
  return [];
}

/**
 * Whether an entry is a sample: `sample: true`, or any of its own text fields begins "Sample —"
 * (a specification row `{ label, value: "Sample — to be confirmed" }`).
 * @param {unknown} entry
 * @returns {boolean}
 */
export function isSampleEntry(entry) {
  if (!entry || typeof entry !== 'object') return typeof entry === 'string' && entry.trimStart().startsWith(SAMPLE_PREFIX);
  const record = /** @type {Record<string, unknown>} */ (entry);
  return record.sample === true || Object.values(record).some((v) => typeof v === 'string' && v.trimStart().startsWith(SAMPLE_PREFIX));
}

/**
 * The entries a build shows (Nunjucks filter `publishedEntries`): every entry in preview, the
 * entries that are not samples in production.
 * @template T
 * @param {T[] | undefined | null} entries
 * @param {boolean} preview  `build.preview`
 * @returns {T[]}
 */
export function publishedEntries(entries, preview) {
  const list = Array.isArray(entries) ? entries : [];
  return preview ? list : list.filter((e) => !isSampleEntry(e));
}

/**
 * Where "Full specifications on request" leads: the enquiry form with the datasheet topic and the
 * product chosen (Nunjucks filter `datasheetRequestUrl`).
 * @param {unknown} product  the product's slug, the last path segment of its url (e.g. "ovg-4")
 * @returns {string} e.g. "/contact/?topic=datasheet-quote&product=ovg-4"
 * @throws {AuthorError} when `product` is not a slug, naming the prop to pass
 */
export function datasheetRequestUrl(product) {
  if (typeof product !== 'string' || !/^[A-Za-z0-9-]+$/.test(product)) {
    throw new AuthorError({
      file: 'specTable',
      field: 'product',
      problem: `pass the product's slug as "product" (e.g. product: "ovg-4"), got ${JSON.stringify(product)}; "Full specifications on request" links to the enquiry form with it`,
    });
  }
  return `${CONTACT_URL}?topic=datasheet-quote&product=${encodeURIComponent(product)}`;
}

/**
 * The content-gap comments of one source file.
 * @param {string} source  the file's text
 * @param {string} file    its path, for the list
 * @returns {ContentGap[]}
 */
export function findGapComments(source, file) {
  return [...source.matchAll(GAP_COMMENT)].map((m) => ({
    file,
    where: `line ${source.slice(0, m.index).split('\n').length}`,
    text: m[1].trim().replace(/\s+/g, ' '),
  }));
}

/**
 * Every page source under `dir` (Markdown and Nunjucks), recursively.
 * @param {string} dir
 * @returns {string[]} their paths (under `dir`), sorted
 */
function pageSources(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.(md|njk)$/.test(d.name))
    .map((d) => path.join(d.parentPath ?? dir, d.name))
    .sort();
}

/**
 * Every content gap of the project: the sample entries of the content data files of src/content/
 * (by file name; each gap's `where` is the global data path, e.g. "products.ovg-4.specifications"),
 * then the gap comments of pages/ (by file, then line).
 * @param {{ root?: string }} [options]  root: the project (absolute; default this one), for a
 *   scratch copy
 * @returns {Promise<ContentGap[]>} files named from the project root
 */
export async function collectContentGaps({ root = PROJECT_ROOT } = {}) {
  /** @type {ContentGap[]} */
  const gaps = [];
  for (const { file, dataPath } of contentFiles(root).filter((f) => f.format === 'yaml')) {
    gaps.push(...findSamples(readYaml(file, root), dataPath).map((s) => ({ file, where: s.path, text: s.text })));
  }
  for (const file of pageSources(path.join(root, PAGES_DIR))) {
    gaps.push(...findGapComments(readFileSync(file, 'utf8'), path.relative(root, file).split(path.sep).join('/')));
  }
  return gaps;
}

/**
 * The printed list, one gap a line: "  - <file> (<where>): <text>".
 * @param {ContentGap[]} gaps
 * @returns {string}
 */
export function formatContentGaps(gaps) {
  if (gaps.length === 0) return '[content gaps] none: every fact is the company’s own.';
  const files = new Set(gaps.map((g) => g.file)).size;
  return [
    `[content gaps] ${gaps.length} gaps in ${files} files to replace with the company's own facts (production pages leave them out; PREVIEW=1 shows them):`,
    ...gaps.map((g) => `  - ${g.file} (${g.where}): ${g.text}`),
  ].join('\n');
}

/**
 * The error a strict build stops with: every gap's file, and the fix.
 * @param {ContentGap[]} gaps  at least one
 * @returns {AuthorErrorList}
 */
export function strictError(gaps) {
  const files = [...new Set(gaps.map((g) => g.file))];
  return new AuthorErrorList(
    files.map((file) => formatAuthorError({ file, problem: gaps.filter((g) => g.file === file).map((g) => g.where).join(', ') })),
    `CONTENT_STRICT=1: ${gaps.length} content gaps remain. Replace each sample entry with the company's own fact (or remove it), and each "Content gap" comment with the content. Files`,
  );
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function contentGapsPlugin(eleventyConfig) {
  eleventyConfig.addFilter('publishedEntries', publishedEntries);
  eleventyConfig.addFilter('isSampleEntry', isSampleEntry);
  eleventyConfig.addFilter('datasheetRequestUrl', datasheetRequestUrl);
  /** @type {Promise<ContentGap[]> | null} this build's gaps, read once */
  let current = null;
  const gaps = () => (current ??= collectContentGaps());
  eleventyConfig.addGlobalData('contentGaps', () => gaps());
  eleventyConfig.on('eleventy.before', async () => {
    current = null;
    const found = await gaps();
    if (buildMode().contentStrict && found.length > 0) throw strictError(found);
  });
  eleventyConfig.on('eleventy.after', async () => {
    console.log(formatContentGaps(await gaps()));
  });
}
