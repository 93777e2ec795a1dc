// @ts-check
/**
 * News: the `news` collection of dated articles, oldest first, and the date filters of their pages
 * and the Atom feed (docs/authoring.md#news-and-the-atom-feed).
 */
import rssPlugin from '@11ty/eleventy-plugin-rss';
import { NEWS_DIR } from '../content/content-schema.js';

/** Articles on one page of the news list (/company/news/, /company/news/page/2/ …). */
export const NEWS_PER_PAGE = 12;
/** Entries in the Atom feed: the newest articles only, so the feed stays small at any scale. */
const FEED_ENTRIES = 20;

/** @typedef {{ inputPath: string, url: string | false, date: Date, data: { title?: unknown, date?: unknown } }} ArticleLike */

/**
 * Orders the articles by their `date`, which the news schema requires.
 * @param {ArticleLike[]} items  the articles' templates
 * @returns {ArticleLike[]} oldest first; on the same day in reverse title order, so that lists
 *   newest first (`| reverse`, as the news page and the feed show them) read A to Z within a day
 */
export function newsArticles(items) {
  return [...items].sort(
    (a, b) => a.date.getTime() - b.date.getTime() || String(b.data.title).localeCompare(String(a.data.title)),
  );
}

/**
 * The day an article was published, as readers in the UK write it.
 * @param {Date} date  a front-matter date (midnight UTC)
 * @returns {string} e.g. "22 November 2026"
 * @throws {TypeError} when `date` is not a valid Date
 */
export function readableDate(date) {
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    throw new TypeError(`readableDate: expected a date, got ${String(date)}`);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
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
 * The pages of a list that are not news articles (Nunjucks filter `exceptArticles`), so the search
 * page's no-JS list stays small at any scale.
 * @template {{ url: string | false }} T
 * @param {T[]} pages
 * @param {{ url: string | false }[]} articles  the `news` collection
 */
export function exceptArticles(pages, articles) {
  const urls = new Set(articles.map((a) => a.url));
  return pages.filter((p) => !urls.has(p.url));
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function newsPlugin(eleventyConfig) {
  // The feed's filters (dateToRfc3339, getNewestCollectionItemDate, renderTransforms …).
  eleventyConfig.addPlugin(rssPlugin);
  eleventyConfig.addCollection('news', (collectionApi) => {
    const articles = collectionApi.getFilteredByGlob(`./${NEWS_DIR}/*.md`);
    return newsArticles(/** @type {ArticleLike[]} */ (/** @type {unknown} */ (articles)));
  });
  eleventyConfig.addFilter('readableDate', readableDate);
  eleventyConfig.addFilter('isoDay', isoDay);
  // The feed's entries, newest first, from the oldest-first `news` collection.
  eleventyConfig.addFilter('newest', (/** @type {unknown[]} */ items) => [...items].reverse().slice(0, FEED_ENTRIES));
  eleventyConfig.addFilter('exceptArticles', exceptArticles);
}
