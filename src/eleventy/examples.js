// @ts-check
/**
 * Component examples (DESIGN.md §1): `layouts/components/<name>.examples.yaml` holds, for the macro
 * file `layouts/components/<name>.njk`, a list of named examples, one per state worth seeing:
 *
 *   - name: Decimal target with prefix, suffix and label   # required, unique in the file
 *     description: Counts 0.0 … 7.5.                        # optional, shown in the gallery
 *     macro: counter                                        # optional, default the file's name in camelCase
 *     props: { to: 7.5, prefix: "about ", suffix: " mm" }   # required: the props the macro is called with
 *
 * They are the single source of the gallery's template pages (/frontend/<name>/, SPEC §2 "Page
 * switcher (developer tooling)"), which loop over the global data `examples.<name>` through the real
 * macro, and of the tests (test/support/examples.ts reads them with `loadExamples`). Every build
 * reads them, so a malformed file (no name, a duplicate name, props that are not a mapping, a macro
 * the file does not define …) stops the build naming the file, the example and the fix.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import frontendPages from '../_data/frontendPages.js';
import { frontendEnabled } from './frontend.js';
import { AuthorError, throwAuthorErrors } from './author-error.js';

/** The folder of the macro files and their examples files. */
export const COMPONENTS_DIR = 'layouts/components';
/** How an examples file's name ends: `<component>.examples.yaml`. */
export const EXAMPLES_SUFFIX = '.examples.yaml';
/** The keys an example may have. */
const EXAMPLE_KEYS = ['name', 'description', 'macro', 'props'];
/**
 * The gallery page (a name of src/_data/frontendPages.js) of each component whose page is not named
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
 * @returns {string} a name of src/_data/frontendPages.js (served at /frontend/<name>/)
 */
export function galleryPage(component) {
  return GALLERY_PAGES[component] ?? component;
}

/** @param {unknown} value @returns {string} what a wrong value is, for messages */
function kindOf(value) {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'a mapping' : `the ${typeof value} ${JSON.stringify(value)}`;
}

/**
 * Parses and checks one examples file.
 * @param {string} text        the file's YAML
 * @param {string} file        its path, named in messages (e.g. "layouts/components/counter.examples.yaml")
 * @param {string[]} macros    the macros its .njk file defines (every `{% macro name(` in it)
 * @returns {{ examples: Example[], errors: string[] }} the examples (each with its macro filled in)
 *   and one message per problem, naming the file, the example and the fix; examples is empty when
 *   there are errors
 */
export function parseExamples(text, file, macros) {
  const component = path.basename(file).slice(0, -EXAMPLES_SUFFIX.length);
  /** @type {unknown} */
  let data;
  try {
    data = yaml.load(text, { filename: file });
  } catch (error) {
    return { examples: [], errors: [`${file}: not valid YAML: ${/** @type {Error} */ (error).message}`] };
  }
  if (!Array.isArray(data) || data.length === 0) {
    return { examples: [], errors: [`${file}: must be a list of examples ("- name: …" then "props:"), got ${kindOf(data)}.`] };
  }
  /** @type {string[]} */
  const errors = [];
  /** @type {Example[]} */
  const examples = [];
  const seen = new Set();
  data.forEach((entry, i) => {
    const where = `${file}: example ${i + 1}`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      errors.push(`${where} must be a mapping with a name and props, got ${kindOf(entry)}.`);
      return;
    }
    const { name, description, macro = defaultMacro(component), props } = /** @type {Record<string, unknown>} */ (entry);
    const label = typeof name === 'string' && name.trim() ? `${where} ("${name}")` : where;
    for (const key of Object.keys(entry)) {
      if (!EXAMPLE_KEYS.includes(key)) errors.push(`${label} has the key "${key}": an example has only ${EXAMPLE_KEYS.join(', ')}. Move it under "props:" or remove it.`);
    }
    if (typeof name !== 'string' || !name.trim()) {
      errors.push(`${where} has no name. Add "name: …", unique in the file (the gallery's heading).`);
    } else if (seen.has(name.trim().toLowerCase())) {
      errors.push(`${label}: the name is used by an earlier example. Give each example its own name.`);
    } else {
      seen.add(name.trim().toLowerCase());
    }
    if (description !== undefined && typeof description !== 'string') errors.push(`${label}: "description" must be a sentence of text, got ${kindOf(description)}.`);
    if (typeof macro !== 'string' || !macros.includes(macro)) {
      errors.push(`${label} calls the macro ${JSON.stringify(macro)}, which ${COMPONENTS_DIR}/${component}.njk does not define. Set "macro:" to one of: ${macros.join(', ') || '(none found)'}.`);
    }
    if (!props || typeof props !== 'object' || Array.isArray(props)) {
      errors.push(`${label}: "props" must be a mapping of the macro's props (key: value lines under "props:"), got ${kindOf(props)}.`);
    }
    examples.push({ name: String(name).trim(), ...(description !== undefined ? { description: String(description) } : {}), macro: String(macro), props: /** @type {Record<string, unknown>} */ (props) });
  });
  return errors.length ? { examples: [], errors } : { examples, errors };
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
 * @returns {Record<string, Example[]>} the examples of each component, keyed by the macro file's
 *   name ("counter", "image-modal", "search" …), in file order
 * @throws {import("./author-error.js").AuthorErrorList} listing every problem of every file (see parseExamples), or an examples file
 *   without its macro file
 */
export function loadExamples(dir = COMPONENTS_DIR) {
  /** @type {Record<string, Example[]>} */
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
    const { examples, errors: fileErrors } = parseExamples(readFileSync(path.join(dir, fileName), 'utf8'), file, macroNames(readFileSync(macroFile, 'utf8')));
    errors.push(...fileErrors);
    all[component] = examples;
  }
  throwAuthorErrors(errors, 'Component examples');
  return all;
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

/**
 * Gallery pages missing for components that have examples.
 * @param {string[]} components  the components with an examples file
 * @param {string[]} pages       the gallery's page names (src/_data/frontendPages.js)
 * @returns {string[]} one message per component whose gallery page is not in the list
 */
export function missingGalleryPages(components, pages) {
  return components
    .filter((c) => !pages.includes(galleryPage(c)))
    .map((c) => `${COMPONENTS_DIR}/${c}${EXAMPLES_SUFFIX}: its examples have no gallery page. Add "${galleryPage(c)}" to src/_data/frontendPages.js and create pages/frontend/${galleryPage(c)}/index.njk looping over examples["${c}"].`);
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function examplesPlugin(eleventyConfig) {
  eleventyConfig.addGlobalData('examples', () => {
    const examples = loadExamples();
    if (frontendEnabled()) {
      const errors = missingGalleryPages(Object.keys(examples), frontendPages);
      throwAuthorErrors(errors, 'Component examples');
    }
    return examples;
  });
  // `examples | example("section-nav", "Twelve anchors, Back to list")`
  eleventyConfig.addFilter('example', findExample);
  eleventyConfig.addWatchTarget(`${COMPONENTS_DIR}/*${EXAMPLES_SUFFIX}`);
}
