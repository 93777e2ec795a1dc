// @ts-check
/**
 * The `local` enquiry receiver (docs/deploy.md "Where enquiries go"): a Node request handler that
 * `scripts/serve.js` puts in front of the static files. It accepts the enquiry form's POST,
 * checks it with the one field list (src/enquiry/fields.js, rules in
 * src/enquiry/rules.js) and appends each accepted enquiry to a JSON-lines file.
 * For local use and previews: a deployed site uses the `netlify` or `endpoint` provider.
 *
 * Its answers are src/enquiry/receive.js's, which the Cloudflare Function shares: 403, 415 and 413
 * before the body is read (closing the connection without reading it to its end,
 * connection-limits.js), 413 also once more than `maxBodyBytes` came, 400, and 303 once the
 * enquiry's line is written and flushed to disk (fsync), whole, or with nothing stored for a
 * filled honeypot (one log line). When the file cannot be written (a full disk), 500: whatever
 * part of the line was written is cut off again (lineAppender), so no torn line stays in the file.
 *
 * A stored line: `{"id":"<uuid>","receivedAt":"<ISO 8601>","fields":{"name":…,"email":…,…},
 * "consent":{"privacyVersion":"<12 hex digits>","agreedAt":"<ISO 8601>"}}`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import {
  ENQUIRY_MESSAGES,
  RATE_LIMIT,
  holdBack,
  jsonLine,
  notify,
  readEnquiry,
  refusal,
  refuseHead,
  sent,
  spamRefusal,
  tooLarge,
} from '../../src/enquiry/receive.js';
import { TOKEN_LIFETIME_MS, issueToken } from '../../src/enquiry/form-token.js';
import { refuseBody } from './connection-limits.js';
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
 * @property {() => string | null} [privacyVersion]  the version of the privacy notice the site
 *                                         publishes now (src/_data/privacyVersion.js), stored with
 *                                         each enquiry as what its sender agreed to
 * @property {{ delaysMs?: number[] }} [notifyOptions]  the waits between the webhook's retries
 * @property {string} [webhook]            ENQUIRY_WEBHOOK: a url each stored enquiry is forwarded to
 *                                         (src/enquiry/receive.js notify), after its 303
 * @property {string} [secret]             ENQUIRY_SECRET: with it, the spam checks (the timing token,
 *                                         its replay, RATE_LIMIT by the client's address) hold back
 *                                         a post; without it (local development), none do
 */

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
 * Sends `answer` (src/enquiry/receive.js), unless an answer has gone already.
 * @param {Response} res
 * @param {import('../../src/enquiry/receive.js').EnquiryAnswer} answer
 */
function send(res, answer) {
  if (res.headersSent) return;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
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
  /** @type {import('../../src/enquiry/receive.js').EnquiryForm} */
  const form = { fields, honeypot, maxBodyBytes, shell: pageShell };
  const { secret } = options;
  /** The nonces of tokens that sent an enquiry, until their token expires (ms since 1970). */
  const usedNonces = new Map();
  /** The times (ms since 1970) each client address had an enquiry stored, within RATE_LIMIT's window. */
  /** @type {Map<string, number[]>} */
  const storedAt = new Map();
  /** @param {number} now */
  const forgetOld = (now) => {
    for (const [nonce, until] of usedNonces) if (until < now) usedNonces.delete(nonce);
    for (const [address, times] of storedAt) {
      const recent = times.filter((t) => t > now - RATE_LIMIT.windowMs);
      if (recent.length) storedAt.set(address, recent);
      else storedAt.delete(address);
    }
  };

  /** @type {(req: Request, res: Response, next: () => void) => void} */
  const receive = (req, res, next) => {
    const target = parseRequestTarget(req.url);
    if (req.method !== 'POST' || 'problem' in target || target.location || !paths.includes(target.pathname)) {
      next();
      return;
    }
    const accept = req.headers.accept;
    const refused = refuseHead(form, {
      origin: req.headers.origin,
      origins: origins ?? null,
      contentType: req.headers['content-type'],
      contentLength: req.headers['content-length'],
      accept,
    });
    if (refused) {
      refuseBody(req, res);
      send(res, refused);
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
        refuseBody(req, res);
        send(res, tooLarge(form, accept));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => {
      done = true;
    });
    req.on('end', async () => {
      if (done) return;
      done = true;
      const read = readEnquiry(form, Buffer.concat(chunks), accept);
      if ('refusal' in read) {
        send(res, read.refusal);
        return;
      }
      if ('spam' in read) {
        logger.log(`[enquiries] The honeypot field "${honeypot}" was filled: answered as sent, nothing stored.`);
        send(res, { ...sent(), headers: { ...sent().headers, Location: successUrl } });
        return;
      }
      const now = Date.now();
      const address = req.socket.remoteAddress ?? '';
      /** @type {string | null} */
      let nonce = null;
      if (secret) {
        forgetOld(now);
        /** @type {Awaited<ReturnType<typeof holdBack>>} */
        let held;
        /** @type {string} */
        let token;
        try {
          held = await holdBack({
            secret,
            token: read.token,
            now,
            nonceUsed: (n) => usedNonces.has(n),
            storedSince: (since) => (storedAt.get(address) ?? []).filter((t) => t > since).length,
          });
          token = await issueToken(secret);
        } catch (error) {
          // WebCrypto failing: logged, and the visitor told that nothing was sent.
          logger.error(
            `[enquiries] Could not check an enquiry: ${error instanceof Error ? error.message : String(error)}`,
          );
          send(res, refusal(500, ENQUIRY_MESSAGES.notStored, { accept, shell: pageShell }));
          return;
        }
        // holdBack awaited its checks: posts that arrived together all passed them. Checked again
        // and taken in this one turn (no await between), so only one of them gets the nonce, and
        // no more than the limit get a slot.
        /** @type {import('../../src/enquiry/receive.js').SpamReason | null} */
        let reason = 'reason' in held ? held.reason : null;
        const recent = (storedAt.get(address) ?? []).filter((t) => t > now - RATE_LIMIT.windowMs).length;
        if ('nonce' in held && usedNonces.has(held.nonce)) reason = 'replayed';
        else if ('nonce' in held && recent >= RATE_LIMIT.enquiries) reason = 'rate-limited';
        if (reason || !('nonce' in held)) {
          logger.log(`[enquiries] Refused: ${reason}; nothing stored.`);
          send(res, spamRefusal(reason ?? 'forged', { fields, values: read.values, token, accept, shell: pageShell }));
          return;
        }
        // Taken before the write, so that a replay or a flood arriving meanwhile is refused.
        nonce = held.nonce;
        usedNonces.set(nonce, now + TOKEN_LIFETIME_MS);
        storedAt.set(address, [...(storedAt.get(address) ?? []), now]);
      }
      const receivedAt = new Date(now).toISOString();
      // The sender ticked the consent box (a required field) under the notice the site publishes now.
      const consent = { privacyVersion: options.privacyVersion?.() ?? null, agreedAt: receivedAt };
      const record = { id: randomUUID(), receivedAt, fields: read.values, consent };
      append(jsonLine(record)).then(
        () => {
          logger.log(`[enquiries] Stored enquiry ${record.id} in ${file}.`);
          send(res, { ...sent(), headers: { ...sent().headers, Location: successUrl } });
          if (options.webhook) void notify(options.webhook, record, logger, options.notifyOptions);
        },
        (/** @type {unknown} */ error) => {
          if (nonce) {
            usedNonces.delete(nonce);
            storedAt.set(
              address,
              (storedAt.get(address) ?? []).filter((t) => t !== now),
            );
          }
          logger.error(
            `[enquiries] Could not store an enquiry in ${file}: ${error instanceof Error ? error.message : String(error)}`,
          );
          send(res, refusal(500, ENQUIRY_MESSAGES.notStored, { accept, shell: pageShell }));
        },
      );
    });
  };
  return Object.assign(receive, { paths });
}
