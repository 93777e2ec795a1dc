/**
 * News on the built site: the list on /company/news/, each article's
 * page (date, breadcrumbs, share links) and the Atom feed at /company/news/feed.xml, which every
 * page advertises.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { builtPages, readPage, SITE_DIR } from '../support/built-site.js';
import { NEWS_URLS } from '../support/news.js';
import site from '../../src/_data/site.js';

const pages = builtPages();
const doc = (url: string) => parse(readPage(pages.find((p) => p.url === url)!));
const FEED = path.join(SITE_DIR, 'company/news/feed.xml');
const feedXml = existsSync(FEED) ? readFileSync(FEED, 'utf8') : '';
/** The article pages as a reader sees them: url, title, ISO day shown. */
const articles = NEWS_URLS.map((url) => {
  const d = doc(url);
  return {
    url,
    title: d.querySelector('h1')!.text.trim(),
    day: d.querySelector('.article-date time')?.getAttribute('datetime') ?? '',
  };
});
const newestFirst = [...articles].sort((a, b) => b.day.localeCompare(a.day) || a.title.localeCompare(b.title));

describe('the news list on /company/news/', () => {
  const list = doc('/company/news/').querySelectorAll('.news-list__item');

  it('lists every article, newest first, each with its title, date and summary', () => {
    expect(NEWS_URLS.length).toBeGreaterThanOrEqual(3);
    expect(list.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual(newestFirst.map((a) => a.url));
    for (const li of list) {
      const article = articles.find((a) => a.url === li.querySelector('a')?.getAttribute('href'))!;
      expect(li.querySelector('.news-list__title')?.text.trim()).toBe(article.title);
      expect(li.querySelector('time')?.getAttribute('datetime')).toBe(article.day);
      expect(li.querySelector('time')?.text.trim()).toMatch(
        /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
      expect(li.querySelector('.news-list__summary')?.text.trim().length).toBeGreaterThan(40);
    }
  });

  it('links the Atom feed', () => {
    expect(doc('/company/news/').querySelector('main a[href="/company/news/feed.xml"]')).not.toBeNull();
  });
});

describe.each(NEWS_URLS)('the article %s', (url) => {
  const d = doc(url);

  it('shows the day it was published as a <time> with an ISO date', () => {
    expect(d.querySelector('.article-date time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sits under Company › News in the breadcrumbs, and leads back to the list', () => {
    const crumbs = d.querySelectorAll('.breadcrumbs a').map((a) => a.getAttribute('href'));
    expect(crumbs).toEqual(['/', '/company/', '/company/news/', url]);
    expect(d.querySelector('.section-nav a[href="/company/news/"]')?.text).toMatch(/Back to list/);
  });

  it('has share links for its own address', () => {
    const share = d.querySelectorAll('.share-links a').map((a) => a.getAttribute('href') ?? '');
    expect(share).toHaveLength(3);
    for (const href of share) expect(href).toContain(encodeURIComponent(site.url + url));
  });
});

describe('the Atom feed', () => {
  const feed = parse(feedXml, { lowerCaseTagName: false });
  const entries = feed.querySelectorAll('entry');

  it('is written to /company/news/feed.xml (it survives the Vite build)', () => {
    expect(
      feedXml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"'),
    ).toBe(true);
  });

  it('names itself, its page and its author, with absolute urls', () => {
    expect(feed.querySelector('feed > title')?.text).toBe(`${site.name} news`);
    expect(feed.querySelector('feed > id')?.text).toBe(`${site.url}/company/news/feed.xml`);
    expect(feed.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(
      `${site.url}/company/news/feed.xml`,
    );
    expect(feed.querySelector('feed > link[rel="alternate"]')?.getAttribute('href')).toBe(`${site.url}/company/news/`);
    expect(feed.querySelector('feed > author > name')?.text).toBe(site.name);
  });

  it('has one entry per article, newest first, dated as the page shows', () => {
    expect(entries.map((e) => e.querySelector('id')?.text)).toEqual(newestFirst.map((a) => site.url + a.url));
    for (const [i, entry] of entries.entries()) {
      expect(entry.querySelector('title')?.text).toBe(newestFirst[i].title);
      expect(entry.querySelector('published')?.text).toBe(`${newestFirst[i].day}T00:00:00Z`);
      expect(entry.querySelector('summary')?.text.trim().length).toBeGreaterThan(40);
    }
    const newest = newestFirst
      .map((a) => a.day)
      .sort()
      .at(-1);
    expect(feed.querySelector('feed > updated')?.text).toBe(`${newest}T00:00:00Z`);
  });

  it('carries each article as escaped HTML whose links are absolute', () => {
    for (const entry of entries) {
      const content = entry.querySelector('content');
      expect(content?.getAttribute('type')).toBe('html');
      const html = parse(content!.text);
      expect(html.querySelector('p')).not.toBeNull();
      for (const a of html.querySelectorAll('a[href]')) expect(a.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('is advertised by every page with <link rel="alternate" type="application/atom+xml">', () => {
    for (const page of pages) {
      expect(
        parse(readPage(page)).querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href'),
        page.url,
      ).toBe('/company/news/feed.xml');
    }
  });
});
