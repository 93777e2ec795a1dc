// @ts-check
/**
 * Search and sharing metadata of every page (structured data, Open Graph, canonical URLs) and the
 * site's Content-Security-Policy (docs/architecture.md "Security").
 *
 * layouts/base.njk calls `pageSeo` once per page and prints what it returns: the canonical URL, the
 * Open Graph type and image, and the JSON-LD blocks (`<script type="application/ld+json">`, a data
 * block the CSP allows, since it is never executed). Every value comes from src/_data/site.js,
 * src/content/products/ and the page's front matter: nothing is invented (docs/requirements.md#content-facts).
 *
 * The social image (og:image, twitter:image) is a 1200 × 630 PNG made once per build by the
 * image pipeline (docs/architecture.md#images) from an existing drawing (docs/requirements.md#imagery:
 * rasterise our SVG where a raster is needed), written to the build's public folder.
 */
import path from 'node:path';
import site from '../_data/site.js';
import { beforeEachBuild } from '../folders.js';
import { publishImage } from './image-pipeline.js';
import { enquiryConfig } from './enquiry-config.js';

/**
 * The Content-Security-Policy of every page: the `<meta http-equiv>` in layouts/base.njk
 * and public/_headers carry exactly this. `'wasm-unsafe-eval'` is for Pagefind's WebAssembly
 * (docs/architecture.md#known-traps); `frame-src` allows exactly the three video hosts of docs/requirements.md#video-embeds (two YouTube variants and
 * Vimeo; the gallery's /frontend/video-embed/ page embeds one of each), every other frame stays blocked; nothing else needs
 * more than `'self'`.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com";

/**
 * The policy for this build: CONTENT_SECURITY_POLICY, plus, when enquiries go to an
 * endpoint on another host, that origin in `form-action` (the no-JS POST) and in `connect-src`
 * (the enhancer's fetch). layouts/base.njk's meta tag and the generated `_headers`
 * (pages/headers.njk) both print it.
 * @param {{ origin: string | null }} [enquiries]  where enquiries go (`site.enquiries`, src/eleventy/enquiry-config.js)
 * @returns {string}
 */
export function contentSecurityPolicy(enquiries = { origin: null }) {
  const origin = enquiries.origin;
  if (!origin) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("form-action 'self'", `form-action 'self' ${origin}`) + `; connect-src 'self' ${origin}`;
}

/** The drawing the social image is made from (the home page's hero: the FAIMS sensor chip). */
export const SOCIAL_IMAGE_SOURCE = 'public/images/illustrations/chip.svg';
/** Size of the social image in px: the Open Graph / Twitter large-card ratio, 1.91 : 1. */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
/** Where the social image is served from. */
export const SOCIAL_IMAGE_PATH = '/images/social/';
/** Alt text of the social image (og:image:alt, twitter:image:alt). */
export const SOCIAL_IMAGE_ALT = 'Line drawing of the FAIMS sensor chip, a small square die with gold electrode channels.';
/** The logo mark (public/favicon.svg), the Organization's logo. */
export const LOGO_PATH = '/favicon.svg';

/** @type {{ url: string, width: number, height: number, alt: string } | null} this build's social image */
let socialImage = null;

/**
 * Makes the social image: the drawing centred on white in a 1200 × 630 PNG (the image pipeline,
 * cached), in `targetDir`. Sets the image the pages name.
 * @param {string} targetDir  the folder served as SOCIAL_IMAGE_PATH
 * @param {string} [source]   an SVG or raster file, path from the project root
 * @returns {Promise<{ url: string, width: number, height: number, alt: string }>} url is site-relative; width and height in px
 * @throws {Error} when the source cannot be read (eleventy-img's error)
 */
export async function prepareSocialImage(targetDir, source = SOCIAL_IMAGE_SOURCE) {
  const { png } = await publishImage(source, {
    name: 'owlstone',
    widths: [SOCIAL_IMAGE_WIDTH],
    formats: ['png'],
    urlPath: SOCIAL_IMAGE_PATH,
    targetDir,
    look: 'drawing',
    // Render the vector at twice its size before the fit, so the enlarged drawing stays sharp.
    sharpOptions: { density: 144 },
    transform: (sharp) => {
      sharp.resize(SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' });
    },
  });
  // eleventy-img reports the size before the transform's fit (1200 × 900 for a 4 : 3 drawing); the
  // file is the size the transform made.
  socialImage = { url: png[0].url, width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, alt: SOCIAL_IMAGE_ALT };
  return socialImage;
}

/**
 * @typedef {{ name: string, url: string }} SiteData  the fields of src/_data/site.js used here
 * @typedef {{
 *   site: SiteData,
 *   url: string,
 *   title: string,
 *   description: string,
 *   products?: Record<string, { name: string, category?: string }>,
 *   date?: Date,
 * }} SeoInput  url: the page's site-relative url (page.url); date: the page's date (page.date)
 * @typedef {{
 *   canonical: string,
 *   ogType: 'website' | 'article' | 'product',
 *   ogTitle: string,
 *   image: { url: string, width: number, height: number, alt: string } | null,
 *   jsonLd: object[],
 * }} PageSeo  image.url is absolute; jsonLd holds one object per <script type="application/ld+json">
 */

/** A dated news article: a page one level below /company/news/. */
export const NEWS_ARTICLE_URL = /^\/company\/news\/[^/]+\/$/;
/** A product page: /products/<slug>/ where <slug> is a file name of src/content/products/. */
const PRODUCT_URL = /^\/products\/([^/]+)\/$/;

/**
 * The metadata of one page. Organization JSON-LD on the home page, Product on product pages (a
 * slug of src/content/products/), NewsArticle on news articles; none elsewhere.
 * @param {SeoInput} input
 * @returns {PageSeo}
 */
export function pageSeo({ site, url, title, description, products = {}, date }) {
  const canonical = site.url + url;
  const organization = { '@type': 'Organization', name: site.name, url: site.url + '/' };
  // The logo mark, the same drawing as the header's logo.
  const logo = site.url + LOGO_PATH;
  const image = socialImage && { ...socialImage, url: site.url + socialImage.url };
  /** @type {object[]} */
  const jsonLd = [];
  /** @type {PageSeo['ogType']} */
  let ogType = 'website';
  const productSlug = PRODUCT_URL.exec(url)?.[1];
  const product = productSlug ? products[productSlug] : undefined;
  if (url === '/') {
    jsonLd.push({ '@context': 'https://schema.org', ...organization, logo, description });
  } else if (product) {
    ogType = 'product';
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      url: canonical,
      ...(product.category ? { category: product.category } : {}),
      brand: organization,
      manufacturer: organization,
    });
  } else if (NEWS_ARTICLE_URL.test(url)) {
    ogType = 'article';
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: title,
      description,
      url: canonical,
      mainEntityOfPage: canonical,
      ...(date ? { datePublished: date.toISOString() } : {}),
      author: organization,
      publisher: organization,
      ...(image ? { image: [image.url] } : {}),
    });
  }
  return { canonical, ogType, ogTitle: url === '/' ? `${site.name}: ${title}` : title, image, jsonLd };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<` escaped, so no text in it can
 * close the element.
 * @param {unknown} value
 * @returns {string}
 */
export function jsonLdText(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function seo(eleventyConfig) {
  beforeEachBuild(eleventyConfig, (publicDir) => prepareSocialImage(path.join(publicDir, SOCIAL_IMAGE_PATH)));
  eleventyConfig.addFilter('pageSeo', pageSeo);
  eleventyConfig.addFilter('jsonLdText', jsonLdText);
  eleventyConfig.addGlobalData('contentSecurityPolicy', () => contentSecurityPolicy(enquiryConfig(process.env)));
}
