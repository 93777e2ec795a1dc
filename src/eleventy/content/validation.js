// @ts-check
/**
 * The navigation's author-error checks (docs/architecture.md#where-the-code-is, `validation.js`).
 * @typedef {{ inputPath: string, url: string | false, data: Record<string, unknown> }} PageLike
 * @typedef {import('../../_data/navigation.js').NavigationItem} NavigationItem
 */
import navigation from '../../_data/navigation.js';
import { internalUrls } from '../pages/navigation.js';
import { AuthorError, formatAuthorError, throwAuthorErrors } from './author-error.js';

const NAVIGATION_FILE = 'src/_data/navigation.js';

/**
 * @param {string | false} url  a template's `page.url`
 * @returns {url is string} whether it is an HTML page (not sitemap.xml, _headers…)
 */
export const isHtmlPage = (url) => typeof url === 'string' && /(\/|\.html)$/.test(url);

/**
 * A page is in the navigation, or says `outsideNavigation: true` (docs/requirements.md#other-links).
 * @param {string} inputPath  named in the message
 * @param {string | false} url  `page.url`; a non-HTML output passes
 * @param {Record<string, unknown>} data  its front matter
 * @param {NavigationItem[]} [tree]
 * @returns {AuthorError[]} the problem, if any
 */
export function pageErrors(inputPath, url, data, tree = navigation) {
  if (!isHtmlPage(url) || internalUrls(tree).includes(url) || data.outsideNavigation === true) return [];
  return [
    new AuthorError({
      file: inputPath,
      field: 'outsideNavigation',
      problem: `the page (${url}) is not in the navigation`,
      fix: `Add it to ${NAVIGATION_FILE}, or set "outsideNavigation: true" in its front matter`,
    }),
  ];
}

/**
 * Eleventy's `eleventyDataSchema` for every page: `pageErrors` on its whole data cascade.
 * @param {Record<string, unknown> & { page: { inputPath: string, url: string | false } }} data  as Eleventy passes it
 * @throws {import('./author-error.js').AuthorErrorList} when the page breaks the rule
 */
export function pageDataSchema(data) {
  throwAuthorErrors(pageErrors(data.page.inputPath, data.page.url, data));
}

/**
 * Every internal navigation entry has a page.
 * @param {PageLike[]} pages  every template that writes a page
 * @param {NavigationItem[]} [tree]
 * @returns {string[]} one message per entry without a page
 */
export function navigationErrors(pages, tree = navigation) {
  const pageUrls = new Set(pages.map((p) => p.url).filter(isHtmlPage));
  return [...new Set(internalUrls(tree))]
    .filter((url) => !pageUrls.has(url))
    .map((url) =>
      formatAuthorError({
        file: NAVIGATION_FILE,
        problem: `the entry "${url}" has no page`,
        fix: `Create pages${url}index.md (or a file with that permalink), or fix the url`,
      }),
    );
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function validationPlugin(eleventyConfig) {
  // addGlobalData calls a function for the value: this one returns the schema itself.
  eleventyConfig.addGlobalData('eleventyDataSchema', () => pageDataSchema);
  eleventyConfig.addCollection('sitePages', (collectionApi) => {
    const all = /** @type {PageLike[]} */ (/** @type {unknown} */ (collectionApi.getAll()));
    throwAuthorErrors(navigationErrors(all));
    return all
      .filter((p) => typeof p.url === 'string' && p.url.endsWith('/') && p.data.searchable !== false)
      .sort((a, b) => String(a.url).localeCompare(String(b.url)));
  });
}
