/**
 * One contract per component (issue 15; src/eleventy/params.js): the `params:` block of each
 * layouts/components/<name>.examples.yaml declares every prop of its macros, the checker fails a
 * call that breaks it with "<file>: <macro>(): <what is wrong>. <the fix>", every example keeps it,
 * and every macro with params calls the checker first.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkParams, paramError, hasType, paramProblems, parseParams, PARAM_TYPES, type Param } from '../../src/eleventy/params.js';
import { COMPONENTS_DIR, EXAMPLES_SUFFIX, loadComponents, macroNames } from '../../src/eleventy/examples.js';
import { renderMacro } from '../support/nunjucks.js';

const PAGE = 'pages/technology/index.md';
const CONTRACT = 'layouts/components/counter.examples.yaml';
const PARAMS: Param[] = [
  { name: 'to', type: 'number', required: true, description: 'The target, e.g. 99.9.' },
  { name: 'duration', type: 'integer', required: false, description: 'How long the count takes, in ms (default 2000).' },
  { name: 'label', type: 'string', required: false, description: 'What the figure is.' },
  { name: 'slides', type: 'array', required: false, description: 'The slides.' },
  { name: 'values', type: 'object', required: false, description: 'Field name to value.' },
  { name: 'animate', type: 'boolean', required: false, description: 'Cards fade in.' },
];
const check = (props: unknown) => () => checkParams('counter', PARAMS, props, PAGE, CONTRACT);

describe('checkParams: a call that breaks the contract fails naming the file, the macro, the prop and the fix', () => {
  it('a missing required prop', () => {
    expect(check({ label: 'Chip' })).toThrow(`${PAGE}: counter(): the prop "to" is required. Add to: …, a number: the target, e.g. 99.9.`);
    expect(check(undefined)).toThrow(`${PAGE}: counter(): the prop "to" is required.`);
    // undefined and null are "not given", as an unset front-matter value passed on.
    expect(check({ to: null })).toThrow(/the prop "to" is required/);
  });

  it('a prop of the wrong type', () => {
    expect(check({ to: '7.5' })).toThrow(`${PAGE}: counter(): the prop "to" must be a number, got the string "7.5". Pass a number: the target, e.g. 99.9.`);
    expect(check({ to: 1, duration: 2.5 })).toThrow(
      `${PAGE}: counter(): the prop "duration" must be a whole number, got the number "2.5". Pass a whole number: how long the count takes, in ms (default 2000).`,
    );
    expect(check({ to: 1, slides: {} })).toThrow('counter(): the prop "slides" must be a list, got a mapping.');
    expect(check({ to: 1, values: [] })).toThrow('counter(): the prop "values" must be a mapping, got a list.');
    expect(check({ to: 1, animate: 'yes' })).toThrow('counter(): the prop "animate" must be true or false, got the string "yes".');
    expect(check({ to: Number.NaN })).toThrow('counter(): the prop "to" must be a number, got NaN.');
    expect(check('to: 4')).toThrow(`${PAGE}: counter(): the props must be a mapping, got the string "to: 4". Call it with named props, e.g. ({ to: … }).`);
  });

  it('an undeclared prop, with the props there are (or the one it nearly is)', () => {
    expect(check({ to: 1, prefx: 'about ' })).toThrow(
      `${PAGE}: counter(): there is no prop "prefx". Use one of to, duration, label, slides, values, animate (the params of ${CONTRACT}), or remove it.`,
    );
    expect(check({ to: 1, Label: 'Chip' })).toThrow(`${PAGE}: counter(): there is no prop "Label". Rename it "label".`);
  });

  it('lists every problem of the call, one line each, and passes a good call through unchanged', () => {
    expect(check({ prefx: 'a', duration: 'slow' })).toThrow(
      'counter() params (3):\n  - ' +
      [
        `${PAGE}: counter(): there is no prop "prefx". Use one of to, duration, label, slides, values, animate (the params of ${CONTRACT}), or remove it.`,
        `${PAGE}: counter(): the prop "to" is required. Add to: …, a number: the target, e.g. 99.9.`,
        `${PAGE}: counter(): the prop "duration" must be a whole number, got the string "slow". Pass a whole number: how long the count takes, in ms (default 2000).`,
      ].join('\n  - '),
    );
    const props = { to: 7.5, duration: 2000, label: undefined };
    expect(checkParams('counter', PARAMS, props, PAGE)).toBe(props);
    expect(checkParams('enquiryForm', [], undefined, PAGE)).toEqual({});
    expect(paramProblems(PARAMS, { to: 4 })).toEqual([]);
  });

  it('types: an integer is a number, a Nunjucks SafeString is a string', () => {
    expect(PARAM_TYPES).toEqual(['string', 'number', 'integer', 'boolean', 'array', 'object']);
    expect(hasType(3, 'number')).toBe(true);
    expect(hasType(3.5, 'integer')).toBe(false);
    expect(hasType({ val: 'x', length: 1, toString: () => 'x' }, 'string')).toBe(true);
    expect(paramError('a.md', 'counter', 'what', 'Fix.')).toBe('a.md: counter(): what. Fix.');
  });

  it('reads a params list, or names each entry to fix', () => {
    expect(parseParams([{ name: 'to', type: 'number', required: true, description: 'The target.' }], 'f: params')).toEqual({
      params: [{ name: 'to', type: 'number', required: true, description: 'The target.' }],
      errors: [],
    });
    expect(parseParams({ to: 'number' }, 'f: params').errors).toEqual(['f: params must be a list of the macro\'s props ("- name: …" with type, required and description).']);
    expect(parseParams([{ name: 'to', type: 'number', required: true, description: 'A.' }, { name: 'to', type: 'number', required: false, description: 'B.', default: 2 }], 'f: params').errors).toEqual([
      'f: params, "to" has the key "default": a param has only name, type, required, description. Remove it, or say it in the description.',
      'f: params, "to" is declared twice. Keep one entry per prop.',
    ]);
    expect(parseParams([{ type: 'number', required: true, description: 'A.' }], 'f: params').errors).toEqual([
      'f: params, entry 1 has no valid name. Add "name: …", the prop\'s name as authors write it (letters and digits, e.g. "headingLevel").',
    ]);
  });

  it('in a real macro: the page call fails through the filter checkParams, naming the macro file when no page is known', () => {
    expect(() => renderMacro('section-nav.njk', 'sectionNav', { anchors: [], listURL: '/x/' })).toThrow(
      'layouts/components/section-nav.njk, called by the page named above: sectionNav(): there is no prop "listURL". Rename it "listUrl".',
    );
  });
});

describe('every examples file', () => {
  const components = loadComponents();

  it.each(Object.keys(components))('%s: declares params covering every prop its examples use, for every macro they call', (component) => {
    const { examples, params } = components[component];
    for (const example of examples) {
      const declared = params[example.macro]?.map((p) => p.name);
      expect(declared, `${component}: ${example.macro}`).toBeDefined();
      expect(declared, `${component}: "${example.name}"`).toEqual(expect.arrayContaining(Object.keys(example.props)));
      for (const p of params[example.macro].filter((q) => q.required)) expect(Object.keys(example.props), `${component}: "${example.name}" lacks ${p.name}`).toContain(p.name);
    }
  });

  it.each(Object.keys(components))('%s: each macro with params calls checkParams first, and none throws by calling a string', (component) => {
    const source = readFileSync(`${COMPONENTS_DIR}/${component}.njk`, 'utf8');
    for (const macro of macroNames(source)) {
      const body = source.slice(source.indexOf(`{% macro ${macro}(props) %}`));
      const firstTag = body.split('\n').slice(1).find((line) => line.startsWith('{%'));
      expect(firstTag, `${component}.njk: ${macro}`).toBe(`{%- set props = props | checkParams("${macro}") -%}`);
    }
    expect(source).not.toMatch(/"\(\)/);
    expect(Object.keys(components[component].params).sort(), `${component}${EXAMPLES_SUFFIX}`).toEqual(macroNames(source).sort());
  });
});
