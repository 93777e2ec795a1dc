// @ts-check
/**
 * Build-time checks of a built page's enhancer roots, on the page transform's one parse
 * (docs/architecture.md#checks-of-enhancer-roots).
 * @typedef {import('node-html-parser').HTMLElement} HTMLElement
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { enhancerModules } from './enhancer-modules.js';
import { formatAuthorError } from './author-error.js';

/** @param {string} file  from the project root @returns {Set<string>} the names its `'x': () => import()` set */
export function registeredNames(file) {
  // A path, not `new URL(…)`: under happy-dom (DOM tests import this too) URL is the DOM's.
  const source = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', file), 'utf8');
  return new Set([...source.matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*import\(/g)].map((m) => m[1]));
}

/** Every enhancer a page may name: enhancers/'s modules and the gallery's (enhancers/gallery.ts). */
const REGISTERED = new Set([...enhancerModules().keys(), ...registeredNames('enhancers/gallery.ts')]);

/** The loader's conditions (enhancers/lib/loader.ts). */
export const LOAD_CONDITIONS = ['load', 'visible', 'interaction', 'scroll', 'overflow', 'query'];

/** The message of docs/requirements.md#errors, exactly (enhancers/scroll-indicator/scroll-indicator.ts throws it). */
export const MISSING_PARENT_MESSAGE = 'A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute';

/** @param {HTMLElement} root @param {string} inputPath @param {Set<string>} registered @returns {string[]} */
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

/** @param {HTMLElement} root @param {string} file @returns {string[]} */
function scrollIndicatorRootErrors(root, file) {
  const errors = [];
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
 * Every enhancer-root problem of a parsed page: unregistered names, unknown load conditions, scroll
 * indicators without a marked parent or with a missing or wrong target.
 * @param {HTMLElement} root  the parsed page (not changed)
 * @param {string} inputPath  the page's source file, named in each message
 * @param {Set<string>} [registered]  the registered enhancer names (default: both registries)
 * @returns {string[]} one message per problem, in the shape of src/eleventy/author-error.js; empty when all is well
 */
export function enhancerRootErrors(root, inputPath, registered = REGISTERED) {
  return [...enhancerNameErrors(root, inputPath, registered), ...scrollIndicatorRootErrors(root, inputPath)];
}
