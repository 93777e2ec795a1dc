// @ts-check
/**
 * Build-time author errors in one shape, `<file>[ (line N)]: <what is wrong>. <the fix>.`
 * (docs/architecture.md#author-errors).
 * @typedef {object} AuthorErrorDetails
 * @property {string} file      the file to edit (e.g. `./pages/index.md`), or the call (`carousel()`)
 * @property {string} problem   what is wrong, as a clause (a final full stop is added when missing)
 * @property {string} [fix]     what to do about it, as a sentence (a final full stop is added when missing)
 * @property {number} [line]    the line of `file`, when known (1-based)
 * @property {string} [field]   the key, prop or attribute concerned; for tools and tests, not in the text
 */

/**
 * @param {string} text
 * @returns {string} `text` ending in a full stop (or `?`/`!`)
 */
export const sentence = (text) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * @param {AuthorErrorDetails} details
 * @returns {string} the text `<file>[ (line N)]: <what is wrong>. <the fix>.`
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
   * @param {ErrorOptions} [options]
   * @throws {TypeError} on no file or problem
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

/** Several problems found in one pass: `<heading> (2):` then one `  - <message>` line each. */
export class AuthorErrorList extends Error {
  /**
   * @param {(AuthorError | string)[]} errors  at least one
   * @param {string} [heading]  what was checked
   */
  constructor(errors, heading = 'Author errors') {
    const messages = errors.map((e) => (typeof e === 'string' ? e : e.message));
    super(`${heading} (${messages.length}):\n  - ${messages.join('\n  - ')}`);
    this.name = 'AuthorErrorList';
    /** @type {string[]} one line a problem */
    this.messages = messages;
    /** @type {AuthorError[]} the problems given as AuthorErrors, with their file and field (for the CMS's verdict) */
    this.errors = errors.filter((e) => e instanceof AuthorError);
  }
}

/**
 * @param {(AuthorError | string)[]} errors  a check's findings
 * @param {string} [heading]  what was checked
 * @throws {AuthorErrorList} listing every problem, when there is at least one
 */
export function throwAuthorErrors(errors, heading) {
  if (errors.length > 0) throw new AuthorErrorList(errors, heading);
}
