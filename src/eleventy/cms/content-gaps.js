// @ts-check
/**
 * Content gaps, what only the company can supply: listed by every build, refused by a strict one,
 * left out of production pages (docs/authoring.md#content-gaps-and-build-modes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildMode } from '../build-mode.js';
import { PAGES_DIR, contentFiles, loadSchema, readContentData, sourceFiles } from '../content/content-schema.js';
import { PROJECT_ROOT } from '../../content/read.js';
import { AuthorError, AuthorErrorList, formatAuthorError, throwAuthorErrors } from '../content/author-error.js';

/** The label every sample text begins with (docs/requirements.md#content-facts). */
export const SAMPLE_PREFIX = 'Sample —';

/** A content-gap comment in a page's source, which the build refuses: `<!-- Content gap: … -->`. */
const GAP_COMMENT = /<!--\s*Content gap\b([\s\S]*?)(?:-->|$)/gi;

/** The front-matter field that holds a page's own gaps (FACTS_FIELD), and its label in the CMS (FACTS_LABEL). */
const FACTS_FIELD = 'factsToSupply';
const FACTS_LABEL = loadSchema('page').properties[FACTS_FIELD].title;

/**
 * @typedef {{ file: string, where: string, text: string }} ContentGap
 *   file: path from the project root; where: the data path (e.g. "company.awards[0]") or the
 *   page's field (e.g. "factsToSupply[0]")
 */

/** @param {unknown} text */
const isSampleText = (text) => typeof text === 'string' && text.trimStart().startsWith(SAMPLE_PREFIX);

/**
 * The site's one publishing rule (docs/authoring.md#content-gaps-and-build-modes): whether an entry
 * is a sample, which production leaves out and every build lists as a content gap:
 * - a text beginning "Sample —";
 * - an entry with `sample: true`, or with a text of its own beginning "Sample —" (a specification
 *   row `{ label, value: "Sample — to be confirmed" }`; a distributor whose Sample box is unticked
 *   but whose region still reads "Sample — region covered");
 * - but an entry that holds a list of entries (a specification table and its rows) by its Sample box
 *   alone: its own text is the note shown beside a sample table, and its rows are entries of their own.
 * The pages (publishedEntries, and the specification table's box), the documents library and its
 * earlier revisions (publishedDocuments), and with them the search index and the sitemap, and the
 * gap list (findSamples) all ask this function.
 * @param {unknown} entry  a list item or a content entry, as its YAML holds it
 * @returns {boolean}
 */
export function isSampleEntry(entry) {
  if (isSampleText(entry)) return true;
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return false;
  const record = /** @type {Record<string, unknown>} */ (entry);
  if (record.sample === true) return true;
  const holdsEntries = Object.values(record).some(
    (v) => Array.isArray(v) && v.some((item) => item && typeof item === 'object'),
  );
  return !holdsEntries && Object.values(record).some(isSampleText);
}

/**
 * The dotted path and text of every sample (isSampleEntry) in a value; a sample's own parts are
 * not listed again.
 * @param {unknown} value
 * @param {string} at  path of `value`, e.g. "products.ovg-4"
 * @returns {{ path: string, text: string }[]}
 */
export function findSamples(value, at) {
  if (isSampleEntry(value)) return [{ path: at, text: sampleText(value) }];
  if (Array.isArray(value)) return value.flatMap((v, i) => findSamples(v, `${at}[${i}]`));
  // A text of an entry's own is the entry's (isSampleEntry above), not an entry of its own.
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (v && typeof v === 'object' ? findSamples(v, `${at}.${k}`) : []));
  return [];
}

/**
 * The words that describe a sample in the gap list: its text, its summary, or its first "Sample —" field.
 * @param {unknown} sample  a value isSampleEntry holds a sample
 * @returns {string}
 */
function sampleText(sample) {
  if (typeof sample === 'string') return sample;
  const record = /** @type {Record<string, unknown>} */ (sample);
  const text = record.text ?? record.summary ?? Object.values(record).find(isSampleText);
  return typeof text === 'string' ? text : '(no text)';
}

/**
 * The entries a build shows (Nunjucks filter `publishedEntries`): all in preview; in production
 * none of the samples (isSampleEntry).
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
 * Every `<!-- Content gap` comment under pages/ (Markdown and Nunjucks), as author errors naming the
 * file, the line and the field to use.
 * @param {{ root?: string }} [options]  root: the project (absolute; default this one)
 * @returns {AuthorError[]} one per comment
 */
export function findGapComments({ root = PROJECT_ROOT } = {}) {
  return sourceFiles(PAGES_DIR, root, /\.(md|njk)$/).flatMap((file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    return [...source.matchAll(GAP_COMMENT)].map(
      (m) =>
        new AuthorError({
          file,
          line: source.slice(0, m.index).split('\n').length,
          field: FACTS_FIELD,
          problem: 'a "Content gap" comment hides a gap in the page\'s text, where the CMS cannot list it',
          fix: `Move its words to an item of "${FACTS_LABEL}" (front matter ${FACTS_FIELD}: [...]; for a fact of src/content/, its entry's "sample: true"), and delete the comment`,
        }),
    );
  });
}

/**
 * Every content gap of the project: the sample entries of src/content/ (`where` their global data
 * path, e.g. "products.ovg-4.specifications"), then the pages' and articles' facts to supply.
 * @param {{ root?: string }} [options]  root: the project (absolute; default this one)
 * @returns {Promise<ContentGap[]>} files named from the project root
 */
export async function collectContentGaps({ root = PROJECT_ROOT } = {}) {
  const files = contentFiles(root);
  const samples = files
    .filter((f) => f.format === 'yaml')
    .flatMap((f) =>
      findSamples(readContentData(f, root), f.dataPath).map((s) => ({ file: f.file, where: s.path, text: s.text })),
    );
  const pages = files.filter((f) => f.format === 'markdown').sort((a, b) => a.file.localeCompare(b.file));
  const facts = pages.flatMap((page) => {
    const items = /** @type {Record<string, unknown>} */ (readContentData(page, root))[FACTS_FIELD];
    return Array.isArray(items)
      ? items.map((text, i) => ({ file: page.file, where: `${FACTS_FIELD}[${i}]`, text: String(text) }))
      : [];
  });
  return [...samples, ...facts];
}

/**
 * The printed list, one gap a line: "  - <file> (<where>): <text>".
 * @param {ContentGap[]} gaps
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
 * The error a strict build (`CONTENT_STRICT=1`) stops with: every gap's file, and the fix.
 * @param {ContentGap[]} gaps  at least one
 */
export function strictError(gaps) {
  const files = [...new Set(gaps.map((g) => g.file))];
  return new AuthorErrorList(
    files.map((file) =>
      formatAuthorError({
        file,
        problem: `content gaps remain (${gaps
          .filter((g) => g.file === file)
          .map((g) => g.where)
          .join(', ')})`,
        fix: `Replace each sample entry with the company's own fact (or remove it) and clear its "sample: true"; write each fact to supply into its page and remove the item`,
      }),
    ),
    `CONTENT_STRICT=1: ${gaps.length} content gaps remain. Files`,
  );
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function contentGapsPlugin(eleventyConfig) {
  eleventyConfig.addFilter('publishedEntries', publishedEntries);
  /** @type {Promise<ContentGap[]> | null} this build's gaps, read once */
  let current = null;
  const gaps = () => (current ??= collectContentGaps());
  eleventyConfig.addGlobalData('contentGaps', () => gaps());
  eleventyConfig.on('eleventy.before', async () => {
    throwAuthorErrors(
      findGapComments(),
      'Content-gap comments, which the build no longer reads (a gap is a field: docs/authoring.md "Content gaps and build modes")',
    );
    current = null;
    const found = await gaps();
    if (buildMode().contentStrict && found.length > 0) throw strictError(found);
  });
  eleventyConfig.on('eleventy.after', async () => {
    console.log(formatContentGaps(await gaps()));
  });
}
