// @ts-check
/**
 * HTML rewrites of every built page in one parse, after its enhancer roots are checked
 * (docs/architecture.md#build-time-not-run-time): external links, table and video wrappers, and the
 * feature stylesheets the page uses.
 * @typedef {import('node-html-parser').HTMLElement} HTMLElement
 */
import { minify } from 'html-minifier-terser';
import { parse } from 'node-html-parser';
import { isExternal } from './navigation.js';
import { enhancerRootErrors } from '../bundle/enhancer-check.js';
import { throwAuthorErrors } from '../content/author-error.js';
import { VIDEO_HOSTS } from './seo.js';
import { featureStylesheetsFor } from './stylesheets.js';

/** Appended, visually hidden, to the text of every external link. */
const NEW_TAB_NOTE = ' (opens a new tab)';
/** Class of the scroll container around tables. */
const TABLE_WRAP_CLASS = 'table-wrap';
/** Enhancer that flags a table wrapper whose table overflows it (components/table-overflow/table-overflow.ts). */
const TABLE_ENHANCER = 'table-overflow';

/**
 * Adds `target="_blank"`, `rel="noopener noreferrer"` (keeping other tokens) and a visually hidden
 * "opens a new tab" note to every link to another host (docs/requirements.md#external-links).
 * @param {HTMLElement} root  parsed document, changed in place
 */
function markExternalLinks(root) {
  for (const a of root.querySelectorAll('a[href]')) {
    if (!isExternal(a.getAttribute('href') ?? '')) continue;
    const rel = new Set([...(a.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer']);
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', [...rel].join(' '));
    if (!a.innerHTML.includes(NEW_TAB_NOTE))
      a.insertAdjacentHTML('beforeend', `<span class="visually-hidden">${NEW_TAB_NOTE}</span>`);
  }
}

/**
 * Wraps every table in a horizontally scrollable container (docs/requirements.md#table-overflow) that
 * loads the table-overflow enhancer only once the table overflows; a bare existing wrapper gets it too.
 * @param {HTMLElement} root  parsed document, changed in place
 */
function wrapBareTables(root) {
  for (const table of root.querySelectorAll('table')) {
    const parent = table.parentNode;
    if (parent?.classList?.contains(TABLE_WRAP_CLASS)) {
      if (!parent.hasAttribute('data-enhancer')) {
        parent.setAttribute('data-enhancer', TABLE_ENHANCER);
        parent.setAttribute('data-enhancer-on', 'overflow');
      }
      continue;
    }
    table.replaceWith(
      `<div class="${TABLE_WRAP_CLASS}" data-enhancer="${TABLE_ENHANCER}" data-enhancer-on="overflow">${table.outerHTML}</div>`,
    );
  }
}

/**
 * Wraps every video iframe (seo.js's `VIDEO_HOSTS`) in an intrinsic-ratio container: its `width`/`height` (px;
 * else 16 : 9) as the `viewBox` of a hidden SVG spacer, since the CSP blocks a `style` attribute
 * (docs/architecture.md#security-the-content-security-policy).
 * @param {HTMLElement} root  parsed document, changed in place
 */
function wrapVideoIframes(root) {
  for (const iframe of root.querySelectorAll('iframe[src]')) {
    // A relative src resolves to the base's host; URL lower-cases a host; youtube.com is www.youtube.com.
    const host = URL.parse(iframe.getAttribute('src') ?? '', 'https://invalid.invalid/')?.hostname ?? '';
    if (!VIDEO_HOSTS.includes(host) && !VIDEO_HOSTS.includes(`www.${host}`)) continue;
    if (iframe.parentNode?.classList?.contains('video-embed')) continue;
    const w = Number(iframe.getAttribute('width'));
    const h = Number(iframe.getAttribute('height'));
    const [vw, vh] = w > 0 && h > 0 ? [w, h] : [16, 9];
    const spacer = `<svg class="video-embed__ratio" viewBox="0 0 ${vw} ${vh}" aria-hidden="true" focusable="false"></svg>`;
    iframe.replaceWith(`<div class="video-embed">${spacer}${iframe.outerHTML}</div>`);
  }
}

/** The core stylesheet's link, after which a page's feature stylesheets go (layouts/base.njk). */
const CORE_LINK = 'link[rel="stylesheet"][href="/assets/styles/main.css"]';

/**
 * Links, after the core stylesheet, each feature stylesheet whose classes the page's markup uses
 * (stylesheets.js, docs/architecture.md#budgets); a page without the core stylesheet (the CMS) is left as it is.
 * @param {HTMLElement} root  parsed document, changed in place
 */
function linkFeatureStylesheets(root) {
  const core = root.querySelector(CORE_LINK);
  if (!core) return;
  const classes = root.querySelectorAll('[class]').flatMap((el) => [...el.classList.values()]);
  const links = featureStylesheetsFor(classes).map((href) => `<link rel="stylesheet" href="${href}">`);
  if (links.length) core.insertAdjacentHTML('afterend', `\n  ${links.join('\n  ')}`);
}

/**
 * What the build does to each HTML page, in one parse: checks its enhancer roots, then rewrites it.
 * @param {string} html       the page as the templates wrote it
 * @param {string} inputPath  its source file, named in author errors
 * @returns {string} the rewritten page
 * @throws {import('../content/author-error.js').AuthorErrorList} listing every enhancer-root problem (see enhancer-check.js)
 */
export function checkAndRewritePage(html, inputPath) {
  const root = parse(html, { comment: true });
  if (html.includes('data-enhancer')) throwAuthorErrors(enhancerRootErrors(root, inputPath));
  for (const fn of [markExternalLinks, wrapBareTables, wrapVideoIframes, linkFeatureStylesheets]) fn(root);
  return root.toString();
}

/**
 * html-minifier-terser's options for every page: runs of whitespace between elements become one
 * space (never none, so that no two words or inline elements run together: the page renders as
 * before, and no stylesheet sets `white-space: pre` on anything but <pre> and <textarea>, which it
 * leaves alone); comments go. The templates keep their indentation for authors to read; a visitor
 * gets about 2 to 5 % less HTML gzip (/contact/ 398 B, / 314 B), which keeps each page within the
 * first round trip (docs/architecture.md#budgets).
 */
export const MINIFY_OPTIONS = { collapseWhitespace: true, conservativeCollapse: true, removeComments: true };

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function transformsPlugin(eleventyConfig) {
  eleventyConfig.addTransform('page-rewrites', function (/** @type {string} */ content) {
    const { inputPath, outputPath } = this.page;
    return typeof outputPath === 'string' && outputPath.endsWith('.html')
      ? checkAndRewritePage(content, inputPath)
      : content;
  });
  // Last: after every other transform has rewritten the page.
  eleventyConfig.addTransform('minify-html', function (/** @type {string} */ content) {
    const { outputPath } = this.page;
    return typeof outputPath === 'string' && outputPath.endsWith('.html') ? minify(content, MINIFY_OPTIONS) : content;
  });
}
