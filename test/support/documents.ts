/**
 * What the built-site checks of the documents library share (test/site/documents.*.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { SITE_DIR } from './built-site.js';

/** The pre-rendered filter pages of a preview build: a type, a product, a market and a language. */
export const FILTER_PAGES = [
  '/resources/documents/type/datasheets/',
  '/resources/documents/product/ovg-4/',
  '/resources/documents/market/defense/',
  '/resources/documents/language/en/',
];
/** A built page's document. */
export const page = (url: string) => parse(readFileSync(path.join(SITE_DIR, url, 'index.html'), 'utf8'));
/** The built sitemap. */
export const sitemap = () => readFileSync(path.join(SITE_DIR, 'sitemap.xml'), 'utf8');
