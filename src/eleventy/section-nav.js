// @ts-check
/** @typedef {{ id: string, title: string }} SectionNavItem */
import { parse } from 'node-html-parser';

/**
 * The anchors of a page's content with both an `id` and a non-empty `title`, from which the layout
 * renders the section navigation's no-JS list of links (docs/requirements.md#sticky-section-navigation).
 * @param {string} html  rendered page content
 * @returns {SectionNavItem[]} in document order (docs/requirements.md#section-nav-item)
 */
export function sectionAnchors(html) {
  if (!html) return [];
  return parse(html)
    .querySelectorAll('[id][title]')
    .map((el) => ({ id: el.getAttribute('id') ?? '', title: (el.getAttribute('title') ?? '').trim() }))
    .filter((a) => a.id !== '' && a.title !== '');
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function sectionNavPlugin(eleventyConfig) {
  eleventyConfig.addFilter('sectionAnchors', sectionAnchors);
}
