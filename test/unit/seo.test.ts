import { describe, expect, it } from 'vitest';
import { jsonLdText, pageSeo } from '../../src/eleventy/pages/seo.js';

const site = { name: 'Owlstone', url: 'https://example.com' };
const products = { 'ovg-4': { name: 'OVG-4', category: 'Vapour generator' } };
const org = { '@type': 'Organization', name: 'Owlstone', url: 'https://example.com/' };

describe('pageSeo: canonical URL, Open Graph type, JSON-LD', () => {
  it('gives the home page its canonical URL, og:type website and an Organization', () => {
    const seo = pageSeo({ site, url: '/', title: 'Chemical detection on a chip', description: 'About us.', products });
    expect(seo.canonical).toBe('https://example.com/');
    expect(seo.ogType).toBe('website');
    expect(seo.ogTitle).toBe('Owlstone: Chemical detection on a chip');
    expect(seo.jsonLd).toEqual([
      { '@context': 'https://schema.org', ...org, logo: 'https://example.com/favicon.svg', description: 'About us.' },
    ]);
  });

  it('describes a product page (src/content/products/) as a Product of the brand, with no offer', () => {
    const seo = pageSeo({
      site,
      url: '/products/ovg-4/',
      title: 'OVG-4',
      description: 'A vapour generator.',
      products,
    });
    expect(seo.ogType).toBe('product');
    expect(seo.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'OVG-4',
        description: 'A vapour generator.',
        url: 'https://example.com/products/ovg-4/',
        category: 'Vapour generator',
        brand: org,
        manufacturer: org,
      },
    ]);
  });

  it('leaves other pages under /products/ (a programme, the list) without structured data', () => {
    for (const url of ['/products/', '/products/next-generation-chemical-detector/']) {
      const seo = pageSeo({ site, url, title: 'T', description: 'D', products });
      expect([seo.ogType, seo.jsonLd]).toEqual(['website', []]);
    }
  });

  it('describes a dated page under /company/news/ as a NewsArticle published by the company', () => {
    const date = new Date('2025-03-04T00:00:00Z');
    const seo = pageSeo({
      site,
      url: '/company/news/a-launch/',
      title: 'A launch',
      description: 'What happened.',
      products,
      date,
    });
    expect(seo.ogType).toBe('article');
    expect(seo.jsonLd[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'A launch',
      datePublished: '2025-03-04T00:00:00.000Z',
      publisher: org,
      url: 'https://example.com/company/news/a-launch/',
    });
    // The news list itself is a plain page.
    expect(pageSeo({ site, url: '/company/news/', title: 'News', description: 'D', products }).jsonLd).toEqual([]);
  });
});

describe("an article's own picture", () => {
  it("is its social image (og:image and the NewsArticle's image), with its size, type and alt text, instead of the site's", () => {
    const ownImage = {
      url: '/images/media/lab-1600w-abc.jpeg',
      width: 1600,
      height: 800,
      type: 'image/jpeg',
      alt: 'The laboratory bench',
    };
    const seo = pageSeo({
      site,
      url: '/company/news/a-launch/',
      title: 'A launch',
      description: 'D',
      products,
      ownImage,
    });
    expect(seo.image).toEqual({ ...ownImage, url: `${site.url}/images/media/lab-1600w-abc.jpeg` });
    expect((seo.jsonLd[0] as { image: string[] }).image).toEqual([`${site.url}/images/media/lab-1600w-abc.jpeg`]);
  });
});

describe('jsonLdText', () => {
  it('escapes "<" so no value can close the <script> element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
