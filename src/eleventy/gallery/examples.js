// @ts-check
/** The components' examples files, read and checked on every build (docs/architecture.md#examples-and-params). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { ajv, schemaProblems } from '../content/json-schema.js';
import { readYaml, yamlProblem } from '../../content/read.js';
import { checkParams, compileParams, paramProblems, paramRows } from './params.js';
import { AuthorError, formatAuthorError, throwAuthorErrors } from '../content/author-error.js';

/** Each component's folder, `components/<name>/`, holds its macro, examples, styles, enhancer and tests (docs/architecture.md). */
export const COMPONENTS_DIR = 'components';
export const EXAMPLES_SUFFIX = '.examples.yaml';

/**
 * @param {string} component  its name (its folder's)
 * @param {string} suffix  `.njk`, EXAMPLES_SUFFIX, …
 * @returns {string} the component's file of that kind, e.g. `components/carousel/carousel.njk`
 */
export function componentFile(component, suffix) {
  return `${COMPONENTS_DIR}/${component}/${component}${suffix}`;
}
/** @type {Record<string, string>} the gallery page of each component whose page is not named after its macro file */
const GALLERY_PAGES = { search: 'search-form' };

/** @typedef {import('./params.js').Params} Params */
/** @typedef {{ name: string, description?: string, macro: string, props: Record<string, unknown> }} Example */
/** @typedef {{ title: string, description: string, intro: string }} GalleryFrontMatter  its gallery page's */
/** @typedef {{ examples: Example[], params: Record<string, Params>, gallery?: GalleryFrontMatter }} ComponentFile */

/**
 * @param {string} component  e.g. "image-modal"
 * @returns {string} the default macro, e.g. "imageModal"
 */
export const defaultMacro = (component) => component.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/**
 * @param {string} component  the macro file's name
 * @returns {string} its gallery page's name (/frontend/<name>/)
 */
export function galleryPage(component) {
  return GALLERY_PAGES[component] ?? component;
}

/**
 * @param {string} page  a gallery page's name ("search-form")
 * @param {string[]} components  those with an examples file
 * @returns {string | undefined} the component it shows ("search"; the inverse of galleryPage), if any
 */
export function galleryComponent(page, components) {
  return components.find((c) => galleryPage(c) === page);
}

const validateFile = ajv.compile(/** @type {object} */ (readYaml(`${COMPONENTS_DIR}/examples.schema.yaml`)));

/**
 * Parses and checks one examples file.
 * @param {string} text  its YAML
 * @param {string} file  its path, named in messages
 * @param {string[]} macros  its .njk's
 * @returns {ComponentFile & { errors: string[] }} one error per problem; no examples or params when any
 */
export function parseExamples(text, file, macros) {
  const component = path.basename(file).slice(0, -EXAMPLES_SUFFIX.length);
  const none = (/** @type {string[]} */ errors) => ({ examples: [], params: {}, errors });
  /** @type {any} */
  let data;
  try {
    data = yaml.load(text, { filename: file });
  } catch (error) {
    return none([formatAuthorError(yamlProblem(file, error))]);
  }
  const shape = schemaProblems(validateFile, data, { noun: 'key', whole: 'the file', verb: 'Write' });
  if (shape.length) return none(shape.map((p) => formatAuthorError({ file, problem: p.problem, fix: p.fix })));
  /** @type {Record<string, Params>} */
  const params = {};
  const errors = [];
  const single = 'properties' in data.params || 'type' in data.params;
  for (const [macro, schema] of Object.entries(single ? { [defaultMacro(component)]: data.params } : data.params)) {
    if (!macros.includes(macro)) {
      errors.push(
        formatAuthorError({
          file,
          problem: `"params:" declares the macro "${macro}", which ${componentFile(component, '.njk')} does not define`,
          fix: `Use one of: ${macros.join(', ') || '(none found)'}`,
        }),
      );
      continue;
    }
    const compiled = compileParams(schema, `${file}: params${single ? '' : ` of ${macro}`}`);
    errors.push(...compiled.errors);
    if (compiled.params) params[macro] = compiled.params;
  }
  const paramsOk = !errors.length;
  /** @type {Example[]} */
  const examples = [];
  const seen = new Set();
  (data.examples ?? []).forEach(
    (/** @type {Example} */ { name, description, macro = defaultMacro(component), props }, /** @type {number} */ i) => {
      const label = `example ${i + 1} ("${name}")`;
      if (seen.has(name.trim().toLowerCase()))
        errors.push(
          formatAuthorError({
            file,
            problem: `${label}: the name is used by an earlier example`,
            fix: 'Give each example its own name',
          }),
        );
      seen.add(name.trim().toLowerCase());
      if (!macros.includes(macro)) {
        errors.push(
          formatAuthorError({
            file,
            problem: `${label} calls the macro ${JSON.stringify(macro)}, which ${componentFile(component, '.njk')} does not define`,
            fix: `Set "macro:" to one of: ${macros.join(', ') || '(none found)'}`,
          }),
        );
      } else if (params[macro]) {
        for (const p of paramProblems(params[macro], props)) {
          errors.push(
            formatAuthorError({
              file,
              problem: `${label}: ${macro}(): ${p.problem}`,
              fix: p.problem.startsWith('there is no prop')
                ? 'Declare it under "params:" (its type and description), or remove it from the example'
                : p.fix,
            }),
          );
        }
      } else if (paramsOk) {
        errors.push(
          formatAuthorError({
            file,
            problem: `${label} calls ${macro}, whose props "params:" does not declare`,
            fix: `Add "${macro}:" and its schema under "params:"`,
          }),
        );
      }
      examples.push({ name: name.trim(), ...(description !== undefined ? { description } : {}), macro, props });
    },
  );
  if (errors.length) return none(errors);
  return { examples, params, ...(data.gallery ? { gallery: data.gallery } : {}), errors };
}

/**
 * @param {string} source  a Nunjucks file's text
 * @returns {string[]} the macros it defines, in order
 */
export function macroNames(source) {
  return [...source.matchAll(/\{%-?\s*macro\s+([A-Za-z_$][\w$]*)\s*\(/g)].map((m) => m[1]);
}

/**
 * @param {string} [dir]  the components' folder, default COMPONENTS_DIR: every `<name>/<name>.examples.yaml` in it
 * @returns {Record<string, ComponentFile>} its examples, by component
 * @throws {import("../content/author-error.js").AuthorErrorList} every problem of every file, and each without its .njk
 */
export function loadComponents(dir = COMPONENTS_DIR) {
  /** @type {Record<string, ComponentFile>} */
  const all = {};
  const errors = [];
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const files = folders.flatMap((folder) =>
    readdirSync(path.join(dir, folder))
      .filter((f) => f.endsWith(EXAMPLES_SUFFIX))
      .map((f) => path.posix.join(folder, f)),
  );
  for (const relative of files.sort()) {
    const component = path.posix.basename(relative, EXAMPLES_SUFFIX);
    const file = path.posix.join(dir.split(path.sep).join('/'), relative);
    const macroFile = path.join(dir, path.posix.dirname(relative), `${component}.njk`);
    if (!existsSync(macroFile)) {
      errors.push(
        formatAuthorError({
          file,
          problem: `there is no macro file ${component}.njk beside it`,
          fix: 'Rename the examples file after its macro file',
        }),
      );
      continue;
    }
    const { errors: fileErrors, ...parsed } = parseExamples(
      readFileSync(path.join(dir, relative), 'utf8'),
      file,
      macroNames(readFileSync(macroFile, 'utf8')),
    );
    errors.push(...fileErrors);
    all[component] = parsed;
  }
  throwAuthorErrors(errors, 'Component examples');
  return all;
}

/** @typedef {{ component: string, file: string, params: Params }} Contract  its .njk and examples file, its params */

/**
 * @param {Record<string, ComponentFile>} components  from loadComponents
 * @returns {Map<string, Contract>} every component's params by macro name
 */
export function contractsByMacro(components) {
  return new Map(
    Object.entries(components).flatMap(([component, { params }]) =>
      Object.entries(params).map(([macro, p]) => [
        macro,
        { component, file: componentFile(component, EXAMPLES_SUFFIX), params: p },
      ]),
    ),
  );
}

/** The components and contracts of the current build, read on first use and again before each build. */
let current = /** @type {{ components: Record<string, ComponentFile>, contracts: Map<string, Contract> } | null} */ (
  null
);
const build = () =>
  (current ??= ((components) => ({ components, contracts: contractsByMacro(components) }))(loadComponents()));

/**
 * The filter `checkParams`, the first line of every macro: `{%- set props = props | checkParams("counter") -%}`.
 * @this {{ page?: { inputPath?: string }, ctx?: { page?: { inputPath?: string } } } | undefined}  the calling page
 * @param {unknown} props
 * @param {string} macro
 * @returns {Record<string, unknown>} the props, unchanged ({} for none)
 * @throws {import("../content/author-error.js").AuthorErrorList | AuthorError} naming the page and the fix; or no params
 */
export function checkParamsFilter(props, macro) {
  const contract = build().contracts.get(macro);
  if (!contract) {
    throw new AuthorError({
      file: `checkParams("${macro}")`,
      problem: `no examples file declares the params of ${macro}`,
      fix: `Add "params:" for it to ${COMPONENTS_DIR}/<name>/<name>${EXAMPLES_SUFFIX}, or fix the macro's name`,
    });
  }
  const page = this?.page?.inputPath ?? this?.ctx?.page?.inputPath;
  const file = page
    ? page.replace(/^\.\//, '')
    : `${componentFile(contract.component, '.njk')}, called by the page named above`;
  return checkParams(macro, contract.params, props, file, contract.file);
}

/**
 * One example by its name (for a gallery page that needs a whole-page context).
 * @param {Record<string, Example[]>} examples  global data
 * @param {string} component
 * @param {string} name
 * @returns {Example}
 * @throws {AuthorError} naming the file and the names it has, when there is no such example
 */
export function findExample(examples, component, name) {
  const found = examples[component]?.find((e) => e.name === name);
  if (found) return found;
  const names = (examples[component] ?? []).map((e) => `"${e.name}"`).join(', ') || 'none: the file is missing';
  throw new AuthorError({
    file: componentFile(component, EXAMPLES_SUFFIX),
    problem: `no example named "${name}" (it has ${names})`,
    fix: 'Fix the name here or in the file',
  });
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function examplesPlugin(eleventyConfig) {
  eleventyConfig.on('eleventy.before', () => (current = null));
  const each = (/** @type {(file: ComponentFile) => unknown} */ fn) =>
    Object.fromEntries(Object.entries(build().components).map(([c, file]) => [c, fn(file)]));
  eleventyConfig.addGlobalData('examples', () => each((file) => file.examples));
  eleventyConfig.addGlobalData('componentParams', () =>
    each(({ params }) => Object.fromEntries(Object.entries(params).map(([m, p]) => [m, paramRows(p.schema)]))),
  );
  eleventyConfig.addFilter('checkParams', checkParamsFilter);
  eleventyConfig.addWatchTarget(`${COMPONENTS_DIR}/*/*${EXAMPLES_SUFFIX}`);
}
