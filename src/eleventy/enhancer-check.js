// @ts-check
/**
 * Build-time check of the enhancer load conditions (DESIGN.md §2 "Macro ↔ enhancer", §4 "errors an
 * author can cause fail the build naming the file and the fix"): every `data-enhancer-on` must be
 * one of the loader's conditions (enhancers/lib/loader.ts `LoadCondition`). Checked here rather
 * than in the browser so the entry chunk carries no message for it (issue 14: entry bytes); the
 * loader treats any other value as `load`.
 */
import { parse } from 'node-html-parser';

/** The loader's conditions (enhancers/lib/loader.ts). */
export const LOAD_CONDITIONS = ['load', 'visible', 'interaction', 'scroll', 'overflow'];

/**
 * @param {string} html       a built page
 * @param {string} inputPath  the page's source file, named in each message
 * @returns {string[]} one message per problem, naming the file and the fix; empty when all is well
 */
export function findEnhancerErrors(html, inputPath) {
  if (!html.includes('data-enhancer-on')) return [];
  return parse(html)
    .querySelectorAll('[data-enhancer-on]')
    .filter((el) => !LOAD_CONDITIONS.includes(el.getAttribute('data-enhancer-on') ?? ''))
    .map(
      (el) =>
        `${inputPath}: [data-enhancer="${el.getAttribute('data-enhancer') ?? ''}"] has data-enhancer-on="${el.getAttribute('data-enhancer-on')}". Fix: use one of ${LOAD_CONDITIONS.join(', ')}.`,
    );
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
