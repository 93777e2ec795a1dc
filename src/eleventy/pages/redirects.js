// @ts-check
/**
 * `_redirects` from the pages' front matter `redirectFrom` (docs/deploy.md, docs/authoring.md#add-a-page):
 * one 301 a line, checked against the page schema's rule, the pages, public/ and Cloudflare's limits.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatAuthorError, throwAuthorErrors } from '../content/author-error.js';
import { ajv, schemaProblems } from '../content/json-schema.js';
import { loadSchema } from '../content/content-schema.js';
import { documentRedirects } from '../documents/documents.js';
import { isHtmlPage } from '../content/validation.js';

/** Cloudflare Pages / Workers static assets: at most this many static redirects in `_redirects`. */
export const MAX_STATIC_REDIRECTS = 2000;
/** Cloudflare: at most this many characters in one redirect line. */
export const MAX_REDIRECT_LINE = 1000;
/** Where files copied as they are live (Vite's publicDir). */
const PUBLIC_DIR = 'public';

/** The page schema's rule for `redirectFrom`, as the one field of an object (so errors name it). */
const validateRedirectFrom = ajv.compile({
  type: 'object',
  properties: { redirectFrom: loadSchema('page').properties.redirectFrom },
});

/** @typedef {{ from: string, to: string, inputPath: string }} Redirect */

/**
 * The redirects the pages ask for, checked, then the documents' (held with them to Cloudflare's limits).
 * Template pages, which the page schema check does not read, are held here to its `redirectFrom` rule.
 * @param {import('../content/validation.js').PageLike[]} pages  every template (Eleventy's `collectionApi.getAll()`)
 * @param {{ publicDir?: string, documents?: Redirect[] }} [options]  documents: from documents.js
 * @returns {{ redirects: Redirect[], errors: string[] }} each source ending in "/" also without it
 *   (hosts that do not add the slash themselves); errors name the file and the fix
 */
export function findRedirects(pages, { publicDir = PUBLIC_DIR, documents = [] } = {}) {
  const pageUrls = new Set(pages.map((p) => p.url).filter((u) => typeof u === 'string'));
  /** @type {Redirect[]} */
  const redirects = [];
  const errors = [];
  /** @type {Map<string, string>} source → the file that claims it */
  const claimed = new Map();
  for (const page of pages) {
    const value = page.data.redirectFrom;
    if (value === undefined || value === null) continue;
    const file = page.inputPath;
    /** @type {(problem: string, fix: string) => string} */
    const bad = (problem, fix) => formatAuthorError({ file, field: 'redirectFrom', problem, fix });
    const shape = schemaProblems(
      validateRedirectFrom,
      { redirectFrom: value },
      { noun: 'field', whole: 'the page', verb: 'Write' },
    );
    if (shape.length) {
      errors.push(...shape.map(({ field, problem, fix }) => formatAuthorError({ file, field, problem, fix })));
      continue;
    }
    const to = page.url;
    if (!isHtmlPage(to)) {
      const problem = `redirectFrom needs a target that exists, but this page writes no HTML page (url ${JSON.stringify(to)})`;
      errors.push(bad(problem, 'Move redirectFrom to the page the old paths should lead to'));
      continue;
    }
    for (const from of /** @type {string[]} */ (value)) {
      if (from === to) {
        errors.push(bad(`redirectFrom "${from}" is the page's own url`, 'Remove it'));
      } else if (
        pageUrls.has(from) ||
        pageUrls.has(`${from}/`) ||
        (from.endsWith('/') && pageUrls.has(from.slice(0, -1)))
      ) {
        errors.push(
          bad(
            `redirectFrom "${from}" is itself a page, which the redirect would hide`,
            'Remove it from redirectFrom, or move or delete that page',
          ),
        );
      } else if (from !== '/' && existsSync(path.join(publicDir, from, 'index.html'))) {
        errors.push(
          bad(
            `redirectFrom "${from}" is a file of public/, which the redirect would hide`,
            'Remove it from redirectFrom',
          ),
        );
      } else if (claimed.has(from)) {
        errors.push(bad(`redirectFrom "${from}" is also claimed by ${claimed.get(from)}`, 'Keep it on one page'));
      } else {
        claimed.set(from, file);
        redirects.push({ from, to, inputPath: file });
        if (from.endsWith('/') && from !== '/') redirects.push({ from: from.slice(0, -1), to, inputPath: file });
      }
    }
  }
  redirects.push(...documents);
  if (redirects.length > MAX_STATIC_REDIRECTS) {
    const problem = `${redirects.length} redirects (each old path counts twice, with and without its trailing slash) is over Cloudflare's limit of ${MAX_STATIC_REDIRECTS} static redirects`;
    errors.push(formatAuthorError({ file: '_redirects', problem, fix: 'Remove old paths nobody visits any more' }));
  }
  for (const r of redirects) {
    const line = redirectLine(r);
    if (line.length > MAX_REDIRECT_LINE) {
      errors.push(
        formatAuthorError({
          file: r.inputPath,
          problem: `the redirect from "${r.from}" is ${line.length} characters, over Cloudflare's ${MAX_REDIRECT_LINE}`,
          fix: 'Shorten the path',
        }),
      );
    }
  }
  return { redirects, errors };
}

/**
 * One line of `_redirects`: every redirect is permanent (301).
 * @param {Redirect} r
 */
export const redirectLine = (r) => `${r.from} ${r.to} 301`;

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function redirectsPlugin(eleventyConfig) {
  eleventyConfig.addCollection('redirects', (collectionApi) => {
    const pages = /** @type {import('../content/validation.js').PageLike[]} */ (
      /** @type {unknown} */ (collectionApi.getAll())
    );
    const { redirects, errors } = findRedirects(pages, { documents: documentRedirects() });
    throwAuthorErrors(errors);
    return redirects;
  });
  eleventyConfig.addFilter('redirectLine', redirectLine);
}
