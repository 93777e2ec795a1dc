// @ts-check
/**
 * Pictures authors upload through the CMS (docs/requirements.md#content-as-data-and-the-cms): Sveltia CMS saves them in the media
 * folder, src/content/media/, and names them in front matter by their site address,
 * `/images/media/<file>` (a news article's `image.src`). Once per build (`eleventy.before`) the
 * eleventy-img package makes every one of them into WebP and JPEG at each width of `MEDIA_WIDTHS`
 * (cached in .cache/media/ by the source's content hash), copied into the output's
 * public/images/media/ (Vite's publicDir, as src/eleventy/images.js does). The filter
 * `mediaImage(src, alt)` writes the responsive <picture>.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Image from '@11ty/eleventy-img';
import { AuthorError } from './author-error.js';
import { MEDIA_FOLDER, MEDIA_URL } from './cms-config.js';

/**
 * Widths made of each upload (px). eleventy-img never upscales a raster picture: with
 * `minimumThreshold: 1` the first width above the upload's own gives way to its own width (a
 * 1000 px upload: 400, 800 and 1000; its default, 1.25, would leave out the 1000).
 */
export const MEDIA_WIDTHS = [400, 800, 1200, 1600];
/** The formats made, smallest first (the <img> fallback is the last). */
export const MEDIA_FORMATS = /** @type {const} */ (['webp', 'jpeg']);

/** The `sizes` of an article's picture: the prose column (as the flexible image's default). */
export const MEDIA_SIZES = '(min-width: 50rem) 46rem, calc(100vw - 2rem)';
/** eleventy-img's output, kept between builds. */
const CACHE_DIR = '.cache/media';
/** The files of the media folder the build makes sizes of. */
const MEDIA_FILE = /\.(jpe?g|png|webp)$/i;

/** @type {Map<string, import('@11ty/eleventy-img').Metadata>} this build's pictures, by site address */
let prepared = new Map();

/**
 * Makes the sizes of every picture of the media folder and copies them into `targetDir`.
 * @param {string} targetDir  served as MEDIA_URL
 * @param {string} [folder]   the media folder (default src/content/media)
 * @returns {Promise<Map<string, import('@11ty/eleventy-img').Metadata>>} by site address, e.g. "/images/media/lab.jpg"
 * @throws {Error} eleventy-img's, naming the file, when a picture cannot be read
 */
export async function prepareMedia(targetDir, folder = MEDIA_FOLDER) {
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => MEDIA_FILE.test(f)).sort() : [];
  /** @type {Map<string, import('@11ty/eleventy-img').Metadata>} */
  const next = new Map();
  if (files.length) {
    await mkdir(targetDir, { recursive: true });
    await mkdir(CACHE_DIR, { recursive: true });
  }
  for (const file of files) {
    const base = path.parse(file).name;
    const source = path.join(folder, file);
    const metadata = await Image(source, {
      widths: MEDIA_WIDTHS,
      minimumThreshold: 1,
      formats: [...MEDIA_FORMATS],
      outputDir: CACHE_DIR,
      urlPath: `${MEDIA_URL}/`,
      filenameFormat: (hash, _src, width, format) => `${base}-${width}w-${hash}.${format}`,
    });
    for (const stats of Object.values(metadata)) await Promise.all(stats.map((s) => copyFile(s.outputPath, path.join(targetDir, s.filename))));
    next.set(`${MEDIA_URL}/${file}`, metadata);
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
    throw new AuthorError({ file, field: 'image.src', problem: `no uploaded picture is at ${JSON.stringify(src)}`, fix: `Upload it in the CMS (it is saved in ${MEDIA_FOLDER}/), or choose one of ${[...prepared.keys()].join(', ') || 'the uploads'}` });
  }
  if (typeof alt !== 'string' || alt.trim() === '') throw new AuthorError({ file, field: 'image.alt', problem: 'the picture has no alternative text', fix: 'Say in "alt" what it shows' });
  return Image.generateHTML(metadata, { alt, sizes: MEDIA_SIZES, loading: 'lazy', decoding: 'async' });
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function mediaPlugin(eleventyConfig) {
  eleventyConfig.on('eleventy.before', async (/** @type {unknown} */ event) => {
    const { directories } = /** @type {{ directories: { output: string } }} */ (event);
    const publicDir = process.env.SKIP_VITE ? '' : 'public';
    await prepareMedia(path.join(directories.output, publicDir, MEDIA_URL));
  });
  eleventyConfig.addFilter(
    'mediaImage',
    /** @this {{ page?: { inputPath?: string } }} @param {unknown} src @param {unknown} alt */
    function (src, alt) {
      return mediaImage(src, alt, this.page?.inputPath);
    },
  );
  eleventyConfig.addWatchTarget(`./${MEDIA_FOLDER}/`);
}
