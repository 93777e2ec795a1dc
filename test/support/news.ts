/**
 * The news articles the build should publish: one per Markdown file in
 * pages/company/news/articles/ (src/eleventy/pages/news.js), read from the folder so a new article is
 * covered by the page, sitemap and search-index checks without editing them.
 */
import { readdirSync } from 'node:fs';

export const NEWS_DIR = 'pages/company/news/articles';

/** Site-relative urls of the articles, e.g. "/company/news/why-natural-gas-smells/", sorted. */
export const NEWS_URLS: string[] = readdirSync(NEWS_DIR)
  .filter((name) => name.endsWith('.md'))
  .map((name) => `/company/news/${name.replace(/\.md$/, '')}/`)
  .sort();
