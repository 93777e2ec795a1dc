// @ts-check
/**
 * The `local` enquiry receiver (docs/deploy.md "Where enquiries go"): a Node request handler that
 * `scripts/serve.js` puts in front of the static files. It accepts the enquiry form's POST,
 * checks it with the one field list (src/enquiry/fields.js, rules in
 * src/enquiry/rules.js) and appends each accepted enquiry to a JSON-lines file.
 * For local use and previews: a deployed site uses the `netlify` or `endpoint` provider.
 *
 * Answers, for a POST to one of `paths`:
 * - 303 to `successUrl` once the enquiry's line is written and flushed to disk (fsync), whole;
 * - 303 to `successUrl` with nothing stored, and one log line, when the honeypot is filled;
 * - 400 when the enquiry has problems: an HTML page listing each one for a form post, or
 *   `{ "problems": [{ "name", "message" }] }` when the request asks for JSON (`Accept`);
 * - 400 when the body is not UTF-8, raw or percent-encoded (`%FF`), or not valid percent-encoding;
 * - 413 when the body is over `maxBodyBytes` (by its Content-Length, or once that many bytes have
 *   come), without reading further; src/enquiry/fields.js derives it from the field list, so the
 *   largest valid enquiry always fits;
 * - 415 when the body is not application/x-www-form-urlencoded, or declares a charset other
 *   than UTF-8;
 * - 403 when the request's `Origin` is not one of `origins` (a page of another site posting to
 *   the local server); a request without `Origin` (curl, a script) is taken;
 * - 500 when the file cannot be written (the visitor is told it was not sent); whatever part of
 *   the line was written is cut off again (lineAppender), so no torn line stays in the file.
 * Nothing sent is ever echoed back: the pages and the JSON hold only our own messages, every
 * page in the site's shell. An answer that refuses the body (403, 413, 415) closes the connection
 * without reading it to its end (connection-limits.js).
 *
 * A stored line: `{"id":"<uuid>","receivedAt":"<ISO 8601>","fields":{"name":…,"email":…,…}}`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { escapeUTF8 as escapeHtml } from 'entities';
import { validateEnquiry } from '../../src/enquiry/rules.js';
import { refuseBody } from './connection-limits.js';
import { inShell } from './page-shell.js';
import { parseRequestTarget } from './request-target.js';
import { CONTACT_URL, THANKS_URL } from '../../src/contact.js';

/**
 * @typedef {import('../../src/enquiry/rules.js').EnquiryField} EnquiryField
 * @typedef {import('../../src/enquiry/rules.js').EnquiryProblem} EnquiryProblem
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {object} ReceiverOptions
 * @property {string} file                 the JSON-lines file (created with its folder when missing)
 * @property {EnquiryField[]} fields       the field list
 * @property {string} honeypot             the honeypot field's name
 * @property {number} maxBodyBytes         the largest body read, in bytes
 * @property {string[]} [paths]            the urls that accept the POST (default /contact/ and
 *                                         /contact/thanks/, the local and netlify actions)
 * @property {string} [successUrl]         where a 303 sends the browser (default /contact/thanks/)
 * @property {string} [pageShell]          an HTML page of the site whose <title> and <main> the 400
 *                                         page replaces (serve.js passes 404.html), for the site's
 *                                         header, footer and styles
 * @property {string[]} [origins]          the origins whose pages may post (`http://localhost:8080`);
 *                                         a POST with another `Origin` answers 403. Default: any
 * @property {{ log: (line: string) => void, error: (line: string) => void }} [logger]  default console
 */

/**
 * The 400 page: what was wrong, in words, and the way back to the form.
 * @param {EnquiryProblem[]} problems
 * @param {string} [shell]  a page of the site to put it in (its <title> and <main> are replaced)
 * @returns {string} HTML
 */
export function problemPage(problems, shell) {
  const title = 'There is a problem with your enquiry';
  const main = `
<div class="page-hero page-hero--compact grid-band"><div class="container"><h1 class="page-hero__title">Your enquiry was not sent</h1></div></div>
<div class="container page-body"><div class="prose">
<div class="error-summary" aria-labelledby="problems-title">
<h2 class="error-summary__title" id="problems-title">There is a problem</h2>
<ul class="error-summary__list">
${problems.map((p) => `<li>${escapeHtml(p.message)}</li>`).join('\n')}
</ul>
</div>
<p>Go back to the form with your browser's Back button: what you typed is still there. Correct the ${problems.length === 1 ? 'answer' : 'answers'} above, then send it again.</p>
<p><a href="${CONTACT_URL}">Open the enquiry form</a></p>
</div></div>
`;
  return inShell(shell, title, main);
}

/**
 * Decodes an application/x-www-form-urlencoded body strictly (the URL Standard's parser, but an
 * invalid percent-encoding or percent-encoded bytes that are not UTF-8 are refused, where
 * URLSearchParams would put U+FFFD in their place and store a changed text).
 * @param {string} text  the body, already decoded from UTF-8
 * @returns {Map<string, string> | null} name → first value; null when it cannot be decoded
 */
export function parseFormBody(text) {
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const [rawName, rawValue] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
    try {
      const name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
      if (!values.has(name)) values.set(name, value);
    } catch {
      return null;
    }
  }
  return values;
}

/**
 * A record as one line of JSON: `JSON.stringify` but with NEL (U+0085), U+2028 and U+2029 written
 * as escapes, which it leaves raw and which a reader that splits lines the Unicode way (Python's
 * `splitlines`, many editors) takes for line breaks inside the record.
 * @param {unknown} record
 * @returns {string} without a line break of any kind
 */
export function jsonLine(record) {
  return JSON.stringify(record).replace(
    /[\u0085\u2028\u2029]/g,
    (c) => `\\u${/** @type {number} */ (c.codePointAt(0)).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Appends lines to a file one after another, each written and fsynced before the next starts, so
 * concurrent enquiries never interleave and a 303 is sent only for a line on disk. A line is
 * stored whole or not at all: when a write or its fsync fails (a full disk: ENOSPC), the file is
 * cut back to its length before it, and the promise rejects. A file that does not end in a line
 * break (a process killed in the middle of a write) first gets one, so the next line never joins
 * a torn one.
 * @param {string} file
 * @returns {(line: string) => Promise<void>} rejects with the file system's error
 */
export function lineAppender(file) {
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  return (line) => {
    const write = queue.then(async () => {
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
      const handle = await open(file, 'a+');
      try {
        const { size } = await handle.stat();
        let text = line.endsWith('\n') ? line : `${line}\n`;
        if (size > 0) {
          const last = Buffer.alloc(1);
          await handle.read(last, 0, 1, size - 1);
          if (last[0] !== 0x0a) text = `\n${text}`;
        }
        try {
          await handle.writeFile(text, 'utf8');
          await handle.sync();
        } catch (error) {
          await handle
            .truncate(size)
            .then(() => handle.sync())
            .catch(() => undefined);
          throw error;
        }
      } finally {
        await handle.close();
      }
    });
    queue = write.catch(() => undefined);
    return write;
  };
}

/**
 * Whether the request asks for a JSON answer (the enhancer's fetch sends Accept: application/json).
 * @param {Request} req
 */
function wantsJson(req) {
  const accept = String(req.headers.accept ?? '');
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept);
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {Request} req
 * @param {string} message   our own words, never input
 * @param {EnquiryProblem[]} [problems]
 * @param {string} [shell]
 */
function reject(res, status, req, message, problems, shell) {
  if (res.headersSent) return;
  if (wantsJson(req)) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ message, ...(problems ? { problems } : {}) }));
    return;
  }
  const html = problems ? problemPage(problems, shell) : problemPage([{ name: '', message }], shell);
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

/**
 * Makes the receiver.
 * @param {ReceiverOptions} options
 * @returns {((req: Request, res: Response, next: () => void) => void) & { paths: string[] }} a
 *   handler that calls `next` for every request that is not a POST to one of `paths` (also given
 *   as its `paths`)
 */
export function createEnquiryReceiver(options) {
  const {
    file,
    fields,
    honeypot,
    maxBodyBytes,
    paths = [CONTACT_URL, THANKS_URL],
    successUrl = THANKS_URL,
    pageShell,
    origins,
  } = options;
  const logger = options.logger ?? { log: (line) => console.log(line), error: (line) => console.error(line) };
  const append = lineAppender(file);
  const limits = fields
    .filter((f) => f.maxLength !== undefined)
    .map((f) => `${f.label}: ${f.maxLength} characters`)
    .join(', ');

  /** @type {(req: Request, res: Response, next: () => void) => void} */
  const receive = (req, res, next) => {
    const target = parseRequestTarget(req.url);
    if (req.method !== 'POST' || 'problem' in target || target.location || !paths.includes(target.pathname)) {
      next();
      return;
    }
    const origin = req.headers.origin;
    if (origins && origin !== undefined && !origins.includes(origin)) {
      refuseBody(req, res);
      reject(
        res,
        403,
        req,
        'This server takes enquiries only from its own pages. Send the enquiry from the form at /contact/ on this server.',
        undefined,
        pageShell,
      );
      return;
    }
    const [type, ...parameters] = String(req.headers['content-type'] ?? '').split(';');
    const charset = parameters
      .map((p) => /^\s*charset\s*=\s*"?([^";\s]*)"?\s*$/i.exec(p)?.[1])
      .find((c) => c !== undefined);
    if (
      type.trim().toLowerCase() !== 'application/x-www-form-urlencoded' ||
      (charset !== undefined && !/^utf-?8$/i.test(charset))
    ) {
      refuseBody(req, res);
      reject(
        res,
        415,
        req,
        'Send the enquiry as application/x-www-form-urlencoded in UTF-8, as the enquiry form does.',
        undefined,
        pageShell,
      );
      return;
    }
    const tooLarge = () => {
      refuseBody(req, res);
      reject(
        res,
        413,
        req,
        `The enquiry is too long: it may be at most ${maxBodyBytes} bytes. Shorten your answers to their limits (${limits}), then send it again.`,
        undefined,
        pageShell,
      );
    };
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
      tooLarge();
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBodyBytes) {
        done = true;
        req.removeAllListeners('data');
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => {
      done = true;
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      let text;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
      } catch {
        reject(
          res,
          400,
          req,
          'The enquiry is not valid UTF-8 text. Send it from the enquiry form.',
          undefined,
          pageShell,
        );
        return;
      }
      const params = parseFormBody(text);
      if (!params) {
        reject(
          res,
          400,
          req,
          'The enquiry is not valid UTF-8 text. Send it from the enquiry form.',
          undefined,
          pageShell,
        );
        return;
      }
      if ((params.get(honeypot) ?? '') !== '') {
        logger.log(`[enquiries] The honeypot field "${honeypot}" was filled: answered as sent, nothing stored.`);
        res.writeHead(303, { Location: successUrl, 'Cache-Control': 'no-store' });
        res.end();
        return;
      }
      /** @type {Record<string, string>} */
      const input = {};
      for (const field of fields) {
        const value = params.get(field.name);
        if (value !== undefined) input[field.name] = value;
      }
      const { values, problems } = validateEnquiry(fields, input);
      if (problems.length) {
        reject(res, 400, req, 'There is a problem with your enquiry.', problems, pageShell);
        return;
      }
      const record = { id: randomUUID(), receivedAt: new Date().toISOString(), fields: values };
      append(jsonLine(record)).then(
        () => {
          logger.log(`[enquiries] Stored enquiry ${record.id} in ${file}.`);
          res.writeHead(303, { Location: successUrl, 'Cache-Control': 'no-store' });
          res.end();
        },
        (/** @type {unknown} */ error) => {
          logger.error(
            `[enquiries] Could not store an enquiry in ${file}: ${error instanceof Error ? error.message : String(error)}`,
          );
          reject(
            res,
            500,
            req,
            'Your enquiry could not be stored. Nothing was sent: try again in a moment.',
            undefined,
            pageShell,
          );
        },
      );
    });
  };
  return Object.assign(receive, { paths });
}
