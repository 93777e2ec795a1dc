// @ts-check
/**
 * The flexible image's sizes, made once per build by the image pipeline (docs/architecture.md#images),
 * and the filter `flexibleImageModel` the macro reads them through (docs/requirements.md#flexible-image).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import declarations from '../../_data/images.js';
import { beforeEachBuild } from '../../folders.js';
import { AuthorError, formatAuthorError, throwAuthorErrors } from '../content/author-error.js';
import { publishImage } from './image-pipeline.js';

/** Widths (px) made when a declaration names none, and of every upload. */
export const DEFAULT_WIDTHS = [400, 800, 1200, 1600];
/** Where the sizes are served from. */
export const URL_PATH = '/images/flexible/';
const DECLARATIONS_FILE = 'src/_data/images.js';
const MACRO = 'flexibleImage()';
/** The `sizes` of the no-JS <img> when the author gives none, and of an uploaded picture: the prose column (46rem, less the gutters on small screens). */
export const DEFAULT_SIZES = '(min-width: 50rem) 46rem, calc(100vw - 2rem)';

/**
 * @typedef {import('../../_data/images.js').ImageDeclaration} ImageDeclaration
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
    const problem = (/** @type {string} */ text, fix = '') =>
      formatAuthorError({ file: DECLARATIONS_FILE, field: name, problem: `image "${name}": ${text}`, fix });
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) errors.push(problem('name it with lowercase words joined by hyphens'));
    if (!d || typeof d.src !== 'string' || !existsSync(d.src)) {
      errors.push(
        problem(
          `its src ${JSON.stringify(d?.src)} is not a file`,
          `Give the path from the project root, e.g. src: "public/images/illustrations/${name}.svg"`,
        ),
      );
    }
    const widths = d?.widths ?? DEFAULT_WIDTHS;
    if (
      !Array.isArray(widths) ||
      widths.length === 0 ||
      widths.some((w, i) => !Number.isInteger(w) || w <= 0 || (i > 0 && w <= widths[i - 1]))
    ) {
      errors.push(
        problem('widths must be whole numbers of px in ascending order, e.g. widths: [400, 800, 1200, 1600]'),
      );
    }
    if (d?.format !== undefined && d.format !== 'webp' && d.format !== 'png') {
      errors.push(problem('format must be "webp" or "png"'));
    }
  }
  return errors;
}

/**
 * Makes every size of every declared image into `targetDir`, the set the macro reads.
 * @param {Record<string, ImageDeclaration>} decls  usually src/_data/images.js
 * @param {string} targetDir  the folder served as /images/flexible/
 * @returns {Promise<Map<string, PreparedImage>>} by name, in the declarations' order
 * @throws {import('../content/author-error.js').AuthorErrorList} listing every declaration problem (see declarationErrors)
 * @throws {Error} eleventy-img's, naming the file, when a drawing cannot be read
 */
export async function prepareImages(decls, targetDir) {
  throwAuthorErrors(declarationErrors(decls), 'Image declaration errors');
  const images = await Promise.all(
    Object.entries(decls).map(async ([name, d]) => {
      const format = d.format ?? 'webp';
      const files = await publishImage(d.src, {
        name,
        widths: d.widths ?? DEFAULT_WIDTHS,
        formats: [format],
        urlPath: URL_PATH,
        targetDir,
        look: 'drawing',
      });
      return {
        name,
        src: d.src,
        format,
        sizes: (files[format] ?? []).map(({ width, height, url }) => ({ width, height, url })),
      };
    }),
  );
  prepared = new Map(images.map((image) => [image.name, image]));
  return prepared;
}

/**
 * The macro's props (JSON Schema in components/flexible-image/flexible-image.examples.yaml).
 * @typedef {{ image: string, alt: string, nativeWidth?: number, sizes?: string, loading?: string, caption?: string }} FlexibleImageProps
 */

/**
 * Checks the rules the schema cannot know (`checkParams` runs first) and returns what the macro renders.
 * @param {FlexibleImageProps} props
 * @returns {{ entriesJson: string, native: ImageSize, srcset: string, sizes: string, loading: string, alt: string, caption: string }}
 *   entriesJson: the switcher's `[{ width, url }]`, ascending, `<` escaped; native: the no-JS <img>'s size
 * @throws {AuthorError} naming the prop and the fix: `image` not declared, `nativeWidth` not one of its widths
 */
export function flexibleImageModel(props) {
  const names = [...prepared.keys()].sort().join(', ') || '(none prepared)';
  const img = prepared.get(props.image);
  if (!img) {
    const fix = `Add it to ${DECLARATIONS_FILE} (e.g. "${props.image}": { src: "public/images/illustrations/${props.image}.svg" }) or use one of ${names}`;
    const problem = `the prop "image" names no declared image: ${JSON.stringify(props.image)}`;
    throw new AuthorError({ file: MACRO, field: 'image', problem, fix });
  }
  const widths = img.sizes.map((s) => s.width);
  const nativeWidth = props.nativeWidth === undefined ? widths[0] : Number(props.nativeWidth);
  const native = img.sizes.find((s) => s.width === nativeWidth);
  if (!native) {
    throw new AuthorError({
      file: MACRO,
      field: 'nativeWidth',
      problem: `the prop "nativeWidth" must be one of the widths of "${img.name}": ${widths.join(', ')} (px), got ${JSON.stringify(props.nativeWidth)}`,
    });
  }
  return {
    entriesJson: JSON.stringify(img.sizes.map(({ width, url }) => ({ width, url }))).replace(/</g, '\\u003c'),
    native,
    srcset: img.sizes.map((s) => `${s.url} ${s.width}w`).join(', '),
    sizes: props.sizes ?? DEFAULT_SIZES,
    loading: props.loading ?? 'lazy',
    alt: props.alt,
    caption: props.caption ?? '',
  };
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function imagesPlugin(eleventyConfig) {
  beforeEachBuild(eleventyConfig, (publicDir) => prepareImages(declarations, path.join(publicDir, URL_PATH)));
  eleventyConfig.addFilter('flexibleImageModel', flexibleImageModel);
}
