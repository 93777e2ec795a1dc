// @ts-check
/**
 * Build-time checks of the enhancer roots in a built page (docs/architecture.md#macro--enhancer, docs/architecture.md#code
 * "errors an author can cause fail the build naming the file and the fix"), run by the page
 * transform (src/eleventy/transforms.js) on its one parse of each page and reported through
 * src/eleventy/author-error.js:
 * - every `data-enhancer` names an enhancer module of enhancers/ (src/eleventy/enhancer-modules.js), or the gallery
 *   tooling's enhancers/gallery.ts), and every `data-enhancer-on` is one of the loader's conditions
 *   (enhancers/lib/loader.ts `LoadCondition`). Checked here rather than in the browser so the entry
 *   chunk carries no message for either (docs/architecture.md#budgets: entry ≤ 1.5 KB gzip); the loader treats
 *   another condition as `load`.
 * - the scroll indicator (docs/requirements.md#scroll-indicator, docs/requirements.md#errors): in the browser, an indicator without a
 *   `[data-scroll-to-parent]` ancestor throws the message of docs/requirements.md#errors; the build stops on the same mistake,
 *   and on a `target` prop that is missing or is not the id of the section the indicator scrolls to
 *   (the marked ancestor's next element sibling), so the no-JS link and the enhanced scroll go to
 *   the same place.
 *
 * @typedef {import('node-html-parser').HTMLElement} HTMLElement
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';
import { enhancerModules } from './enhancer-modules.js';
import { formatAuthorError } from './author-error.js';

/**
 * Enhancer names registered in a registry module (`'name': () => import('./module')`).
 * @param {string} file  a path relative to the project root
 * @returns {Set<string>}
 */
export function registeredNames(file) {
  // A path, not `new URL(…)`: under happy-dom (DOM tests import this too) URL is the DOM's.
  const source = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', file), 'utf8');
  return new Set([...source.matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*import\(/g)].map((m) => m[1]));
}

/** Every enhancer a page may name: the modules of enhancers/ and the gallery tooling's (enhancers/gallery.ts). */
const REGISTERED = new Set([...enhancerModules().keys(), ...registeredNames('enhancers/gallery.ts')]);

/** The loader's conditions (enhancers/lib/loader.ts). */
export const LOAD_CONDITIONS = ['load', 'visible', 'interaction', 'scroll', 'overflow', 'query'];

/** The message of docs/requirements.md#errors, exactly (the same string as enhancers/scroll-indicator/scroll-indicator.ts). */
export const MISSING_PARENT_MESSAGE = 'A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute';

/**
 * Problems of the enhancer roots of a parsed page: unregistered names, unknown load conditions.
 * @param {HTMLElement} root  the parsed page (not changed)
 * @param {string} inputPath  the page's source file, named in each message
 * @param {Set<string>} registered  the registered enhancer names
 * @returns {string[]} one message per problem, naming the file and the fix; empty when all is well
 */
function enhancerNameErrors(root, inputPath, registered) {
  const errors = [];
  for (const el of root.querySelectorAll('[data-enhancer]')) {
    const name = el.getAttribute('data-enhancer') ?? '';
    const on = el.getAttribute('data-enhancer-on');
    if (!registered.has(name)) {
      errors.push(
        formatAuthorError({
          file: inputPath,
          field: 'data-enhancer',
          problem: `[data-enhancer="${name}"] has no module in enhancers/`,
          fix: `Add enhancers/${name}/${name}.tsx (its default export enhances the root), or correct the name`,
        }),
      );
    }
    if (on !== undefined && !LOAD_CONDITIONS.includes(on)) {
      errors.push(
        formatAuthorError({ file: inputPath, field: 'data-enhancer-on', problem: `[data-enhancer="${name}"] has data-enhancer-on="${on}"`, fix: `Use one of ${LOAD_CONDITIONS.join(', ')}` }),
      );
    }
  }
  return errors;
}

/**
 * Problems of the scroll indicators of a parsed page: no marked parent, a missing or wrong target.
 * @param {HTMLElement} root  the parsed page (not changed)
 * @param {string} inputPath  the page's source file, named in each message
 * @returns {string[]} one message per problem, naming the file and the fix; empty when all is well
 */
function scrollIndicatorRootErrors(root, inputPath) {
  const errors = [];
  const file = inputPath;
  for (const indicator of root.querySelectorAll('[data-enhancer="scroll-indicator"]')) {
    const parent = indicator.parentNode?.closest('[data-scroll-to-parent]');
    if (!parent) {
      errors.push(
        formatAuthorError({
          file,
          problem: MISSING_PARENT_MESSAGE,
          fix: "Add data-scroll-to-parent to the element that holds the indicator (e.g. the hero <section>); the indicator scrolls to that element's next sibling",
        }),
      );
      continue;
    }
    const href = indicator.querySelector('a')?.getAttribute('href') ?? '';
    const target = href.startsWith('#') ? href.slice(1) : '';
    if (target === '') {
      errors.push(
        formatAuthorError({
          file,
          field: 'target',
          problem: 'scrollIndicator needs the "target" prop: the id of the section after the [data-scroll-to-parent] element',
          fix: `Pass it: scrollIndicator({ target: "<that section's id>" })`,
        }),
      );
    } else if (parent.nextElementSibling?.getAttribute('id') !== target) {
      errors.push(
        formatAuthorError({
          file,
          field: 'target',
          problem: `scrollIndicator({ target: "${target}" }) must name the section after the [data-scroll-to-parent] element, which the indicator scrolls to`,
          fix: `Give that section id="${target}", or pass its id as target`,
        }),
      );
    }
  }
  return errors;
}

/**
 * Every enhancer-root problem of a parsed page (names, load conditions, scroll indicators).
 * @param {HTMLElement} root  the parsed page (not changed)
 * @param {string} inputPath  the page's source file, named in each message
 * @param {Set<string>} [registered]  the registered enhancer names (default: both registries)
 * @returns {string[]} one message per problem, in the shape of src/eleventy/author-error.js; empty when all is well
 */
export function enhancerRootErrors(root, inputPath, registered = REGISTERED) {
  return [...enhancerNameErrors(root, inputPath, registered), ...scrollIndicatorRootErrors(root, inputPath)];
}

/**
 * `enhancerRootErrors` of the names and load conditions, on an HTML string (for tests and tools).
 * @param {string} html       a built page
 * @param {string} inputPath  the page's source file, named in each message
 * @param {Set<string>} [registered]  the registered enhancer names
 * @returns {string[]} one message per problem; empty when all is well
 */
export function findEnhancerErrors(html, inputPath, registered = REGISTERED) {
  return html.includes('data-enhancer') ? enhancerNameErrors(parse(html), inputPath, registered) : [];
}

/**
 * `enhancerRootErrors` of the scroll indicators, on an HTML string (for tests and tools).
 * @param {string} html       a built page
 * @param {string} inputPath  the page's source file, named in each message
 * @returns {string[]} one message per problem; empty when all is well
 */
export function findScrollIndicatorErrors(html, inputPath) {
  return html.includes('scroll-indicator') ? scrollIndicatorRootErrors(parse(html), inputPath) : [];
}
