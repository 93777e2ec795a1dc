/**
 * The production build claims only what the company stands behind (docs/requirements.md#content-facts: "No product specification, figure, customer, award, partner or quote is invented
 * product specifications, figures, customers, awards, partners or quotes"), and no two pages
 * contradict each other:
 * - a counter says what it counts, and its figure is the number of those entries in the list beside it;
 * - no page names distributors, a support service or a datasheet while the data holds none
 *   (src/content/company.yaml distributors, src/content/products/<slug>.yaml specifications: sample entries,
 *   which production pages leave out);
 * - a claim made on one page is made in the same hedged form on every page that repeats it.
 */
import { describe, expect, it } from 'vitest';
import { parse, HTMLElement } from 'node-html-parser';
import { builtPages, readPage } from '../support/built-site.js';
import { publishedEntries } from '../../src/eleventy/content-gaps.js';
import { TOPICS } from '../../src/eleventy/enquiry-options.js';
import company from '../../src/_data/company.js';
import products from '../../src/_data/products.js';
import navigation from '../../src/_data/navigation.js';

const pages = builtPages().filter((p) => !p.url.startsWith('/frontend/'));
const docs = new Map(pages.map((p) => [p.url, parse(readPage(p))]));
const dom = (url: string): HTMLElement => {
  const doc = docs.get(url);
  if (!doc) throw new Error(`${url} was not built`);
  return doc;
};
/** What a visitor reads on a page: the main content (the form's labels included, not its scripts' data) and the meta description a search result shows. */
const visibleText = (url: string): string => {
  const main = dom(url).querySelector('main')?.clone() as HTMLElement | undefined;
  for (const hidden of main?.querySelectorAll('script, style, template') ?? []) hidden.remove();
  const description = dom(url).querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return `${description}\n${main?.text ?? ''}`.replace(/\s+/g, ' ');
};
/** Pages whose visible text matches `pattern`, with the matched words. */
const pagesSaying = (pattern: RegExp): string[] =>
  pages.flatMap((p) => {
    const m = visibleText(p.url).match(pattern);
    return m ? [`${p.url}: "${m[0]}"`] : [];
  });

const productsMenu = navigation.find((i) => i.url === '/products/')!.children;
const kickerOf = (url: string): string => dom(url).querySelector('.page-hero .kicker')?.text.trim() ?? '';

describe('counters say what they count', () => {
  const productCounters = (url: string) =>
    dom(url)
      .querySelectorAll('#main .counter')
      .map((c) => ({ label: c.querySelector('.counter__label')!.text.trim(), to: Number(c.querySelector('.counter__figure')!.getAttribute('data-to')) }))
      .filter((c) => /product|instrument|sensor/i.test(c.label) && !/chip/i.test(c.label));

  it.each(['/products/', '/company/'])('%s: the product counter equals the entries of that kind in the Products menu and list', (url) => {
    const counters = productCounters(url);
    expect(counters.length, 'a product counter on the page').toBe(1);
    const [{ label, to }] = counters;
    // "Products …" counts every entry a visitor sees in the menu; "Instruments and sensors" the entries whose page is a product.
    const counted = /^products\b/i.test(label) ? productsMenu : productsMenu.filter((i) => kickerOf(i.url) === 'Product');
    expect({ label, to }).toEqual({ label, to: counted.length });
  });

  it('every Products menu entry whose page is a product has its facts in src/content/products/, and no other entry does', () => {
    const productPages = productsMenu.filter((i) => kickerOf(i.url) === 'Product').map((i) => i.url.split('/').at(-2));
    expect(productPages.sort()).toEqual(Object.keys(products).sort());
  });
});

describe('no page offers what the data does not hold', () => {
  // Runs while the company has published no distributor (src/content/company.yaml); once it has, the pages may name them.
  it.runIf(publishedEntries(company.distributors, false).length === 0)('names no distributor, and no buying through one, while src/content/company.yaml publishes none', () => {
    expect(pagesSaying(/\bour distributors\b|\bthrough (a|our|the) distributors?\b|\bwhere we work with a distributor\b|\b(a|no) distributor for your region\b|\bbuying through a distributor\b/i)).toEqual([]);
  });

  it('offers no technical support service (docs/requirements.md#content-facts gives none): not as a topic of the enquiry form, not in any page', () => {
    expect(TOPICS.map((t) => t.label).filter((l) => /support/i.test(l))).toEqual([]);
    expect(pagesSaying(/\btechnical support\b|\bsupport (service|contract)s?\b/i)).toEqual([]);
  });

  // Runs while every product's specifications are sample entries; once one is confirmed, a datasheet may be offered.
  it.runIf(Object.values(products).every((p) => p.specifications.sample))('mentions no datasheet, and offers none, while every product\'s specifications are sample entries', () => {
    expect(TOPICS.map((t) => t.label).filter((l) => /datasheet/i.test(l))).toEqual([]);
    expect(pagesSaying(/\bdata ?sheets?\b/i)).toEqual([]);
  });

  it('the Next Generation Chemical Detector page, a programme and no product of ours, offers no product information', () => {
    const actions = dom('/products/next-generation-chemical-detector/').querySelectorAll('.page-hero__action a').map((a) => a.text.trim());
    expect(actions.filter((t) => /datasheet|quote|specification/i.test(t))).toEqual([]);
  });
});

describe('one claim, one form, on every page', () => {
  it('no page says the platform has already been applied to drinking water: the water page says the level has to be shown in testing', () => {
    expect(visibleText('/applications/water-analysis/')).toMatch(/ha(s|ve) to be shown in testing/);
    expect(pagesSaying(/\b(has|have) (already )?been applied\b[^.]*\bwater\b|\balready applied\b[^.]*\bwater\b|\bcan be pointed at\b/i)).toEqual([]);
  });

  it('OwlSens-T and OwlSens-C are called sensor products built on the chip, with no intended use their own pages do not publish', () => {
    expect(pagesSaying(/sensors? for integration|OwlSens-[TC] (is|are) (intended|designed|made|used) for\b/i)).toEqual([]);
  });

  it('/applications/ claims the FAIMS sensor for the detection applications only, not for every page it lists', () => {
    expect(visibleText('/applications/')).not.toMatch(/every application[^.]*runs on/i);
  });
});
