// @ts-check
/**
 * Filters over the navigation tree of src/_data/navigation.js (docs/requirements.md#navigation-tree).
 * @typedef {import('../../_data/navigation.js').NavigationItem} NavigationItem
 */
import navigation from '../../_data/navigation.js';
import site from '../../_data/site.js';
import { AuthorError } from '../content/author-error.js';

/**
 * True when `url` is an absolute or protocol-relative http(s) url whose host is not the site's
 * (case-insensitive): such links open a new tab (docs/requirements.md#external-links).
 * @param {string} url
 * @param {string} [siteUrl]  the site's public origin, `site.url` by default
 */
export function isExternal(url, siteUrl = site.url) {
  // URL lower-cases a host; a url it cannot parse counts as external.
  return /^(https?:)?\/\//i.test(url) && URL.parse(url, 'https://relative.invalid')?.host !== new URL(siteUrl).host;
}

/**
 * Depth-first list of every item with the chain of its ancestors.
 * @param {NavigationItem[]} items
 * @param {NavigationItem[]} [ancestors]
 * @returns {{ item: NavigationItem, ancestors: NavigationItem[] }[]}
 */
function flatten(items, ancestors = []) {
  return items.flatMap((item) => [{ item, ancestors }, ...flatten(item.children, [...ancestors, item])]);
}

/**
 * Breadcrumb trail for a page: Home, the navigation ancestors of `url`, the page itself. A page
 * outside the navigation sits under the nearest entry whose url starts its own (a news article
 * under Company › News), else under Home alone (the search page, the 404). A page below another
 * page outside the navigation names it as `parent` (a library filter page: Resources › Documents ›
 * Datasheets).
 * @param {string} url    the page's url (`page.url`)
 * @param {string} title  the page's title
 * @param {{ url: string, title: string }} [parent]  the page it sits under, when that is outside the navigation
 */
export function breadcrumbs(url, title, parent) {
  const home = { url: '/', title: 'Home' };
  if (url === '/') return [home];
  // The longest url that starts the page's: its own entry, else the nearest above it.
  const nearest = flatten(navigation)
    .filter(({ item }) => inSection(item, url))
    .sort((a, b) => b.item.url.length - a.item.url.length)[0];
  const trail = nearest ? [...nearest.ancestors, nearest.item].filter((item) => item.url !== url) : [];
  const above = parent && parent.url !== url ? [{ url: parent.url, title: parent.title }] : [];
  return [home, ...trail.map((item) => ({ url: item.url, title: item.title })), ...above, { url, title }];
}

/**
 * Whether `item` is the page being rendered or one of its ancestors (home and external items never).
 * @param {NavigationItem} item
 * @param {string} pageUrl
 */
export function inSection(item, pageUrl) {
  return item.url !== '/' && pageUrl.startsWith(item.url);
}

/**
 * The tree as the page at `pageUrl` shows it (docs/requirements.md#navigation-item): a copy in which
 * `here` is true only for the top-level section the page is in, if any.
 * @param {NavigationItem[]} tree
 * @param {string} pageUrl  the page's url (`page.url`)
 */
export function withCurrentSection(tree, pageUrl) {
  /** @type {(item: NavigationItem) => NavigationItem} */
  const unmarked = (item) => ({ ...item, here: false, children: item.children.map(unmarked) });
  return tree.map((item) => ({ ...unmarked(item), here: typeof pageUrl === 'string' && inSection(item, pageUrl) }));
}

/**
 * The navigation entry at `url` (filter `navItem`).
 * @param {string} url
 * @param {string} [caller]  the filter named in the error
 * @param {string} [fix]  what to correct at the caller, before "or add the page to src/_data/navigation.js"
 * @throws {AuthorError} when no navigation entry has that url
 */
export function navItem(url, caller = 'navItem', fix = 'Fix the url') {
  const found = flatten(navigation).find(({ item }) => item.url === url);
  if (found) return found.item;
  throw new AuthorError({
    file: caller,
    problem: `no navigation entry has the url "${url}"`,
    fix: `${fix}, or add the page to src/_data/navigation.js`,
  });
}

/**
 * The title of the navigation entry at `url` (filter `relatedTitle`), for a page's "Related pages"
 * (its front matter `related`), which are written by url only. The error names the page's file
 * and the field, in the CMS's words.
 * @param {string} url
 * @param {string} file  the page's source, e.g. "./pages/company/index.md"
 * @throws {AuthorError} when no page of the navigation has that url
 */
export function relatedTitle(url, file) {
  const found = flatten(navigation).find(({ item }) => item.url === url);
  if (found) return found.item.title;
  throw new AuthorError({
    file: file.replace(/^\.\//, ''),
    field: 'related',
    problem: `"Related pages" lists ${JSON.stringify(url)}, which is no page of the site's navigation`,
    fix: 'Write the address of a page of the site, such as /technology/ (with the slashes), or remove it from the list',
  });
}

/**
 * @typedef {{ url: string, title: string, description: string, icon?: string, illustration?: string, kicker?: string }} Card
 * @typedef {{ url: string | false, data: { description?: string, icon?: string, illustration?: { name?: string } } }} PageData
 */

/**
 * Cards for the children of the navigation entry at `url`: each child's title, its page's
 * description, icon and illustration (the sister company's from site data), and the kicker
 * "Programme" for a programme listed among products (navigation `programme: true`).
 * @param {string} url       the parent entry's url
 * @param {PageData[]} pages  the pages to read descriptions from (collections.sitePages)
 * @returns {Card[]}
 * @throws {AuthorError} when `url` is not in the navigation, or a child other than the sister company has no page
 */
export function childCardItems(url, pages) {
  return navItem(url, 'childCards').children.map((child) => {
    if (child.url === site.medical.url) {
      return { url: child.url, title: child.title, description: site.medical.description, icon: site.medical.icon };
    }
    const page = pages.find((p) => p.url === child.url);
    if (!page)
      throw new AuthorError({ file: 'childCards', problem: `the navigation entry "${child.url}" has no page` });
    const illustration = page.data.illustration?.name;
    return {
      url: child.url,
      title: child.title,
      description: page.data.description ?? '',
      icon: page.data.icon,
      ...(illustration ? { illustration } : {}),
      ...(child.programme ? { kicker: 'Programme' } : {}),
    };
  });
}

/**
 * Carousel slides (docs/requirements.md#carousel-props) from cards: the image is the illustration,
 * else the icon (64 × 64 px), an SVG under /images/illustrations/; the text the description.
 * @param {Card[]} cards  e.g. from childCardItems
 * @returns {{ url: string, title: string, text: string, kicker?: string, image?: string, width?: number, height?: number }[]}
 */
export function carouselSlides(cards) {
  return cards.map((card) => ({
    url: card.url,
    title: card.title,
    text: card.description,
    ...(card.kicker ? { kicker: card.kicker } : {}),
    ...(card.illustration
      ? { image: `/images/illustrations/${card.illustration}.svg` }
      : card.icon
        ? { image: `/images/illustrations/${card.icon}.svg`, width: 64, height: 64 }
        : {}),
  }));
}

/**
 * Every site-relative url of the tree, home first: the sitemap's list.
 * @param {NavigationItem[]} [tree]
 */
export function internalUrls(tree = navigation) {
  return [
    '/',
    ...flatten(tree)
      .map(({ item }) => item.url)
      .filter((u) => !isExternal(u)),
  ];
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function navigationPlugin(eleventyConfig) {
  eleventyConfig.addFilter('breadcrumbs', breadcrumbs);
  eleventyConfig.addFilter('withCurrentSection', withCurrentSection);
  eleventyConfig.addFilter(
    'relatedTitle',
    /** @this {{ page?: { inputPath?: string } }} */ function (/** @type {string} */ url) {
      return relatedTitle(url, this.page?.inputPath ?? 'relatedTitle');
    },
  );
  eleventyConfig.addFilter('navItem', navItem);
  eleventyConfig.addFilter('childCardItems', childCardItems);
  eleventyConfig.addFilter('carouselSlides', carouselSlides);
  eleventyConfig.addGlobalData('sitemapUrls', () => internalUrls());
}
