// @ts-check
/** A macro's props against the `params:` schema of its examples file (docs/architecture.md#examples-and-params). */
import { ajv, expected, schemaProblems } from './json-schema.js';
import { formatAuthorError, throwAuthorErrors } from './author-error.js';

/** @typedef {{ type?: string, description: string, enum?: unknown[], minimum?: number, maximum?: number, pattern?: string, minItems?: number }} PropSchema */
/** @typedef {{ type: 'object', additionalProperties: false, required?: string[], properties: Record<string, PropSchema> }} ParamsSchema */
/** A macro's contract: its schema as written, and ajv's check of it. @typedef {{ schema: ParamsSchema, validate: import('ajv').ValidateFunction }} Params */

/**
 * Compiles a params schema, its shape checked with its file (layouts/components/examples.schema.yaml).
 * @param {unknown} schema  the YAML value (under `params:`, or under one macro's name in it)
 * @param {string} where    names it in messages, e.g. 'layouts/components/counter.examples.yaml: params'
 * @returns {{ params?: Params, errors: string[] }} the compiled contract, or the message of what is wrong
 */
export function compileParams(schema, where) {
  try {
    return { params: { schema: /** @type {ParamsSchema} */ (schema), validate: ajv.compile(/** @type {object} */ (schema)) }, errors: [] };
  } catch (error) {
    return { errors: [`${where}: not a valid JSON Schema: ${/** @type {Error} */ (error).message.replace(/^schema is invalid: /, '')}. See https://ajv.js.org/json-schema.html.`] };
  }
}

/**
 * The props as Ajv should see them: a Nunjucks SafeString as its text, `undefined` and `null` ("not given")
 * left out. Values are not copied: Eleventy's collection items' getters must not run before their page renders.
 * @param {unknown} props
 * @returns {unknown}
 */
function plain(props) {
  if (!props || typeof props !== 'object' || Array.isArray(props)) return props;
  /** @param {unknown} v  a SafeString keeps its text in `val` */
  const text = (v) => (v && typeof v === 'object' && 'val' in v && typeof v.val === 'string' && String(v) === v.val ? v.val : v);
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, text(v)]));
}

/**
 * Checks a macro call's props against its schema.
 * @param {Params} params      the macro's compiled contract
 * @param {unknown} props      what the call passed (undefined or null: no props)
 * @param {string} [contract]  the file that declares the params, named in the fix of an undeclared prop
 * @returns {import('./json-schema.js').SchemaProblem[]} one per field (undeclared props first, then in
 *   the schema's order); empty when the call keeps the contract
 */
export function paramProblems(params, props, contract) {
  const names = Object.keys(params.schema.properties);
  const rank = (/** @type {string} */ field) => names.indexOf(field.split(/[.[]/)[0]);
  return schemaProblems(params.validate, plain(props ?? {}), { noun: 'prop', whole: 'the props', verb: 'Pass', declared: contract ? ` (the params of ${contract})` : '' })
    .map((p) => (p.field ? p : { ...p, fix: `Call it with named props, e.g. ({ ${names[0]}: … }).` }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

/**
 * Checks a macro call, and fails it when it breaks its contract.
 * @param {string} component   the macro's name, e.g. "counter" (named in the message as "counter()")
 * @param {Params} params      its compiled contract
 * @param {unknown} props      what the call passed
 * @param {string} file        the file to fix: the calling page's input path when Eleventy gives it
 * @param {string} [contract]  the examples file that declares the params
 * @returns {Record<string, unknown>} the props, unchanged ({} for none)
 * @throws {import('./author-error.js').AuthorErrorList} "<file>: <component>(): <what is wrong>. <the fix>", one line per problem
 */
export function checkParams(component, params, props, file, contract) {
  const problems = paramProblems(params, props, contract);
  throwAuthorErrors(problems.map((p) => formatAuthorError({ file, problem: `${component}(): ${p.problem}`, fix: p.fix })), `${component}() params`);
  return /** @type {Record<string, unknown>} */ (props ?? {});
}

/**
 * A schema as the rows of the gallery's params table.
 * @param {ParamsSchema} schema
 * @returns {{ name: string, type: string, required: boolean, description: string }[]} in the schema's order
 */
export function paramRows(schema) {
  return Object.entries(schema.properties).map(([name, prop]) => ({ name, type: expected(prop), required: (schema.required ?? []).includes(name), description: prop.description }));
}
