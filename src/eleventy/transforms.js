// @ts-check
/**
 * HTML rewrites applied to every built page, once per page in a single parse (DESIGN.md §2
 * "Build time, not run time"). SPEC §9: links to another host open in a new tab with noopener
 * noreferrer; rich-text tables are wrapped in a scroll container.
 *
 * @typedef {import('node-html-parser').HTMLElement} HTMLElement
 */
import { parse } from 'node-html-parser';
import { isExternal } from './navigation.js';

/** Appended, visually hidden, to the text of every external link. */
export const NEW_TAB_NOTE = ' (opens a new tab)';

/** Class of the scroll container around tables. */
export const TABLE_WRAP_CLASS = 'table-wrap';

/**
 * Adds `target="_blank"` and `rel="noopener noreferrer"` to every link to another host, and tells
 * screen-reader users that it opens a new tab (a visually hidden note). Existing `rel` tokens are kept.
 * @param {HTMLElement} root  parsed document, changed in place
 */
function markExternalLinks(root) {
  for (const a of root.querySelectorAll('a[href]')) {
    if (!isExternal(a.getAttribute('href') ?? '')) continue;
    const rel = new Set((a.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener');
    rel.add('noreferrer');
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', [...rel].join(' '));
    if (!a.innerHTML.includes(NEW_TAB_NOTE)) a.insertAdjacentHTML('beforeend', `<span class="visually-hidden">${NEW_TAB_NOTE}</span>`);
  }
}

/**
 * Wraps every table not already wrapped in a horizontally scrollable container, so a wide table
 * scrolls on its own instead of widening the page.
 * @param {HTMLElement} root  parsed document, changed in place
 */
function wrapBareTables(root) {
  for (const table of root.querySelectorAll('table')) {
    if (table.parentNode?.classList?.contains(TABLE_WRAP_CLASS)) continue;
    table.replaceWith(`<div class="${TABLE_WRAP_CLASS}">${table.outerHTML}</div>`);
  }
}

/**
 * Applies `rewrites` to `html` in one parse.
 * @param {string} html
 * @param {((root: HTMLElement) => void)[]} rewrites
 * @returns {string}
 */
function rewrite(html, rewrites) {
  const root = parse(html, { comment: true });
  for (const fn of rewrites) fn(root);
  return root.toString();
}

/** SPEC §9 external links, on an HTML string. @param {string} html */
export const externalLinks = (html) => rewrite(html, [markExternalLinks]);

/** SPEC §9 table wrappers, on an HTML string. @param {string} html */
export const wrapTables = (html) => rewrite(html, [wrapBareTables]);

/** Every page rewrite, on an HTML string. @param {string} html */
export const rewritePage = (html) => rewrite(html, [markExternalLinks, wrapBareTables]);

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function transformsPlugin(eleventyConfig) {
  eleventyConfig.addTransform('page-rewrites', function (/** @type {string} */ content) {
    const outputPath = this.page.outputPath;
    return typeof outputPath === 'string' && outputPath.endsWith('.html') ? rewritePage(content) : content;
  });
}
