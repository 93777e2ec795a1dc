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
 * page needs a navigation entry), Products (one file each, edit only), Company, Privacy, Site
 * settings. The GitHub backend's repository and branch come from the site settings
 * (src/content/site.yaml `cms`); on localhost "Work with Local Repository" edits the working copy.
 *
 * @typedef {import('./content-schema.js').Schema} Schema
 * @typedef {Record<string, unknown>} CmsField
 */
import yaml from 'js-yaml';
import { NEWS_DIR, contentFiles, loadSchema, readContentData, resolveRef } from './content-schema.js';
import { CONTENT_DIR, PROJECT_ROOT, readContent } from '../content/read.js';

/** The Markdown body of pages and articles: the one CMS field that is not front matter. */
export const BODY_FIELD = Object.freeze({ name: 'body', label: 'Text', widget: 'markdown', hint: 'The page text. Sections and illustrations appear as blocks: use the "Insert" button to add one.' });

/** Where uploaded pictures are kept in the repository, and their address on the site. */
export const MEDIA_FOLDER = `${CONTENT_DIR}/media`;
export const MEDIA_URL = '/images/media';

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
