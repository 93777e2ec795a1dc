// @ts-check
/**
 * HTML transforms applied to every built page (DESIGN.md §2 "Build time, not run time").
 * SPEC §9: links to another host open in a new tab with noopener noreferrer.
 */
import { parse } from 'node-html-parser';
import { isExternal } from './navigation.js';

/** Appended, visually hidden, to the text of every external link. */
export const NEW_TAB_NOTE = ' (opens a new tab)';

/**
 * Adds `target="_blank"` and `rel="noopener noreferrer"` to every link to another host, and tells
 * screen-reader users that it opens a new tab (a visually hidden note). Existing `rel` tokens are kept.
 * @param {string} html
 * @returns {string}
 */
export function externalLinks(html) {
  const root = parse(html, { comment: true });
  const links = root.querySelectorAll('a[href]').filter((a) => isExternal(a.getAttribute('href') ?? ''));
  if (links.length === 0) return html;
  for (const a of links) {
    const rel = new Set((a.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener');
    rel.add('noreferrer');
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', [...rel].join(' '));
    if (!a.innerHTML.includes(NEW_TAB_NOTE)) a.insertAdjacentHTML('beforeend', `<span class="visually-hidden">${NEW_TAB_NOTE}</span>`);
  }
  return root.toString();
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function transformsPlugin(eleventyConfig) {
  eleventyConfig.addTransform('external-links', function (/** @type {string} */ content) {
    const outputPath = this.page.outputPath;
    return typeof outputPath === 'string' && outputPath.endsWith('.html') ? externalLinks(content) : content;
  });
}
