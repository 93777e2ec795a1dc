// @ts-check
/**
 * The component gallery's pages under /frontend/, built only by `npm run dev` and with GALLERY=1; the
 * list of pages is derived from the examples files and pages/gallery/ (docs/architecture.md#the-gallery).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { componentFile, EXAMPLES_SUFFIX, galleryPage, loadComponents } from './examples.js';
import { formatAuthorError, throwAuthorErrors } from '../content/author-error.js';
import { galleryEnabled } from '../build-mode.js';

/** The folder that holds the generated template and one folder per whole page. */
const GALLERY_PAGES_DIR = 'pages/gallery';

/**
 * One generated gallery page (pages/gallery/components.njk paginates over them): the macro file's name
 * ("search"), the page's, served at /frontend/<page>/ ("search-form"), and its front matter.
 * @typedef {{ component: string, page: string } & import('./examples.js').GalleryFrontMatter} GalleryEntry
 */

/** @returns {string[]} the whole pages of their own: the folders under pages/gallery/, sorted */
function pageFolders() {
  if (!existsSync(GALLERY_PAGES_DIR)) return [];
  return readdirSync(GALLERY_PAGES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/**
 * The generated gallery pages and the problems that stop them.
 * @param {ReturnType<typeof loadComponents>} components  every component's examples file
 * @param {string[]} folders  the whole pages (pageFolders)
 * @returns {{ entries: GalleryEntry[], errors: string[] }} one entry per component with examples and no
 *   folder, in the components' order; errors name the file and the fix
 */
export function galleryEntries(components, folders) {
  /** @type {GalleryEntry[]} */
  const entries = [];
  const errors = folders
    .filter((folder) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(folder))
    .map((folder) =>
      formatAuthorError({
        file: `${GALLERY_PAGES_DIR}/${folder}/`,
        problem: `"${folder}" is not a lower-case, hyphenated name`,
        fix: 'Rename the folder (e.g. "image-modal")',
      }),
    );
  for (const component of componentsWithPages(components)) {
    const { gallery } = components[component];
    const page = galleryPage(component);
    if (folders.includes(page)) continue;
    if (gallery) {
      entries.push({ component, page, ...gallery });
      continue;
    }
    const fix = `Add "gallery:" with title, description and intro (the page's front matter), or give it a whole page of its own in ${GALLERY_PAGES_DIR}/${page}/index.njk`;
    errors.push(
      formatAuthorError({
        file: componentFile(component, EXAMPLES_SUFFIX),
        problem: 'its gallery page has no title',
        fix,
      }),
    );
  }
  return { entries, errors };
}

/**
 * The components that have a gallery page: those with examples (not a file with `params:` alone).
 * @param {ReturnType<typeof loadComponents>} components  every component's examples file
 * @returns {string[]} their names (the macro files' names), in the components' order
 */
export function componentsWithPages(components) {
  return Object.entries(components)
    .filter(([, { examples }]) => examples.length > 0)
    .map(([component]) => component);
}

/**
 * The names of the gallery's pages, served at `/frontend/<name>/`: what the page switcher lists
 * (global data `galleryPages`, docs/requirements.md#page-switcher).
 * @param {ReturnType<typeof loadComponents>} [components]  default every component's examples file
 * @param {string[]} [folders]  the whole pages (default pageFolders())
 * @returns {string[]} each name once, sorted
 */
export function galleryPages(components = loadComponents(), folders = pageFolders()) {
  return [...new Set([...componentsWithPages(components).map(galleryPage), ...folders])].sort();
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function galleryPlugin(eleventyConfig) {
  eleventyConfig.addGlobalData('galleryPages', () => galleryPages());
  if (!galleryEnabled()) {
    // `ignores` (Eleventy's TemplatePathIgnores set) is missing from the published UserConfig type.
    /** @type {{ ignores: Set<string> }} */ (/** @type {unknown} */ (eleventyConfig)).ignores.add(
      `${GALLERY_PAGES_DIR}/**`,
    );
    return;
  }
  eleventyConfig.addGlobalData('galleryComponents', () => {
    const { entries, errors } = galleryEntries(loadComponents(), pageFolders());
    throwAuthorErrors(errors, 'Gallery pages');
    return entries;
  });
  eleventyConfig.addWatchTarget(path.join(GALLERY_PAGES_DIR, '/'));
}
