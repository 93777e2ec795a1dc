// @ts-check
/**
 * Every page's search and sharing metadata (canonical URL, Open Graph, JSON-LD, a social image made by
 * the image pipeline) and the Content-Security-Policy (docs/architecture.md#security-the-content-security-policy).
 */
import path from 'node:path';
import { beforeEachBuild } from '../../folders.js';
import { publishImage } from '../images/image-pipeline.js';
import { enquiryConfig } from '../enquiry.js';

/** The hosts of embedded videos (docs/requirements.md#video-embeds), the only frames pages allow. */
export const VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/**
 * The Content-Security-Policy of every page. `'wasm-unsafe-eval'` is for Pagefind's WebAssembly
 * (docs/architecture.md#known-traps); `frame-src` allows only VIDEO_HOSTS.
 */
export const CONTENT_SECURITY_POLICY = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src ${VIDEO_HOSTS.map((host) => `https://${host}`).join(' ')}`;

/**
 * The policy for this build (base.njk's meta tag, pages/headers.njk): CONTENT_SECURITY_POLICY, plus an
 * enquiry endpoint on another host in `form-action` (the no-JS POST) and `connect-src` (the enhancer's fetch).
 * @param {{ origin: string | null }} enquiries  where enquiries go (enquiry.js enquiryConfig)
 * @returns {string}
 */
export function contentSecurityPolicy({ origin }) {
  if (!origin) return CONTENT_SECURITY_POLICY;
  return (
    CONTENT_SECURITY_POLICY.replace("form-action 'self'", `form-action 'self' ${origin}`) +
    `; connect-src 'self' ${origin}`
  );
}

/** The social image (og:image): the home page's chip drawing on white; px, the 1.91 : 1 large card. */
const SOCIAL_IMAGE = { source: 'public/images/illustrations/chip.svg', width: 1200, height: 630 };
/** Where the social image is served, and its alt text (og:image:alt, twitter:image:alt). */
const SOCIAL_IMAGE_PATH = '/images/social/';
const SOCIAL_IMAGE_ALT = 'Line drawing of the FAIMS sensor chip, a small square die with gold electrode channels.';

/** @type {{ url: string, width: number, height: number, alt: string, type: string } | null} this build's social image */
let socialImage = null;

/**
 * Makes the social image, a PNG, in `targetDir` (served as SOCIAL_IMAGE_PATH).
 * @param {string} targetDir
 * @throws {Error} eleventy-img's, when the drawing cannot be read
 */
async function prepareSocialImage(targetDir) {
  const { width, height } = SOCIAL_IMAGE;
  const { png } = await publishImage(SOCIAL_IMAGE.source, {
    name: 'owlstone',
    widths: [width],
    formats: ['png'],
    urlPath: SOCIAL_IMAGE_PATH,
    targetDir,
    look: 'drawing',
    // Render the vector at twice its size before the fit, so the enlarged drawing stays sharp.
    sharpOptions: { density: 144 },
    transform: (sharp) => {
      sharp.resize(width, height, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' });
    },
  });
  // eleventy-img reports the size before the transform's fit.
  socialImage = { url: png[0].url, width, height, alt: SOCIAL_IMAGE_ALT, type: 'image/png' };
}

/**
 * @typedef {{ site: { name: string, url: string }, url: string, title: string, description: string,
 *   products?: Record<string, { name: string, category?: string }>, date?: Date,
 *   ownImage?: { url: string, width: number, height: number, type: string, alt: string } | null }} SeoInput
 *   site: src/_data/site.js; url: the page's site-relative url (page.url); date: page.date;
 *   ownImage: the page's own picture (an article's, media.js mediaSocialImage), used instead of the site's
 * @typedef {{ canonical: string, ogType: 'website' | 'article' | 'product', ogTitle: string, jsonLd: object[],
 *   image: { url: string, width: number, height: number, alt: string, type: string } | null }} PageSeo
 *   image.url is absolute; jsonLd holds one object per <script type="application/ld+json">
 */

/** A news article: a page one level below /company/news/. */
const NEWS_ARTICLE_URL = /^\/company\/news\/[^/]+\/$/;
/** A product page: /products/<slug>/, <slug> a file name of src/content/products/. */
const PRODUCT_URL = /^\/products\/([^/]+)\/$/;

/**
 * The metadata of one page. Organization JSON-LD on the home page, Product on product pages (a
 * slug of src/content/products/), NewsArticle on news articles; none elsewhere.
 * @param {SeoInput} input
 * @returns {PageSeo}
 */
export function pageSeo({ site, url, title, description, products = {}, date, ownImage = null }) {
  const canonical = site.url + url;
  const organization = { '@type': 'Organization', name: site.name, url: site.url + '/' };
  const logo = `${site.url}/favicon.svg`; // the logo mark
  const chosen = ownImage ?? socialImage;
  const image = chosen && { ...chosen, url: site.url + chosen.url };
  /** @type {PageSeo['ogType']} */
  let ogType = 'website';
  /** @type {object | null} the page's one JSON-LD object, if any */
  let ld = null;
  const productSlug = PRODUCT_URL.exec(url)?.[1];
  const product = productSlug ? products[productSlug] : undefined;
  if (url === '/') {
    ld = { ...organization, logo, description };
  } else if (product) {
    ogType = 'product';
    ld = {
      '@type': 'Product',
      name: product.name,
      description,
      url: canonical,
      ...(product.category ? { category: product.category } : {}),
      brand: organization,
      manufacturer: organization,
    };
  } else if (NEWS_ARTICLE_URL.test(url)) {
    ogType = 'article';
    ld = {
      '@type': 'NewsArticle',
      headline: title,
      description,
      url: canonical,
      mainEntityOfPage: canonical,
      ...(date ? { datePublished: date.toISOString() } : {}),
      author: organization,
      publisher: organization,
      ...(image ? { image: [image.url] } : {}),
    };
  }
  const jsonLd = ld ? [{ '@context': 'https://schema.org', ...ld }] : [];
  return { canonical, ogType, ogTitle: url === '/' ? `${site.name}: ${title}` : title, image, jsonLd };
}

/**
 * JSON for a `<script type="application/ld+json">` element, `<` escaped so no text can close it.
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
