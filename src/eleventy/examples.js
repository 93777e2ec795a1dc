// @ts-check
/**
 * Component examples (docs/architecture.md#examples-and-params): `layouts/components/<name>.examples.yaml` holds, for the macro
 * file `layouts/components/<name>.njk`, the JSON Schema of its macro's props (`params:`,
 * src/eleventy/params.js) and a list of named examples, one per state worth seeing:
 *
 *   params: { type: object, additionalProperties: false, required: [to], properties: { … } }
 *   examples:
 *     - name: Decimal target with prefix, suffix and label   # required, unique in the file
 *       description: Counts 0.0 … 7.5.                        # optional, shown in the gallery
 *       macro: counter                                        # optional, default the file's name in camelCase
 *       props: { to: 7.5, prefix: "about ", suffix: " mm" }   # required: the props the macro is called with
 *
 * A file whose .njk defines several macros writes `params:` as a mapping of macro name to schema. A
 * component with no gallery page of its own (the header, the breadcrumbs) has `params:` alone.
 * The examples are the single source of the gallery's pages (/frontend/<name>/, docs/requirements.md#page-switcher: pages/gallery/components.njk makes one page per component
 * from the file's `gallery:` block and its examples, through the real macro) and of the tests
 * (test/support/examples.ts). Every build reads them: the file's shape is checked with ajv
 * (FILE_SCHEMA), every example's props against its macro's schema, and the filter `checkParams`
 * holds every call of the macro on every page to the same schema; a mistake stops the build naming
 * the file, the example and the fix.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { ajv, checkParams, compileParams, describeValue, paramProblems, paramRows } from './params.js';
import { AuthorError, throwAuthorErrors } from './author-error.js';

/** The folder of the macro files and their examples files. */
export const COMPONENTS_DIR = 'layouts/components';
/** How an examples file's name ends: `<component>.examples.yaml`. */
export const EXAMPLES_SUFFIX = '.examples.yaml';
/**
 * The gallery page (a name of `galleryPages` (src/eleventy/gallery.js)) of each component whose page is not named
 * after its macro file: /frontend/<component>/ otherwise.
 * @type {Record<string, string>}
 */
export const GALLERY_PAGES = { search: 'search-form' };

/**
 * @typedef {object} Example  one named state of a component
 * @property {string} name                    unique within its file; the gallery's heading
 * @property {string} [description]           what the state shows, in a sentence
 * @property {string} macro                   the macro of `layouts/components/<component>.njk` it calls
 * @property {Record<string, unknown>} props  the macro's props
 */

/** @typedef {import('./params.js').Params} Params */

/**
 * What one examples file holds.
 * @typedef {object} ComponentFile
 * @property {Example[]} examples               its examples, in file order
 * @property {Record<string, Params>} params    the compiled contract of each macro, by macro name
 * @property {GalleryFrontMatter} [gallery]     the front matter of its generated gallery page
 */

/**
 * The `gallery:` block of an examples file: the title, description and intro of the component's
 * gallery page, generated from the examples (pages/gallery/components.njk) unless the component
 * has a whole page of its own under pages/gallery/<page>/.
 * @typedef {{ title: string, description: string, intro: string }} GalleryFrontMatter
 */

/**
 * The macro a file's examples call when they name none: the file's name in camelCase
 * ("image-modal" → "imageModal").
 * @param {string} component  the macro file's name without ".njk"
 * @returns {string}
 */
export function defaultMacro(component) {
  return component.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/**
 * The gallery page that shows a component's examples.
 * @param {string} component  the macro file's name without ".njk"
 * @returns {string} a name of `galleryPages` (src/eleventy/gallery.js) (served at /frontend/<name>/)
 */
export function galleryPage(component) {
  return GALLERY_PAGES[component] ?? component;
}

/**
 * The component a gallery page shows (the inverse of galleryPage).
 * @param {string} page          a gallery page's name, e.g. "search-form"
 * @param {string[]} components  the components with an examples file
 * @returns {string | undefined} the macro file's name ("search"), or undefined for a page that shows
 *   no component's examples (the page layout, the video embeds, the content gaps)
 */
export function galleryComponent(page, components) {
  return components.find((c) => galleryPage(c) === page);
}

/**
 * The shape of an examples file, checked with ajv (`params:` by compileParams); each rule's `fix`
 * says what to do when it is broken.
 */
const FILE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['params'],
  dependencies: { gallery: ['examples'] },
  fix: 'An examples file has "params:" (the props\' JSON Schema), and "gallery:" with "examples:" when the component has a gallery page',
  properties: {
    params: { type: 'object', fix: 'Write the JSON Schema of the macro\'s props under "params:"' },
    gallery: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'description', 'intro'],
      fix: 'The gallery block is the gallery page\'s front matter: title, description and intro, each a sentence',
      properties: Object.fromEntries(['title', 'description', 'intro'].map((k) => [k, { type: 'string', pattern: '\\S', fix: 'Write a sentence' }])),
    },
    examples: {
      type: 'array',
      minItems: 1,
      fix: 'Write "examples:" as a list of "- name: …" then "props:"',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'props'],
        fix: 'An example has a name (unique in the file, the gallery\'s heading), an optional description and macro, and props',
        properties: {
          name: { type: 'string', pattern: '\\S', fix: 'Name it, unique in the file' },
          description: { type: 'string', fix: 'Describe it in a sentence' },
          macro: { type: 'string', fix: 'Name a macro of the .njk file' },
          props: { type: 'object', fix: 'Write the macro\'s props as key: value lines under "props:"' },
        },
      },
    },
  },
};
const validateFile = ajv.compile(FILE_SCHEMA);

/**
 * The problems of an examples file's shape, one message each: the file, where (the example by its
 * number and name), what is wrong and the fix.
 * @param {unknown} data  the parsed YAML
 * @param {string} file   named in messages
 * @returns {string[]}
 */
function shapeErrors(data, file) {
  if (validateFile(data)) return [];
  const examples = /** @type {{ examples?: { name?: unknown }[] }} */ (data)?.examples;
  return (validateFile.errors ?? []).map((/** @type {import('ajv').ErrorObject} */ e) => {
    const [top, index, ...rest] = e.instancePath.split('/').slice(1);
    const name = index === undefined ? undefined : examples?.[Number(index)]?.name;
    const where = !top ? 'the file' : index === undefined ? `"${top}:"` : top === 'examples' ? `example ${Number(index) + 1}${typeof name === 'string' ? ` ("${name}")` : ''}` : `"${top}:" "${index}"`;
    const what = e.keyword === 'additionalProperties' ? `has the key "${e.params.additionalProperty}"` : e.keyword === 'type' ? `${e.message}, got ${describeValue(e.data)}` : e.message;
    return `${file}: ${where}${rest.length ? `: "${rest.join('.')}"` : ''} ${what}. ${e.parentSchema?.fix}.`;
  });
}

/**
 * Reads the `params:` block of a file: one schema (the props of the file's default macro) or a
 * mapping of macro name to schema.
 * @param {Record<string, unknown>} block  the YAML value under `params:`
 * @param {string} file        the examples file, named in messages
 * @param {string} component   the macro file's name without ".njk"
 * @param {string[]} macros    the macros its .njk file defines
 * @returns {{ params: Record<string, Params>, errors: string[] }}
 */
function parseParamsBlock(block, file, component, macros) {
  /** @type {Record<string, Params>} */
  const params = {};
  /** @type {string[]} */
  const errors = [];
  const single = 'properties' in block || 'type' in block;
  const schemas = single ? { [defaultMacro(component)]: block } : block;
  for (const [macro, schema] of Object.entries(schemas)) {
    if (!macros.includes(macro)) {
      errors.push(`${file}: "params:" declares the macro "${macro}", which ${COMPONENTS_DIR}/${component}.njk does not define. Use one of: ${macros.join(', ') || '(none found)'}.`);
      continue;
    }
    const compiled = compileParams(schema, `${file}: params${single ? '' : ` of ${macro}`}`);
    errors.push(...compiled.errors);
    if (compiled.params) params[macro] = compiled.params;
  }
  return { params, errors };
}

/**
 * Parses and checks one examples file.
 * @param {string} text        the file's YAML
 * @param {string} file        its path, named in messages (e.g. "layouts/components/counter.examples.yaml")
 * @param {string[]} macros    the macros its .njk file defines (every `{% macro name(` in it)
 * @returns {ComponentFile & { errors: string[] }} the examples (each with its macro filled in), the
 *   params of each macro, and one message per problem, naming the file, the example and the fix;
 *   examples and params are empty when there are errors. An example's props are checked against
 *   its macro's schema (src/eleventy/params.js) as a page's call is.
 */
export function parseExamples(text, file, macros) {
  const component = path.basename(file).slice(0, -EXAMPLES_SUFFIX.length);
  /** @type {unknown} */
  let data;
  try {
    data = yaml.load(text, { filename: file });
  } catch (error) {
    return { examples: [], params: {}, errors: [`${file}: not valid YAML: ${/** @type {Error} */ (error).message}`] };
  }
  const errors = shapeErrors(data, file);
  if (errors.length) return { examples: [], params: {}, errors };
  const top = /** @type {{ params: Record<string, unknown>, gallery?: GalleryFrontMatter, examples?: Record<string, unknown>[] }} */ (data);
  const { params, errors: paramErrors } = parseParamsBlock(top.params, file, component, macros);
  errors.push(...paramErrors);
  /** @type {Example[]} */
  const examples = [];
  const seen = new Set();
  (top.examples ?? []).forEach((entry, i) => {
    const { name, description, macro = defaultMacro(component), props } = /** @type {{ name: string, description?: string, macro?: string, props: Record<string, unknown> }} */ (entry);
    const label = `${file}: example ${i + 1} ("${name}")`;
    if (seen.has(name.trim().toLowerCase())) errors.push(`${label}: the name is used by an earlier example. Give each example its own name.`);
    seen.add(name.trim().toLowerCase());
    if (!macros.includes(macro)) {
      errors.push(`${label} calls the macro ${JSON.stringify(macro)}, which ${COMPONENTS_DIR}/${component}.njk does not define. Set "macro:" to one of: ${macros.join(', ') || '(none found)'}.`);
    } else if (params[macro]) {
      for (const problem of paramProblems(params[macro], props)) {
        errors.push(`${label}: ${macro}(): ${problem.what}. ${problem.what.startsWith('there is no prop') ? 'Declare it under "params:" (its type and description), or remove it from the example.' : problem.fix}`);
      }
    } else if (!paramErrors.length) {
      errors.push(`${label} calls ${macro}, whose props "params:" does not declare. Add "${macro}:" and its schema under "params:".`);
    }
    examples.push({ name: name.trim(), ...(description !== undefined ? { description } : {}), macro, props });
  });
  if (errors.length) return { examples: [], params: {}, errors };
  return { examples, params, ...(top.gallery ? { gallery: top.gallery } : {}), errors };
}

/**
 * The macros a Nunjucks file defines.
 * @param {string} source  the file's text
 * @returns {string[]} their names, in order
 */
export function macroNames(source) {
  return [...source.matchAll(/\{%-?\s*macro\s+([A-Za-z_$][\w$]*)\s*\(/g)].map((m) => m[1]);
}

/**
 * Reads every examples file of a folder.
 * @param {string} [dir]  default layouts/components
 * @returns {Record<string, ComponentFile>} the examples and params of each component, keyed by the
 *   macro file's name ("counter", "image-modal", "search" …)
 * @throws {import("./author-error.js").AuthorErrorList} listing every problem of every file (see parseExamples), or an examples file
 *   without its macro file
 */
export function loadComponents(dir = COMPONENTS_DIR) {
  /** @type {Record<string, ComponentFile>} */
  const all = {};
  /** @type {string[]} */
  const errors = [];
  for (const fileName of readdirSync(dir).filter((f) => f.endsWith(EXAMPLES_SUFFIX)).sort()) {
    const component = fileName.slice(0, -EXAMPLES_SUFFIX.length);
    const file = path.posix.join(dir.split(path.sep).join('/'), fileName);
    const macroFile = path.join(dir, `${component}.njk`);
    if (!existsSync(macroFile)) {
      errors.push(`${file}: there is no macro file ${component}.njk beside it. Rename the examples file after its macro file.`);
      continue;
    }
    const { errors: fileErrors, ...parsed } = parseExamples(readFileSync(path.join(dir, fileName), 'utf8'), file, macroNames(readFileSync(macroFile, 'utf8')));
    errors.push(...fileErrors);
    all[component] = parsed;
  }
  throwAuthorErrors(errors, 'Component examples');
  return all;
}

/**
 * Reads every examples file of a folder, keeping the examples.
 * @param {string} [dir]  default layouts/components
 * @returns {Record<string, Example[]>} the examples of each component, keyed by the macro file's
 *   name ("counter", "image-modal", "search" …), in file order
 * @throws {Error} as loadComponents
 */
export function loadExamples(dir = COMPONENTS_DIR) {
  return Object.fromEntries(Object.entries(loadComponents(dir)).map(([component, { examples }]) => [component, examples]));
}

/**
 * A macro's contract, found by the macro's name across every examples file.
 * @typedef {object} Contract
 * @property {string} component  the macro file's name, e.g. "child-cards"
 * @property {string} file       the examples file that declares it
 * @property {Params} params      the macro's compiled contract
 */

/**
 * Indexes the params of every component by macro name.
 * @param {Record<string, ComponentFile>} components  what loadComponents returns
 * @param {string} [dir]  the folder they were read from, for the file names
 * @returns {Map<string, Contract>}
 */
export function contractsByMacro(components, dir = COMPONENTS_DIR) {
  /** @type {Map<string, Contract>} */
  const map = new Map();
  for (const [component, { params }] of Object.entries(components)) {
    for (const [macro, list] of Object.entries(params)) map.set(macro, { component, file: `${dir}/${component}${EXAMPLES_SUFFIX}`, params: list });
  }
  return map;
}

/** The contracts of the current build, read on first use (reset before each build). @type {Map<string, Contract> | null} */
let contracts = null;

/**
 * The filter `checkParams` (docs/architecture.md#page--macro): the first line of every macro with a
 * contract, `{%- set props = props | checkParams("counter") -%}`.
 * @this {{ page?: { inputPath?: string }, ctx?: { page?: { inputPath?: string } } } | undefined}
 *   Eleventy's filter context: the calling page, when the macro was imported with context
 * @param {unknown} props   what the call passed
 * @param {string} macro    the macro's name
 * @returns {Record<string, unknown>} the props, unchanged ({} for none)
 * @throws {import("./author-error.js").AuthorErrorList | AuthorError} "<file>: <macro>(): <what is wrong>. <the fix>" (src/eleventy/params.js) naming
 *   the page file where Eleventy gives it (a macro imported `with context`), else the macro file
 *   (Eleventy's error names the rendering page just above it); or naming the macro that has no params
 */
export function checkParamsFilter(props, macro) {
  contracts ??= contractsByMacro(loadComponents());
  const contract = contracts.get(macro);
  if (!contract) {
    throw new AuthorError({
      file: `checkParams("${macro}")`,
      problem: `no examples file declares the params of ${macro}`,
      fix: `Add "params:" for it to ${COMPONENTS_DIR}/<its file>${EXAMPLES_SUFFIX}, or fix the macro's name`,
    });
  }
  const page = this?.page?.inputPath ?? this?.ctx?.page?.inputPath;
  // A macro imported without context (`{% from … import … %}`, as every page does) sees no page;
  // Eleventy's error then names the page just above this message.
  const file = page ? page.replace(/^\.\//, '') : `${COMPONENTS_DIR}/${contract.component}.njk, called by the page named above`;
  return checkParams(macro, contract.params, props, file, contract.file);
}

/**
 * One example by its name (for a gallery page that needs a whole-page context, like the section
 * navigation's).
 * @param {Record<string, Example[]>} examples  the global data `examples`
 * @param {string} component  the macro file's name, e.g. "section-nav"
 * @param {string} name       the example's name
 * @returns {Example}
 * @throws {AuthorError} naming the file and the names it has, when there is no such example
 */
export function findExample(examples, component, name) {
  const found = examples[component]?.find((e) => e.name === name);
  if (!found) {
    const names = (examples[component] ?? []).map((e) => `"${e.name}"`).join(', ') || 'none: the file is missing';
    throw new AuthorError({ file: `${COMPONENTS_DIR}/${component}${EXAMPLES_SUFFIX}`, problem: `no example named "${name}" (it has ${names})`, fix: 'Fix the name here or in the file' });
  }
  return found;
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function examplesPlugin(eleventyConfig) {
  // Read again before each build, so `npm run dev` sees an edited params block.
  eleventyConfig.on('eleventy.before', () => {
    contracts = null;
  });
  eleventyConfig.addGlobalData('examples', () => loadExamples());
  // The params of every component, by component then macro: the gallery's params tables.
  eleventyConfig.addGlobalData('componentParams', () =>
    Object.fromEntries(Object.entries(loadComponents()).map(([c, { params }]) => [c, Object.fromEntries(Object.entries(params).map(([m, p]) => [m, paramRows(p.schema)]))])),
  );
  eleventyConfig.addFilter('checkParams', checkParamsFilter);
  // `examples | example("section-nav", "Twelve anchors, Back to list")`
  eleventyConfig.addFilter('example', findExample);
  eleventyConfig.addWatchTarget(`${COMPONENTS_DIR}/*${EXAMPLES_SUFFIX}`);
}
