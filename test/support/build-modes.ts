/**
 * What the build-mode checks share (test/site/build-modes*.test.ts, docs/authoring.md#content-gaps-and-build-modes):
 * the built pages and their HTML, the pages a visitor reaches, their visible text, every sample
 * entry of the data files and every page's facts to supply.
 */
import { parse } from 'node-html-parser';
import { builtPages, readPage } from './built-site.js';
import { collectContentGaps, findSamples } from '../../src/eleventy/cms/content-gaps.js';
import company from '../../src/_data/company.js';
import products from '../../src/_data/products.js';

export const pages = builtPages();
/** Each built page's HTML, by url. */
export const html = new Map(pages.map((p) => [p.url, readPage(p)]));
/** The pages a visitor reaches (not the gallery's pages, which list every gap). */
export const sitePages = pages.filter((p) => !p.url.startsWith('/frontend/'));
/** Visible text of a page's main, entities decoded, white space collapsed. */
export const textOf = (url: string): string =>
  parse(html.get(url)!).querySelector('main')?.text.replace(/\s+/g, ' ') ?? '';

/** Every sample entry's text in the data files. */
export const sampleTexts = [
  ...findSamples(company, 'company').map((s) => s.text),
  ...findSamples(products, 'products').map((s) => s.text),
];

/** Every page's facts to supply (front matter `factsToSupply`), by the page's url. */
export const factsByUrl = new Map<string, string[]>();
for (const gap of await collectContentGaps()) {
  if (!gap.where.startsWith('factsToSupply[')) continue;
  const url = gap.file.replace(/^pages\//, '/').replace(/index\.md$/, '');
  factsByUrl.set(url, [...(factsByUrl.get(url) ?? []), gap.text]);
}
