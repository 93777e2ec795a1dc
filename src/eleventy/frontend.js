// @ts-check
/**
 * The component gallery's template pages under /frontend/ (SPEC §2 "Page switcher (developer
 * tooling)"): built by `npm run dev` (Eleventy's serve mode) and when FRONTEND=1 is set
 * (`FRONTEND=1 npm run build`); otherwise pages/frontend/ is ignored, so the production build, its
 * sitemap and its search index hold none of them. When they are built, every name of
 * src/_data/frontendPages.js must have its page and every page its name, or the build stops naming
 * the file and the fix.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import frontendPages from '../_data/frontendPages.js';
import { formatAuthorError, throwAuthorErrors } from './author-error.js';

/** The list of template pages, named in messages. */
const PAGES_FILE = 'src/_data/frontendPages.js';

/** The folder that holds one folder per template page. */
export const FRONTEND_DIR = 'pages/frontend';

/**
 * Whether this build includes the template pages.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {boolean} true for FRONTEND=1 (or "true") and in Eleventy's serve mode (`npm run dev`)
 */
export function frontendEnabled(env = process.env) {
  return env.FRONTEND === '1' || env.FRONTEND === 'true' || env.ELEVENTY_RUN_MODE === 'serve';
}

/**
 * Mismatches between the list of names and the page folders.
 * @param {string[]} names    the global list (src/_data/frontendPages.js)
 * @param {string[]} folders  the folders found under pages/frontend/
 * @returns {string[]} one message per problem, naming the file and the fix; empty when all is well
 */
export function findFrontendErrors(names, folders) {
  const errors = [];
  for (const name of names) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
      errors.push(formatAuthorError({ file: PAGES_FILE, problem: `"${name}" is not a lower-case, hyphenated name`, fix: 'Rename it (e.g. "image-modal")' }));
    } else if (!folders.includes(name)) {
      errors.push(formatAuthorError({ file: PAGES_FILE, problem: `"${name}" has no page`, fix: `Create ${FRONTEND_DIR}/${name}/index.njk, or remove the name` }));
    }
  }
  for (const folder of folders) {
    if (!names.includes(folder)) {
      errors.push(
        formatAuthorError({
          file: `${FRONTEND_DIR}/${folder}/`,
          problem: `the page is not in ${PAGES_FILE}, so the page switcher cannot reach it`,
          fix: `Add "${folder}" to the list`,
        }),
      );
    }
  }
  return errors;
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function frontendPlugin(eleventyConfig) {
  const enabled = frontendEnabled();
  eleventyConfig.addGlobalData('frontendBuild', enabled);
  if (!enabled) {
    // `ignores` (Eleventy's TemplatePathIgnores set) is missing from the published UserConfig type.
    /** @type {{ ignores: Set<string> }} */ (/** @type {unknown} */ (eleventyConfig)).ignores.add(`${FRONTEND_DIR}/**`);
    return;
  }
  const folders = existsSync(FRONTEND_DIR)
    ? readdirSync(FRONTEND_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];
  const errors = findFrontendErrors(frontendPages, folders);
  throwAuthorErrors(errors, 'Template pages');
  eleventyConfig.addWatchTarget(path.join(FRONTEND_DIR, '/'));
}
