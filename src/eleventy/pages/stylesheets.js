// @ts-check
/**
 * Which stylesheets a page links (docs/architecture.md#budgets, "Every page within the first round
 * trip"). Every page links the core stylesheet, src/styles/main.css: the layout, the header and its
 * navigation, the footer, the page hero, the section nav and prose. A feature stylesheet (FEATURE_STYLESHEETS) is linked, after it,
 * only by a page whose markup uses a class that the feature styles and the core does not, so no
 * page makes a visitor wait for the styles of a widget it does not have. The print styles are linked
 * by every page with `media="print"` (layouts/base.njk), which a browser does not wait for on screen.
 *
 * The classes are read from the stylesheets themselves (their `@import`s of local files followed),
 * so a class added to a feature's CSS links it where that class is used, with no list to keep.
 * Markup that a widget's script creates lives inside the widget's root, which is in the page's
 * markup, so the page links its styles. A feature stylesheet must style a class of the markup the
 * build writes, not only classes a script adds (the table wrapper's `.table-wrap` is in
 * table-overflow.css beside `.table-wrap--overflowing` for that reason); the gallery build's test
 * checks that every feature stylesheet is linked by some page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The core stylesheet's source, linked by every page. */
const CORE_STYLESHEET = 'src/styles/main.css';

/**
 * The feature stylesheets' sources, in the order a page links them (the order they held in the
 * core stylesheet before it was split): each component's own CSS, or a page-level file of
 * src/styles/.
 */
export const FEATURE_STYLESHEETS = [
  'components/search-results/search-results.css',
  'components/scroll-indicator/scroll-indicator.css',
  'src/styles/video-embed.css',
  'components/table-overflow/table-overflow.css',
  'components/share-links/share-links.css',
  'src/styles/news.css',
  'src/styles/cards.css',
  'components/spec-table/spec-table.css',
  'components/counter/counter.css',
  'components/image-modal/image-modal.css',
  'components/enquiry-form/enquiry-form.css',
  'components/carousel/carousel.css',
  'src/styles/home.css',
  'components/pagination/pagination.css',
  'components/document-list/document-list.css',
];

/**
 * Where a page links a stylesheet (Vite then bundles and hashes it): src/styles/ is copied to
 * /assets/styles/, components/<name>/ to /components/<name>/ (src/eleventy/bundle/vite.js).
 * @param {string} source  a path of FEATURE_STYLESHEETS
 * @returns {string} the site-relative href
 */
export const stylesheetHref = (source) =>
  source.startsWith('src/styles/') ? `/assets/styles/${source.slice('src/styles/'.length)}` : `/${source}`;

/**
 * The class names a stylesheet's selectors name, with its `@import`s of local files (relative
 * paths) followed; an import of a package (Glide's core) is not read.
 * @param {string} file  a CSS file, relative to the project
 * @returns {Set<string>}
 * @throws {Error} ENOENT when the file or a file it imports is missing
 */
export function classesOf(file) {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const classes = new Set();
  for (const [, imported] of css.matchAll(/@import\s+['"](\.{1,2}\/[^'"]+)['"]/g))
    for (const name of classesOf(path.join(path.dirname(file), imported))) classes.add(name);
  // Class selectors: in the text before each rule's `{` (the `@import`s taken out), a dot then a name.
  for (const block of css.replace(/@import[^;]*;/g, '').split('}')) {
    const parts = block.split('{');
    if (parts.length < 2) continue;
    for (const [, name] of parts[parts.length - 2].matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
  }
  return classes;
}

/**
 * The feature stylesheets a feature stylesheet `@import`s (a page's own stylesheet bundling the
 * features that page always has, as src/styles/home.css does: one file gzips smaller than four).
 * @param {string} source  a path of FEATURE_STYLESHEETS
 * @returns {string[]} paths of FEATURE_STYLESHEETS
 */
export function featuresImportedBy(source) {
  const css = readFileSync(source, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/@import\s+['"](\.{1,2}\/[^'"]+)['"]/g)]
    .map(([, imported]) => path.posix.join(path.posix.dirname(source), imported))
    .filter((file) => FEATURE_STYLESHEETS.includes(file));
}

/** @typedef {{ source: string, href: string, classes: Set<string>, covers: string[] }} Feature */

/** @type {Feature[] | undefined} */
let features;

/**
 * Each feature stylesheet's href, the classes it alone styles (not the core, not the features it
 * imports) and the features it imports (`covers`), read once per build.
 * @returns {Feature[]}
 */
function featureClasses() {
  if (!features) {
    const core = classesOf(CORE_STYLESHEET);
    features = FEATURE_STYLESHEETS.map((source) => {
      const covers = featuresImportedBy(source);
      const imported = new Set(covers.flatMap((file) => [...classesOf(file)]));
      return {
        source,
        href: stylesheetHref(source),
        classes: new Set([...classesOf(source)].filter((name) => !core.has(name) && !imported.has(name))),
        covers,
      };
    });
  }
  return features;
}

/**
 * The feature stylesheets a page needs: those that style a class of `pageClasses`, but not one
 * that another of them imports (the home page links home.css alone, which holds its cards,
 * carousels and scroll indicator).
 * @param {Iterable<string>} pageClasses  every class token of the page's markup
 * @returns {string[]} their hrefs, in FEATURE_STYLESHEETS' order
 */
export function featureStylesheetsFor(pageClasses) {
  const used = new Set(pageClasses);
  const needed = featureClasses().filter(({ classes }) => [...classes].some((name) => used.has(name)));
  return needed.filter(({ source }) => !needed.some(({ covers }) => covers.includes(source))).map(({ href }) => href);
}
