/**
 * Content that grows, at a modest scale that builds quickly: a scratch copy of the
 * project with generated articles (scripts/lib/scale.js, as `npm run bench -- --scale N`), built
 * with Eleventy alone. The news list is paginated (12 a page, /company/news/page/2/ …, an
 * accessible pagination nav with rel="prev"/"next"), the Atom feed carries the newest 20, the
 * sitemap keeps every article, and no page is over 50 KB of gzip HTML.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { measureScale, MAX_PAGE_GZIP } from '../../scripts/lib/scale.js';
import { NEWS_URLS } from '../support/news.js';

const GENERATED = 30;
const TOTAL = GENERATED + NEWS_URLS.length;
const PAGES = Math.ceil(TOTAL / 12);
const result = measureScale(GENERATED, { vite: false, keep: true });
const site = path.join(result.dir!, '_site');
afterAll(() => rmSync(result.dir!, { recursive: true, force: true }));

const listUrl = (n: number) => (n === 1 ? '/company/news/' : `/company/news/page/${n}/`);
const list = (n: number) => parse(readFileSync(path.join(site, listUrl(n), 'index.html'), 'utf8'));

describe(`${GENERATED} generated articles (${TOTAL} in all)`, () => {
  it(`no page is over ${MAX_PAGE_GZIP / 1024} KB of gzip HTML`, () => {
    expect(result.overBudget).toEqual([]);
    expect(result.largest.gzip).toBeLessThanOrEqual(MAX_PAGE_GZIP);
  });

  it(`the news list has ${PAGES} pages of at most 12 articles, newest first, each article once`, () => {
    expect(result.newsPages).toBe(PAGES);
    const seen: string[] = [];
    const dates: string[] = [];
    for (let n = 1; n <= PAGES; n++) {
      const items = list(n).querySelectorAll('.news-list__item');
      expect(items.length, listUrl(n)).toBe(n < PAGES ? 12 : TOTAL - 12 * (PAGES - 1));
      seen.push(...items.map((li) => li.querySelector('a')!.getAttribute('href')!));
      dates.push(...items.map((li) => li.querySelector('time')!.getAttribute('datetime')!));
    }
    expect(new Set(seen).size).toBe(TOTAL);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('each list page has a labelled pagination nav: the current page marked, Previous rel="prev", Next rel="next"', () => {
    for (let n = 1; n <= PAGES; n++) {
      const nav = list(n).querySelector('nav.pagination[aria-label="News pages"]')!;
      expect(nav, listUrl(n)).not.toBeNull();
      expect(nav.querySelectorAll('[aria-current="page"]').map((a) => a.getAttribute('href'))).toEqual([listUrl(n)]);
      expect(nav.querySelector('a[rel="prev"]')?.getAttribute('href') ?? null).toBe(n > 1 ? listUrl(n - 1) : null);
      expect(nav.querySelector('a[rel="next"]')?.getAttribute('href') ?? null).toBe(n < PAGES ? listUrl(n + 1) : null);
    }
  });

  it('later list pages say which page they are, hold the list alone and are left out of the search index', () => {
    const second = list(2);
    expect(second.querySelector('title')?.text).toBe(`News: page 2 of ${PAGES} | Owlstone`);
    expect(second.querySelector('h1')?.text.trim()).toBe(`News: page 2 of ${PAGES}`);
    expect(second.querySelectorAll('.section-nav__link').map((a) => a.getAttribute('href'))).toEqual(['#articles']);
    expect(second.querySelector('[data-pagefind-body]')).toBeNull();
    expect(list(1).querySelector('[data-pagefind-body]')).not.toBeNull();
    expect(list(1).querySelectorAll('.section-nav__link').length).toBeGreaterThan(1);
  });

  it('the Atom feed carries the newest 20 articles; the sitemap keeps every one', () => {
    expect(result.feed.entries).toBe(20);
    const feed = readFileSync(path.join(site, 'public/company/news/feed.xml'), 'utf8');
    expect(feed).toContain(`generated-article-${String(GENERATED).padStart(5, '0')}/`);
    const sitemap = readFileSync(path.join(site, 'public/sitemap.xml'), 'utf8');
    expect((sitemap.match(/\/company\/news\/[^/<]+\/<\/loc>/g) ?? []).length).toBe(TOTAL);
  });
});
