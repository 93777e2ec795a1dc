/**
 * News articles (src/eleventy/pages/news.js): the date every article must carry, the order of the
 * collection, and the dates as readers see them.
 */
import { describe, expect, it } from 'vitest';
import { isoDay, newsArticles, readableDate } from '../../src/eleventy/pages/news.js';
import { contentErrors } from '../../src/eleventy/content/content-schema.js';
import { breadcrumbs } from '../../src/eleventy/pages/navigation.js';

const article = (inputPath: string, title: string, date: unknown) => ({
  inputPath,
  url: '/company/news/x/',
  date: date instanceof Date ? date : new Date(),
  data: { title, date },
});

describe('newsArticles', () => {
  it('orders the articles oldest first, so that newest first reads A to Z within a day', () => {
    const items = [
      article('./c.md', 'Zinc', new Date('2026-11-22')),
      article('./a.md', 'Later', new Date('2027-01-05')),
      article('./b.md', 'Alpha', new Date('2026-11-22')),
    ];
    expect(newsArticles(items).map((a) => a.data.title)).toEqual(['Zinc', 'Alpha', 'Later']);
    expect(
      newsArticles(items)
        .reverse()
        .map((a) => a.data.title),
    ).toEqual(['Later', 'Alpha', 'Zinc']);
  });

  it('leaves the date every article needs to the news schema, which names the file and the fix', () => {
    const front = { title: 'No date', description: 'D', intro: 'I' };
    expect(contentErrors('news', front, 'pages/company/news/articles/no-date.md').map((e) => e.message)).toEqual([
      expect.stringMatching(
        /^pages\/company\/news\/articles\/no-date\.md: the field "date" is missing\. Add "date: …", YYYY-MM-DD \(year, month, day\)/,
      ),
    ]);
    expect(contentErrors('news', { ...front, date: 'Last Modified' }, 'bad.md').map((e) => e.field)).toEqual(['date']);
  });
});

describe('dates', () => {
  it('reads as a UK reader writes it, and as an ISO day for <time datetime>', () => {
    expect(readableDate(new Date('2026-11-22'))).toBe('22 November 2026');
    expect(readableDate(new Date('2027-01-05'))).toBe('5 January 2027');
    expect(isoDay(new Date('2026-11-22'))).toBe('2026-11-22');
  });

  it('refuses a value that is not a date', () => {
    expect(() => readableDate(new Date('nonsense'))).toThrow(TypeError);
  });
});

describe('breadcrumbs of a page outside the navigation', () => {
  it('puts a news article under Company › News', () => {
    expect(breadcrumbs('/company/news/a-story/', 'A story')).toEqual([
      { url: '/', title: 'Home' },
      { url: '/company/', title: 'Company' },
      { url: '/company/news/', title: 'News' },
      { url: '/company/news/a-story/', title: 'A story' },
    ]);
  });
});
