// @ts-check
/**
 * News: dated articles as an Eleventy collection, and the date
 * filters their pages and the Atom feed use.
 *
 * An article is a Markdown file in pages/company/news/articles/ (its directory data file gives
 * the layout, the url /company/news/<file name>/ and the news kicker). Its front matter needs
 * `title`, `description`, `intro` (as every content page) and `date: YYYY-MM-DD`, the day it is
 * published. The collection `news` holds the articles oldest first (the order Eleventy and
 * the RSS plugin expect); pages that list them newest first use `| reverse`.
 * The feed itself is pages/company/news/feed.njk, written with the date filters of the Eleventy
 * RSS plugin (npm package `@11ty/eleventy-plugin-rss`).
 */
import rssPlugin from '@11ty/eleventy-plugin-rss';

/** Articles on one page of the news list (/company/news/, /company/news/page/2/ …). */
export const NEWS_PER_PAGE = 12;

/** Entries in the Atom feed: the newest articles only, so the feed stays small at any scale. */
export const FEED_ENTRIES = 20;

/** Where articles live, relative to the project (Eleventy's glob syntax). */
export const NEWS_GLOB = './pages/company/news/articles/*.md';

/**
 * @typedef {{ inputPath: string, url: string | false, date: Date, data: { title?: unknown, date?: unknown } }} ArticleLike
 */

/**
 * Orders the articles. Each has its `date` (the news schema requires it, src/content/schemas/news.schema.yaml,
 * checked before any page is written); without one Eleventy would date it by the file's creation time.
 * @param {ArticleLike[]} items  the templates matched by NEWS_GLOB
 * @returns {ArticleLike[]} oldest first; on the same day in reverse title order, so that lists
 *   newest first (`| reverse`, as the news page and the feed show them) read A to Z within a day
 */
export function newsArticles(items) {
  return [...items].sort((a, b) => a.date.getTime() - b.date.getTime() || String(b.data.title).localeCompare(String(a.data.title)));
}

/**
 * The day an article was published, as readers in the UK write it.
 * @param {Date} date  a front-matter date (midnight UTC)
 * @returns {string} e.g. "22 November 2026"
 * @throws {TypeError} when `date` is not a valid Date
 */
export function readableDate(date) {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new TypeError(`readableDate: expected a date, got ${String(date)}`);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * The day as a machine-readable date for `<time datetime>`.
 * @param {Date} date
 * @returns {string} e.g. "2026-11-22"
 */
export function isoDay(date) {
  return date.toISOString().slice(0, 10);
}

/**
 * The newest `count` items of a collection ordered oldest first (Nunjucks filter `newest`).
 * @template T
 * @param {T[]} items  oldest first, as the `news` collection
 * @param {number} [count]  default FEED_ENTRIES
 * @returns {T[]} newest first
 */
export function newest(items, count = FEED_ENTRIES) {
  return [...items].reverse().slice(0, count);
}

/**
 * The pages of a list that are not news articles (Nunjucks filter `exceptArticles`): the search
 * page's no-JS list names the News list instead of every article, so it stays small at any scale.
 * @template {{ url: string | false }} T
 * @param {T[]} pages
 * @param {{ url: string | false }[]} articles  the `news` collection
 * @returns {T[]}
 */
export function exceptArticles(pages, articles) {
  const urls = new Set(articles.map((a) => a.url));
  return pages.filter((p) => !urls.has(p.url));
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function newsPlugin(eleventyConfig) {
  // The rss plugin's filters (dateToRfc3339, getNewestCollectionItemDate, renderTransforms …).
  eleventyConfig.addPlugin(rssPlugin);
  eleventyConfig.addCollection('news', (collectionApi) =>
    newsArticles(/** @type {ArticleLike[]} */ (/** @type {unknown} */ (collectionApi.getFilteredByGlob(NEWS_GLOB)))),
  );
  eleventyConfig.addFilter('readableDate', readableDate);
  eleventyConfig.addFilter('isoDay', isoDay);
  eleventyConfig.addFilter('newest', newest);
  eleventyConfig.addFilter('exceptArticles', exceptArticles);
}
