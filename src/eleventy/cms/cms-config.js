// @ts-check
/**
 * The CMS's `config.yml` (Sveltia CMS, Decap's format), generated from the content schemas:
 * docs/architecture.md#the-cms.
 * @typedef {import('../content/content-schema.js').Schema} Schema
 * @typedef {Record<string, unknown>} CmsField
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { NEWS_DIR, contentFiles, loadSchema, readContentData } from '../content/content-schema.js';
import { resolveRef } from '../content/json-schema.js';
import { CONTENT_DIR, PROJECT_ROOT, contentFile, readContent } from '../../content/read.js';
import { DOCUMENTS_FOLDER, documentPageOptions } from '../documents/documents.js';

/** The pictures an image field takes (HTML `accept`): those the build makes sizes of (src/eleventy/cms/media.js). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
/** The largest picture the CMS stores, in bytes (2 MB), checked after it is scaled to MAX_PICTURE_PX and WebP. */
export const MAX_UPLOAD_BYTES = 2_000_000;
/** The longest side of an uploaded picture as the CMS stores it, in px; larger ones are scaled down. */
export const MAX_PICTURE_PX = 2400;

/** The Markdown body's pattern and its message: every section's anchor is lower-case words joined by hyphens. */
const SECTION_ANCHORS_PATTERN = '^(?![\\s\\S]*\\{% section "(?![a-z][a-z0-9-]*"))';
const SECTION_ANCHORS_TEXT =
  "Write each section's Anchor as lower-case words joined by hyphens, such as how-it-works (no spaces or capitals)";

/** The Markdown body of pages and articles: the one CMS field that is not front matter. */
export const BODY_FIELD = Object.freeze({
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  hint: 'The page text. Sections and illustrations appear as blocks: use the "Insert" button to add one.',
  pattern: Object.freeze([SECTION_ANCHORS_PATTERN, SECTION_ANCHORS_TEXT]),
});

/** Where uploaded pictures are kept in the repository (MEDIA_FOLDER), and their address on the site (MEDIA_URL). */
export const MEDIA_FOLDER = `${CONTENT_DIR}/media`;
export const MEDIA_URL = '/images/media';

/**
 * The file-type end of a picture's pattern: `^/images/media/[^/]+\.(jpe?g|png|webp)$` → `\.(jpe?g|png|webp)$`.
 * @param {string} pattern
 * @throws {Error} when the pattern does not end in a file type (a schema to fix)
 */
export function imageTypePattern(pattern) {
  const type = /\\\.\([^()]+\)\$$/.exec(pattern);
  if (!type)
    throw new Error(`An image field's pattern ends in its file types, such as \\.(jpe?g|png|webp)$; got ${pattern}.`);
  return type[0];
}

/**
 * One CMS field from one schema property (docs/architecture.md#the-cms).
 * @param {Schema} rootSchema  the schema the property belongs to (for `$ref`s)
 * @param {string} name
 * @param {Schema} property
 * @param {boolean} required
 * @returns {CmsField}
 * @throws {Error} on a property type the CMS cannot show (a schema to fix, not an author's mistake)
 */
function schemaField(rootSchema, name, property, required) {
  const prop = /** @type {Schema} */ (resolveRef(rootSchema, property));
  /** @type {CmsField} */
  const field = { name, label: prop.title ?? name };
  if (prop.description) field.hint = prop.description;
  if (!required) field.required = false;
  if (prop.enum) {
    Object.assign(field, { widget: 'select', options: prop.enum });
  } else if (prop.type === 'string') {
    field.widget = 'string';
    if (prop.pattern)
      field.pattern = [
        prop.pattern,
        prop['x-pattern-text'] ? `Write ${prop['x-pattern-text']}` : `Must match ${prop.pattern}`,
      ];
    if (prop.maxLength) field.maxlength = prop.maxLength;
  } else if (prop.type === 'integer') {
    // Whole numbers within the schema's bounds, written as YAML numbers.
    Object.assign(field, { widget: 'number', value_type: 'int' });
    if (prop.minimum !== undefined) field.min = prop.minimum;
    if (prop.maximum !== undefined) field.max = prop.maximum;
  } else if (prop.type === 'boolean' && !required && prop['x-cms']?.widget !== 'boolean') {
    // A Yes/No list, not the switch, which writes `false` on every save: docs/architecture.md#the-cms.
    Object.assign(field, {
      widget: 'select',
      options: [
        { label: 'Yes', value: true },
        { label: 'No', value: false },
      ],
    });
    field.hint = `${field.hint ?? ''} Empty: ${prop.default === true ? 'Yes' : 'No'}.`.trim();
  } else if (prop.type === 'boolean') {
    field.widget = 'boolean';
  } else if (prop.type === 'object') {
    Object.assign(field, { widget: 'object', fields: schemaFields(rootSchema, prop) });
  } else if (prop.type === 'array') {
    const items = /** @type {Schema} */ (resolveRef(rootSchema, prop.items));
    field.widget = 'list';
    if (items.type === 'object') field.fields = schemaFields(rootSchema, items);
    else
      field.field = schemaField(
        rootSchema,
        items.title ? items.title.toLowerCase().replace(/\W+/g, '_') : 'item',
        items,
        true,
      );
    if (prop.minItems) field.min = prop.minItems;
  } else {
    throw new Error(
      `${rootSchema.$id}.${name}: the CMS has no field for a property of type ${JSON.stringify(prop.type)}`,
    );
  }
  if (prop['x-cms']) Object.assign(field, prop['x-cms']);
  if (field.widget === 'image' && Array.isArray(field.pattern)) {
    // An upload's provisional address fails the whole pattern: the file type alone is checked.
    const [pattern, message] = field.pattern;
    field.pattern = [imageTypePattern(pattern), message];
    field.accept = IMAGE_TYPES;
  }
  return field;
}

/**
 * The CMS fields of an object schema, one per property, in the schema's order.
 * @param {Schema} rootSchema
 * @param {Schema} [schema]  default the root
 */
function schemaFields(rootSchema, schema = rootSchema) {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, prop]) =>
    schemaField(rootSchema, name, prop, required.has(name)),
  );
}

/** The site's drawings, from the project root: a page's hero illustration and card icon are picked from them. */
export const DRAWINGS_FOLDER = 'public/images/illustrations';

/**
 * The names of the site's drawings, without ".svg", sorted: the options of every Drawing and Icon
 * field, and of the illustration block's Drawing (/admin/drawings.json).
 * @param {string} [root]  the project (absolute)
 * @returns {string[]}
 */
export function drawingNames(root = PROJECT_ROOT) {
  return readdirSync(path.join(root, DRAWINGS_FOLDER))
    .filter((f) => f.endsWith('.svg'))
    .map((f) => f.slice(0, -4))
    .sort();
}

/**
 * The page's Drawing (illustration.name) and Icon fields as lists of the drawings there are,
 * instead of a file name typed by hand.
 * @param {CmsField[]} fields  the page schema's fields
 * @param {string} root  the project (absolute)
 * @returns {CmsField[]}
 */
function withDrawingLists(fields, root) {
  const drawings = drawingNames(root);
  /** @type {(field: CmsField) => CmsField} */
  const asList = (field) => ({ ...field, widget: 'select', options: drawings });
  return fields.map((field) => {
    if (field.name === 'icon') return asList(field);
    if (field.name === 'illustration')
      return {
        ...field,
        fields: /** @type {CmsField[]} */ (field.fields).map((f) => (f.name === 'name' ? asList(f) : f)),
      };
    return field;
  });
}

/**
 * A files collection of one YAML content file (Home page, Company, Privacy, Site settings).
 * @param {'home' | 'company' | 'privacy' | 'site'} type
 * @param {string} root
 */
function settingsCollection(type, root) {
  const schema = loadSchema(type, root);
  return {
    name: type,
    label: schema.title,
    description: schema['x-cms-description'] ?? schema.description,
    files: [{ name: type, label: schema.title, file: contentFile(type), format: 'yaml', fields: schemaFields(schema) }],
  };
}

/** @type {(name: string, label: string, schema: Schema) => CmsField} a folder collection's names, one entry named and described by its schema */
const named = (name, label, schema) => ({
  name,
  label,
  label_singular: schema.title,
  description: schema['x-cms-description'] ?? schema.description,
});

/**
 * The whole configuration object.
 * @param {{ root?: string, siteUrl?: string }} [options]  root: the project (default this one);
 *   siteUrl: the public site, linked from the CMS
 * @returns {Record<string, unknown>}
 */
export function cmsConfig({ root = PROJECT_ROOT, siteUrl } = {}) {
  const settings = /** @type {{ cms: { repo: string, branch: string } }} */ (readContent('site', root));
  const page = loadSchema('page', root);
  const news = loadSchema('news', root);
  const product = loadSchema('product', root);
  const document = loadSchema('document', root);
  const pages = contentFiles(root).filter((f) => f.type === 'page');
  // One list shared by every page: written once in config.yml, as a YAML anchor.
  const pageFields = [...withDrawingLists(schemaFields(page), root), { ...BODY_FIELD }];
  return {
    backend: { name: 'github', repo: settings.cms.repo, branch: settings.cms.branch },
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_URL,
    // An optional field left empty is left out of the file (not `image: null`, which the schema refuses).
    output: { omit_empty_optional_fields: true },
    slug: { maxlength: news.properties.title.maxLength },
    media_libraries: {
      // slugify_filename: "Lab bench photo.jpg" is stored as lab-bench-photo.webp, a name with no
      // character to encode in a page's address or srcset (the build publishes every picture under its slug too).
      default: {
        config: {
          max_file_size: MAX_UPLOAD_BYTES,
          slugify_filename: true,
          transformations: {
            raster_image: { format: 'webp', quality: 85, width: MAX_PICTURE_PX, height: MAX_PICTURE_PX },
          },
        },
      },
    },
    collections: [
      {
        ...named('news', 'News', news),
        folder: NEWS_DIR,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title'],
        fields: [...schemaFields(news), { ...BODY_FIELD }],
      },
      {
        name: 'pages',
        label: 'Pages',
        description: `${page['x-cms-description']} A new page also needs a place in the site's menus, so new pages are added by a developer.`,
        files: pages.map((p) => {
          const data = /** @type {{ title?: string }} */ (readContentData(p, root));
          const url = p.file.replace(/^pages\//, '/').replace(/index\.md$/, '');
          // "page-" first: Sveltia finds a preview template by the file's name or the collection's, so a
          // page named "products" or "company" took the Products or Company collection's preview.
          return {
            name: `page-${url === '/' ? 'home' : url.replace(/^\/|\/$/g, '').replace(/\//g, '--')}`,
            label: `${data.title ?? url} (${url})`,
            file: p.file,
            format: 'frontmatter',
            fields: pageFields,
          };
        }),
      },
      settingsCollection('home', root),
      {
        ...named('products', 'Products', product),
        folder: `${CONTENT_DIR}/products`,
        extension: 'yaml',
        format: 'yaml',
        create: false,
        delete: false,
        identifier_field: 'name',
        fields: schemaFields(product),
      },
      {
        ...named('documents', 'Documents', document),
        folder: DOCUMENTS_FOLDER,
        extension: 'yaml',
        format: 'yaml',
        create: true,
        slug: '{{number}}-{{title}}',
        // Each document a folder of its own, its entry and its PDF: the CMS deletes an entry's
        // folder with it, and nothing else (with the PDFs of every document in one folder, deleting
        // one entry deleted them all).
        path: '{{slug}}/index',
        identifier_field: 'title',
        summary: '{{number}} {{title}} ({{revision}}, {{date}})',
        sortable_fields: ['date', 'number', 'title'],
        // The PDF is kept beside its entry, in the entry's folder (src/eleventy/documents/documents.js).
        media_folder: '',
        public_folder: '',
        fields: schemaFields(document).map((field) => {
          // Products, applications and markets: picked from the pages the build checks the entry against.
          const options = documentPageOptions(/** @type {string} */ (field.name));
          if (!options) return field;
          const { field: _item, ...list } = field;
          return { ...list, widget: 'select', multiple: true, options };
        }),
      },
      .../** @type {const} */ (['company', 'privacy', 'site']).map((type) => settingsCollection(type, root)),
    ],
  };
}

/**
 * The configuration as the `config.yml` the CMS reads.
 * @param {{ root?: string, siteUrl?: string }} [options]  as cmsConfig's
 */
export function cmsConfigYaml(options) {
  return `# Generated by the build from src/content/schemas/ (src/eleventy/cms/cms-config.js): edit the schemas, not this file.\n${yaml.dump(cmsConfig(options), { lineWidth: -1 })}`;
}

/**
 * @typedef {object} CmsLocation  where the CMS edits what a build verdict names
 * @property {string} collection  the collection's label, e.g. "Pages"
 * @property {string} entry       the entry as the CMS lists it, e.g. "Company (/company/)" or "ds-0012-ovg-4-datasheet"
 * @property {string} route       the entry's address in the CMS, e.g. "#/collections/pages/entries/page-company"
 * @property {string} [field]     the field's label, e.g. "Redirect from" (for `redirectFrom`), when the verdict names a field
 */

/**
 * Where the CMS edits a file and one of its fields: a build verdict shown in /admin/ names the
 * entry and the field as the author sees them (docs/cms.md "When a save breaks the build"), not
 * as a file path and a front-matter key.
 * @param {string} file  from the project root (a leading "./" is allowed), e.g. "pages/company/index.md"
 * @param {string} [field]  the key or dotted path, e.g. "redirectFrom", "image.src", "body"
 * @param {Record<string, any>} [config]  cmsConfig() (default this project's)
 * @returns {CmsLocation | null} null for a file the CMS does not edit
 */
export function cmsLocation(file, field, config = cmsConfig()) {
  const path = file.replace(/^\.\//, '');
  for (const c of /** @type {any[]} */ (config.collections)) {
    /** @type {{ name: string, label: string, fields: CmsField[] } | undefined} */
    let found;
    if (c.files) {
      const f = c.files.find((/** @type {any} */ x) => x.file === path);
      if (f) found = { name: f.name, label: f.label, fields: f.fields };
    } else if (path.startsWith(`${c.folder}/`)) {
      const rest = path.slice(c.folder.length + 1);
      const slug =
        c.path === '{{slug}}/index' ? rest.split('/')[0] : rest.includes('/') ? '' : rest.replace(/\.[^.]+$/, '');
      if (slug) found = { name: slug, label: entryTitle(path, c) ?? slug, fields: c.fields };
    }
    if (!found) continue;
    /** @type {CmsLocation} */
    const location = {
      collection: c.label,
      entry: found.label,
      route: `#/collections/${c.name}/entries/${found.name}`,
    };
    const label = field ? fieldLabel(found.fields, field) : undefined;
    if (label) location.field = label;
    return location;
  }
  return null;
}

/**
 * An entry's name as the CMS lists it: its `identifier_field` (title or name).
 * @param {string} file  from the project root
 * @param {{ identifier_field?: string, format: string }} collection
 * @returns {string | undefined} undefined when the file cannot be read (deleted, or broken YAML)
 */
function entryTitle(file, collection) {
  try {
    const entry = /** @type {import('../content/content-schema.js').ContentFile} */ ({
      file,
      format: collection.format === 'frontmatter' ? 'markdown' : 'yaml',
    });
    const data = /** @type {Record<string, unknown>} */ (readContentData(entry));
    const title = data?.[collection.identifier_field ?? 'title'];
    return typeof title === 'string' ? title : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A field's label along a dotted path of names ("image.src" → "Image › Picture"), list indexes skipped.
 * @param {CmsField[]} fields
 * @param {string} keyPath
 * @returns {string | undefined}
 */
function fieldLabel(fields, keyPath) {
  const labels = [];
  let list = fields;
  for (const name of keyPath
    .split('.')
    .map((part) => part.replace(/\[\d+\]$/, ''))
    .filter((part) => !/^\d+$/.test(part))) {
    const field = /** @type {CmsField | undefined} */ (list?.find((f) => f.name === name));
    if (!field) break;
    labels.push(/** @type {string} */ (field.label));
    list = /** @type {CmsField[]} */ (field.fields ?? /** @type {CmsField} */ (field.field)?.fields);
  }
  return labels.length ? labels.join(' › ') : undefined;
}
