// @ts-check
/**
 * One contract per macro (docs/architecture.md "Page ↔ macro"): the `params:` block of
 * `layouts/components/<name>.examples.yaml` is the JSON Schema of the macro's props, checked by the
 * build's one Ajv (src/eleventy/json-schema.js). Every macro calls the filter `checkParams` first
 * (src/eleventy/examples.js), so a call that breaks its schema stops the build naming the page file,
 * the macro, the prop and the fix. Rules that span props live in the schema too
 * (`dependentRequired`, `if`/`then`). `undefined` and `null` count as "not given" (an unset
 * front-matter value passed on); a Nunjucks SafeString (`| safe`) is a string.
 */
import { ajv, expected, readSchema, schemaProblems } from './json-schema.js';
import { formatAuthorError, throwAuthorErrors } from './author-error.js';

/** @typedef {{ type?: string, description: string, enum?: unknown[], minimum?: number, maximum?: number, pattern?: string, minItems?: number }} PropSchema */
/** @typedef {{ type: 'object', additionalProperties: false, required?: string[], properties: Record<string, PropSchema> }} ParamsSchema */
/** A macro's contract: its schema as written, and ajv's check of it. @typedef {{ schema: ParamsSchema, validate: import('ajv').ValidateFunction }} Params */
/** One broken rule of a call: the prop ('' for the props as a whole), what is wrong, the fix. @typedef {{ param: string, what: string, fix: string }} ParamProblem */

/** The examples files' own schema; under `$defs/params`, what a params schema must say beyond JSON Schema. */
export const EXAMPLES_SCHEMA = readSchema('layouts/components/examples.schema.yaml');
const validateParamsSchema = ajv.compile(EXAMPLES_SCHEMA.$defs.params);

/**
 * Compiles a params schema, or says what is wrong with it.
 * @param {unknown} schema  the YAML value (under `params:`, or under one macro's name in it)
 * @param {string} where    names it in messages, e.g. 'layouts/components/counter.examples.yaml: params'
 * @returns {{ params?: Params, errors: string[] }} the compiled contract, or one message per problem
 */
export function compileParams(schema, where) {
  const problems = schemaProblems(validateParamsSchema, schema, { noun: 'key', whole: 'the block', verb: 'Write' });
  if (problems.length) return { errors: problems.map((p) => `${where}: ${p.problem}. ${p.fix}`) };
  try {
    return { params: { schema: /** @type {ParamsSchema} */ (schema), validate: ajv.compile(/** @type {object} */ (schema)) }, errors: [] };
  } catch (error) {
    // Ajv checks the schema against JSON Schema's own (a type "float", an enum that is not a list …).
    return { errors: [`${where}: not a valid JSON Schema: ${/** @type {Error} */ (error).message.replace(/^schema is invalid: /, '')}. See https://ajv.js.org/json-schema.html.`] };
  }
}

/**
 * The props as ajv should see them: a SafeString as its text, `undefined` and `null` left out. The
 * values are not copied: a prop may hold Eleventy's collection items, whose getters must not run
 * before their page is rendered.
 * @param {unknown} props
 * @returns {unknown}
 */
function plain(props) {
  if (!props || typeof props !== 'object' || Array.isArray(props)) return props;
  // nunjucks.runtime.SafeString keeps its text in `val`.
  /** @param {unknown} v */
  const text = (v) => (v && typeof v === 'object' && 'val' in v && typeof v.val === 'string' && String(v) === v.val ? v.val : v);
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, text(v)]));
}

/**
 * Checks a macro call's props against its schema.
 * @param {Params} params      the macro's compiled contract
 * @param {unknown} props      what the call passed (undefined or null: no props)
 * @param {string} [contract]  the file that declares the params, named in the fix of an undeclared prop
 * @returns {ParamProblem[]} one per prop (undeclared props first, then the schema's props in order);
 *   empty when the call keeps the contract
 */
export function paramProblems(params, props, contract) {
  const value = plain(props ?? {});
  const problems = schemaProblems(params.validate, value, { noun: 'prop', whole: 'the props', verb: 'Pass', declared: contract ? ` (the params of ${contract})` : '' });
  const names = Object.keys(params.schema.properties);
  /** @param {string} field */
  const rank = (field) => names.indexOf(field.split(/[.[]/)[0]);
  return problems
    .map((p) => ({ param: p.field.split(/[.[]/)[0], what: p.problem, fix: p.field ? p.fix : `Call it with named props, e.g. ({ ${names[0]}: … }).` }))
    .sort((a, b) => rank(a.param) - rank(b.param));
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
  throwAuthorErrors(problems.map((p) => formatAuthorError({ file, problem: `${component}(): ${p.what}`, fix: p.fix })), `${component}() params`);
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
