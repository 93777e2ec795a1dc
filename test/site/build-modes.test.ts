/**
 * Build modes (docs/authoring.md#content-gaps-and-build-modes): production pages never show a sample entry or a page's facts to
 * supply, and leave no empty section, dangling heading or section-nav anchor to
 * nothing; a preview build shows every sample entry and every fact to supply where it is missing,
 * labelled.
 *
 * Runs on the production build in `npm run test:unit` (`_site/`), and on the gallery build, a
 * preview build, in `npm run test:gallery` (GALLERY=1, `SITE_DIR=_site-gallery`). A preview build
 * without the gallery: `PREVIEW=1 SITE_DIR=_site-preview npm run build`, then
 * `PREVIEW=1 SITE_DIR=_site-preview npx vitest run test/site/build-modes.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { builtPages, readPage, SITE_DIR } from '../support/built-site.js';
import { buildMode } from '../../src/eleventy/build-mode.js';
import { collectContentGaps, findSamples, SAMPLE_PREFIX } from '../../src/eleventy/content-gaps.js';
import company from '../../src/_data/company.js';
import products from '../../src/_data/products.js';

const { preview } = buildMode();
const pages = builtPages();
const html = new Map(pages.map((p) => [p.url, readPage(p)]));
/** The pages a visitor reaches (not the gallery's pages, which list every gap). */
const sitePages = pages.filter((p) => !p.url.startsWith('/frontend/'));
/** Visible text of every site page, entities decoded. */
const textOf = (url: string): string => parse(html.get(url)!).querySelector('main')?.text.replace(/\s+/g, ' ') ?? '';

/** Every sample entry's text in the data files. */
const sampleTexts = [...findSamples(company, 'company').map((s) => s.text), ...findSamples(products, 'products').map((s) => s.text)];

describe('every build: section navigation and sections stay whole', () => {
  it.each(sitePages.map((p) => p.url))('%s: every section-nav link has its anchor, every section has content under its heading', (url) => {
    const doc = parse(html.get(url)!);
    const ids = new Set(doc.querySelectorAll('[id]').map((e) => e.id));
    const dangling = doc.querySelectorAll('.section-nav__link').map((a) => a.getAttribute('href')!.slice(1)).filter((id) => !ids.has(id));
    expect(dangling).toEqual([]);
    const empty = doc
      .querySelectorAll('section')
      .filter((s) => s.childNodes.filter((n) => n.nodeType === 1 && !/^h[1-6]$/i.test((n as { tagName?: string }).tagName ?? '') && !(n as { classList?: DOMTokenList }).classList?.contains('section-anchor')).length === 0)
      .map((s) => s.getAttribute('aria-labelledby') ?? s.getAttribute('class'));
    expect(empty).toEqual([]);
  });
});

/** Every page's facts to supply (front matter `factsToSupply`), by the page's url. */
const factsByUrl = new Map<string, string[]>();
for (const gap of await collectContentGaps()) {
  if (!gap.where.startsWith('factsToSupply[')) continue;
  const url = gap.file.replace(/^pages\//, '/').replace(/index\.md$/, '');
  factsByUrl.set(url, [...(factsByUrl.get(url) ?? []), gap.text]);
}

describe('the pages\u2019 facts to supply', () => {
  it('are the gaps of 20 pages or more, the contact page\u2019s among them', () => {
    expect(factsByUrl.size).toBeGreaterThanOrEqual(20);
    expect(factsByUrl.get('/contact/')).toHaveLength(1);
  });
});

describe.runIf(!preview)('production build', () => {
  it('no page, feed or sitemap contains "Sample —" or "Content gap" (text, attributes or comments)', () => {
    const files = [...pages.map((p) => p.file), path.join(SITE_DIR, 'company/news/feed.xml'), path.join(SITE_DIR, 'sitemap.xml')];
    const found = files.filter((f) => /Sample —|Sample &mdash;|Content gap/i.test(readFileSync(f, 'utf8'))).map((f) => path.relative(SITE_DIR, f));
    expect(found).toEqual([]);
  });

  it.each([...factsByUrl.keys()])('%s shows none of its facts to supply', (url) => {
    const doc = parse(html.get(url)!);
    expect(doc.querySelector('.facts-to-supply')).toBeNull();
    const text = textOf(url);
    expect(factsByUrl.get(url)!.filter((fact) => text.includes(fact.replace(/\s+/g, ' ')))).toEqual([]);
  });

  it('leaves out the home page testimonials while every quote is a sample', () => {
    const home = parse(html.get('/')!);
    expect(home.querySelector('#home-testimonials')).toBeNull();
    expect(home.text).not.toContain('What customers say');
  });

  it.each(Object.keys(products))('product %s: the specification table keeps its confirmed rows and ends with "Full specifications on request"', (slug) => {
    const doc = parse(html.get(`/products/${slug}/`)!);
    const rows = doc.querySelectorAll('.spec-table tr');
    const confirmed = products[slug].specifications.rows.filter((r) => !r.value.startsWith(SAMPLE_PREFIX));
    expect(rows.slice(0, -1).map((r) => r.querySelector('th')?.text)).toEqual(confirmed.map((r) => r.label));
    const last = rows.at(-1)!.querySelector('a')!;
    expect(last.text).toBe('Full specifications on request');
    expect(last.getAttribute('href')).toBe(`/contact/?topic=datasheet-quote&product=${slug}`);
    expect(doc.querySelector('.sample-note')).toBeNull();
  });

  it('awards and distributors give way to one sentence and a link to the enquiry form', () => {
    for (const [url, href] of [
      ['/company/awards/', '/contact/?topic=other'],
      ['/company/distribution-partnership/', '/contact/?topic=distribution-partnership'],
    ]) {
      const doc = parse(html.get(url)!);
      expect(doc.querySelectorAll('.entry-list__item'), url).toHaveLength(0);
      expect(doc.querySelector(`main a[href="${href}"]`), url).not.toBeNull();
    }
  });
});

describe.runIf(preview)('preview build', () => {
  const text = sitePages.map((p) => textOf(p.url)).join('\n');

  it.each(sampleTexts)('shows the sample entry "%s" on a page', (sample) => {
    expect(text.includes(sample.replace(/\s+/g, ' ')), 'not found in the text of any page').toBe(true);
  });

  it.each(Object.keys(products))('product %s: the specification table shows every row, the samples labelled', (slug) => {
    const rows = parse(html.get(`/products/${slug}/`)!).querySelectorAll('.spec-table tr').filter((r) => r.querySelector('th'));
    expect(rows.map((r) => [r.querySelector('th')!.text, r.querySelector('td')!.text])).toEqual(products[slug].specifications.rows.map((r) => [r.label, r.value]));
  });

  it.each([...factsByUrl.keys()])('%s shows its facts to supply under the heading "Sample — facts to supply", left out of the search index', (url) => {
    const box = parse(html.get(url)!).querySelector('main .facts-to-supply');
    expect(box?.querySelector('h2')?.text).toBe('Sample — facts to supply');
    expect(box?.hasAttribute('data-pagefind-ignore')).toBe(true);
    expect(box!.querySelectorAll('li.entry-list__item--sample').map((li) => li.text)).toEqual(factsByUrl.get(url));
  });

  it('publishes the content-gaps list as a page in the gallery (when the build has the gallery)', async () => {
    const gaps = html.get('/frontend/content-gaps/');
    if (!gaps) return expect(pages.some((p) => p.url.startsWith('/frontend/'))).toBe(false);
    expect(parse(gaps).querySelectorAll('.content-gaps__list li')).toHaveLength((await collectContentGaps()).length);
    expect(gaps).toContain('src/content/company.yaml');
    expect(gaps).toContain('pages/technology/index.md');
    expect(gaps).toContain('factsToSupply[0]');
  });
});
