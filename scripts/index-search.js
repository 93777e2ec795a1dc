// @ts-check
/**
 * Builds the site's search index with Pagefind (docs/architecture.md#code, docs/architecture.md#known-traps) into `<site>/pagefind/`: the
 * `postbuild` step of `npm run build` (npm passes SITE_DIR through to it), also run by
 * `npm run bench`. It must run after Vite, whose emptyOutDir would delete the folder.
 *
 * Pagefind indexes only pages with `data-pagefind-body` (layouts/base.njk puts it on every page's
 * <main> except the search page and the 404, which have `searchable: false`). The search page's
 * enhancer (enhancers/search-results/search-results.tsx) loads `/pagefind/pagefind.js` at run time.
 *
 * Usage: node scripts/index-search.js   (SITE_DIR=dir indexes another build)
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { SITE_DIR } from '../src/folders.js';

/**
 * How many pages an index written to `outputPath` holds (all languages), from Pagefind's
 * `pagefind-entry.json`.
 * @param {string} outputPath  the index's folder, e.g. "_site/pagefind"
 * @returns {number}
 */
export function indexedPageCount(outputPath) {
  /** @type {{ languages: Record<string, { page_count: number }> }} */
  const entry = JSON.parse(readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8'));
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

/**
 * Indexes the built site in `site` and writes the index and Pagefind's module to `<site>/pagefind/`.
 * @param {string} site  the built site's folder
 * @returns {Promise<number>} how many pages were indexed
 * @throws {Error} when the site is not built or Pagefind reports an error
 */
export async function indexSite(site = SITE_DIR) {
  if (!existsSync(path.join(site, 'index.html'))) throw new Error(`No built site in ${site}/: run "npm run build" first.`);
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: site });
    if (added.errors.length) throw new Error(`Pagefind could not index ${site}/: ${added.errors.join('; ')}`);
    const outputPath = path.join(site, 'pagefind');
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write ${site}/pagefind/: ${written.errors.join('; ')}`);
    // `added.page_count` counts every HTML file read, also those skipped for having no
    // data-pagefind-body; the entry file counts what was indexed.
    return indexedPageCount(outputPath);
  } finally {
    await pagefind.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const site = SITE_DIR;
  indexSite(site).then(
    (count) => console.log(`[pagefind] Indexed ${count} pages into ${site}/pagefind/`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
