// @ts-check
/**
 * Blocks in a page's text (docs/cms.md "Blocks in a page's text"): every Markdown page and article
 * may call the site's blocks (`{{ keyFigures([…]) }}`, `{{ imageModal({…}) }}`,
 * `{{ specTable({…}) }}`, `{{ entryList("awards") }}` …) without importing them, so that the text an
 * author edits holds the calls alone, each shown by the CMS as an editor component
 * (src/admin/editor-components.js), and no `{% from … import … %}` line. An Eleventy preprocessor
 * puts the imports before the text; they print nothing.
 */

/** The imports put before every Markdown page's text: each block the editor components write. */
export const PAGE_BLOCK_IMPORTS = [
  '{%- from "partials/page-blocks.njk" import keyFigures, entryList, newsList with context -%}',
  '{%- from "components/image-modal/image-modal.njk" import imageModal -%}',
  '{%- from "components/flexible-image/flexible-image.njk" import flexibleImage -%}',
  '{%- from "components/spec-table/spec-table.njk" import specTable -%}',
  '{%- from "components/share-links/share-links.njk" import shareLinks -%}',
].join('');

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function pageBlocksPlugin(eleventyConfig) {
  // addPreprocessor is Eleventy 3's (https://www.11ty.dev/docs/config-preprocessors/); its type is not declared in 3.1.
  /** @type {{ addPreprocessor: (name: string, extensions: string, callback: (data: unknown, content: string) => string) => void }} */ (
    /** @type {unknown} */ (eleventyConfig)
  ).addPreprocessor(
    'page-blocks',
    'md',
    (/** @type {unknown} */ _data, /** @type {string} */ content) => PAGE_BLOCK_IMPORTS + content,
  );
}
