// @ts-check
/** A macro's props against the `params:` schema of its examples file (docs/architecture.md#examples-and-params). */
import nunjucks from 'nunjucks';
import { ajv, expected, schemaProblems } from '../content/json-schema.js';
import { formatAuthorError, throwAuthorErrors } from '../content/author-error.js';

/**
 * @typedef {{ type?: string, description: string } & Record<string, unknown>} PropSchema
 * @typedef {{ required?: string[], properties: Record<string, PropSchema> }} ParamsSchema
 * @typedef {{ schema: ParamsSchema, validate: import('ajv').ValidateFunction }} Params  a macro's contract
 */

/**
 * @param {unknown} schema  a `params:` schema (its shape already checked)
 * @param {string} where  names it in messages
 * @returns {{ params?: Params, errors: string[] }} the compiled contract, or the message of what is wrong
 */
export function compileParams(schema, where) {
  try {
    return {
      params: { schema: /** @type {ParamsSchema} */ (schema), validate: ajv.compile(/** @type {object} */ (schema)) },
      errors: [],
    };
  } catch (error) {
    return {
      errors: [
        formatAuthorError({
          file: where,
          problem: `not a valid JSON Schema: ${/** @type {Error} */ (error).message.replace(/^schema is invalid: /, '')}`,
          fix: 'See https://ajv.js.org/json-schema.html',
        }),
      ],
    };
  }
}

/**
 * @param {unknown} props
 * @returns {unknown} as Ajv sees them: a SafeString as its text, no `undefined` or `null` ("not
 *   given"); not copied, since Eleventy's collection items' getters must not run before their page renders
 */
function plain(props) {
  if (!props || typeof props !== 'object' || Array.isArray(props)) return props;
  const text = (/** @type {unknown} */ v) => (v instanceof nunjucks.runtime.SafeString ? v.val : v);
  return Object.fromEntries(
    Object.entries(props)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, text(v)]),
  );
}

/**
 * @param {Params} params  the macro's contract
 * @param {unknown} props  what the call passed (undefined, null: none)
 * @param {string} [contract]  the file that declares the params, named in the fix of an undeclared prop
 * @returns {import('../content/json-schema.js').SchemaProblem[]} one per field: undeclared props first, then the schema's order
 */
export function paramProblems(params, props, contract) {
  const names = Object.keys(params.schema.properties);
  const rank = (/** @type {string} */ field) => names.indexOf(field.split(/[.[]/)[0]);
  return schemaProblems(params.validate, plain(props ?? {}), {
    noun: 'prop',
    whole: 'the props',
    verb: 'Pass',
    declared: contract ? ` (the params of ${contract})` : '',
  })
    .map((p) => (p.field ? p : { ...p, fix: `Call it with named props, e.g. ({ ${names[0]}: … }).` }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

/**
 * @param {string} component  the macro, e.g. "counter"
 * @param {Params} params
 * @param {unknown} props
 * @param {string} file  the file to fix
 * @param {string} [contract]  the examples file that declares the params
 * @returns {Record<string, unknown>} the props, unchanged ({} for none)
 * @throws {import('../content/author-error.js').AuthorErrorList} "<file>: counter(): <what is wrong>. <the fix>" per problem
 */
export function checkParams(component, params, props, file, contract) {
  const problems = paramProblems(params, props, contract);
  throwAuthorErrors(
    problems.map((p) => formatAuthorError({ file, problem: `${component}(): ${p.problem}`, fix: p.fix })),
    `${component}() params`,
  );
  return /** @type {Record<string, unknown>} */ (props ?? {});
}

/**
 * The rows of a gallery page's params table, in the schema's order.
 * @param {ParamsSchema} schema
 * @returns {{ name: string, type: string, required: boolean, description: string }[]}
 */
export function paramRows(schema) {
  return Object.entries(schema.properties).map(([name, prop]) => ({
    name,
    type: expected(prop),
    required: (schema.required ?? []).includes(name),
    description: prop.description,
  }));
}
