// @ts-check
/**
 * One build of the site for `npm run cms` (scripts/cms.js, docs/cms.md "While the site is built
 * again"), run as a child process with an IPC channel: Eleventy with Vite, as `eleventy --quiet`
 * runs it, then the search index (scripts/index-search.js, as `npm run build`'s postbuild), into
 * `$SITE_DIR`, with the environment the parent gives (PREVIEW=1). Eleventy's own
 * output (its error with the stack, the content-gaps list) goes where the parent points stdout and
 * stderr (a log file); the verdict goes to the parent as one message:
 *
 *     { ok: true } | { ok: false, problems: BuildProblem[], message: string }
 *
 * `problems` are the author errors (src/eleventy/content/author-error.js) found in the thrown error and its
 * causes: what the author can fix, in their words; empty when the build failed on something else,
 * whose first line is then `message`.
 *
 * @typedef {{ message: string, file?: string, field?: string }} BuildProblem  one author error: its
 *   text `<file>: <what is wrong>. <the fix>.`, and the file and field where the error names them
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatAuthorError } from '../../src/eleventy/content/author-error.js';
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
    const err =
      /** @type {Error & { messages?: string[], file?: string, field?: string, originalError?: unknown, errors?: unknown[] }} */ (
        e
      );
    if (err.name === 'AuthorError')
      found.push({ message: err.message, file: err.file, ...(err.field ? { field: err.field } : {}) });
    else if (err.name === 'AuthorErrorList' && Array.isArray(err.messages)) {
      // The list's AuthorErrors (walked below, with their file and field), then its other lines.
      const structured = new Set((err.errors ?? []).map((x) => /** @type {Error} */ (x).message));
      for (const message of err.messages) if (!structured.has(message)) found.push({ message });
    }
    walk(err.originalError);
    walk(err.cause);
    if (Array.isArray(err.errors)) err.errors.forEach(walk);
  };
  walk(error);
  const messages = new Set();
  return found.filter((p) => !messages.has(p.message) && messages.add(p.message));
}

/** Nunjucks's message for code it cannot compile or render: `(./pages/x.md) [Line 15, Column 4]\n  unknown block tag: sectoin`. */
const NUNJUCKS_ERROR = /^\((\.\/[^)]+)\) \[Line (\d+), Column (\d+)\]\s*\n\s*([^\n]+)/;

/**
 * A Nunjucks error in a page's text as an author problem: the file, the line of the file (Nunjucks
 * counts from the end of the front matter), what Nunjucks says, and the fix, instead of a pointer
 * to the build's log.
 * @param {unknown} error  the build's error, with its `originalError` and `cause` chain
 * @returns {BuildProblem | null} null when the chain holds no Nunjucks error of a page
 */
export function templateProblem(error) {
  for (let e = /** @type {any} */ (error), depth = 0; e && depth < 10; e = e.originalError ?? e.cause, depth++) {
    const match = NUNJUCKS_ERROR.exec(String(e.message ?? ''));
    if (!match) continue;
    const [, input, bodyLine, , detail] = match;
    const file = input.replace(/^\.\//, '');
    let line = Number(bodyLine);
    try {
      const front = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(readFileSync(input, 'utf8'));
      if (front) line += front[0].split('\n').length - 1;
    } catch {
      // The file is gone (deleted since): the line as Nunjucks counts it.
    }
    return {
      file,
      field: 'body',
      message: formatAuthorError({
        file,
        line,
        problem: `the page's text has template code the site cannot read (${detail.trim()})`,
        fix: 'Correct or remove the {% … %} or {{ … }} on that line: a block of the "Insert" menu is written {% section "anchor", "Heading" %} … {% endsection %}',
      }),
    };
  }
  return null;
}

/**
 * The first line of an error's message, for one line of the terminal.
 * @param {unknown} error
 * @returns {string}
 */
export function firstLine(error) {
  const text = error instanceof Error ? error.message : String(error);
  return (
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? 'unknown error'
  );
}

// Run as the child of scripts/cms.js (not when imported, as the tests do).
if (process.send && process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const send = /** @type {(message: unknown) => boolean} */ (process.send.bind(process));
  try {
    // The package's types describe its CommonJS export; the ES module's default is the class.
    const eleventy = new /** @type {any} */ (Eleventy)(undefined, undefined, { quietMode: true });
    await eleventy.write();
    // The search index, as `npm run build` makes it after the pages, so /search/ works here too.
    const { indexSite } = await import('../index-search.js');
    console.log(`[pagefind] Indexed ${await indexSite(process.env.SITE_DIR)} pages`);
    send({ ok: true });
  } catch (error) {
    const problems = authorProblems(error);
    const template = problems.length ? null : templateProblem(error);
    send({ ok: false, problems: template ? [template] : problems, message: firstLine(error) });
  }
  process.disconnect();
}
