// @ts-check
/**
 * Content gaps (CONTENT.md): every sample entry in the global data files (an object with
 * `sample: true` and a `text` beginning "Sample —") is listed at the end of each build, so authors
 * know what the company still has to supply.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const DATA_DIR = 'src/_data';

/**
 * Walks a value and returns the dotted path and text of every sample entry in it.
 * @param {unknown} value
 * @param {string} at  path of `value`, e.g. "products.ovg-4"
 * @returns {{ path: string, text: string }[]}
 */
export function findSamples(value, at) {
  if (Array.isArray(value)) return value.flatMap((v, i) => findSamples(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const record = /** @type {Record<string, unknown>} */ (value);
    const own = record.sample === true ? [{ path: at, text: String(record.text ?? '(no text)') }] : [];
    return [...own, ...Object.entries(record).flatMap(([k, v]) => findSamples(v, `${at}.${k}`))];
  }
  return [];
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function contentGapsPlugin(eleventyConfig) {
  eleventyConfig.on('eleventy.after', async () => {
    const files = readdirSync(DATA_DIR).filter((f) => f.endsWith('.js'));
    const gaps = [];
    for (const file of files) {
      const mod = await import(pathToFileURL(path.resolve(DATA_DIR, file)).href);
      gaps.push(...findSamples(mod.default, path.basename(file, '.js')));
    }
    if (gaps.length === 0) return;
    console.log(`[content gaps] ${gaps.length} sample entries to replace with the company's own facts:`);
    for (const g of gaps) console.log(`  - ${g.path}: ${g.text}`);
  });
}
