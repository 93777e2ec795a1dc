// @ts-check
/**
 * Defaults for news articles (src/eleventy/pages/news.js): one Markdown file per article, published at
 * /company/news/<file name>/, laid out by layouts/article.njk (the content-page layout with the
 * date, share links and the way back to the news list). Articles are not entries of the
 * navigation tree; their breadcrumbs run Home › Company › News › the article.
 * Each article's front matter: title, description, intro, and `date: YYYY-MM-DD`.
 */
export default {
  layout: 'article.njk',
  outsideNavigation: true,
  kicker: 'News',
  listUrl: '/company/news/',
  permalink: (/** @type {{ page: { fileSlug: string } }} */ data) => `/company/news/${data.page.fileSlug}/`,
};
