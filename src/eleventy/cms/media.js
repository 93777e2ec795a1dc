// @ts-check
/**
 * The CMS's uploads (src/content/media/, addressed as `/images/media/<file>`), made once per build by
 * the image pipeline (docs/architecture.md#images), and the filter `mediaImage(src, alt)`.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Image from '@11ty/eleventy-img';
import { beforeEachBuild } from '../../folders.js';
import { AuthorError } from '../content/author-error.js';
import { MEDIA_FOLDER, MEDIA_URL } from './cms-config.js';
import { publishImage } from '../images/image-pipeline.js';
import { slugify } from '../content/slug.js';
import { DEFAULT_SIZES, DEFAULT_WIDTHS } from '../images/images.js';

const MEDIA_FILE = /\.(jpe?g|png|webp)$/i;

/** @type {Map<string, import('@11ty/eleventy-img').Metadata>} this build's pictures, by site address */
let prepared = new Map();

/**
 * Makes the sizes of every picture of the media folder into `targetDir`.
 * @param {string} targetDir  served as MEDIA_URL
 * @param {string} [folder]   the media folder (default src/content/media)
 * @returns {Promise<Map<string, import('@11ty/eleventy-img').Metadata>>} by site address, e.g. "/images/media/lab.jpg"
 * @throws {Error} eleventy-img's, naming the file, when a picture cannot be read
 */
export async function prepareMedia(targetDir, folder = MEDIA_FOLDER) {
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => MEDIA_FILE.test(f))
        .sort()
    : [];
  /** @type {Map<string, import('@11ty/eleventy-img').Metadata>} */
  const next = new Map();
  /** @type {Map<string, string>} published name → its upload, so that two uploads cannot share one */
  const names = new Map();
  for (const file of files) {
    // Published under its slug ("Lab bench photo.webp" → lab-bench-photo-800w.webp): a name with
    // spaces broke the srcset, and browsers fell back to the smallest JPEG at every width.
    const name = slugify(path.parse(file).name) || 'picture';
    const other = names.get(name);
    if (other)
      throw new AuthorError({
        file: `${folder}/${file}`,
        problem: `it and ${other} are published under one name, ${name}`,
        fix: "Rename one of them in the CMS's Assets (or delete it), and choose it again where it is used",
      });
    names.set(name, file);
    // The flexible image's widths, never above the upload's own; the <img> fallback format last.
    next.set(
      `${MEDIA_URL}/${file}`,
      await publishImage(path.join(folder, file), {
        name,
        widths: DEFAULT_WIDTHS,
        formats: ['webp', 'jpeg'],
        urlPath: `${MEDIA_URL}/`,
        targetDir,
        look: 'photo',
      }),
    );
  }
  prepared = next;
  return next;
}

/**
 * An uploaded picture as a responsive <picture> (Nunjucks filter `mediaImage`).
 * @param {unknown} src  its site address, `/images/media/<file>`
 * @param {unknown} alt  what it shows
 * @param {string} [file]  the page, named in errors
 * @returns {string} HTML
 * @throws {AuthorError} when no upload has that address, or alt is empty
 */
export function mediaImage(src, alt, file = 'image') {
  const metadata = typeof src === 'string' ? prepared.get(src) : undefined;
  if (!metadata) {
    throw new AuthorError({
      file,
      field: 'image.src',
      problem: `no uploaded picture is at ${JSON.stringify(src)}`,
      fix: `Upload it in the CMS (it is saved in ${MEDIA_FOLDER}/), or choose one of ${[...prepared.keys()].join(', ') || 'the uploads'}`,
    });
  }
  if (typeof alt !== 'string' || alt.trim() === '')
    throw new AuthorError({
      file,
      field: 'image.alt',
      problem: 'the picture has no alternative text',
      fix: 'Say in "alt" what it shows',
    });
  return Image.generateHTML(metadata, { alt, sizes: DEFAULT_SIZES, loading: 'lazy', decoding: 'async' });
}

/**
 * An uploaded picture as a page's social image (og:image), filter `mediaSocialImage`: its largest
 * JPEG, which every link preview reads.
 * @param {unknown} image  the page's `image` front matter, `{ src, alt }`
 * @returns {{ url: string, width: number, height: number, type: string, alt: string } | null} url
 *   site-relative; px; null when the page has no uploaded picture
 */
export function mediaSocialImage(image) {
  const { src, alt } = /** @type {{ src?: unknown, alt?: unknown }} */ (image ?? {});
  const jpeg = typeof src === 'string' ? prepared.get(src)?.jpeg : undefined;
  const largest = jpeg?.at(-1);
  if (!largest || typeof alt !== 'string') return null;
  return { url: largest.url, width: largest.width, height: largest.height, type: 'image/jpeg', alt };
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function mediaPlugin(eleventyConfig) {
  eleventyConfig.addFilter('mediaSocialImage', mediaSocialImage);
  beforeEachBuild(eleventyConfig, (publicDir) => prepareMedia(path.join(publicDir, MEDIA_URL)));
  eleventyConfig.addFilter(
    'mediaImage',
    /** @this {{ page?: { inputPath?: string } }} */ function (/** @type {unknown} */ src, /** @type {unknown} */ alt) {
      return mediaImage(src, alt, this.page?.inputPath);
    },
  );
  eleventyConfig.addWatchTarget(`./${MEDIA_FOLDER}/`);
}
