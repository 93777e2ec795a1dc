// @ts-check
/**
 * The TypeScript types of the content (src/content/types.d.ts), generated from the content schemas
 * (src/content/schemas/, docs/requirements.md#content-as-data-and-the-cms: one schema is the source of the build's validation, the
 * CMS's fields and the types). src/_data/ names them in its JSDoc; `npx tsc --noEmit` checks the
 * code that reads the content against them. test/unit/content-schema.test.ts fails when the
 * committed file differs from what this script writes.
 *
 * Usage: node scripts/schema-types.js   (writes src/content/types.d.ts)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSchema } from '../src/eleventy/content/content-schema.js';
import { resolveRef } from '../src/eleventy/content/json-schema.js';

/** The file written, from the project root. */
export const TYPES_FILE = 'src/content/types.d.ts';

/** Each content type's exported name. */
const NAMES = /** @type {const} */ ({
  page: 'PageFrontMatter',
  news: 'NewsFrontMatter',
  product: 'Product',
  document: 'Document',
  home: 'HomePage',
  company: 'Company',
  privacy: 'Privacy',
  site: 'SiteSettings',
});

/**
 * The TypeScript type of a schema.
 * @param {Record<string, any>} root  the schema `$ref`s point into
 * @param {Record<string, any>} schema
 * @param {string} indent
 * @returns {string}
 * @throws {Error} on a schema type the generator does not know
 */
function typeOf(root, schema, indent) {
  const s = /** @type {Record<string, any>} */ (resolveRef(root, schema));
  if (s.enum) return s.enum.map((/** @type {unknown} */ v) => JSON.stringify(v)).join(' | ');
  if (s.type === 'string') return 'string';
  if (s.type === 'boolean') return 'boolean';
  if (s.type === 'integer' || s.type === 'number') return 'number';
  if (s.type === 'array') {
    const item = typeOf(root, s.items, indent);
    return /[|{]/.test(item) ? `Array<${item}>` : `${item}[]`;
  }
  if (s.type === 'object') {
    const required = new Set(s.required ?? []);
    const lines = Object.entries(s.properties ?? {}).map(([key, raw]) => {
      const prop = /** @type {Record<string, any>} */ (resolveRef(root, raw));
      const doc = prop.description ? `${indent}  /** ${prop.description.replace(/\*\//g, '* /')} */\n` : '';
      return `${doc}${indent}  ${key}${required.has(key) ? '' : '?'}: ${typeOf(root, raw, `${indent}  `)};`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  throw new Error(`schema "${root.$id}": no TypeScript type for ${JSON.stringify(s.type)}`);
}

/**
 * The whole file.
 * @returns {string}
 */
export function schemaTypes() {
  const types = Object.entries(NAMES).map(([type, name]) => {
    const schema = loadSchema(/** @type {keyof typeof NAMES} */ (type));
    return `/** ${schema.title}: ${schema.description} */\nexport interface ${name} ${typeOf(schema, schema, '')}\n`;
  });
  return `// Generated from src/content/schemas/ by scripts/schema-types.js: edit the schemas, then run it.\n\n${types.join('\n')}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(TYPES_FILE, schemaTypes());
  console.log(`Wrote ${TYPES_FILE}.`);
}
