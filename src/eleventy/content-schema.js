// @ts-check
/**
 * One JSON Schema per content type (docs/requirements.md#content-as-data-and-the-cms), written in YAML in src/content/schemas/, checked
 * with ajv: the single source of the build's validation of every content file (this module) and of
 * the CMS's fields (src/eleventy/cms-config.js).
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
 * the fix, in the schema's own words (`title`, `description`, `x-pattern-text`).
 *
 * Schema keywords beyond JSON Schema: `x-cms` (settings of the CMS's widget, e.g. `{ widget: text }`)
 * and `x-pattern-text` (a `pattern` in words, for messages and the CMS's pattern hint).
 *
 * @typedef {'page' | 'news' | 'product' | 'document' | 'company' | 'privacy' | 'site'} ContentType
 * @typedef {{ type: ContentType, file: string, format: 'yaml' | 'markdown', dataPath: string }} ContentFile
 *   file: path from the project root; dataPath: where its data sits in the global data (e.g.
 *   "products.ovg-4"), or the page's path for Markdown
 * @typedef {Record<string, any>} Schema  a JSON Schema object as read from YAML
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import Ajv2020 from 'ajv/dist/2020.js';
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
const GALLERY_PAGES_DIR = 'pages/gallery';

/**
 * The schema of a content type, as written (with its `$defs` and `$ref`s).
 * @param {ContentType} type
 * @param {string} [root]  the project root
 * @returns {Schema}
 */
export function loadSchema(type, root = PROJECT_ROOT) {
  return /** @type {Schema} */ (yaml.load(readFileSync(path.join(root, SCHEMA_DIR, `${type}.schema.yaml`), 'utf8')));
}

/**
 * The front matter of a Markdown file and its body, split as Eleventy does (`---` lines).
 * @param {string} source  the file's text
 * @returns {{ frontMatter: string, body: string } | null} null when the file has no front matter
 */
export function splitFrontMatter(source) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  return m ? { frontMatter: m[1], body: source.slice(m[0].length) } : null;
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
 * @returns {ContentFile[]} the YAML files first (company, privacy, products, documents, site), then the pages and articles
 */
export function contentFiles(root = PROJECT_ROOT) {
  /** @type {ContentFile[]} */
  const files = [
    { type: 'company', file: contentFile('company'), format: 'yaml', dataPath: 'company' },
    { type: 'privacy', file: contentFile('privacy'), format: 'yaml', dataPath: 'privacy' },
    ...contentFolderFiles('products', root).map(({ slug, file }) => /** @type {ContentFile} */ ({ type: 'product', file, format: 'yaml', dataPath: `products.${slug}` })),
    ...(existsSync(path.join(root, CONTENT_DIR, 'documents')) ? contentFolderFiles('documents', root) : []).map(({ slug, file }) => /** @type {ContentFile} */ ({ type: 'document', file, format: 'yaml', dataPath: `documents.${slug}` })),
    { type: 'site', file: contentFile('site'), format: 'yaml', dataPath: 'site' },
  ];
  for (const file of markdownFiles(PAGES_DIR, root)) {
    if (file.startsWith(`${GALLERY_PAGES_DIR}/`)) continue;
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
  const source = readFileSync(path.join(root, entry.file), 'utf8');
  const parts = splitFrontMatter(source);
  if (!parts) return {};
  try {
    return yaml.load(parts.frontMatter) ?? {};
  } catch (cause) {
    const mark = /** @type {{ mark?: { line: number }, reason?: string }} */ (cause);
    throw new AuthorError({ file: entry.file, line: mark.mark ? mark.mark.line + 2 : undefined, problem: `the front matter cannot be read (${mark.reason ?? String(cause)})`, fix: 'Fix the indentation, or put the text in quotes (a value holding ": " or starting with a quote needs them)' }, { cause });
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
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true });
    ajv.addVocabulary(['x-cms', 'x-pattern-text']);
    validate = ajv.compile(loadSchema(type, root));
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * A field's place as the author reads it: `/specifications/rows/2/value` → `specifications.rows[2].value`.
 * @param {string} pointer  a JSON pointer (ajv's `instancePath`)
 * @param {string} [child]  a property below it
 * @returns {string}
 */
export function fieldName(pointer, child) {
  const parts = [...pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')), ...(child ? [child] : [])];
  return parts.reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

/**
 * The subschema of a property, `$ref`s to `#/$defs/…` followed and the siblings of `$ref` kept.
 * @param {Schema} rootSchema
 * @param {Schema | undefined} schema
 * @returns {Schema | undefined}
 */
export function resolveRef(rootSchema, schema) {
  if (!schema || typeof schema.$ref !== 'string') return schema;
  const target = schema.$ref.replace(/^#\//, '').split('/').reduce((/** @type {any} */ s, k) => s?.[k], rootSchema);
  if (!target) throw new Error(`schema "${rootSchema.$id}": $ref ${schema.$ref} points at nothing`);
  const { $ref, ...siblings } = schema;
  return { ...resolveRef(rootSchema, target), ...siblings };
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
 * One ajv error as the author's error. Its fix ends with where the CMS shows the field: the entry
 * (`cmsEntry`) and the field's label (its schema `title`), so an author who works in the CMS finds it.
 * @param {string} file
 * @param {import('ajv').ErrorObject} error
 * @param {Schema} rootSchema
 * @param {string} entry  `cmsEntry(rootSchema, data)`
 * @returns {AuthorError | null} null for errors another one already explains (`if`, `anyOf` …)
 */
function authorError(file, error, rootSchema, entry) {
  const field = fieldName(error.instancePath);
  const where = field ? `"${field}"` : 'the file';
  const schema = /** @type {Schema} */ (error.parentSchema ?? {});
  const about = schema.description ? ` (${schema.description.replace(/\.$/, '')})` : '';
  const got = JSON.stringify(error.data);
  /** @param {Schema | undefined} fieldSchema */
  const inCms = (fieldSchema) => `. In the CMS: ${entry}${fieldSchema?.title ? `, field "${fieldSchema.title}"` : ''}`;
  const made = authorErrorOf(file, error, rootSchema, { field, where, schema, about, got });
  if (!made) return made;
  const fieldSchema = error.keyword === 'required' ? resolveRef(rootSchema, schema.properties?.[/** @type {{ missingProperty: string }} */ (error.params).missingProperty]) : error.keyword === 'additionalProperties' ? undefined : schema;
  return new AuthorError({ file: made.file, field: made.field, problem: made.problem, fix: `${made.fix ?? 'Correct it'}${inCms(fieldSchema)}` });
}

/**
 * The words of one ajv error (authorError adds where the CMS shows it).
 * @param {string} file
 * @param {import('ajv').ErrorObject} error
 * @param {Schema} rootSchema
 * @param {{ field: string, where: string, schema: Schema, about: string, got: string }} words
 * @returns {AuthorError | null}
 */
function authorErrorOf(file, error, rootSchema, { field, where, schema, about, got }) {
  switch (error.keyword) {
    case 'required': {
      const missing = /** @type {{ missingProperty: string }} */ (error.params).missingProperty;
      const prop = resolveRef(rootSchema, schema.properties?.[missing]);
      const name = fieldName(error.instancePath, missing);
      return new AuthorError({ file, field: name, problem: `"${name}" is missing`, fix: `Add "${missing}: …"${prop?.description ? ` (${prop.description.replace(/\.$/, '')})` : ''}` });
    }
    case 'additionalProperties': {
      const extra = /** @type {{ additionalProperty: string }} */ (error.params).additionalProperty;
      const name = fieldName(error.instancePath, extra);
      return new AuthorError({ file, field: name, problem: `"${name}" is not a field here`, fix: `Correct its name to one of ${Object.keys(schema.properties ?? {}).join(', ')}, or remove it` });
    }
    case 'type':
      return new AuthorError({ file, field, problem: `${where} must be ${/** @type {{ type: string }} */ (error.params).type === 'array' ? 'a list' : `a ${/** @type {{ type: string }} */ (error.params).type === 'boolean' ? 'true or false' : /** @type {{ type: string }} */ (error.params).type}`}, got ${got}`, fix: `Write it as the schema says${about}` });
    case 'minLength':
      return new AuthorError({ file, field, problem: `${where} is empty`, fix: `Write it${about}, or remove the field when it is optional` });
    case 'maxLength': {
      const limit = /** @type {{ limit: number }} */ (error.params).limit;
      return new AuthorError({ file, field, problem: `${where} is ${String(error.data).length} characters long, more than ${limit}`, fix: `Shorten it to at most ${limit} characters${about}` });
    }
    case 'pattern':
      return new AuthorError({ file, field, problem: `${where} is ${got}, which is not ${schema['x-pattern-text'] ?? `of the form ${schema.pattern}`}`, fix: `Write it as ${schema['x-pattern-text'] ?? schema.pattern}` });
    case 'enum':
      return new AuthorError({ file, field, problem: `${where} is ${got}`, fix: `Use one of ${/** @type {unknown[]} */ (schema.enum).map((v) => JSON.stringify(v)).join(', ')}` });
    default:
      return new AuthorError({ file, field, problem: `${where} ${error.message ?? 'is not valid'}`, fix: `Correct it${about}` });
  }
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
  if (validate(plain(data))) return [];
  const rootSchema = /** @type {Schema} */ (validate.schema);
  const entry = cmsEntry(rootSchema, data);
  return (validate.errors ?? []).map((e) => authorError(file, e, rootSchema, entry)).filter((e) => e !== null);
}

/**
 * Checks every content file of the project against its schema.
 * @param {string} [root]
 * @returns {AuthorError[]} every problem of every file
 */
export function checkContent(root = PROJECT_ROOT) {
  return contentFiles(root).flatMap((entry) => {
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
  eleventyConfig.on('eleventy.before', () => {
    throwAuthorErrors(checkContent(), 'Content files that do not match their schema (src/content/schemas/)');
  });
  eleventyConfig.addWatchTarget(`./${CONTENT_DIR}/`);
}
