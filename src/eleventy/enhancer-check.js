// @ts-check
/**
 * Build-time check of the enhancer roots (DESIGN.md §2 "Macro ↔ enhancer", §4 "errors an author can
 * cause fail the build naming the file and the fix"): every `data-enhancer` names a registered
 * enhancer (enhancers/registry.ts, or the gallery tooling's enhancers/frontend.ts), and every
 * `data-enhancer-on` is one of the loader's conditions (enhancers/lib/loader.ts `LoadCondition`).
 * Checked here rather than in the browser so the entry chunk carries no message for either
 * (issue 14: entry bytes); the loader treats another condition as `load`.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { enhancerModules } from './enhancer-modules.js';

/**
 * Enhancer names registered in a registry module (`'name': () => import('./module')`).
 * @param {string} file  a path relative to the project root
 * @returns {Set<string>}
 */
export function registeredNames(file) {
  const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  return new Set([...source.matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*import\(/g)].map((m) => m[1]));
}

/** Every enhancer a page may name: the modules of enhancers/ and the gallery tooling's (enhancers/frontend.ts). */
const REGISTERED = new Set([...enhancerModules().keys(), ...registeredNames('enhancers/frontend.ts')]);

/** The loader's conditions (enhancers/lib/loader.ts). */
export const LOAD_CONDITIONS = ['load', 'visible', 'interaction', 'scroll', 'overflow', 'query'];

/**
 * @param {string} html       a built page
 * @param {string} inputPath  the page's source file, named in each message
 * @param {Set<string>} [registered]  the registered enhancer names
 * @returns {string[]} one message per problem, naming the file and the fix; empty when all is well
 */
export function findEnhancerErrors(html, inputPath, registered = REGISTERED) {
  if (!html.includes('data-enhancer')) return [];
  const errors = [];
  for (const el of parse(html).querySelectorAll('[data-enhancer]')) {
    const name = el.getAttribute('data-enhancer') ?? '';
    const on = el.getAttribute('data-enhancer-on');
    if (!registered.has(name)) {
      errors.push(`${inputPath}: [data-enhancer="${name}"] has no module in enhancers/. Fix: add enhancers/${name}.tsx (its default export enhances the root), or correct the name.`);
    }
    if (on !== undefined && !LOAD_CONDITIONS.includes(on)) {
      errors.push(`${inputPath}: [data-enhancer="${name}"] has data-enhancer-on="${on}". Fix: use one of ${LOAD_CONDITIONS.join(', ')}.`);
    }
  }
  return errors;
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function enhancerCheckPlugin(eleventyConfig) {
  // A transform that changes nothing: it sees every page's HTML with its source file's name.
  eleventyConfig.addTransform('enhancer-check', function (/** @type {string} */ content) {
    const { inputPath, outputPath } = this.page;
    if (typeof outputPath !== 'string' || !outputPath.endsWith('.html')) return content;
    const errors = findEnhancerErrors(content, inputPath);
    if (errors.length > 0) throw new Error(`Author errors (${errors.length}):\n  - ${errors.join('\n  - ')}`);
    return content;
  });
}
