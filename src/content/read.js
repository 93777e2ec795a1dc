// @ts-check
/**
 * Reads the content an author changes (docs/requirements.md#content-as-data-and-the-cms): YAML files under src/content/, one file per
 * settings-like type (company.yaml, privacy.yaml, site.yaml) and one file per entry of a folder
 * type (products/<slug>.yaml). The global data modules of src/_data/ read them through this module
 * and only derive from them; the CMS at /admin/ edits the same files, and the build checks each
 * against its schema in src/content/schemas/ (src/eleventy/content-schema.js).
 *
 * Paths are resolved from this module's folder, so a scratch copy of the project reads its own
 * files; messages name them from the project root (`src/content/company.yaml`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { AuthorError } from '../eleventy/content/author-error.js';

/** The project's root folder (absolute). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The content folder, from the project root. */
export const CONTENT_DIR = 'src/content';
/**
 * The YAML schema content is read with: YAML 1.2's core schema, without the timestamp type, so that
 * a date stays the text the author wrote and the content schema can refuse a day the calendar does
 * not have (with timestamps, `2026-02-30` is read as 2 March 2026 and published as that).
 */
export const CONTENT_YAML_SCHEMA = yaml.CORE_SCHEMA;

/** The extension of every content data file. */
export const CONTENT_EXTENSION = '.yaml';

/**
 * Parses one YAML file.
 * @param {string} file  path from the project root, e.g. "src/content/company.yaml"
 * @param {string} [root]  the project root (absolute; default this project's)
 * @returns {unknown} the parsed value
 * @throws {AuthorError} when the file is missing or is not valid YAML: `<file> (line N): … Fix …`
 */
export function readYaml(file, root = PROJECT_ROOT) {
  let source;
  try {
    source = readFileSync(path.join(root, file), 'utf8');
  } catch (cause) {
    throw new AuthorError(
      {
        file,
        problem: `the content file cannot be read (${/** @type {Error} */ (cause).message})`,
        fix: 'Restore it from git, or create it',
      },
      { cause },
    );
  }
  try {
    return yaml.load(source, { filename: file, schema: CONTENT_YAML_SCHEMA });
  } catch (cause) {
    throw new AuthorError(yamlProblem(file, cause), { cause });
  }
}

/**
 * The author error of a YAML file js-yaml cannot read: its line, js-yaml's reason, and the usual fix.
 * @param {string} file  the file, as the author knows it (`src/content/company.yaml`)
 * @param {unknown} cause  what js-yaml threw (a YAMLException, with `mark` and `reason`)
 * @returns {import('../eleventy/content/author-error.js').AuthorErrorDetails}
 */
export function yamlProblem(file, cause) {
  const mark = /** @type {{ mark?: { line: number }, reason?: string }} */ (cause);
  return {
    file,
    line: mark.mark ? mark.mark.line + 1 : undefined,
    problem: `the YAML cannot be read (${mark.reason ?? String(cause)})`,
    fix: 'Fix the indentation or quote the text (a value holding ": " or starting with a quote needs quotes)',
  };
}

/**
 * One settings-like content file, `src/content/<name>.yaml`.
 * @param {string} name  e.g. "company"
 * @param {string} [root]
 * @returns {unknown}
 */
export function readContent(name, root = PROJECT_ROOT) {
  return readYaml(contentFile(name), root);
}

/**
 * The path of a settings-like content file, from the project root.
 * @param {string} name  e.g. "company"
 * @returns {string} e.g. "src/content/company.yaml"
 */
export const contentFile = (name) => `${CONTENT_DIR}/${name}${CONTENT_EXTENSION}`;

/**
 * The files of a folder content type, sorted by name.
 * @param {string} folder  e.g. "products"
 * @param {string} [root]
 * @returns {{ slug: string, file: string }[]} slug: the file name without `.yaml`; file: from the project root
 */
export function contentFolderFiles(folder, root = PROJECT_ROOT) {
  return readdirSync(path.join(root, CONTENT_DIR, folder))
    .filter((name) => name.endsWith(CONTENT_EXTENSION))
    .sort()
    .map((name) => ({ slug: name.slice(0, -CONTENT_EXTENSION.length), file: `${CONTENT_DIR}/${folder}/${name}` }));
}

/** The file name of an entry kept in a folder of its own, beside its files: `documents/<slug>/index.yaml`. */
export const BUNDLE_ENTRY = `index${CONTENT_EXTENSION}`;

/**
 * The entries of a folder content type whose entries each have a folder of their own, holding the
 * entry (BUNDLE_ENTRY) and the files that belong to it alone, such as a document's PDF: the CMS
 * deletes an entry's folder with it, and nothing else (docs/architecture.md#documents).
 * @param {string} folder  e.g. "documents"
 * @param {string} [root]
 * @returns {{ slug: string, file: string, dir: string }[]} slug: the entry's folder name; file: its
 *   entry, from the project root; dir: its folder, from the project root. Sorted by slug; a folder
 *   without an entry is left out (the CMS leaves none; src/eleventy/documents.js names strays).
 */
export function contentBundleFiles(folder, root = PROJECT_ROOT) {
  return readdirSync(path.join(root, CONTENT_DIR, folder), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(root, CONTENT_DIR, folder, d.name, BUNDLE_ENTRY)))
    .map((d) => d.name)
    .sort()
    .map((slug) => ({
      slug,
      dir: `${CONTENT_DIR}/${folder}/${slug}`,
      file: `${CONTENT_DIR}/${folder}/${slug}/${BUNDLE_ENTRY}`,
    }));
}

/**
 * Every entry of a folder content type, keyed by slug (the file name), in file-name order.
 * @param {string} folder  e.g. "products"
 * @param {string} [root]
 * @returns {Record<string, unknown>}
 */
export function readContentFolder(folder, root = PROJECT_ROOT) {
  return Object.fromEntries(contentFolderFiles(folder, root).map(({ slug, file }) => [slug, readYaml(file, root)]));
}
