// @ts-check
/**
 * One contract per macro (docs/architecture.md#page--macro): the `params:` block of
 * `layouts/components/<name>.examples.yaml` is the JSON Schema of the macro's props, checked with
 * ajv (https://ajv.js.org/). For example:
 *
 *   params:
 *     type: object
 *     additionalProperties: false      # a prop the schema does not list fails the call
 *     required: [variant]
 *     properties:
 *       variant: { type: string, enum: [card, wide], description: The kind of carousel. }
 *       headingLevel: { type: integer, minimum: 2, maximum: 4, description: The title's level (default 2). }
 *
 * Every macro calls the filter `checkParams` first (src/eleventy/examples.js), so a page that
 * breaks the schema stops the build naming the page file, the macro, the prop and the fix. Rules
 * that span several props stay in the model filters (carouselModel, enquiryFormModel …). `undefined`
 * and `null` count as "not given" (an unset front-matter value passed on); a Nunjucks SafeString
 * (`| safe`) is a string.
 */
import Ajv from 'ajv';
import { formatAuthorError, throwAuthorErrors } from './author-error.js';

/** @typedef {import('ajv').ErrorObject} AjvError */
/** @typedef {{ type?: string, description: string, enum?: unknown[], minimum?: number, maximum?: number, pattern?: string, minItems?: number }} PropSchema */
/** @typedef {{ type: 'object', additionalProperties: false, required?: string[], properties: Record<string, PropSchema> }} ParamsSchema */
/** A macro's contract: its schema as written, and ajv's check of it. @typedef {{ schema: ParamsSchema, validate: import('ajv').ValidateFunction }} Params */
/** One broken rule of a call: the prop ('' for the props as a whole), what is wrong, the fix. @typedef {{ param: string, what: string, fix: string }} ParamProblem */

/** One ajv for every schema of the build: `allErrors`, so a call's every problem is listed at once. */
export const ajv = new Ajv({ allErrors: true, strict: true, verbose: true });
// `fix`: what to do when a rule of the schema is broken, said in the author's terms (read from
// the error's parentSchema; ajv's `verbose` keeps it there).
ajv.addKeyword({ keyword: 'fix', schemaType: 'string' });

/**
 * What a params schema itself must say, beyond being JSON Schema (which ajv checks when it
 * compiles it): an object whose every prop is listed with a description, no other prop allowed.
 */
const validateParamsSchema = ajv.compile({
  type: 'object',
  required: ['type', 'additionalProperties', 'properties'],
  properties: {
    type: { const: 'object' },
    additionalProperties: { const: false },
    required: { type: 'array', items: { type: 'string' } },
    properties: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^[A-Za-z_$][\\w$]*$' },
      additionalProperties: { type: 'object', required: ['description'], properties: { description: { type: 'string', pattern: '\\S' } } },
    },
  },
});

/** What each JSON Schema type is called in messages. */
const TYPE_WORDS = /** @type {Record<string, string>} */ ({
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
});

/**
 * Compiles a params schema, or says what is wrong with it.
 * @param {unknown} schema  the YAML value (under `params:`, or under one macro's name in it)
 * @param {string} where    names it in messages, e.g. 'layouts/components/counter.examples.yaml: params'
 * @returns {{ params?: Params, errors: string[] }} the compiled contract, or one message per problem
 */
export function compileParams(schema, where) {
  if (!validateParamsSchema(schema)) {
    return {
      errors: (validateParamsSchema.errors ?? []).map(
        (/** @type {AjvError} */ e) =>
          `${where}${e.instancePath.replace(/\//g, '.').replace(/^\./, ': ')} ${e.message}${e.keyword === 'const' ? ` ${JSON.stringify(e.params.allowedValue)}` : ''}. ` +
          'A params block is a JSON Schema: "type: object", "additionalProperties: false", "required: [...]" and "properties:", each prop with a type and a description.',
      ),
    };
  }
  try {
    return { params: { schema: /** @type {ParamsSchema} */ (schema), validate: ajv.compile(/** @type {object} */ (schema)) }, errors: [] };
  } catch (error) {
    // ajv checks the schema against JSON Schema's own (a type "float", an enum that is not a list …).
    return { errors: [`${where}: not a valid JSON Schema: ${/** @type {Error} */ (error).message.replace(/^schema is invalid: /, '')}. See https://ajv.js.org/json-schema.html.`] };
  }
}

/**
 * The props as ajv should see them: a SafeString as its text, `undefined` and `null` left out (not
 * given). The values themselves are not copied: a prop may hold Eleventy's collection items, whose
 * getters must not run before their page is rendered.
 * @param {unknown} props
 * @returns {unknown}
 */
function plain(props) {
  if (!props || typeof props !== 'object' || Array.isArray(props)) return props;
  /** @param {unknown} v */
  const text = (v) => (v && typeof v === 'object' && 'val' in v && typeof v.val === 'string' && String(v) === v.val ? v.val : v);
  // nunjucks.runtime.SafeString keeps its text in `val`.
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, text(v)]));
}

/** @param {unknown} value @returns {string} a wrong value, for messages: `the string "slow"`, `a list` */
export function describeValue(value) {
  if (value === undefined || value === null) return 'nothing';
  if (Array.isArray(value)) return value.length ? 'a list' : 'an empty list';
  if (value && typeof value === 'object') return 'a mapping';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return `the ${typeof value} ${JSON.stringify(String(value))}`;
}

/**
 * A description as the end of a sentence: "The target, e.g. 99.9." → "the target, e.g. 99.9."
 * @param {string} text
 * @returns {string}
 */
const tail = (text) => {
  const sentence = /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
  return /^[A-Z][a-z]/.test(sentence) ? sentence[0].toLowerCase() + sentence.slice(1) : sentence;
};

/**
 * What a prop must be, for messages: `a whole number from 2 to 4`, `one of "card", "wide"`.
 * @param {PropSchema} prop
 * @returns {string}
 */
export function expected(prop) {
  if (prop.enum) return `one of ${prop.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const type = TYPE_WORDS[prop.type ?? ''] ?? 'a value';
  if (prop.minimum !== undefined && prop.maximum !== undefined) return `${type} from ${prop.minimum} to ${prop.maximum}`;
  if (prop.minimum !== undefined) return `${type} of at least ${prop.minimum}`;
  if (prop.maximum !== undefined) return `${type} of at most ${prop.maximum}`;
  if (prop.pattern !== undefined) return `${type} matching /${prop.pattern}/`;
  if (prop.minItems) return `${type} of at least ${prop.minItems} item${prop.minItems === 1 ? '' : 's'}`;
  return type;
}

/**
 * Words one ajv error of a call in the author's terms.
 * @param {AjvError} error
 * @param {ParamsSchema} schema
 * @param {unknown} value   the value ajv saw (after `plain`)
 * @param {string} [contract]  the file that declares the params, named in the fix of an undeclared prop
 * @returns {ParamProblem}
 */
function problemOf(error, schema, value, contract) {
  const names = Object.keys(schema.properties);
  if (error.keyword === 'additionalProperties') {
    const name = String(error.params.additionalProperty);
    const near = names.find((n) => n.toLowerCase() === name.toLowerCase());
    return { param: name, what: `there is no prop "${name}"`, fix: near ? `Rename it "${near}".` : `Use one of ${names.join(', ')}${contract ? ` (the params of ${contract})` : ''}, or remove it.` };
  }
  if (error.keyword === 'required') {
    const name = String(error.params.missingProperty);
    const prop = schema.properties[name];
    return { param: name, what: `the prop "${name}" is required`, fix: `Add ${name}: …, ${expected(prop)}: ${tail(prop.description)}` };
  }
  const [name = '', ...rest] = error.instancePath.split('/').slice(1);
  if (!name) return { param: '', what: `the props must be a mapping, got ${describeValue(value)}`, fix: `Call it with named props, e.g. ({ ${names[0]}: … }).` };
  const prop = schema.properties[name];
  const given = /** @type {Record<string, unknown>} */ (value)[name];
  // A rule inside a prop's value (an item of a list): named by its path, worded by ajv.
  if (rest.length) return { param: name, what: `the prop "${name}" has ${rest.join('.')} that ${error.message}`, fix: `Fix it: ${tail(prop.description)}` };
  return { param: name, what: `the prop "${name}" must be ${expected(prop)}, got ${describeValue(given)}`, fix: `Pass ${expected(prop)}: ${tail(prop.description)}` };
}

/**
 * Checks a macro call's props against its schema.
 * @param {Params} params      the macro's compiled contract
 * @param {unknown} props      what the call passed (undefined or null: no props)
 * @param {string} [contract]  the file that declares the params, named in the fix of an undeclared prop
 * @returns {ParamProblem[]} one per broken rule (undeclared props first, then the schema's props in
 *   order), one per prop; empty when the call keeps the contract
 */
export function paramProblems(params, props, contract) {
  const value = plain(props ?? {});
  if (params.validate(value)) return [];
  const { schema } = params;
  const order = ['', ...Object.keys(schema.properties)];
  const seen = new Set();
  return (params.validate.errors ?? [])
    .map((e) => problemOf(e, schema, value, contract))
    .filter((p) => !seen.has(p.param) && seen.add(p.param))
    .sort((a, b) => (order.includes(a.param) ? order.indexOf(a.param) : -1) - (order.includes(b.param) ? order.indexOf(b.param) : -1));
}

/**
 * Checks a macro call, and fails it when it breaks its contract.
 * @param {string} component   the macro's name, e.g. "counter" (named in the message as "counter()")
 * @param {Params} params      its compiled contract
 * @param {unknown} props      what the call passed
 * @param {string} file        the file to fix: the calling page's input path when Eleventy gives it
 * @param {string} [contract]  the examples file that declares the params
 * @returns {Record<string, unknown>} the props, unchanged ({} for none), for
 *   `{% set props = props | checkParams("counter") %}`
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
 * @returns {{ name: string, type: string, required: boolean, description: string }[]} in the
 *   schema's order; `type` in words (`one of "card", "wide"`, `a whole number from 2 to 4`)
 */
export function paramRows(schema) {
  return Object.entries(schema.properties).map(([name, prop]) => ({
    name,
    type: expected(prop),
    required: (schema.required ?? []).includes(name),
    description: prop.description,
  }));
}
