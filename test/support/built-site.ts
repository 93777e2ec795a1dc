/**
 * Reads the built site in `_site/` for the checks in test/site and test/browser.
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import * as folders from '../../src/folders.js';

/** The built site: `_site/`, or `$SITE_DIR` when set (as for the build). */
export const SITE_DIR = path.resolve(folders.SITE_DIR);

/**
 * The gallery build (`npm run build:gallery`: GALLERY=1, the gallery pages under /frontend/):
 * `$GALLERY_DIR`, else the site's folder + "-gallery" (`_site-gallery/`, or `$SITE_DIR-gallery`).
 * The Playwright projects gallery-375 and gallery-1440 serve it; test/site/gallery-pages.test.ts and
 * gallery-pages.gallery.test.ts check it in `npm test` (`npm run test:gallery`).
 */
export const GALLERY_DIR = path.resolve(folders.GALLERY_DIR);

export interface BuiltPage {
  /** Site-relative url, e.g. "/markets/defense/" or "/404.html". */
  url: string;
  /** Absolute path of the HTML file. */
  file: string;
}

/**
 * Where the authors' CMS is served (src/eleventy/cms/cms.js): a tool, not a page of the site, so outside
 * the site's budgets and checks (docs/requirements.md#content-as-data-and-the-cms); test/site/cms.test.ts checks it.
 */
export const ADMIN_URL = '/admin/';

/** Every HTML page of the built site but the CMS, sorted by url. Throws when the site has not been built. */
export function builtPages(dir = SITE_DIR): BuiltPage[] {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No built site in ${dir}: run "npm run build" first.`);
  }
  const pages: BuiltPage[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) {
        if (d === dir && `/${name}/` === ADMIN_URL) continue;
        walk(full);
      } else if (name.endsWith('.html')) {
        const rel = '/' + path.relative(dir, full).split(path.sep).join('/');
        pages.push({ url: rel.replace(/index\.html$/, ''), file: full });
      }
    }
  };
  walk(dir);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

export function readPage(page: BuiltPage): string {
  return readFileSync(page.file, 'utf8');
}
