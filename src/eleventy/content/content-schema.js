// @ts-check
/**
 * Every content file checked against its content type's schema before any page is written, the
 * mistakes reported together (docs/requirements.md#content-as-data-and-the-cms).
 * @typedef {typeof CONTENT_TYPES[number]} ContentType
 * @typedef {{ type: ContentType, file: string, format: 'yaml' | 'markdown', dataPath: string }} ContentFile
 *   file: path from the project root; dataPath: where its data sits in the global data (e.g.
 *   "products.ovg-4"), or the page's path for Markdown
 * @typedef {import('./json-schema.js').Schema} Schema  a JSON Schema object as read from YAML
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { ajv, schemaProblems } from './json-schema.js';
import { AuthorError, throwAuthorErrors } from './author-error.js';
import {
  CONTENT_DIR,
  CONTENT_YAML_SCHEMA,
  PROJECT_ROOT,
  contentBundleFiles,
  contentFile,
  contentFolderFiles,
  readYaml,
} from '../../content/read.js';

/** The content types, in the order the CMS lists them. */
export const CONTENT_TYPES = /** @type {const} */ ([
  'news',
  'page',
  'product',
  'document',
  'home',
  'company',
  'privacy',
  'site',
]);
/** The folder of the news articles. */
export const NEWS_DIR = 'pages/company/news/articles';
/** The pages' folder (Eleventy's input folder). */
export const PAGES_DIR = 'pages';

/**
 * The schema of a content type, as written in src/content/schemas/ (with its `$defs` and `$ref`s).
 * @param {ContentType} type
 * @param {string} [root]  the project root
 */
export function loadSchema(type, root = PROJECT_ROOT) {
  return /** @type {Schema} */ (readYaml(`${CONTENT_DIR}/schemas/${type}.schema.yaml`, root));
}

/**
 * Every file under `dir` whose name matches `name`, recursively.
 * @param {string} dir  from the project root
 * @param {string} [root]  the project root
 * @param {RegExp} [name]  default Markdown files
 * @returns {string[]} from the project root, with `/`, sorted
 */
export function sourceFiles(dir, root = PROJECT_ROOT, name = /\.md$/) {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && name.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Every content file of the project with its type; the gallery's pages are not author content.
 * @param {string} [root]  the project root
 * @param {string} [pagesDir]  the pages' folder from the root (Eleventy's input folder)
 * @returns {ContentFile[]} the YAML files first (home, company, privacy, products, documents, site), then the pages and articles
 */
export function contentFiles(root = PROJECT_ROOT, pagesDir = PAGES_DIR) {
  return [
    { type: 'home', file: contentFile('home'), format: 'yaml', dataPath: 'home' },
    { type: 'company', file: contentFile('company'), format: 'yaml', dataPath: 'company' },
    { type: 'privacy', file: contentFile('privacy'), format: 'yaml', dataPath: 'privacy' },
    ...contentFolderFiles('products', root).map(
      ({ slug, file }) =>
        /** @type {ContentFile} */ ({ type: 'product', file, format: 'yaml', dataPath: `products.${slug}` }),
    ),
    ...(existsSync(path.join(root, CONTENT_DIR, 'documents')) ? contentBundleFiles('documents', root) : []).map(
      ({ slug, file }) =>
        /** @type {ContentFile} */ ({ type: 'document', file, format: 'yaml', dataPath: `documents.${slug}` }),
    ),
    { type: 'site', file: contentFile('site'), format: 'yaml', dataPath: 'site' },
    ...sourceFiles(pagesDir, root)
      .filter((file) => !file.startsWith(`${pagesDir}/gallery/`))
      .map(
        (file) =>
          /** @type {ContentFile} */ ({
            type: file.startsWith(`${NEWS_DIR}/`) ? 'news' : 'page',
            file,
            format: 'markdown',
            dataPath: file,
          }),
      ),
  ];
}

/**
 * A value as the schemas see it: YAML reads `date: 2026-11-22` as a Date (as Eleventy does), the
 * schemas describe the day as text "YYYY-MM-DD".
 * @param {unknown} value  parsed YAML or front matter
 * @returns {unknown} it with each valid Date as "YYYY-MM-DD"
 */
export function schemaValue(value) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(schemaValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, schemaValue(v)]));
  return value;
}

/**
 * The data of a content file, parsed: the YAML file's value, or the Markdown file's front matter
 * (`{}` when it has none).
 * @param {ContentFile} entry
 * @param {string} [root]
 * @throws {Error} naming the file and line when its YAML cannot be read
 */
export function readContentData(entry, root = PROJECT_ROOT) {
  if (entry.format === 'yaml') return readYaml(entry.file, root);
  try {
    // The front matter as written (CONTENT_YAML_SCHEMA): a date stays text for the schema to check.
    return matter(readFileSync(path.join(root, entry.file), 'utf8'), {
      engines: { yaml: (text) => /** @type {object} */ (yaml.load(text, { schema: CONTENT_YAML_SCHEMA })) },
    }).data;
  } catch (cause) {
    const mark = /** @type {{ mark?: { line: number }, reason?: string }} */ (cause);
    throw new AuthorError(
      {
        file: entry.file,
        line: mark.mark ? mark.mark.line + 1 : undefined,
        problem: `the front matter cannot be read (${mark.reason ?? String(cause)})`,
        fix: 'Fix the indentation, or put the text in quotes (a value holding ": " or starting with a quote needs them)',
      },
      { cause },
    );
  }
}

/** @type {Map<string, import('ajv').ValidateFunction>} compiled schemas, by root and type */
const compiled = new Map();

/**
 * @param {ContentType} type
 * @param {string} [root]
 */
function validatorFor(type, root = PROJECT_ROOT) {
  const key = `${root}\0${type}`;
  if (!compiled.has(key)) {
    // Without its $id, so a scratch project's copy of a schema compiles beside the project's own.
    const { $id, ...schema } = loadSchema(type, root);
    compiled.set(key, ajv.compile(schema));
  }
  return /** @type {import('ajv').ValidateFunction} */ (compiled.get(key));
}

/**
 * Where the CMS shows an entry: the schema's `title` (e.g. "Product") and the entry's own title or
 * name, cut at 60 characters as the CMS's list cuts it.
 * @param {Schema} rootSchema
 * @param {unknown} data  the parsed file
 * @returns {string} e.g. `Product "OVG-4"`, or `Site settings` for a collection of one file
 */
function cmsEntry(rootSchema, data) {
  const own = data && typeof data === 'object' ? /** @type {Record<string, unknown>} */ (data) : {};
  const name = typeof own.title === 'string' ? own.title : typeof own.name === 'string' ? own.name : undefined;
  const shown = name && name.length > 60 ? `${name.slice(0, 59)}…` : name;
  return shown ? `${rootSchema.title} "${shown}"` : String(rootSchema.title);
}

/**
 * The schema's verdict on one content value, as author errors ending with where the CMS shows the field.
 * @param {ContentType} type
 * @param {unknown} data  the parsed file (front matter for Markdown)
 * @param {string} file   named in each error
 * @param {string} [root]
 * @returns {AuthorError[]} one per problem; empty when the value is valid
 */
export function contentErrors(type, data, file, root = PROJECT_ROOT) {
  const validate = validatorFor(type, root);
  const entry = cmsEntry(/** @type {Schema} */ (validate.schema), data);
  return schemaProblems(validate, schemaValue(data), { noun: 'field', whole: 'the file', verb: 'Write' }).map(
    ({ field, problem, fix, schema }) =>
      new AuthorError({
        file,
        field,
        problem,
        fix: `${fix.replace(/\.$/, '')}. In the CMS: ${entry}${schema?.title ? `, field "${schema.title}"` : ''}`,
      }),
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
    // `pages/`, or the fixture folder a test builds.
    const { directories } = /** @type {{ directories?: { input?: string } }} */ (event ?? {});
    const input = path
      .relative(PROJECT_ROOT, path.resolve(directories?.input ?? PAGES_DIR))
      .split(path.sep)
      .join('/');
    throwAuthorErrors(
      checkContent(PROJECT_ROOT, input),
      'Content files that do not match their schema (src/content/schemas/)',
    );
  });
  eleventyConfig.addWatchTarget(`./${CONTENT_DIR}/`);
}
