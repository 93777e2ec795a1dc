// @ts-check
/**
 * Build-time check of the scroll indicator (SPEC §2 "Scroll indicator", §8; DESIGN.md §4 "errors an
 * author can cause fail the build naming the file and the fix"). In the browser, an indicator
 * without a `[data-scroll-to-parent]` ancestor throws
 * `A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute`; this transform stops
 * the build on the same mistake, and on a `target` prop that is missing or is not the id of the
 * section the indicator scrolls to (the marked ancestor's next element sibling), so the no-JS link
 * and the enhanced scroll go to the same place.
 */
import { parse } from 'node-html-parser';

/** §8, exactly (the same string as enhancers/scroll-indicator.tsx). */
export const MISSING_PARENT_MESSAGE = 'A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute';

const SELECTOR = '[data-enhancer="scroll-indicator"]';

/**
 * @param {string} html       a built page
 * @param {string} inputPath  the page's source file, named in each message
 * @returns {string[]} one message per problem, naming the file and the fix; empty when all is well
 */
export function findScrollIndicatorErrors(html, inputPath) {
  if (!html.includes('scroll-indicator')) return [];
  const errors = [];
  for (const indicator of parse(html).querySelectorAll(SELECTOR)) {
    const parent = indicator.parentNode?.closest('[data-scroll-to-parent]');
    if (!parent) {
      errors.push(
        `${inputPath}: ${MISSING_PARENT_MESSAGE}. Fix: add data-scroll-to-parent to the element that holds the indicator (e.g. the hero <section>); the indicator scrolls to that element's next sibling.`,
      );
      continue;
    }
    const href = indicator.querySelector('a')?.getAttribute('href') ?? '';
    const target = href.startsWith('#') ? href.slice(1) : '';
    const next = parent.nextElementSibling;
    if (target === '') {
      errors.push(`${inputPath}: scrollIndicator needs the "target" prop: the id of the section after the [data-scroll-to-parent] element. Fix: scrollIndicator({ target: "<that section's id>" }).`);
    } else if (next?.getAttribute('id') !== target) {
      errors.push(
        `${inputPath}: scrollIndicator({ target: "${target}" }) must name the section after the [data-scroll-to-parent] element, which the indicator scrolls to. Fix: give that section id="${target}", or pass its id as target.`,
      );
    }
  }
  return errors;
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function scrollIndicatorCheckPlugin(eleventyConfig) {
  // A transform that changes nothing: it sees every page's HTML with its source file's name.
  eleventyConfig.addTransform('scroll-indicator-check', function (/** @type {string} */ content) {
    const { inputPath, outputPath } = this.page;
    if (typeof outputPath !== 'string' || !outputPath.endsWith('.html')) return content;
    const errors = findScrollIndicatorErrors(content, inputPath);
    if (errors.length > 0) throw new Error(`Author errors (${errors.length}):\n  - ${errors.join('\n  - ')}`);
    return content;
  });
}
