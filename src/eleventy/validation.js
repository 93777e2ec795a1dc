// @ts-check
/**
 * Author-error checks (issue: "author errors fail the build with the file and the fix"):
 * - a page without a title;
 * - a navigation entry whose url has no page;
 * - a page outside the navigation that is not marked `outsideNavigation: true`.
 * The checks run when Eleventy builds the `sitePages` collection, so the build stops before any
 * page is written. The same collection lists the pages on the search page.
 *
 * @typedef {{ inputPath: string, url: string | false, data: { title?: unknown, description?: unknown, intro?: unknown, layout?: unknown, outsideNavigation?: unknown, searchable?: unknown } }} PageLike
 */
import navigation from '../_data/navigation.js';
import { internalUrls } from './navigation.js';

/**
 * @param {PageLike[]} pages   every template that writes a page
 * @param {import('../_data/navigation.js').NavigationItem[]} [tree]
 * @returns {string[]} one message per problem, naming the file and the fix; empty when all is well
 */
export function findAuthorErrors(pages, tree = navigation) {
  const errors = [];
  const htmlPages = pages.filter((p) => typeof p.url === 'string' && /(\/|\.html)$/.test(p.url));
  const navUrls = new Set(internalUrls(tree));
  const pageUrls = new Set(htmlPages.map((p) => p.url));

  for (const p of htmlPages) {
    if (typeof p.data.title !== 'string' || p.data.title.trim() === '') {
      errors.push(`${p.inputPath}: the page has no title. Add "title: …" to its front matter.`);
    }
    if (typeof p.data.description !== 'string' || p.data.description.trim() === '') {
      errors.push(`${p.inputPath}: the page has no description. Add "description: …" (one sentence for search results) to its front matter.`);
    }
    if (p.data.layout === 'page.njk' && (typeof p.data.intro !== 'string' || p.data.intro.trim() === '')) {
      errors.push(`${p.inputPath}: the page layout needs an intro. Add "intro: …" (the lead paragraph) to its front matter.`);
    }
    if (!navUrls.has(/** @type {string} */ (p.url)) && p.data.outsideNavigation !== true) {
      errors.push(
        `${p.inputPath}: the page (${p.url}) is not in the navigation. Add it to src/_data/navigation.js, or set "outsideNavigation: true" in its front matter.`,
      );
    }
  }
  for (const url of navUrls) {
    if (!pageUrls.has(url)) {
      errors.push(`src/_data/navigation.js: the entry "${url}" has no page. Create pages${url}index.md (or a file with that permalink), or fix the url.`);
    }
  }
  return errors;
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function validationPlugin(eleventyConfig) {
  eleventyConfig.addCollection('sitePages', (collectionApi) => {
    const all = /** @type {PageLike[]} */ (/** @type {unknown} */ (collectionApi.getAll()));
    const errors = findAuthorErrors(all);
    if (errors.length > 0) {
      throw new Error(`Author errors (${errors.length}):\n  - ${errors.join('\n  - ')}`);
    }
    return all
      .filter((p) => typeof p.url === 'string' && p.url.endsWith('/') && p.data.searchable !== false)
      .sort((a, b) => String(a.url).localeCompare(String(b.url)));
  });
}
