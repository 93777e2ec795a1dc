// @ts-check
/**
 * One JSON Schema per content type (docs/requirements.md#content-as-data-and-the-cms), written in YAML in src/content/schemas/, checked
 * by the build's one Ajv (src/eleventy/json-schema.js): the single source of the build's validation
 * of every content file (this module) and of the CMS's fields (src/eleventy/cms-config.js).
 *
 * Content types and their files:
 * - page: the front matter of every content page, pages/**\/*.md but the news articles and the
 *   gallery's pages under pages/gallery/;
 * - news: the front matter of each article, pages/company/news/articles/*.md;
 * - product: src/content/products/<slug>.yaml; document: src/content/documents/<slug>.yaml (beside its
 *   PDF, which src/eleventy/documents.js checks); company, privacy, site: src/content/<type>.yaml.
 *
 * Before any page is written (`eleventy.before`) every file is checked; the mistakes are reported
 * together as author errors (src/eleventy/author-error.js): the file, the field, what is wrong and
 * the fix, worded by the build's one translator (src/eleventy/json-schema.js) from the schema's own
 * words (`title`, `description`, `x-pattern-text`), ending with where the CMS shows the field.
 *
 * @typedef {'page' | 'news' | 'product' | 'document' | 'company' | 'privacy' | 'site'} ContentType
 * @typedef {{ type: ContentType, file: string, format: 'yaml' | 'markdown', dataPath: string }} ContentFile
 *   file: path from the project root; dataPath: where its data sits in the global data (e.g.
 *   "products.ovg-4"), or the page's path for Markdown
 * @typedef {import('./json-schema.js').Schema} Schema  a JSON Schema object as read from YAML
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ajv, readSchema, resolveRef, schemaProblems } from './json-schema.js';
import { AuthorError, throwAuthorErrors } from './author-error.js';
import { CONTENT_DIR, PROJECT_ROOT, contentFile, contentFolderFiles, readYaml } from '../content/read.js';

/** Where the schemas are, from the project root. */
export const SCHEMA_DIR = `${CONTENT_DIR}/schemas`;
/** The content types, in the order the CMS lists them. */
export const CONTENT_TYPES = /** @type {const} */ (['news', 'page', 'product', 'document', 'company', 'privacy', 'site']);
/** The folder of the news articles. */
export const NEWS_DIR = 'pages/company/news/articles';
/** The pages' folder, and the gallery's pages inside it (not author content). */
const PAGES_DIR = 'pages';
const GALLERY_SUBDIR = 'gallery';

/**
 * The schema of a content type, as written (with its `$defs` and `$ref`s).
 * @param {ContentType} type
 * @param {string} [root]  the project root
 * @returns {Schema}
 */
export function loadSchema(type, root = PROJECT_ROOT) {
  return readSchema(`${SCHEMA_DIR}/${type}.schema.yaml`, root);
}

/**
 * Every Markdown file under `dir`, recursively, from the project root, sorted.
 * @param {string} dir  from the project root
 * @param {string} root
 * @returns {string[]}
 */
function markdownFiles(dir, root) {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.md'))
    .map((d) => path.relative(root, path.join(d.parentPath ?? path.join(root, dir), d.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Every content file of the project with its type.
 * @param {string} [root]  the project root
 * @param {string} [pagesDir]  the pages' folder from the root (Eleventy's input folder)
 * @returns {ContentFile[]} the YAML files first (company, privacy, products, documents, site), then the pages and articles
 */
export function contentFiles(root = PROJECT_ROOT, pagesDir = PAGES_DIR) {
  /** @type {ContentFile[]} */
  const files = [
    { type: 'company', file: contentFile('company'), format: 'yaml', dataPath: 'company' },
    { type: 'privacy', file: contentFile('privacy'), format: 'yaml', dataPath: 'privacy' },
    ...contentFolderFiles('products', root).map(({ slug, file }) => /** @type {ContentFile} */ ({ type: 'product', file, format: 'yaml', dataPath: `products.${slug}` })),
    ...(existsSync(path.join(root, CONTENT_DIR, 'documents')) ? contentFolderFiles('documents', root) : []).map(({ slug, file }) => /** @type {ContentFile} */ ({ type: 'document', file, format: 'yaml', dataPath: `documents.${slug}` })),
    { type: 'site', file: contentFile('site'), format: 'yaml', dataPath: 'site' },
  ];
  for (const file of markdownFiles(pagesDir, root)) {
    if (file.startsWith(`${pagesDir}/${GALLERY_SUBDIR}/`)) continue;
    files.push({ type: file.startsWith(`${NEWS_DIR}/`) ? 'news' : 'page', file, format: 'markdown', dataPath: file });
  }
  return files;
}

/**
 * A value as the schemas see it: YAML reads `date: 2026-11-22` as a Date (as Eleventy does), the
 * schemas describe the day as text "YYYY-MM-DD".
 * @param {unknown} value
 * @returns {unknown}
 */
function plain(value) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/**
 * The data of a content file, parsed.
 * @param {ContentFile} entry
 * @param {string} [root]
 * @returns {unknown} the YAML file's value, or the Markdown file's front matter (`{}` when it has none)
 * @throws {Error} naming the file and line when its YAML cannot be read
 */
export function readContentData(entry, root = PROJECT_ROOT) {
  if (entry.format === 'yaml') return readYaml(entry.file, root);
  try {
    return matter(readFileSync(path.join(root, entry.file), 'utf8'), {}).data;
  } catch (cause) {
    const mark = /** @type {{ mark?: { line: number }, reason?: string }} */ (cause);
    throw new AuthorError({ file: entry.file, line: mark.mark ? mark.mark.line + 1 : undefined, problem: `the front matter cannot be read (${mark.reason ?? String(cause)})`, fix: 'Fix the indentation, or put the text in quotes (a value holding ": " or starting with a quote needs them)' }, { cause });
  }
}

/** @type {Map<string, import('ajv').ValidateFunction>} compiled schemas, by root and type */
const compiled = new Map();

/**
 * The compiled validator of a content type (ajv, every error, schema kept on each error).
 * @param {ContentType} type
 * @param {string} [root]
 * @returns {import('ajv').ValidateFunction}
 */
export function validatorFor(type, root = PROJECT_ROOT) {
  const key = `${root}\0${type}`;
  let validate = compiled.get(key);
  if (!validate) {
    // Without its $id, so a scratch project's copy of a schema compiles beside the project's own.
    const { $id, ...schema } = loadSchema(type, root);
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * Where the CMS shows an entry: the content type as the CMS names one entry (the schema's `title`,
 * e.g. "Product") and the entry's own title or name, as its list and its editor show it.
 * @param {Schema} rootSchema
 * @param {unknown} data  the parsed file
 * @returns {string} e.g. `Product "OVG-4"`, or `Site settings` for a collection of one file
 */
function cmsEntry(rootSchema, data) {
  const own = data && typeof data === 'object' ? /** @type {Record<string, unknown>} */ (data) : {};
  const name = typeof own.title === 'string' ? own.title : typeof own.name === 'string' ? own.name : undefined;
  // A title too long for the CMS is cut, as its list cuts it.
  const shown = name && name.length > 60 ? `${name.slice(0, 59)}…` : name;
  return shown ? `${rootSchema.title} "${shown}"` : String(rootSchema.title);
}

/**
 * The schema's verdict on one content value.
 * @param {ContentType} type
 * @param {unknown} data  the parsed file (front matter for Markdown)
 * @param {string} file   named in each error
 * @param {string} [root]
 * @returns {AuthorError[]} one per problem; empty when the value is valid
 */
export function contentErrors(type, data, file, root = PROJECT_ROOT) {
  const validate = validatorFor(type, root);
  const entry = cmsEntry(/** @type {Schema} */ (validate.schema), data);
  return schemaProblems(validate, plain(data), { noun: 'field', whole: 'the file', verb: 'Write' }).map(
    ({ field, problem, fix, schema }) => new AuthorError({ file, field, problem, fix: `${fix.replace(/\.$/, '')}. In the CMS: ${entry}${schema?.title ? `, field "${schema.title}"` : ''}` }),
  );
}

/**
 * Checks every content file of the project against its schema.
 * @param {string} [root]
 * @param {string} [pagesDir]  the pages' folder from the root (Eleventy's input folder)
 * @returns {AuthorError[]} every problem of every file
 */
export function checkContent(root = PROJECT_ROOT, pagesDir = PAGES_DIR) {
  return contentFiles(root, pagesDir).flatMap((entry) => {
    try {
      return contentErrors(entry.type, readContentData(entry, root), entry.file, root);
    } catch (error) {
      if (error instanceof AuthorError) return [error];
      throw error;
    }
  });
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function contentSchemaPlugin(eleventyConfig) {
  eleventyConfig.on('eleventy.before', (/** @type {unknown} */ event) => {
    // The build's own pages: `pages/`, or the fixture folder a test builds.
    const { directories } = /** @type {{ directories?: { input?: string } }} */ (event ?? {});
    const input = path.relative(PROJECT_ROOT, path.resolve(directories?.input ?? PAGES_DIR)).split(path.sep).join('/');
    throwAuthorErrors(checkContent(PROJECT_ROOT, input), 'Content files that do not match their schema (src/content/schemas/)');
  });
  eleventyConfig.addWatchTarget(`./${CONTENT_DIR}/`);
}
