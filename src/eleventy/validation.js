// @ts-check
/**
 * The navigation's author-error checks (docs/architecture.md#where-the-code-is, `validation.js`).
 * @typedef {{ outsideNavigation?: unknown, searchable?: unknown } & Record<string, unknown>} PageFrontMatter
 * @typedef {{ inputPath: string, url: string | false, data: PageFrontMatter }} PageLike
 * @typedef {PageFrontMatter & { page: { inputPath: string, url: string | false } }} PageData  as Eleventy passes it
 * @typedef {import('../_data/navigation.js').NavigationItem} NavigationItem
 */
import navigation from '../_data/navigation.js';
import { internalUrls } from './navigation.js';
import { AuthorError, formatAuthorError, throwAuthorErrors } from './author-error.js';

const NAVIGATION_FILE = 'src/_data/navigation.js';

/** @param {string | false} url @returns {url is string} whether it is an HTML page (not sitemap.xml, _headers…) */
const isHtmlPage = (url) => typeof url === 'string' && /(\/|\.html)$/.test(url);

/** The internal urls of a navigation tree, cached per tree. @type {WeakMap<NavigationItem[], Set<string>>} */
const navUrlSets = new WeakMap();

/** @param {NavigationItem[]} tree */
function navUrlsOf(tree) {
  let urls = navUrlSets.get(tree);
  if (!urls) navUrlSets.set(tree, (urls = new Set(internalUrls(tree))));
  return urls;
}

/**
 * A page is in the navigation, or says `outsideNavigation: true` (docs/requirements.md#other-links).
 * @param {string} inputPath  the page's source file, named in each message
 * @param {string | false} url  the page's url (`page.url`); outputs that are not HTML pages pass
 * @param {PageFrontMatter} data  the page's data
 * @param {NavigationItem[]} [tree]  the navigation (default src/_data/navigation.js)
 * @returns {AuthorError[]} the problem, if any
 */
export function pageErrors(inputPath, url, data, tree = navigation) {
  if (!isHtmlPage(url) || navUrlsOf(tree).has(url) || data.outsideNavigation === true) return [];
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
 * @param {PageData} data  the page's data; `page.inputPath` and `page.url` name it
 * @throws {import('./author-error.js').AuthorErrorList} when the page breaks the rule of `pageErrors`
 */
export function pageDataSchema(data) {
  throwAuthorErrors(pageErrors(data.page.inputPath, data.page.url, data));
}

/**
 * Every internal navigation entry has a page.
 * @param {PageLike[]} pages   every template that writes a page
 * @param {NavigationItem[]} [tree]
 * @returns {string[]} one message per entry without a page; empty when all is well
 */
export function navigationErrors(pages, tree = navigation) {
  const pageUrls = new Set(pages.map((p) => p.url).filter(isHtmlPage));
  return [...navUrlsOf(tree)]
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
  // A function given to addGlobalData is called for the value: this one returns the schema itself.
  eleventyConfig.addGlobalData('eleventyDataSchema', () => pageDataSchema);
  eleventyConfig.addCollection('sitePages', (collectionApi) => {
    const all = /** @type {PageLike[]} */ (/** @type {unknown} */ (collectionApi.getAll()));
    throwAuthorErrors(navigationErrors(all));
    return all
      .filter((p) => typeof p.url === 'string' && p.url.endsWith('/') && p.data.searchable !== false)
      .sort((a, b) => String(a.url).localeCompare(String(b.url)));
  });
}
