// @ts-check
/**
 * The CMS's configuration (Sveltia CMS at /admin/, Decap's `config.yml` format), generated at build
 * time from the content schemas (src/content/schemas/, docs/requirements.md#content-as-data-and-the-cms): every field of every
 * collection is a property of a schema, with its label (`title`), hint (`description`), whether it
 * is required (`required`), its pattern (`pattern`, explained by `x-pattern-text`) and its allowed
 * values (`enum`), so the form refuses what the build would refuse. There is no second field list;
 * test/unit/cms.test.ts fails when a schema property has no field or a field no property.
 *
 * Collections: News (create, slug from the title), Pages (each content page, edit only: a new
 * page needs a navigation entry), Products (one file each, edit only), Documents (create; the PDF
 * uploaded beside the entry), Company, Privacy, Site settings. The GitHub backend's repository and branch come from the site settings
 * (src/content/site.yaml `cms`); on localhost "Work with Local Repository" edits the working copy.
 *
 * @typedef {import('./content-schema.js').Schema} Schema
 * @typedef {Record<string, unknown>} CmsField
 */
import yaml from 'js-yaml';
import YAML from 'yaml';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NEWS_DIR, contentFiles, loadSchema, readContentData } from './content-schema.js';
import { resolveRef } from './json-schema.js';
import { CONTENT_DIR, PROJECT_ROOT, readContent } from '../content/read.js';
import { DOCUMENTS_FOLDER, documentPageOptions } from './documents.js';


/** The pictures an image field takes (HTML `accept`): those the build makes sizes of (src/eleventy/media.js). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
/**
 * The largest picture the CMS stores, in bytes (2 MB, as the CMS says it), after it has scaled it to MAX_PICTURE_PX
 * and WebP (Sveltia checks `max_file_size` on the file it is about to store): a photo, even a
 * 12 MB PNG from a camera, ends far below it; a picture that does not is refused, with the limit.
 */
export const MAX_UPLOAD_BYTES = 2_000_000;
/**
 * The longest side of an uploaded picture as the CMS stores it, in px: larger ones are scaled down
 * (and stored as WebP) in the browser before they are saved, so the repository does not grow by
 * megabytes per picture; the site's largest size is 1600 px (MEDIA_WIDTHS).
 */
export const MAX_PICTURE_PX = 2400;

/**
 * The pattern of the Markdown body: every section's anchor (Insert → Section, its "Anchor" field)
 * is lower-case words joined by hyphens. Sveltia does not check an editor component's own fields,
 * and a section written with another anchor is no longer read back as a section (it shows as raw
 * text) and fails the build; the body's pattern refuses it on save instead.
 */
export const SECTION_ANCHORS_PATTERN = '^(?![\\s\\S]*\\{% section "(?![a-z][a-z0-9-]*"))';
/** What the body's pattern asks for, in the section editor's words. */
export const SECTION_ANCHORS_TEXT = 'Write each section\'s Anchor as lower-case words joined by hyphens, such as how-it-works (no spaces or capitals)';

/** The Markdown body of pages and articles: the one CMS field that is not front matter. */
export const BODY_FIELD = Object.freeze({ name: 'body', label: 'Text', widget: 'markdown', hint: 'The page text. Sections and illustrations appear as blocks: use the "Insert" button to add one.', pattern: Object.freeze([SECTION_ANCHORS_PATTERN, SECTION_ANCHORS_TEXT]) });

/** Where uploaded pictures are kept in the repository, and their address on the site. */
export const MEDIA_FOLDER = `${CONTENT_DIR}/media`;
export const MEDIA_URL = '/images/media';

/**
 * The file-type end of a picture's pattern: `^/images/media/[^/]+\.(jpe?g|png|webp)$` →
 * `\.(jpe?g|png|webp)$`.
 * @param {string} pattern
 * @returns {string}
 * @throws {Error} when the pattern does not end in a file type (a schema to fix)
 */
export function imageTypePattern(pattern) {
  const type = /\\\.\([^()]+\)\$$/.exec(pattern);
  if (!type) throw new Error(`An image field's pattern ends in its file types, such as \\.(jpe?g|png|webp)$; got ${pattern}.`);
  return type[0];
}

/**
 * One CMS field from one schema property.
 * @param {Schema} rootSchema  the schema the property belongs to (for `$ref`s)
 * @param {string} name
 * @param {Schema} property
 * @param {boolean} required
 * @returns {CmsField}
 * @throws {Error} on a property type the CMS cannot show (a schema to fix, not an author's mistake)
 */
export function schemaField(rootSchema, name, property, required) {
  const prop = /** @type {Schema} */ (resolveRef(rootSchema, property));
  /** @type {CmsField} */
  const field = { name, label: prop.title ?? name };
  if (prop.description) field.hint = prop.description;
  if (!required) field.required = false;
  if (prop.enum) {
    Object.assign(field, { widget: 'select', options: prop.enum });
  } else if (prop.type === 'string') {
    field.widget = 'string';
    if (prop.pattern) field.pattern = [prop.pattern, prop['x-pattern-text'] ? `Write ${prop['x-pattern-text']}` : `Must match ${prop.pattern}`];
    if (prop.maxLength) field.maxlength = prop.maxLength;
  } else if (prop.type === 'boolean' && !required && prop['x-cms']?.widget !== 'boolean') {
    // Sveltia's boolean switch writes `false` for a flag the file leaves out, on every save of the
    // entry (an untouched "In the site search" took pages out of the search). A select left empty
    // is an empty optional field, which `omit_empty_optional_fields` leaves out of the file; the
    // hint says what empty means (the schema's `default`, else No). A flag every entry of its file
    // carries (a Sample box) keeps the switch: `x-cms: { widget: boolean }`.
    Object.assign(field, { widget: 'select', options: [{ label: 'Yes', value: true }, { label: 'No', value: false }] });
    field.hint = `${field.hint ?? ''} Empty: ${prop.default === true ? 'Yes' : 'No'}.`.trim();
  } else if (prop.type === 'boolean') {
    field.widget = 'boolean';
  } else if (prop.type === 'object') {
    Object.assign(field, { widget: 'object', fields: schemaFields(rootSchema, prop) });
  } else if (prop.type === 'array') {
    const items = /** @type {Schema} */ (resolveRef(rootSchema, prop.items));
    field.widget = 'list';
    if (items.type === 'object') field.fields = schemaFields(rootSchema, items);
    else field.field = schemaField(rootSchema, items.title ? items.title.toLowerCase().replace(/\W+/g, '_') : 'item', items, true);
    if (prop.minItems) field.min = prop.minItems;
  } else {
    throw new Error(`${rootSchema.$id}.${name}: the CMS has no field for a property of type ${JSON.stringify(prop.type)}`);
  }
  if (prop['x-cms']) Object.assign(field, prop['x-cms']);
  if (field.widget === 'image' && Array.isArray(field.pattern)) {
    // Until the entry is saved, a picture uploaded from the field has a provisional address, which
    // the whole pattern (`^/images/media/…`) refused: the field checks the pattern's file type
    // alone (its last `\.(…)$`), and `accept` says the same to the file picker.
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
 * @returns {CmsField[]}
 */
export function schemaFields(rootSchema, schema = rootSchema) {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => schemaField(rootSchema, name, prop, required.has(name)));
}

/**
 * A files collection of one YAML content file (Company, Privacy, Site settings).
 * @param {'company' | 'privacy' | 'site'} type
 * @param {string} [root]
 */
function settingsCollection(type, root) {
  const schema = loadSchema(type, root);
  return {
    name: type,
    label: schema.title,
    description: schema.description,
    files: [{ name: type, label: schema.title, file: `${CONTENT_DIR}/${type}.yaml`, format: 'yaml', fields: schemaFields(schema) }],
  };
}

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
  // One field list shared by every page (written once in config.yml, as a YAML anchor).
  const pageFields = [...schemaFields(page), { ...BODY_FIELD }];
  return {
    backend: { name: 'github', repo: settings.cms.repo, branch: settings.cms.branch },
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_URL,
    // An optional field left empty is left out of the file (not `image: null`, which its schema refuses).
    output: { omit_empty_optional_fields: true },
    // A new article's file name is its title as a slug, no longer than the title may be.
    slug: { maxlength: news.properties.title.maxLength },
    // Uploads: none over MAX_UPLOAD_BYTES; a picture's longest side scaled down to MAX_PICTURE_PX.
    media_libraries: {
      default: { config: { max_file_size: MAX_UPLOAD_BYTES, transformations: { raster_image: { format: 'webp', quality: 85, width: MAX_PICTURE_PX, height: MAX_PICTURE_PX } } } },
    },
    collections: [
      {
        name: 'news',
        label: 'News',
        label_singular: 'News article',
        description: news.description,
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
        description: `${page.description} A new page also needs a place in the navigation, so pages are added by a developer.`,
        files: pages.map((p) => {
          const data = /** @type {{ title?: string }} */ (readContentData(p, root));
          const url = p.file.replace(/^pages\//, '/').replace(/index\.md$/, '');
          return { name: url === '/' ? 'home' : url.replace(/^\/|\/$/g, '').replace(/\//g, '--'), label: `${data.title ?? url} (${url})`, file: p.file, format: 'frontmatter', fields: pageFields };
        }),
      },
      {
        name: 'products',
        label: 'Products',
        label_singular: 'Product',
        description: product.description,
        folder: `${CONTENT_DIR}/products`,
        extension: 'yaml',
        format: 'yaml',
        create: false,
        delete: false,
        identifier_field: 'name',
        fields: schemaFields(product),
      },
      {
        name: 'documents',
        label: 'Documents',
        label_singular: 'Document',
        description: document.description,
        folder: DOCUMENTS_FOLDER,
        extension: 'yaml',
        format: 'yaml',
        create: true,
        slug: '{{number}}-{{title}}',
        identifier_field: 'title',
        summary: '{{number}} {{title}} ({{revision}}, {{date}})',
        sortable_fields: ['date', 'number', 'title'],
        // The PDF is kept beside its entry; the build reads it (src/eleventy/documents.js).
        media_folder: '',
        public_folder: '',
        fields: schemaFields(document).map((field) => {
          // Products, applications and markets are picked from the pages that exist: the same
          // list the build checks the entry against.
          const options = documentPageOptions(/** @type {string} */ (field.name));
          if (!options) return field;
          const { field: _item, ...list } = field;
          return { ...list, widget: 'select', multiple: true, options };
        }),
      },
      settingsCollection('company', root),
      settingsCollection('privacy', root),
      settingsCollection('site', root),
    ],
  };
}

/**
 * The configuration as the `config.yml` the CMS reads.
 * @param {{ root?: string, siteUrl?: string }} [options]
 * @returns {string}
 */
export function cmsConfigYaml(options) {
  return `# Generated by the build from src/content/schemas/ (src/eleventy/cms-config.js): edit the schemas, not this file.\n${yaml.dump(cmsConfig(options), { lineWidth: -1 })}`;
}

/**
 * A value's keys in the order of its CMS fields (the order Sveltia writes them in), then any
 * others in their own order; lists of objects item by item.
 * @param {unknown} value
 * @param {CmsField[] | undefined} fields
 * @returns {unknown}
 */
function inFieldOrder(value, fields) {
  if (Array.isArray(value)) return value.map((item) => inFieldOrder(item, fields));
  if (!value || typeof value !== 'object' || !fields) return value;
  const record = /** @type {Record<string, unknown>} */ (value);
  const names = fields.map((f) => /** @type {string} */ (f.name));
  const keys = [...names.filter((n) => n in record), ...Object.keys(record).filter((k) => !names.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, inFieldOrder(record[k], /** @type {CmsField[] | undefined} */ (fields.find((f) => f.name === k)?.fields))]));
}

/**
 * A content file as the CMS writes it when it saves the entry (Sveltia CMS 0.221: the `yaml`
 * package's stringify with 2-space indents, indented lists, no line wrapping, plain strings where
 * YAML allows and single quotes elsewhere; keys in field order; front matter then a blank line and
 * the body). The content files are kept in this form, so a save changes only what the author
 * changed (test/unit/cms.test.ts checks each file; test/browser/cms-save.spec.ts saves through the
 * real CMS).
 * @param {string} text  the file as it is
 * @param {{ format: 'yaml' | 'frontmatter', fields: CmsField[] }} entry  its collection's format and fields
 * @returns {string}
 */
export function cmsFileText(text, { format, fields }) {
  const dump = (/** @type {unknown} */ data) => YAML.stringify(inFieldOrder(data, fields), { indent: 2, indentSeq: true, lineWidth: 0, defaultKeyType: 'PLAIN', defaultStringType: 'PLAIN', singleQuote: true }).trim();
  if (format === 'yaml') return `${dump(YAML.parse(text))}\n`;
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error('A Markdown content file begins with front matter between "---" lines.');
  const body = match[2].replace(/^\n/, '').replace(/\n$/, '');
  return `---\n${dump(YAML.parse(match[1]))}\n---\n${body ? `\n${body}\n` : ''}`;
}

/**
 * Every file the CMS edits, with its format and fields.
 * @param {string} [root]
 * @returns {{ file: string, collection: string, format: 'yaml' | 'frontmatter', fields: CmsField[] }[]}
 */
export function cmsFiles(root = PROJECT_ROOT) {
  const config = /** @type {{ collections: { name: string, folder?: string, format: string, fields?: CmsField[], files?: { file: string, format: string, fields: CmsField[] }[] }[] }} */ (cmsConfig({ root }));
  return config.collections.flatMap((c) =>
    c.files
      ? c.files.map((f) => ({ file: f.file, collection: c.name, format: /** @type {'yaml' | 'frontmatter'} */ (f.format), fields: f.fields }))
      : readdirSync(path.join(root, /** @type {string} */ (c.folder)))
          .filter((name) => !name.startsWith('_') && name.endsWith(c.format === 'yaml' ? '.yaml' : '.md'))
          .map((name) => ({ file: `${c.folder}/${name}`, collection: c.name, format: /** @type {'yaml' | 'frontmatter'} */ (c.format), fields: /** @type {CmsField[]} */ (c.fields) })),
  );
}
