// @ts-check
/**
 * Build-time image sizes for the flexible image switcher (docs/requirements.md#flexible-image, docs/requirements.md#calls, docs/architecture.md#build-time-not-run-time, docs/requirements.md#imagery).
 *
 * Once per build (`eleventy.before`), every image named in src/_data/images.js is rasterised at
 * each of its widths by the image pipeline (src/eleventy/image-pipeline.js, docs/architecture.md#images)
 * into the build's public folder, served from `/images/flexible/<name>-<width>w-<hash>.<format>`:
 * the switcher's JSON list of urls is not something Vite rewrites (docs/architecture.md#known-traps).
 *
 * Nunjucks macros cannot await, so the macro reads the prepared sizes through a synchronous filter,
 * `props | flexibleImageModel`, which also validates the author's props: a mistake stops the build
 * with the prop's name and the fix (Eleventy adds the page's file name).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import declarations from '../_data/images.js';
import { beforeEachBuild } from '../folders.js';
import { AuthorError, formatAuthorError, throwAuthorErrors } from './author-error.js';
import { publishImage } from './image-pipeline.js';

/** Widths (px) made when a declaration names none. */
export const DEFAULT_WIDTHS = [400, 800, 1200, 1600];
/** Where the sizes are served from. */
export const URL_PATH = '/images/flexible/';
/** The declarations' file, named in errors. */
const DECLARATIONS_FILE = 'src/_data/images.js';
/** The macro call named in prop errors (Eleventy names the page above them). */
const MACRO = 'flexibleImage()';
/** The `sizes` of the no-JS <img> when the author gives none: the prose column (46rem, less the gutters on small screens). */
export const DEFAULT_SIZES = '(min-width: 50rem) 46rem, calc(100vw - 2rem)';

/**
 * @typedef {import('../_data/images.js').ImageDeclaration} ImageDeclaration
 * @typedef {{ width: number, height: number, url: string }} ImageSize  one generated file; width and height in px
 * @typedef {{ name: string, src: string, format: string, sizes: ImageSize[] }} PreparedImage  sizes ascending by width
 */

/** @type {Map<string, PreparedImage>} the images of the current build, by name */
let prepared = new Map();

/**
 * Checks the declarations of src/_data/images.js.
 * @param {Record<string, ImageDeclaration>} decls
 * @returns {string[]} one message per problem, naming the file and the fix; empty when all is well
 */
export function declarationErrors(decls) {
  const errors = [];
  for (const [name, d] of Object.entries(decls)) {
    /** @param {string} problem @param {string} [fix] */
    const problem = (problem, fix) => formatAuthorError({ file: DECLARATIONS_FILE, field: name, problem: `image "${name}": ${problem}`, fix });
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) errors.push(problem('name it with lowercase words joined by hyphens'));
    if (!d || typeof d.src !== 'string' || !existsSync(d.src)) {
      errors.push(problem(`its src ${JSON.stringify(d?.src)} is not a file`, `Give the path from the project root, e.g. src: "public/images/illustrations/${name}.svg"`));
    }
    const widths = d?.widths ?? DEFAULT_WIDTHS;
    if (!Array.isArray(widths) || widths.length === 0 || widths.some((w, i) => !Number.isInteger(w) || w <= 0 || (i > 0 && w <= widths[i - 1]))) {
      errors.push(problem('widths must be whole numbers of px in ascending order, e.g. widths: [400, 800, 1200, 1600]'));
    }
    if (d?.format !== undefined && d.format !== 'webp' && d.format !== 'png') {
      errors.push(problem('format must be "webp" or "png"'));
    }
  }
  return errors;
}

/**
 * Makes every size of every declared image (the image pipeline, cached) into `targetDir`. Replaces
 * the prepared set the macro reads.
 * @param {Record<string, ImageDeclaration>} decls  usually src/_data/images.js
 * @param {string} targetDir  the folder served as /images/flexible/
 * @returns {Promise<Map<string, PreparedImage>>} by name, in the declarations' order
 * @throws {import('./author-error.js').AuthorErrorList} listing every declaration problem (see declarationErrors)
 * @throws {Error} eleventy-img's, naming the file, when a drawing cannot be read
 */
export async function prepareImages(decls, targetDir) {
  throwAuthorErrors(declarationErrors(decls), 'Image declaration errors');
  const images = await Promise.all(
    Object.entries(decls).map(async ([name, d]) => {
      const format = d.format ?? 'webp';
      const files = await publishImage(d.src, { name, widths: d.widths ?? DEFAULT_WIDTHS, formats: [format], urlPath: URL_PATH, targetDir, look: 'drawing' });
      return { name, src: d.src, format, sizes: (files[format] ?? []).map(({ width, height, url }) => ({ width, height, url })) };
    }),
  );
  prepared = new Map(images.map((image) => [image.name, image]));
  return prepared;
}

/**
 * The flexibleImage macro's props, described in the JSON Schema of
 * layouts/components/flexible-image.examples.yaml (checked first by the filter `checkParams`).
 * @typedef {{ image: string, alt: string, nativeWidth?: number, sizes?: string, loading?: string, caption?: string }} FlexibleImageProps
 */

/**
 * Checks the rules the schema cannot know (`props | checkParams("flexibleImage")` first: types,
 * required props, the loading values, a non-empty sizes) and returns what the macro renders.
 * @param {FlexibleImageProps} props
 * @returns {{ entriesJson: string, native: ImageSize, srcset: string, sizes: string, loading: string, alt: string, caption: string }}
 *   entriesJson: the JSON list of docs/requirements.md#flexible-image `[{ width, url }]` (ascending, `<` escaped for a script element);
 *   native: the size the no-JS <img> shows (its src, width and height)
 * @throws {AuthorError} naming the prop and the fix: `image` not declared, `nativeWidth` not one of the
 *   image's widths
 */
export function flexibleImageModel(props) {
  const p = props;
  const names = [...prepared.keys()].sort().join(', ') || '(none prepared)';
  const img = prepared.get(p.image);
  if (!img) {
    throw new AuthorError({
      file: MACRO,
      field: 'image',
      problem: `the prop "image" names no declared image: ${JSON.stringify(p.image)}`,
      fix: `Add it to ${DECLARATIONS_FILE} (e.g. "${p.image}": { src: "public/images/illustrations/${p.image}.svg" }) or use one of ${names}`,
    });
  }
  const widths = img.sizes.map((s) => s.width);
  const nativeWidth = p.nativeWidth === undefined ? widths[0] : Number(p.nativeWidth);
  const native = img.sizes.find((s) => s.width === nativeWidth);
  if (!native) {
    throw new AuthorError({ file: MACRO, field: 'nativeWidth', problem: `the prop "nativeWidth" must be one of the widths of "${img.name}": ${widths.join(', ')} (px), got ${JSON.stringify(p.nativeWidth)}` });
  }
  const loading = p.loading ?? 'lazy';
  const sizes = p.sizes ?? DEFAULT_SIZES;
  return {
    entriesJson: JSON.stringify(img.sizes.map(({ width, url }) => ({ width, url }))).replace(/</g, '\\u003c'),
    native,
    srcset: img.sizes.map((s) => `${s.url} ${s.width}w`).join(', '),
    sizes,
    loading,
    alt: p.alt,
    caption: p.caption ?? '',
  };
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function imagesPlugin(eleventyConfig) {
  beforeEachBuild(eleventyConfig, (publicDir) => prepareImages(declarations, path.join(publicDir, URL_PATH)));
  eleventyConfig.addFilter('flexibleImageModel', flexibleImageModel);
}
