// @ts-check
/**
 * Build-time author errors in one shape (docs/architecture.md#code: "errors an author can cause fail the
 * build naming the file and the fix"):
 *
 *     <file>[ (line N)]: <what is wrong>. <the fix>.
 *
 * Every check of the build (content files and front matter against their schemas, navigation,
 * examples files, image declarations, shortcode and macro arguments, enhancer roots, redirects,
 * documents) reports through this module: one
 * problem is an `AuthorError`; several found in one pass are thrown together as an
 * `AuthorErrorList`, one problem a line.
 *
 * `file` is the file the author edits (a page, a data file, an examples file). Where the file is not
 * known at the point of the check, as in a macro's model filter, it is the call the author wrote
 * (`carousel()`); Eleventy then names the page in its own "Having trouble rendering" line above.
 *
 * @typedef {object} AuthorErrorDetails
 * @property {string} file      the file to edit, as the build names it (e.g. `./pages/index.md`), or the call (`carousel()`)
 * @property {string} problem   what is wrong, as a clause (a final full stop is added when missing)
 * @property {string} [fix]     what to do about it, as a sentence (a final full stop is added when missing)
 * @property {number} [line]    the line of `file`, when known (1-based)
 * @property {string} [field]   the front-matter key, prop or attribute concerned; kept on the error for
 *   tools and tests, not repeated in the text (the problem names it in the author's words)
 */

/** The heading of a list of author errors: `Author errors (3):`. */
export const AUTHOR_ERRORS_HEADING = 'Author errors';

/**
 * `text` ending in a full stop (or `?`/`!`), added when missing.
 * @param {string} text
 */
const sentence = (text) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * One author error as text: `<file>[ (line N)]: <what is wrong>. <the fix>.`
 * @param {AuthorErrorDetails} details
 * @returns {string}
 * @throws {TypeError} when `file` or `problem` is empty (a bug in the check, not the author's mistake)
 */
export function formatAuthorError({ file, problem, fix, line }) {
  if (!file || !problem) throw new TypeError('formatAuthorError: "file" and "problem" are required.');
  const where = line === undefined ? file : `${file} (line ${line})`;
  return `${where}: ${sentence(problem)}${fix ? ` ${sentence(fix)}` : ''}`;
}

/** One author mistake that stops the build; its message is `formatAuthorError(details)`. */
export class AuthorError extends Error {
  /**
   * @param {AuthorErrorDetails} details
   * @param {ErrorOptions} [options]  `cause`, when the mistake surfaced as another error
   * @throws {TypeError} when `file` or `problem` is empty
   */
  constructor(details, options) {
    super(formatAuthorError(details), options);
    this.name = 'AuthorError';
    this.file = details.file;
    this.problem = details.problem;
    this.fix = details.fix;
    this.line = details.line;
    this.field = details.field;
  }
}

/**
 * Several problems found in one pass, reported together so the author fixes them in one go:
 *
 *     Author errors (2):
 *       - <file>: <what is wrong>. <the fix>.
 *       - …
 */
export class AuthorErrorList extends Error {
  /**
   * @param {(AuthorError | string)[]} errors  at least one: AuthorErrors, or messages `formatAuthorError` made
   * @param {string} [heading]  what was checked (default `Author errors`)
   */
  constructor(errors, heading = AUTHOR_ERRORS_HEADING) {
    const messages = errors.map((e) => (typeof e === 'string' ? e : e.message));
    super(`${heading} (${messages.length}):\n  - ${messages.join('\n  - ')}`);
    this.name = 'AuthorErrorList';
    /** @type {string[]} one line a problem */
    this.messages = messages;
  }
}

/**
 * Stops the build when a check found problems; does nothing when `errors` is empty.
 * @param {(AuthorError | string)[]} errors  the check's findings
 * @param {string} [heading]  what was checked (default `Author errors`)
 * @throws {AuthorErrorList} listing every problem, when there is at least one
 */
export function throwAuthorErrors(errors, heading = AUTHOR_ERRORS_HEADING) {
  if (errors.length > 0) throw new AuthorErrorList(errors, heading);
}
