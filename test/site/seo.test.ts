/**
 * Search-engine metadata on the built site: what a search engine or a link preview reads from
 * each page. A canonical URL, Open Graph and Twitter card meta on every page; JSON-LD that parses:
 * Organization on the home page, Product on each product page, NewsArticle on each news article,
 * with facts from src/_data/ and the front matter only.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { builtPages, readPage, SITE_DIR } from '../support/built-site.js';
import { NEWS_URLS } from '../support/news.js';
import site from '../../src/_data/site.js';
import products from '../../src/_data/products.js';

const pages = builtPages();
const doc = (url: string): HTMLElement => {
  const page = pages.find((p) => p.url === url);
  if (!page) throw new Error(`${url} was not built`);
  return parse(readPage(page));
};
const meta = (d: HTMLElement, key: string): string | undefined =>
  (d.querySelector(`meta[property="${key}"]`) ?? d.querySelector(`meta[name="${key}"]`))?.getAttribute('content');
/** Every JSON-LD block of the page, parsed (a syntax error fails the test that reads it). */
const jsonLd = (d: HTMLElement): Record<string, unknown>[] =>
  d.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text) as Record<string, unknown>);

const productUrls = Object.keys(products).map((slug) => `/products/${slug}/`);
const newsArticleUrls = pages.map((p) => p.url).filter((u) => /^\/company\/news\/[^/]+\/$/.test(u));

describe.each(pages.map((p) => p.url))('page %s', (url) => {
  const d = doc(url);
  const description = d.querySelector('meta[name="description"]')?.getAttribute('content');

  it('has a canonical URL on the site origin, and og:url the same', () => {
    const canonical = d.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0].getAttribute('href')).toBe(site.url + url);
    expect(meta(d, 'og:url')).toBe(site.url + url);
  });

  // Markdown pages get their title from the page schema; a template (.njk) page sets its own, and
  // nothing at build time checks that it did.
  it('has a title and a heading of its own, and a description', () => {
    expect(d.querySelector('title')?.text.trim()).toMatch(
      url === '/' ? new RegExp(`^${site.name}: \\S`) : new RegExp(`^\\S.* \\| ${site.name}$`),
    );
    expect(d.querySelector('h1')?.text.trim()).toMatch(/\S/);
    expect(description).toMatch(/\S/);
  });

  it('has Open Graph and Twitter card meta from its title and description', () => {
    const h1 = d.querySelector('h1')!.text.trim();
    const title = meta(d, 'og:title');
    expect(url === '/' ? title : h1).toBe(url === '/' ? `${site.name}: ${site.tagline}` : title);
    expect(meta(d, 'og:site_name')).toBe(site.name);
    expect(meta(d, 'og:description')).toBe(description);
    expect(meta(d, 'og:type')).toBe(
      productUrls.includes(url) ? 'product' : newsArticleUrls.includes(url) ? 'article' : 'website',
    );
    expect(meta(d, 'twitter:card')).toBe('summary_large_image');
    // The card takes its title and description from Open Graph: no second copy that could differ.
    expect(meta(d, 'twitter:title')).toBeUndefined();
    expect(meta(d, 'twitter:description')).toBeUndefined();
  });

  it('names a 1200 × 630 PNG social image that is in the built site', () => {
    const image = meta(d, 'og:image')!;
    expect(image.startsWith(`${site.url}/images/social/`)).toBe(true);
    expect(image).toMatch(/\.png$/);
    const file = path.join(SITE_DIR, image.slice(site.url.length));
    expect(existsSync(file)).toBe(true);
    // The PNG's own size, from its IHDR chunk (width and height at bytes 16 and 20).
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(meta(d, 'og:image:width')).toBe('1200');
    expect(meta(d, 'og:image:height')).toBe('630');
    expect(meta(d, 'og:image:alt')?.length).toBeGreaterThan(10);
    // The card's image is og:image; its alt text, which Open Graph's og:image:alt does not give X, is its own.
    expect(meta(d, 'twitter:image')).toBeUndefined();
    expect(meta(d, 'twitter:image:alt')).toBe(meta(d, 'og:image:alt'));
  });

  it('has JSON-LD only where it describes the page, and all of it parses', () => {
    const types = jsonLd(d).map((o) => o['@type']);
    const expected =
      url === '/'
        ? ['Organization']
        : productUrls.includes(url)
          ? ['Product']
          : newsArticleUrls.includes(url)
            ? ['NewsArticle']
            : [];
    expect(types).toEqual(expected);
  });
});

describe('structured data', () => {
  const organization = { '@type': 'Organization', name: site.name, url: `${site.url}/` };

  it('describes the company on the home page: Organization with its name, url, logo and description', () => {
    const home = doc('/');
    const [org] = jsonLd(home);
    expect(org).toEqual({
      '@context': 'https://schema.org',
      ...organization,
      logo: `${site.url}/favicon.svg`,
      description: home.querySelector('meta[name="description"]')?.getAttribute('content'),
    });
    expect(existsSync(path.join(SITE_DIR, 'favicon.svg'))).toBe(true);
  });

  it.each(productUrls)(
    'describes the product on %s: Product with its name, description and brand, and no price',
    (url) => {
      const d = doc(url);
      const [product] = jsonLd(d);
      const slug = url.split('/')[2];
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: products[slug].name,
        description: d.querySelector('meta[name="description"]')?.getAttribute('content'),
        url: site.url + url,
        brand: organization,
      });
      expect(JSON.stringify(product)).not.toMatch(/offers|price|aggregateRating|review/i);
    },
  );

  it('marks no page outside /products/<product>/ as a Product (not the programme page, not the list)', () => {
    for (const url of ['/products/', '/products/next-generation-chemical-detector/']) {
      expect(jsonLd(doc(url))).toEqual([]);
      expect(meta(doc(url), 'og:type')).toBe('website');
    }
  });

  it('finds every news article (one per file in pages/company/news/articles/) under /company/news/<slug>/', () => {
    expect(newsArticleUrls.sort()).toEqual(NEWS_URLS);
  });

  it.each(NEWS_URLS)(
    'describes the article on %s: NewsArticle with headline, the date it shows, and publisher',
    (url) => {
      const d = doc(url);
      const [article] = jsonLd(d);
      expect(article).toMatchObject({
        '@type': 'NewsArticle',
        headline: d.querySelector('h1')!.text.trim(),
        url: site.url + url,
        publisher: organization,
      });
      const shown = d.querySelector('.article-date time')!.getAttribute('datetime')!;
      expect(String(article.datePublished).slice(0, 10)).toBe(shown);
      expect(meta(d, 'article:published_time')).toBe(shown);
    },
  );
});
