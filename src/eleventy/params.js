// @ts-check
/**
 * One contract per component (issue 15; DESIGN.md §1, §2 "Page ↔ macro"): the `params:` block of
 * `layouts/components/<name>.examples.yaml` declares every prop a macro takes, as GOV.UK Frontend's
 * component YAML does:
 *
 *   params:
 *     - name: to                 # the prop's name, as authors write it: counter({ to: 7.5 })
 *       type: number             # one of PARAM_TYPES
 *       required: true           # a call without it fails the build
 *       description: The target …
 *
 * (A file with several macros, like child-cards.njk, writes `params:` as a mapping of macro name to
 * such a list.) This module is the one generic checker of that contract, with no file access of its
 * own: the examples loader (src/eleventy/examples.js) reads the files, checks every example's props
 * with `paramProblems`, and registers the filter `checkParams` that every macro calls first
 * (`{%- set props = props | checkParams("counter") -%}`), so a page that passes an undeclared
 * prop, leaves out a required one or passes one of the wrong type stops the build naming the page
 * file, the macro, the prop and the fix. Rules that span several props, and what a macro derives
 * from its props, stay in the model filters (carouselModel, flexibleImageModel, enquiryFormModel).
 *
 * Values `undefined` and `null` count as "not given" (a page may pass an optional prop from front
 * matter that is not set, e.g. `listUrl: listUrl`).
 */
import { formatAuthorError, throwAuthorErrors } from './author-error.js';

/** The types a param may have (GOV.UK Frontend's names, without its `nunjucks-block`). */
export const PARAM_TYPES = /** @type {const} */ (['string', 'number', 'integer', 'boolean', 'array', 'object']);

/** @typedef {typeof PARAM_TYPES[number]} ParamType */

/**
 * One declared prop of a macro.
 * @typedef {object} Param
 * @property {string} name         the prop's name (a JavaScript identifier)
 * @property {ParamType} type      what its value must be
 * @property {boolean} required    whether every call must give it
 * @property {string} description  what it is, in a sentence (units, default): shown in the gallery
 */

/**
 * One broken rule of a call, before it is worded for a file.
 * @typedef {object} ParamProblem
 * @property {string} param  the prop's name
 * @property {string} what   what is wrong, without a closing full stop
 * @property {string} fix    what to do, a sentence
 */

/** The keys of one param declaration. */
const PARAM_KEYS = ['name', 'type', 'required', 'description'];

/** What each type is called in messages. */
const TYPE_WORDS = /** @type {Record<ParamType, string>} */ ({
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
});

/**
 * Formats one params error through the build's one author-error module (src/eleventy/author-error.js):
 * "<file>: <component>(): <what is wrong>. <the fix>".
 * @param {string} file       the file to edit (the page, or the examples file)
 * @param {string} component  the macro's name, e.g. "counter"
 * @param {string} what       what is wrong, without a closing full stop
 * @param {string} fix        what to do, a sentence
 * @returns {string}
 */
export function paramError(file, component, what, fix) {
  return formatAuthorError({ file, problem: `${component}(): ${what}`, fix });
}

/**
 * The type a value has, in PARAM_TYPES' terms (a Nunjucks SafeString, from `| safe`, is a string).
 * @param {unknown} value
 * @returns {ParamType | 'nothing' | 'other'}
 */
export function typeOfValue(value) {
  if (value === undefined || value === null) return 'nothing';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : Number.isFinite(value) ? 'number' : 'other';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') {
    // nunjucks.runtime.SafeString keeps its text in `val`.
    const val = /** @type {{ val?: unknown }} */ (value).val;
    if (typeof val === 'string' && String(value) === val) return 'string';
    return 'object';
  }
  return 'other';
}

/**
 * Whether a value has a param's type (an integer is also a number).
 * @param {unknown} value  not undefined or null
 * @param {ParamType} type
 * @returns {boolean}
 */
export function hasType(value, type) {
  const actual = typeOfValue(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

/** @param {unknown} value @returns {string} a wrong value, for messages: `the string "slow"`, `a list` */
function describeValue(value) {
  const type = typeOfValue(value);
  if (type === 'array') return 'a list';
  if (type === 'object') return 'a mapping';
  if (type === 'other') return String(value);
  return `the ${type === 'integer' ? 'number' : type} ${JSON.stringify(String(value))}`;
}

/**
 * Reads and checks one `params:` list.
 * @param {unknown} list   the YAML value under `params:` (or under one macro's name in it)
 * @param {string} where   names it in messages, e.g. 'layouts/components/counter.examples.yaml: params'
 * @returns {{ params: Param[], errors: string[] }} the params, and one message per problem naming
 *   the entry and the fix (params is empty when there are errors)
 */
export function parseParams(list, where) {
  if (!Array.isArray(list) || list.length === 0) {
    return { params: [], errors: [`${where} must be a list of the macro's props ("- name: …" with type, required and description).`] };
  }
  /** @type {string[]} */
  const errors = [];
  /** @type {Param[]} */
  const params = [];
  const seen = new Set();
  list.forEach((entry, i) => {
    const at = `${where}, entry ${i + 1}`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      errors.push(`${at} must be a mapping of name, type, required and description.`);
      return;
    }
    const { name, type, required, description } = /** @type {Record<string, unknown>} */ (entry);
    const label = typeof name === 'string' ? `${where}, "${name}"` : at;
    for (const key of Object.keys(entry)) {
      if (!PARAM_KEYS.includes(key)) errors.push(`${label} has the key "${key}": a param has only ${PARAM_KEYS.join(', ')}. Remove it, or say it in the description.`);
    }
    if (typeof name !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(name)) {
      errors.push(`${at} has no valid name. Add "name: …", the prop's name as authors write it (letters and digits, e.g. "headingLevel").`);
    } else if (seen.has(name)) {
      errors.push(`${label} is declared twice. Keep one entry per prop.`);
    } else {
      seen.add(name);
    }
    if (!PARAM_TYPES.includes(/** @type {ParamType} */ (type))) {
      errors.push(`${label} has the type ${JSON.stringify(type ?? null)}. Set "type:" to one of ${PARAM_TYPES.join(', ')}.`);
    }
    if (typeof required !== 'boolean') errors.push(`${label} needs "required: true" or "required: false".`);
    if (typeof description !== 'string' || !description.trim()) errors.push(`${label} has no description. Add "description: …", what the prop is (units, default), in a sentence.`);
    params.push({ name: String(name), type: /** @type {ParamType} */ (type), required: required === true, description: String(description ?? '').trim() });
  });
  return errors.length ? { params: [], errors } : { params, errors };
}

/**
 * A description as the end of a sentence: "The target, e.g. 99.9." → "the target, e.g. 99.9."
 * @param {string} text
 * @returns {string}
 */
const tail = (text) => {
  const sentence = /[.!?]$/.test(text) ? text : `${text}.`;
  return /^[A-Z][a-z]/.test(sentence) ? sentence[0].toLowerCase() + sentence.slice(1) : sentence;
};

/**
 * Checks a macro call's props against its params: every prop declared, every required one given,
 * each of its declared type.
 * @param {Param[]} params     the macro's declared params
 * @param {unknown} props      what the call passed (undefined or null: no props)
 * @param {string} [contract]  the file that declares the params, named in the fix of an undeclared prop
 * @returns {ParamProblem[]} one per broken rule, in the order of the props then the params; empty
 *   when the call keeps the contract
 */
export function paramProblems(params, props, contract) {
  /** @type {ParamProblem[]} */
  const problems = [];
  if (props !== undefined && props !== null && typeOfValue(props) !== 'object') {
    return [{ param: '', what: `the props must be a mapping, got ${describeValue(props)}`, fix: `Call it with named props, e.g. ({ ${params[0]?.name ?? 'name'}: … }).` }];
  }
  const given = /** @type {Record<string, unknown>} */ (props ?? {});
  const names = params.map((p) => p.name);
  for (const [name, value] of Object.entries(given)) {
    if (!names.includes(name) && value !== undefined && value !== null) {
      const near = names.find((n) => n.toLowerCase() === name.toLowerCase());
      problems.push({
        param: name,
        what: `there is no prop "${name}"`,
        fix: near ? `Rename it "${near}".` : `Use one of ${names.join(', ')}${contract ? ` (the params of ${contract})` : ''}, or remove it.`,
      });
    }
  }
  for (const param of params) {
    const value = given[param.name];
    if (value === undefined || value === null) {
      if (param.required) problems.push({ param: param.name, what: `the prop "${param.name}" is required`, fix: `Add ${param.name}: …, ${TYPE_WORDS[param.type]}: ${tail(param.description)}` });
    } else if (!hasType(value, param.type)) {
      problems.push({
        param: param.name,
        what: `the prop "${param.name}" must be ${TYPE_WORDS[param.type]}, got ${describeValue(value)}`,
        fix: `Pass ${TYPE_WORDS[param.type]}: ${tail(param.description)}`,
      });
    }
  }
  return problems;
}

/**
 * Checks a macro call, and fails it when it breaks its contract.
 * @param {string} component   the macro's name, e.g. "counter" (named in the message as "counter()")
 * @param {Param[]} params     its declared params
 * @param {unknown} props      what the call passed
 * @param {string} file        the file to fix: the calling page's input path when Eleventy gives it
 * @param {string} [contract]  the examples file that declares the params
 * @returns {Record<string, unknown>} the props, unchanged ({} for none), for
 *   `{% set props = props | checkParams("counter") %}`
 * @throws {Error} "<file>: <component>(): <what is wrong>. <the fix>", one line per problem
 */
export function checkParams(component, params, props, file, contract) {
  const problems = paramProblems(params, props, contract);
  throwAuthorErrors(problems.map((p) => paramError(file, component, p.what, p.fix)), `${component}() params`);
  return /** @type {Record<string, unknown>} */ (props ?? {});
}
