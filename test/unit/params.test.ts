/**
 * One contract per macro (src/eleventy/gallery/params.js): the `params:` block of each
 * layouts/components/<name>.examples.yaml is the JSON Schema of its macros' props, checked with
 * the build's one Ajv; a call that breaks it fails with "<file>: <macro>(): <what is wrong>. <the fix>", every
 * example keeps it, and every macro with params calls the checker first.
 */
import nunjucks from 'nunjucks';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  checkParams,
  compileParams,
  paramProblems,
  paramRows,
  type Params,
} from '../../src/eleventy/gallery/params.js';
import {
  componentFile,
  EXAMPLES_SUFFIX,
  loadComponents,
  macroNames,
  parseExamples,
} from '../../src/eleventy/gallery/examples.js';
import { renderMacro } from '../support/nunjucks.js';

const PAGE = 'pages/technology/index.md';
const CONTRACT = 'components/counter/counter.examples.yaml';
const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['to'],
  properties: {
    to: { type: 'number', description: 'The target, e.g. 99.9.' },
    duration: { type: 'integer', description: 'How long the count takes, in ms (default 2000).' },
    label: { type: 'string', description: 'What the figure is.' },
    slides: { type: 'array', description: 'The slides.' },
    values: { type: 'object', description: 'Field name to value.' },
    animate: { type: 'boolean', description: 'Cards fade in.' },
    level: { type: 'integer', minimum: 2, maximum: 4, description: 'The heading level (default 2).' },
    variant: { type: 'string', enum: ['card', 'wide'], description: 'The kind of carousel.' },
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'The prefix of every id.' },
  },
};
const PARAMS = compileParams(SCHEMA, 'f: params').params as Params;
const check = (props: unknown) => () => checkParams('counter', PARAMS, props, PAGE, CONTRACT);

describe('checkParams: a call that breaks the contract fails naming the file, the macro, the prop and the fix', () => {
  it('a missing required prop', () => {
    expect(check({ label: 'Chip' })).toThrow(
      `${PAGE}: counter(): the prop "to" is missing. Add "to: …", a number: the target, e.g. 99.9.`,
    );
    expect(check(undefined)).toThrow(`${PAGE}: counter(): the prop "to" is missing.`);
    // undefined and null are "not given", as an unset front-matter value passed on.
    expect(check({ to: null })).toThrow(/the prop "to" is missing/);
  });

  it('a prop of the wrong type', () => {
    expect(check({ to: '7.5' })).toThrow(
      `${PAGE}: counter(): the prop "to" must be a number, got the string "7.5". Pass a number: the target, e.g. 99.9.`,
    );
    expect(check({ to: 1, duration: 2.5 })).toThrow(
      `${PAGE}: counter(): the prop "duration" must be a whole number, got the number "2.5". Pass a whole number: how long the count takes, in ms (default 2000).`,
    );
    expect(check({ to: 1, slides: {} })).toThrow('counter(): the prop "slides" must be a list, got a mapping.');
    expect(check({ to: 1, values: [1] })).toThrow('counter(): the prop "values" must be a mapping, got a list.');
    expect(check({ to: 1, slides: [], values: [] })).toThrow(
      'counter(): the prop "values" must be a mapping, got an empty list.',
    );
    expect(check({ to: 1, animate: 'yes' })).toThrow(
      'counter(): the prop "animate" must be true or false, got the string "yes".',
    );
    expect(check({ to: Number.NaN })).toThrow('counter(): the prop "to" must be a number, got NaN.');
    expect(check('to: 4')).toThrow(
      `${PAGE}: counter(): the props must be a mapping, got the string "to: 4". Call it with named props, e.g. ({ to: … }).`,
    );
  });

  it('an undeclared prop, with the props there are (or the one it nearly is)', () => {
    expect(check({ to: 1, prefx: 'about ' })).toThrow(
      `${PAGE}: counter(): there is no prop "prefx". Use one of to, duration, label, slides, values, animate, level, variant, id (the params of ${CONTRACT}), or remove it.`,
    );
    expect(check({ to: 1, Label: 'Chip' })).toThrow(`${PAGE}: counter(): there is no prop "Label". Rename it "label".`);
  });

  it('lists every problem of the call, one line each, and passes a good call through unchanged', () => {
    expect(check({ prefx: 'a', duration: 'slow' })).toThrow(
      'counter() params (3):\n  - ' +
        [
          `${PAGE}: counter(): there is no prop "prefx". Use one of to, duration, label, slides, values, animate, level, variant, id (the params of ${CONTRACT}), or remove it.`,
          `${PAGE}: counter(): the prop "to" is missing. Add "to: …", a number: the target, e.g. 99.9.`,
          `${PAGE}: counter(): the prop "duration" must be a whole number, got the string "slow". Pass a whole number: how long the count takes, in ms (default 2000).`,
        ].join('\n  - '),
    );
    const props = { to: 7.5, duration: 2000, label: undefined };
    expect(checkParams('counter', PARAMS, props, PAGE)).toBe(props);
    const none = compileParams(
      { type: 'object', additionalProperties: false, properties: { id: { type: 'string', description: 'The id.' } } },
      'f',
    ).params!;
    expect(checkParams('enquiryForm', none, undefined, PAGE)).toEqual({});
    expect(paramProblems(PARAMS, { to: 4 })).toEqual([]);
  });

  it('allowed values: a range, a list of values, a pattern', () => {
    expect(check({ to: 1, level: 5 })).toThrow(
      `${PAGE}: counter(): the prop "level" must be a whole number from 2 to 4, got the number "5". Pass a whole number from 2 to 4: the heading level (default 2).`,
    );
    expect(check({ to: 1, variant: 'big' })).toThrow(
      `${PAGE}: counter(): the prop "variant" must be one of "card", "wide", got the string "big". Pass one of "card", "wide": the kind of carousel.`,
    );
    expect(check({ to: 1, id: 'Form 1' })).toThrow(
      'counter(): the prop "id" must be a string matching /^[a-z][a-z0-9-]*$/, got the string "Form 1".',
    );
  });

  it('types: an integer is a number, a Nunjucks SafeString is a string', () => {
    expect(paramProblems(PARAMS, { to: 3 })).toEqual([]);
    expect(paramProblems(PARAMS, { to: 3, label: new nunjucks.runtime.SafeString('x') })).toEqual([]);
  });

  it('the gallery table: each prop with what it must be, whether required, and its description', () => {
    expect(paramRows(PARAMS.schema).filter((r) => ['to', 'level', 'variant'].includes(r.name))).toEqual([
      { name: 'to', type: 'a number', required: true, description: 'The target, e.g. 99.9.' },
      {
        name: 'level',
        type: 'a whole number from 2 to 4',
        required: false,
        description: 'The heading level (default 2).',
      },
      { name: 'variant', type: 'one of "card", "wide"', required: false, description: 'The kind of carousel.' },
    ]);
  });

  it('compiles a params schema, or names what to fix in it (its shape is checked with its examples file)', () => {
    expect(compileParams(SCHEMA, 'f: params').errors).toEqual([]);
    const HINT =
      'A params block is a JSON Schema: "type: object", "additionalProperties: false", "required: [...]" and "properties:", each prop with a type and a description.';
    const errorsOf = (params: string) => parseExamples(`params: ${params}\n`, 'f.examples.yaml', ['f']).errors;
    expect(errorsOf('[{ name: to, type: number }]')).toEqual([
      'f.examples.yaml: the key "params" must be a mapping, got a list. Write the JSON Schema of the macro\'s props under "params:".',
    ]);
    expect(errorsOf('{ type: object, properties: { to: { type: number, description: A. } } }')).toEqual([
      `f.examples.yaml: the key "params.additionalProperties" is missing. ${HINT}`,
    ]);
    expect(errorsOf('{ type: object, additionalProperties: false, properties: { to: { type: number } } }')).toEqual([
      'f.examples.yaml: the key "params.properties.to.description" is missing. Describe each prop in a sentence under "description:".',
    ]);
    expect(
      compileParams(
        { type: 'object', additionalProperties: false, properties: { to: { type: 'float', description: 'A.' } } },
        'f: params',
      ).errors[0],
    ).toMatch(
      /^f: params: not a valid JSON Schema: data\/properties\/to\/type must be equal to one of the allowed values.*See https:\/\/ajv\.js\.org\/json-schema\.html\.$/,
    );
  });

  it('in a real macro: the page call fails through the filter checkParams, naming the macro file when no page is known', () => {
    expect(() => renderMacro('section-nav.njk', 'sectionNav', { anchors: [], listURL: '/x/' })).toThrow(
      'components/section-nav/section-nav.njk, called by the page named above: sectionNav(): there is no prop "listURL". Rename it "listUrl".',
    );
  });
});

describe('every examples file', () => {
  const components = loadComponents();

  it.each(Object.keys(components))(
    '%s: declares params covering every prop its examples use, for every macro they call',
    (component) => {
      const { examples, params } = components[component];
      for (const example of examples) {
        expect(params[example.macro], `${component}: ${example.macro}`).toBeDefined();
        expect(paramProblems(params[example.macro], example.props), `${component}: "${example.name}"`).toEqual([]);
      }
    },
  );

  it.each(Object.keys(components))(
    '%s: each macro with params calls checkParams first, and none throws by calling a string',
    (component) => {
      const source = readFileSync(componentFile(component, '.njk'), 'utf8');
      for (const macro of macroNames(source)) {
        const body = source.slice(source.indexOf(`{% macro ${macro}(props) %}`));
        const firstTag = body
          .split('\n')
          .slice(1)
          .find((line) => line.startsWith('{%'));
        expect(firstTag, `${component}.njk: ${macro}`).toBe(`{%- set props = props | checkParams("${macro}") -%}`);
      }
      expect(source).not.toMatch(/"\(\)/);
      expect(Object.keys(components[component].params).sort(), `${component}${EXAMPLES_SUFFIX}`).toEqual(
        macroNames(source).sort(),
      );
    },
  );
});
