// @ts-check
/**
 * Filters over the navigation tree (docs/requirements.md#navigation-tree, docs/requirements.md#navigation-item): breadcrumbs, the current
 * section, titles of related pages and the sitemap's url list. The tree itself is global data
 * (`src/_data/navigation.js`); nothing here holds a second copy of it.
 *
 * @typedef {import('../_data/navigation.js').NavigationItem} NavigationItem
 * @typedef {{ url: string, title: string }} Link
 */
import navigation from '../_data/navigation.js';
import site from '../_data/site.js';
import { AuthorError } from './author-error.js';

/**
 * True when `url` points at another host than the site's own (docs/requirements.md#external-links: such links open a new tab).
 * Relative urls, and absolute or protocol-relative http(s) urls whose host is the site's host
 * (`site.url`, case-insensitive), are the site's own; any other http(s) host is external.
 * @param {string} url
 * @param {string} [siteUrl]  the site's public origin, `site.url` by default
 */
export function isExternal(url, siteUrl = site.url) {
  if (!/^(https?:)?\/\//i.test(url)) return false;
  try {
    return new URL(url, 'https://relative.invalid').host.toLowerCase() !== new URL(siteUrl).host.toLowerCase();
  } catch {
    return true;
  }
}

/**
 * Depth-first list of every item with the chain of its ancestors.
 * @param {NavigationItem[]} items
 * @param {NavigationItem[]} [ancestors]
 * @returns {{ item: NavigationItem, ancestors: NavigationItem[] }[]}
 */
export function flatten(items, ancestors = []) {
  return items.flatMap((item) => [
    { item, ancestors },
    ...flatten(item.children, [...ancestors, item]),
  ]);
}

/**
 * Breadcrumb trail for a page: Home, then the navigation ancestors of `url`, then the page itself.
 * A page outside the navigation sits under the nearest entry whose url its own url starts with
 * (a news article /company/news/<slug>/ under Company › News); with none (the search page, the
 * 404), it gets Home and itself.
 * @param {string} url    the page's url (`page.url`)
 * @param {string} title  the page's title
 * @param {NavigationItem[]} [tree]
 * @returns {Link[]}
 */
export function breadcrumbs(url, title, tree = navigation) {
  const home = { url: '/', title: 'Home' };
  if (url === '/') return [home];
  const entries = flatten(tree);
  const link = (/** @type {NavigationItem} */ { url: u, title: t }) => ({ url: u, title: t });
  const found = entries.find(({ item }) => item.url === url);
  if (found) return [home, ...found.ancestors.map(link), { url, title }];
  const parent = entries
    .filter(({ item }) => item.url !== '/' && !isExternal(item.url) && url.startsWith(item.url))
    .sort((a, b) => b.item.url.length - a.item.url.length)[0];
  const trail = parent ? [...parent.ancestors, parent.item].map(link) : [];
  return [home, ...trail, { url, title }];
}

/**
 * Whether `item` is the page being rendered or one of its ancestors (the page itself also gets
 * `aria-current="page"`; `withCurrentSection` flags the top-level one as `here`).
 * @param {NavigationItem} item
 * @param {string} pageUrl
 */
export function inSection(item, pageUrl) {
  return !isExternal(item.url) && item.url !== '/' && pageUrl.startsWith(item.url);
}

/**
 * The tree as the page at `pageUrl` shows it (docs/requirements.md#navigation-tree, docs/requirements.md#navigation-item): a copy in which `here` is true
 * for the one top-level section the page is in (its own page or any page under its url, such as a
 * news article under Company) and false for every other item; a page outside the tree (home,
 * contact, privacy, search, the 404) has none. The header, the mobile menu and the footer all
 * mark that section, in one style.
 * @param {NavigationItem[]} tree
 * @param {string} pageUrl  the page's url (`page.url`)
 * @returns {NavigationItem[]}
 */
export function withCurrentSection(tree, pageUrl) {
  /** @type {(item: NavigationItem) => NavigationItem} */
  const unmarked = (item) => ({ ...item, here: false, children: item.children.map(unmarked) });
  return tree.map((item) => ({ ...unmarked(item), here: typeof pageUrl === 'string' && inSection(item, pageUrl) }));
}

/**
 * Title of the navigation entry at `url`, for "related pages" links written by url only.
 * @param {string} url
 * @param {NavigationItem[]} [tree]
 * @throws {AuthorError} when no navigation entry has that url: the author linked a page that is not in
 *   the navigation tree.
 */
export function navTitle(url, tree = navigation) {
  const found = flatten(tree).find(({ item }) => item.url === url);
  if (!found) {
    throw new AuthorError({
      file: 'navTitle',
      problem: `no navigation entry has the url "${url}"`,
      fix: `Fix the link in the page's "related" list, or add the page to src/_data/navigation.js`,
    });
  }
  return found.item.title;
}

/**
 * The navigation entry at `url`, or undefined.
 * @param {string} url
 * @param {NavigationItem[]} [tree]
 * @returns {NavigationItem | undefined}
 */
export function navItem(url, tree = navigation) {
  return flatten(tree).find(({ item }) => item.url === url)?.item;
}

/**
 * @typedef {{ url: string, title: string, description: string, icon?: string, illustration?: string, kicker?: string }} Card
 * @typedef {{ url: string | false, data: { description?: string, icon?: string, illustration?: { name?: string } } }} PageData
 */

/**
 * Cards for the children of the navigation entry at `url`: each child's title, and the
 * description and icon from its page's front matter (the sister company's from site data). A
 * programme listed among products (navigation `programme: true`) gets the kicker "Programme", so
 * that no list shows it as a product.
 * @param {string} url       the parent entry's url
 * @param {PageData[]} pages  the pages to read descriptions from (collections.sitePages)
 * @param {NavigationItem[]} [tree]
 * @returns {Card[]}
 * @throws {AuthorError} when `url` is not in the navigation, or a child has no page and is not the
 *   sister company's site
 */
export function childCardItems(url, pages, tree = navigation) {
  const parent = navItem(url, tree);
  if (!parent) throw new AuthorError({ file: 'childCards', problem: `no navigation entry has the url "${url}"`, fix: 'Fix the url or src/_data/navigation.js' });
  return parent.children.map((child) => {
    if (child.url === site.medical.url) {
      return { url: child.url, title: child.title, description: site.medical.description, icon: site.medical.icon };
    }
    const page = pages.find((p) => p.url === child.url);
    if (!page) throw new AuthorError({ file: 'childCards', problem: `the navigation entry "${child.url}" has no page` });
    const illustration = page.data.illustration?.name;
    return {
      url: child.url, title: child.title, description: page.data.description ?? '', icon: page.data.icon,
      ...(illustration ? { illustration } : {}),
      ...(child.programme ? { kicker: 'Programme' } : {}),
    };
  });
}

/**
 * Carousel slides (docs/requirements.md#carousel-props: url, image, title) from cards: the page's illustration (else its icon)
 * becomes the slide's image (an SVG under /images/illustrations/; icons are 64 × 64 px), its
 * description the slide's text, its kicker the slide's.
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
 * @returns {string[]}
 */
export function internalUrls(tree = navigation) {
  return ['/', ...flatten(tree).map(({ item }) => item.url).filter((u) => !isExternal(u))];
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function navigationPlugin(eleventyConfig) {
  eleventyConfig.addFilter('breadcrumbs', breadcrumbs);
  eleventyConfig.addFilter('withCurrentSection', withCurrentSection);
  eleventyConfig.addFilter('isExternal', isExternal);
  eleventyConfig.addFilter('navTitle', (/** @type {string} */ url) => navTitle(url));
  eleventyConfig.addFilter('navItem', (/** @type {string} */ url) => navItem(url));
  eleventyConfig.addFilter('childCardItems', (/** @type {string} */ url, /** @type {PageData[]} */ pages) => childCardItems(url, pages));
  eleventyConfig.addFilter('carouselSlides', carouselSlides);
  eleventyConfig.addGlobalData('sitemapUrls', () => internalUrls());
}
