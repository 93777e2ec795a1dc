// @ts-check
/**
 * Build-time half of the sticky section navigation (docs/requirements.md#sticky-section-navigation, docs/requirements.md#section-nav-item): collects the anchors of a page's content that have both an `id` and a
 * non-empty `title`, so the layout renders the no-JS list of links. The enhancer only adds
 * behaviour to that list.
 *
 * @typedef {{ id: string, title: string }} SectionNavItem
 */
import { parse } from 'node-html-parser';

/**
 * @param {string} html  rendered page content
 * @returns {SectionNavItem[]} in document order
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
