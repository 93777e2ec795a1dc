/**
 * Component examples (docs/architecture.md#examples-and-params): every example of every components/<name>/<name>.examples.yaml
 * renders through its real macro into valid HTML, every gallery page's component has examples, and
 * a malformed examples file stops the build naming the file, the example and the fix
 * (src/eleventy/gallery/examples.js, its shape checked with ajv).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { EXAMPLES, renderExample } from '../support/examples.js';
import {
  contractsByMacro,
  defaultMacro,
  findExample,
  galleryPage,
  loadComponents,
  macroNames,
  parseExamples,
} from '../../src/eleventy/gallery/examples.js';
import { prepareImages } from '../../src/eleventy/images/images.js';
import declarations from '../../src/_data/images.js';
import { galleryPages as galleryPageNames } from '../../src/eleventy/gallery/gallery.js';
import { scratchDir } from '../support/scratch.js';

/** The gallery page names (global data `galleryPages`). */
const galleryPages = galleryPageNames();

const validator = new HtmlValidate(new FileSystemConfigLoader());
const format = formatterFactory('stylish');
const rows = Object.entries(EXAMPLES).flatMap(([component, examples]) =>
  examples.map((e) => [component, e.name, e] as const),
);

beforeAll(async () => {
  // flexibleImage reads the prepared sizes (eleventy-img, cached in .cache/), as in the build.
  await prepareImages(declarations, scratchDir('examples-images-'));
});

describe('every example of every component', () => {
  it('covers every component of the gallery (each gallery page but the whole pages, page layout, rich text, video embeds and content-gaps list, shows a component’s examples)', () => {
    const components = Object.keys(EXAMPLES).filter((c) => EXAMPLES[c].length > 0);
    expect(components).toEqual(
      expect.arrayContaining([
        'carousel',
        'counter',
        'image-modal',
        'flexible-image',
        'section-nav',
        'spec-table',
        'child-cards',
        'share-links',
        'scroll-indicator',
        'search',
      ]),
    );
    expect(
      galleryPages.filter((p) => !['page-layout', 'rich-text', 'video-embed', 'content-gaps'].includes(p)).sort(),
    ).toEqual(components.map(galleryPage).sort());
  });

  it('every macro in components/ has a contract (params:) in an examples file, and checks its call first with checkParams', () => {
    const contracts = contractsByMacro(loadComponents());
    const missing: string[] = [];
    const macroFiles = readdirSync('components', { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.njk'),
    );
    expect(macroFiles.length).toBeGreaterThan(20);
    for (const file of macroFiles) {
      const source = readFileSync(path.join('components', file), 'utf8');
      for (const macro of macroNames(source)) {
        if (!contracts.has(macro)) missing.push(`${file}: ${macro}() has no params`);
        if (
          !new RegExp(
            `\\{% macro ${macro}\\(props\\) %\\}\\s*(\\{#-[\\s\\S]*?-#\\}\\s*)?\\{%- set props = props \\| checkParams\\("${macro}"\\) -%\\}`,
          ).test(source)
        )
          missing.push(`${file}: ${macro}() does not start with checkParams("${macro}")`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(rows)('%s: "%s" renders through the real macro into valid HTML', async (component, _name, example) => {
    const html = renderExample(component, example);
    expect(html.trim()).toMatch(/^<[a-z]/);
    const report = await validator.validateString(
      `<!doctype html><html lang="en"><head><title>t</title></head><body><main>${html}</main></body></html>`,
    );
    expect(report.valid, format(report.results)).toBe(true);
  });
});

describe('reading an examples file (the build stops naming the file, the example and the fix)', () => {
  const FILE = 'components/counter/counter.examples.yaml';
  /** A params block (one required number, one optional string) and the examples list's key. */
  const SCHEMA = (macro = '') =>
    `${macro ? `  ${macro}:\n` : ''}${macro ? '    ' : '  '}{ type: object, additionalProperties: false, required: [to], properties: { to: { type: number, description: The target. }, label: { type: string, description: What it is. } } }\n`;
  const HEAD = `params:\n${SCHEMA()}examples:\n`;
  const errorsOf = (yaml: string, macros = ['counter']) => parseExamples(HEAD + yaml, FILE, macros).errors;

  it('reads the params, names, descriptions, props and the default macro (the file name in camelCase)', () => {
    const { examples, params, errors } = parseExamples(
      `${HEAD}- name: Decimal\n  description: Counts to 7.5.\n  props: { to: 7.5 }\n`,
      FILE,
      ['counter'],
    );
    expect(errors).toEqual([]);
    expect(examples).toEqual([
      { name: 'Decimal', description: 'Counts to 7.5.', macro: 'counter', props: { to: 7.5 } },
    ]);
    expect(Object.keys(params)).toEqual(['counter']);
    expect(params.counter.schema.required).toEqual(['to']);
    expect(params.counter.validate({ to: 1 })).toBe(true);
    expect(defaultMacro('image-modal')).toBe('imageModal');
    expect(defaultMacro('scroll-indicator')).toBe('scrollIndicator');
  });

  it('an example without a name', () => {
    expect(errorsOf('- props: { to: 1 }\n')).toEqual([
      `${FILE}: the key "name" of example 1 is missing. An example has a name (unique in the file, the gallery's heading), an optional description and macro, and props.`,
    ]);
  });

  it('two examples with the same name', () => {
    expect(errorsOf('- name: Bare\n  props: { to: 1 }\n- name: bare\n  props: { to: 2 }\n')).toEqual([
      `${FILE}: example 2 ("bare"): the name is used by an earlier example. Give each example its own name.`,
    ]);
  });

  it('props that are not a mapping, or missing', () => {
    expect(errorsOf('- name: A list\n  props: [1, 2]\n')).toEqual([
      `${FILE}: the key "props" of example 1 must be a mapping, got a list. Write the macro's props as key: value lines under "props:".`,
    ]);
    expect(errorsOf('- name: None\n')).toEqual([
      `${FILE}: the key "props" of example 1 is missing. An example has a name (unique in the file, the gallery's heading), an optional description and macro, and props.`,
    ]);
  });

  it('a key that is not name, description, macro or props (a prop written beside props)', () => {
    expect(errorsOf('- name: Typo\n  to: 4\n  props: { to: 4 }\n')).toEqual([
      `${FILE}: there is no key "to" in example 1. Use one of name, description, macro, props, or remove it.`,
    ]);
  });

  it('a macro the .njk file does not define', () => {
    expect(errorsOf('- name: Wrong\n  macro: count\n  props: { to: 1 }\n')).toEqual([
      `${FILE}: example 1 ("Wrong") calls the macro "count", which components/counter/counter.njk does not define. Set "macro:" to one of: counter.`,
    ]);
  });

  it('a file that is not a mapping of params and examples, or not YAML', () => {
    expect(parseExamples('- name: Decimal\n  props: { to: 7.5 }\n', FILE, ['counter']).errors).toEqual([
      `${FILE}: the file must be a mapping, got a list. An examples file has "params:" (the props' JSON Schema), and "gallery:" with "examples:" when the component has a gallery page.`,
    ]);
    expect(parseExamples('examples:\n- name: Decimal\n  props: { to: 7.5 }\n', FILE, ['counter']).errors).toEqual([
      `${FILE}: the key "params" is missing. An examples file has "params:" (the props' JSON Schema), and "gallery:" with "examples:" when the component has a gallery page.`,
    ]);
    expect(errorsOf('')).toEqual([
      `${FILE}: the key "examples" must be a list of at least 1 item, got nothing. Write "examples:" as a list of "- name: …" then "props:".`,
    ]);
    expect(errorsOf('- name: [unclosed\n')[0]).toMatch(
      new RegExp(
        `^${FILE} \\(line 5\\): the YAML cannot be read \\(unexpected end of the stream .*\\)\\. Fix the indentation`,
      ),
    );
  });

  it('an example that uses an undeclared prop, misses a required one or gives one of the wrong type', () => {
    expect(errorsOf('- name: Typo\n  props: { to: 4, lable: Chip }\n')).toEqual([
      `${FILE}: example 1 ("Typo"): counter(): there is no prop "lable". Declare it under "params:" (its type and description), or remove it from the example.`,
    ]);
    expect(errorsOf('- name: No target\n  props: { label: Chip }\n')).toEqual([
      `${FILE}: example 1 ("No target"): counter(): the prop "to" is missing. Add "to: …", a number: the target.`,
    ]);
    expect(errorsOf('- name: Words\n  props: { to: lots }\n')).toEqual([
      `${FILE}: example 1 ("Words"): counter(): the prop "to" must be a number, got the string "lots". Pass a number: the target.`,
    ]);
  });

  it('a params block that is not JSON Schema, or names a macro the .njk file does not define', () => {
    const ex = 'examples:\n- name: A\n  props: { to: 1 }\n';
    expect(
      parseExamples(`params:\n  - { name: to, type: number, required: true }\n${ex}`, FILE, ['counter']).errors,
    ).toEqual([
      `${FILE}: the key "params" must be a mapping, got a list. Write the JSON Schema of the macro's props under "params:".`,
    ]);
    expect(
      parseExamples(
        `params:\n  { type: object, additionalProperties: false, properties: { to: { type: float, description: The target. } } }\n${ex}`,
        FILE,
        ['counter'],
      ).errors[0],
    ).toMatch(
      new RegExp(
        `^${FILE}: params: not a valid JSON Schema: data/properties/to/type must be equal to one of the allowed values`,
      ),
    );
    expect(parseExamples(`params:\n${SCHEMA('count')}${ex}`, FILE, ['counter']).errors).toEqual([
      `${FILE}: "params:" declares the macro "count", which components/counter/counter.njk does not define. Use one of: counter.`,
    ]);
    const cards = 'components/child-cards/child-cards.examples.yaml';
    expect(
      parseExamples(
        `params:\n${SCHEMA('cardGrid')}examples:\n- name: A\n  macro: childCards\n  props: { to: 1 }\n`,
        cards,
        ['cardGrid', 'childCards'],
      ).errors,
    ).toEqual([
      `${cards}: example 1 ("A") calls childCards, whose props "params:" does not declare. Add "childCards:" and its schema under "params:".`,
    ]);
  });

  it('loadComponents throws listing every problem of every file, and names an examples file without its macro file', () => {
    const dir = scratchDir('examples-');
    for (const folder of ['counter', 'orphan']) mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, 'counter/counter.njk'), '{% macro counter(props) %}{% endmacro %}');
    const head = (macro: string) => `params:\n${SCHEMA(macro)}examples:\n`;
    writeFileSync(
      path.join(dir, 'counter/counter.examples.yaml'),
      `${head('counter')}- name: A\n  props: { to: 1 }\n- props: { to: 1 }\n`,
    );
    writeFileSync(path.join(dir, 'orphan/orphan.examples.yaml'), `${head('orphan')}- name: A\n  props: { to: 1 }\n`);
    expect(() => loadComponents(dir)).toThrow(
      /Component examples \(2\):\n {2}- .*counter\.examples\.yaml: the key "name" of example 2 is missing\.[\s\S]*orphan\.examples\.yaml: there is no macro file orphan\.njk beside it/,
    );
    writeFileSync(path.join(dir, 'orphan/orphan.njk'), '{% macro orphan(props) %}{% endmacro %}');
    writeFileSync(path.join(dir, 'counter/counter.examples.yaml'), `${head('counter')}- name: A\n  props: { to: 1 }\n`);
    expect(Object.keys(loadComponents(dir))).toEqual(['counter', 'orphan']);
    expect(Object.keys(loadComponents(dir).orphan.params.orphan.schema.properties)).toEqual(['to', 'label']);
  });

  it('finds the macros of a file, and one example by name or fails naming the names the file has', () => {
    expect(macroNames('{% macro cardGrid(props) %}{% endmacro %}\n{%- macro childCards(props) -%}')).toEqual([
      'cardGrid',
      'childCards',
    ]);
    expect(findExample(EXAMPLES, 'section-nav', 'Twelve anchors, Back to list').props.listUrl).toBe('/applications/');
    expect(() => findExample(EXAMPLES, 'section-nav', 'Ten anchors')).toThrow(
      /section-nav\.examples\.yaml: no example named "Ten anchors" \(it has "Two anchors, Back to list"/,
    );
  });

  it('a component with no page of its own declares params alone; a gallery block needs examples', () => {
    const params = `params:\n${SCHEMA()}`;
    const alone = parseExamples(params, FILE, ['counter']);
    expect([alone.examples, Object.keys(alone.params), alone.errors]).toEqual([[], ['counter'], []]);
    expect(
      parseExamples(`gallery: { title: Counter, description: A page., intro: Counts. }\n${params}`, FILE, ['counter'])
        .errors,
    ).toEqual([
      `${FILE}: the key "gallery" needs "examples" with it. An examples file has "params:" (the props' JSON Schema), and "gallery:" with "examples:" when the component has a gallery page.`,
    ]);
  });

  it('a gallery block without its title, description or intro, or with another key', () => {
    expect(errorsOf('- name: A\n  props: { to: 1 }\n')).toEqual([]);
    const gallery = (block: string) =>
      parseExamples(`gallery:\n${block}${HEAD}- name: A\n  props: { to: 1 }\n`, FILE, ['counter']);
    expect(gallery('  title: Counter\n  description: A page.\n  intro: The counter.\n').gallery).toEqual({
      title: 'Counter',
      description: 'A page.',
      intro: 'The counter.',
    });
    expect(gallery('  title: Counter\n  intro: The counter.\n  kicker: K\n').errors).toEqual([
      `${FILE}: the key "gallery.description" is missing. The gallery block is the gallery page's front matter: title, description and intro, each a sentence.`,
      `${FILE}: there is no key "gallery.kicker". Use one of title, description, intro, or remove it.`,
    ]);
  });
});
