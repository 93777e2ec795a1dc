// @ts-check
/** Build-time checks of a built page's enhancer roots (docs/architecture.md#checks-of-enhancer-roots). */
import { LOAD_CONDITIONS } from '../../load-conditions.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../content/read.js';
import { enhancerModules } from './enhancer-modules.js';
import { formatAuthorError } from '../content/author-error.js';

/**
 * @param {string} file  from the project root
 * @returns {Set<string>} the names its `'x': () => import()` set
 */
export function registeredNames(file) {
  const source = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
  return new Set([...source.matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*import\(/g)].map((m) => m[1]));
}

/** Every enhancer a page may name: the components' modules and the gallery's (enhancers/gallery.ts). */
const REGISTERED = new Set([...enhancerModules().keys(), ...registeredNames('enhancers/gallery.ts')]);

/** The loader's conditions: the one list, src/load-conditions.js. */
export { LOAD_CONDITIONS };

/** The message of docs/requirements.md#errors, exactly (components/scroll-indicator/scroll-indicator.ts throws it). */
const MISSING_PARENT_MESSAGE = 'A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute';

/**
 * Every enhancer-root problem of a page: unknown names and load conditions, scroll indicators' parent and target.
 * @param {import('node-html-parser').HTMLElement} root  the parsed page
 * @param {string} file  named in each message
 * @returns {string[]} author errors
 */
export function enhancerRootErrors(root, file) {
  /** @type {string[]} */
  const errors = [];
  const report = (/** @type {string} */ problem, /** @type {string} */ fix) =>
    errors.push(formatAuthorError({ file, problem, fix }));
  for (const el of root.querySelectorAll('[data-enhancer]')) {
    const name = el.getAttribute('data-enhancer') ?? '';
    const on = el.getAttribute('data-enhancer-on');
    if (!REGISTERED.has(name)) {
      report(
        `[data-enhancer="${name}"] has no module in components/`,
        `Add components/${name}/${name}.tsx (its default export enhances the root), or correct the name`,
      );
    }
    if (on !== undefined && !(/** @type {readonly string[]} */ (LOAD_CONDITIONS).includes(on))) {
      report(`[data-enhancer="${name}"] has data-enhancer-on="${on}"`, `Use one of ${LOAD_CONDITIONS.join(', ')}`);
    }
  }
  for (const indicator of root.querySelectorAll('[data-enhancer="scroll-indicator"]')) {
    const parent = indicator.parentNode?.closest('[data-scroll-to-parent]');
    const href = indicator.querySelector('a')?.getAttribute('href') ?? '';
    const target = href.startsWith('#') ? href.slice(1) : '';
    if (!parent) {
      report(
        MISSING_PARENT_MESSAGE,
        "Add data-scroll-to-parent to the element that holds the indicator (e.g. the hero <section>); the indicator scrolls to that element's next sibling",
      );
    } else if (target === '') {
      report(
        'scrollIndicator needs the "target" prop: the id of the section after the [data-scroll-to-parent] element',
        `Pass it: scrollIndicator({ target: "<that section's id>" })`,
      );
    } else if (parent.nextElementSibling?.getAttribute('id') !== target) {
      report(
        `scrollIndicator({ target: "${target}" }) must name the section after the [data-scroll-to-parent] element, which the indicator scrolls to`,
        `Give that section id="${target}", or pass its id as target`,
      );
    }
  }
  return errors;
}
