// @ts-check
/**
 * One build of the site for `npm run cms` (scripts/cms.js, docs/cms.md "While the site is built
 * again"), run as a child process with an IPC channel: Eleventy with Vite, as `eleventy --quiet`
 * runs it, into `$SITE_DIR`, with the environment the parent gives (PREVIEW=1). Eleventy's own
 * output (its error with the stack, the content-gaps list) goes where the parent points stdout and
 * stderr (a log file); the verdict goes to the parent as one message:
 *
 *     { ok: true } | { ok: false, problems: BuildProblem[], message: string }
 *
 * `problems` are the author errors (src/eleventy/author-error.js) found in the thrown error and its
 * causes: what the author can fix, in their words; empty when the build failed on something else,
 * whose first line is then `message`.
 *
 * @typedef {{ message: string, file?: string, field?: string }} BuildProblem  one author error: its
 *   text `<file>: <what is wrong>. <the fix>.`, and the file and field where the error names them
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Eleventy from '@11ty/eleventy';

/**
 * The author errors in `error` and the errors it wraps: Eleventy keeps the error a template threw as
 * `originalError`, Nunjucks as `cause`; an `AuthorErrorList` gives one problem a message.
 * @param {unknown} error
 * @returns {BuildProblem[]} in the order found, without repeats
 */
export function authorProblems(error) {
  /** @type {BuildProblem[]} */
  const found = [];
  const seen = new Set();
  /** @param {unknown} e */
  const walk = (e) => {
    if (!e || typeof e !== 'object' || seen.has(e)) return;
    seen.add(e);
    const err = /** @type {Error & { messages?: string[], file?: string, field?: string, originalError?: unknown, errors?: unknown[] }} */ (e);
    if (err.name === 'AuthorError') found.push({ message: err.message, file: err.file, ...(err.field ? { field: err.field } : {}) });
    else if (err.name === 'AuthorErrorList' && Array.isArray(err.messages)) for (const message of err.messages) found.push({ message });
    walk(err.originalError);
    walk(err.cause);
    if (Array.isArray(err.errors)) err.errors.forEach(walk);
  };
  walk(error);
  const messages = new Set();
  return found.filter((p) => !messages.has(p.message) && messages.add(p.message));
}

/**
 * The first line of an error's message, for one line of the terminal.
 * @param {unknown} error
 * @returns {string}
 */
export function firstLine(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((line) => line.trim())?.trim() ?? 'unknown error';
}

// Run as the child of scripts/cms.js (not when imported, as the tests do).
if (process.send && process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const send = /** @type {(message: unknown) => boolean} */ (process.send.bind(process));
  try {
    // The package's types describe its CommonJS export; the ES module's default is the class.
    const eleventy = new (/** @type {any} */ (Eleventy))(undefined, undefined, { quietMode: true });
    await eleventy.write();
    send({ ok: true });
  } catch (error) {
    send({ ok: false, problems: authorProblems(error), message: firstLine(error) });
  }
  process.disconnect();
}
