// @ts-check
/**
 * The build's one Ajv 2020 and its one translator of Ajv errors into author errors; the `x-*`
 * keywords: docs/architecture.md#examples-and-params.
 * @typedef {Record<string, any>} Schema  a JSON Schema object as read from YAML
 * @typedef {{ noun: string, whole: string, verb: string, declared?: string }} Words  how errors name a field ("prop"),
 *   the whole value ("the props"), the fix's verb ("Pass"), and what follows the allowed names (" (the params of …)")
 * @typedef {{ field: string, problem: string, fix: string, schema?: Schema }} SchemaProblem  one broken rule: the field
 *   as the author reads it ('' for the whole value), what is wrong (a clause), the fix (a sentence), its schema
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { sentence } from './author-error.js';

/** The one Ajv of the build: every error at once, each with its value and schema. */
export const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
ajv.addVocabulary(['x-cms', 'x-cms-description', 'x-pattern-text', 'x-fix']);

const TYPE_WORDS = /** @type {Record<string, string>} */ ({
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
});

/**
 * @param {unknown} value
 * @returns {string} a wrong value, for messages: `the string "slow"`, `a list`
 */
function describeValue(value) {
  if (value === undefined || value === null) return 'nothing';
  if (Array.isArray(value)) return value.length ? 'a list' : 'an empty list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.length > 60) return `a string of ${value.length} characters`;
  return `the ${typeof value} ${JSON.stringify(String(value))}`;
}

/** @type {(text: string) => string} a description as it ends a sentence: "The target." → "the target." */
const tail = (text) => sentence(text.trim()).replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());

/**
 * @param {Schema} [s]
 * @returns {string} what it allows: `a whole number from 2 to 4`, `one of "card", "wide"`
 */
export function expected(s = {}) {
  if (s.enum) return `one of ${s.enum.map((/** @type {unknown} */ v) => JSON.stringify(v)).join(', ')}`;
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s['x-pattern-text']) return s['x-pattern-text'];
  const type = TYPE_WORDS[s.type ?? ''] ?? 'a value';
  const many = (/** @type {number} */ n, /** @type {string} */ unit) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (s.minimum !== undefined && s.maximum !== undefined) return `${type} from ${s.minimum} to ${s.maximum}`;
  if (s.minimum !== undefined) return `${type} of at least ${s.minimum}`;
  if (s.maximum !== undefined) return `${type} of at most ${s.maximum}`;
  if (s.pattern !== undefined) return `${type} matching /${s.pattern}/`;
  if (s.minItems) return `${type} of at least ${many(s.minItems, 'item')}`;
  if (s.maxLength !== undefined) return `${type} of at most ${many(s.maxLength, 'character')}`;
  if (s.minLength) return `${type} that is not empty`;
  return type;
}

/**
 * @param {string} pointer  a JSON pointer (ajv's `instancePath`), `/rows/2/value`
 * @param {string} [child]  below it
 * @returns {string} the field as the author reads it: `rows[2].value`
 */
export function fieldName(pointer, child) {
  const parts = pathParts(pointer, child);
  return parts.reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

/** @type {(pointer: string, child?: string) => string[]} its segments, `/rows/2` → ['rows', '2'] */
const pathParts = (pointer, child) => [
  ...pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')),
  ...(child ? [child] : []),
];

/**
 * @param {string[]} parts  a field's path, ['slides', '0', 'image']
 * @param {string} noun
 * @param {string} whole
 * @returns {string} it in the author's words: `the prop "image" of slide 1`, `item 2 of the field "redirectFrom"`,
 *   `the key "gallery.title"` (a path without a list), or `whole` for no path
 */
function spoken(parts, noun, whole) {
  if (!parts.some((p) => /^\d+$/.test(p))) return parts.length ? `the ${noun} "${parts.join('.')}"` : whole;
  const words = [];
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const index = /^\d+$/.test(parts[i]) && i > 0 ? Number(parts[i]) + 1 : 0;
    const name = index ? parts[(i -= 1)] : parts[i];
    if (index && /[^s]s$/.test(name)) words.push(`${name.replace(/ies$/, 'y').replace(/s$/, '')} ${index}`);
    else if (index) words.push(`item ${index} of the ${noun} "${name}"`);
    else words.push(words.length ? `"${name}"` : `the ${noun} "${name}"`);
  }
  return words.join(' of ');
}

/**
 * @param {Schema} rootSchema
 * @param {Schema | undefined} schema  a property's subschema
 * @returns {Schema | undefined} it with its `$ref`s to `#/$defs/…` followed, the siblings of `$ref` kept
 * @throws {Error} when a `$ref` points at nothing (a bug in the schema)
 */
export function resolveRef(rootSchema, schema) {
  if (!schema || typeof schema.$ref !== 'string') return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((/** @type {any} */ s, k) => s?.[k], rootSchema);
  if (!target) throw new Error(`schema "${rootSchema.$id}": $ref ${schema.$ref} points at nothing`);
  const { $ref, ...siblings } = schema;
  return { ...resolveRef(rootSchema, target), ...siblings };
}

/** The keywords whose problem reads "must be <what the schema allows>, got <the value>". */
const VALUE_KEYWORDS = ['type', 'enum', 'const', 'pattern', 'minimum', 'maximum', 'minItems', 'minLength', 'maxLength'];

/**
 * Words one ajv error; the fix is the schema's `x-fix` where it has one, else made from the schema.
 * @param {import('ajv').ErrorObject} error
 * @param {Schema} rootSchema  the schema validated against
 * @param {Words} words
 * @returns {SchemaProblem | null} null for an error another one explains (`if`: its `then`'s)
 */
function schemaProblem(error, rootSchema, { noun, whole, verb, declared = '' }) {
  const parent = /** @type {Schema} */ (error.parentSchema ?? {});
  const params = /** @type {Record<string, any>} */ (error.params);
  const field = fieldName(error.instancePath);
  const at = (/** @type {string} */ child = '') => spoken(pathParts(error.instancePath, child), noun, whole);
  const about = (/** @type {Schema | undefined} */ s) => (s?.description ? `: ${tail(s.description)}` : '.');
  if (error.keyword === 'if') return null;
  if (error.keyword === 'required' || error.keyword === 'dependentRequired') {
    const missing = params.missingProperty;
    const schema = resolveRef(rootSchema, parent.properties?.[missing]);
    const add = `Add "${missing}: …", ${expected(schema)}${about(schema)}`;
    if (error.keyword === 'required')
      return {
        field: fieldName(error.instancePath, missing),
        problem: `${at(missing)} is missing`,
        fix: parent['x-fix'] ?? add,
        schema,
      };
    return {
      field: fieldName(error.instancePath, params.property),
      problem: `${at(params.property)} needs "${missing}" with it`,
      fix: parent['x-fix'] ?? `${add.slice(0, -1)}, or remove "${params.property}".`,
      schema,
    };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String(params.additionalProperty);
    const names = Object.keys(parent.properties ?? {});
    const near = names.find((n) => n.toLowerCase() === extra.toLowerCase());
    const inList = /\/\d+(\/|$)/.test(error.instancePath);
    const where = inList ? `"${extra}" in ${at()}` : `"${fieldName(error.instancePath, extra)}"`;
    const fix = near ? `Rename it "${near}".` : `Use one of ${names.join(', ')}${declared}, or remove it.`;
    return { field: fieldName(error.instancePath, extra), problem: `there is no ${noun} ${where}`, fix };
  }
  if (VALUE_KEYWORDS.includes(error.keyword)) {
    return {
      field,
      problem: `${at()} must be ${expected(parent)}, got ${describeValue(error.data)}`,
      fix: parent['x-fix'] ?? `${verb} ${expected(parent)}${about(parent)}`,
      schema: parent,
    };
  }
  return {
    field,
    problem: `${at()} ${error.message}`,
    fix: parent['x-fix'] ?? `Correct it${about(parent)}`,
    schema: parent,
  };
}

/**
 * Checks a value and words what is wrong, one problem per field (the first rule it breaks).
 * @param {import('ajv').ValidateFunction} validate  compiled by `ajv`
 * @param {unknown} value
 * @param {Words} words
 * @returns {SchemaProblem[]} empty when the value is valid
 */
export function schemaProblems(validate, value, words) {
  if (validate(value)) return [];
  const seen = new Set();
  return (validate.errors ?? [])
    .map((e) => schemaProblem(e, /** @type {Schema} */ (validate.schema), words))
    .filter((p) => p !== null && !seen.has(p.field) && seen.add(p.field))
    .map((p) => /** @type {SchemaProblem} */ (p));
}
