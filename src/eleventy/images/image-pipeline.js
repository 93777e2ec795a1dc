// @ts-check
/** The build's one image pipeline: every raster file the site publishes (docs/architecture.md#images). */
import { copyFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Image from '@11ty/eleventy-img';

/** eleventy-img's output, kept between builds (its disk cache), from the project root. */
export const CACHE_DIR = '.cache/images';

/** Encoder options per kind: a palette PNG for drawings (half WebP's size), Sharp's defaults for photos. */
const LOOKS = {
  drawing: { sharpPngOptions: { palette: true, compressionLevel: 9 } },
  photo: {},
};

/**
 * @typedef {object} ImageJobFields
 * @property {string} name  names the files `<name>-<width>w-<hash>.<format>` (eleventy-img's hash of the
 *   source and options), or `<name>-<width>w.<format>` when `hashed` is false (then `name` changes with the source)
 * @property {boolean} [hashed]  default true
 * @property {string} targetDir  the folder the site serves `urlPath` from; made if missing
 * @property {keyof typeof LOOKS} look
 * @typedef {ImageJobFields & Pick<import('@11ty/eleventy-img').ImageOptions, 'widths' | 'formats' | 'urlPath' | 'sharpOptions' | 'transform'>} ImageJob
 *   widths in px, ascending; urlPath ends in "/"
 */

/**
 * Makes a picture at each width in each format (or takes it from the cache) and copies the files
 * into `targetDir`. A vector is drawn at every width; a raster is never enlarged (1000 px at 400,
 * 800, 1200 and 1600: 400, 800 and 1000).
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
    filenameFormat: (hash, _src, width, format) =>
      hashed ? `${name}-${width}w-${hash}.${format}` : `${name}-${width}w.${format}`,
  };
  // eleventy-img makes its output folder once per process; .cache/ may have been emptied since.
  await mkdir(CACHE_DIR, { recursive: true });
  await mkdir(targetDir, { recursive: true });
  let metadata = await Image(source, all);
  // The in-memory cache may name files deleted since (an emptied .cache/ under `npm run dev`).
  if (
    Object.values(metadata)
      .flat()
      .some((s) => !existsSync(s.outputPath))
  )
    metadata = await Image(source, { ...all, useCache: false });
  await Promise.all(
    Object.values(metadata)
      .flat()
      .map((s) => copyFile(s.outputPath, path.join(targetDir, s.filename))),
  );
  return metadata;
}
