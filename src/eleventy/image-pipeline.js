// @ts-check
/**
 * The build's one image pipeline (docs/architecture.md#images): every raster file the site
 * publishes is made here by the eleventy-img package, with one cache and one set of options: the
 * flexible image's sizes (images.js), the CMS's uploads (media.js), the social image (seo.js) and
 * the documents' thumbnails (documents.js).
 *
 * `publishImage` makes each width in each format into CACHE_DIR, then copies the files into the
 * folder the site serves them from. eleventy-img names a file by a hash of the source's content
 * and of its encoder options, and skips a file that already exists (its disk cache), so a build
 * only makes new or changed pictures; in one process its in-memory cache answers a repeated call.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Image from '@11ty/eleventy-img';

/** eleventy-img's output, kept between builds (its disk cache), from the project root. */
export const CACHE_DIR = '.cache/images';

/**
 * The encoder options of each kind of picture. eleventy-img hashes them into the files' names:
 * changing a kind's options gives all its files new addresses.
 * - `drawing`: our line drawings; a PNG gets a palette, about half the size of WebP.
 * - `photo`: uploads and rendered PDF pages; Sharp's defaults.
 */
const LOOKS = {
  drawing: { sharpPngOptions: { palette: true, compressionLevel: 9 } },
  photo: {},
};

/**
 * @typedef {object} ImageJobFields
 * @property {string} name  names the files `<name>-<width>w-<hash>.<format>` (hash: eleventy-img's,
 *   of the source and the options), or `<name>-<width>w.<format>` when `hashed` is false (the name
 *   must then change with the source)
 * @property {boolean} [hashed]  default true
 * @property {string} targetDir  the folder the site serves `urlPath` from; made if missing
 * @property {keyof typeof LOOKS} look
 * @typedef {ImageJobFields & Pick<import('@11ty/eleventy-img').ImageOptions, 'widths' | 'formats' | 'urlPath' | 'sharpOptions' | 'transform'>} ImageJob
 *   widths in px, ascending; urlPath ends in "/"
 */

/**
 * Makes a picture at each width in each format (or takes it from the cache) and copies the files
 * into `targetDir`. A vector source is drawn at every width, even above its own size; a raster one
 * is never enlarged: the first width above its own gives way to its own (a 1000 px upload at
 * 400, 800, 1200 and 1600 px: 400, 800 and 1000).
 * @param {string} source  the file, from the project root
 * @param {ImageJob} job
 * @returns {Promise<import('@11ty/eleventy-img').Metadata>} the files by format, ascending width
 * @throws {Error} eleventy-img's, naming the file, when the source cannot be read
 */
export async function publishImage(source, { name, hashed = true, targetDir, look, ...options }) {
  /** @type {import('@11ty/eleventy-img').ImageOptions} */
  const all = {
    ...LOOKS[look],
    ...options,
    outputDir: CACHE_DIR,
    svgAllowUpscale: true,
    minimumThreshold: 1,
    filenameFormat: (hash, _src, width, format) => (hashed ? `${name}-${width}w-${hash}.${format}` : `${name}-${width}w.${format}`),
  };
  // eleventy-img makes its output folder once per process; .cache/ may have been emptied since.
  await mkdir(CACHE_DIR, { recursive: true });
  await mkdir(targetDir, { recursive: true });
  let metadata = await Image(source, all);
  // The in-memory cache may answer for files deleted since (a long `npm run dev` session and an
  // emptied .cache/): make them again.
  if (Object.values(metadata).flat().some((s) => !existsSync(s.outputPath))) metadata = await Image(source, { ...all, useCache: false });
  await Promise.all(Object.values(metadata).flat().map((s) => copyFile(s.outputPath, path.join(targetDir, s.filename))));
  return metadata;
}
