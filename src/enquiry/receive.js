// @ts-check
/**
 * Receiving an enquiry form's POST, the same on every receiver we run (docs/deploy.md "Where
 * enquiries go"): the local receiver in Node (`scripts/lib/enquiry-receiver.js`) and the
 * Cloudflare Pages Function (`functions/contact/index.js`), which stores in D1. Only what reads
 * the body and where the record goes differ; every answer comes from here, so the two cannot
 * answer differently (test/hosts/enquiries.test.ts runs every case against both).
 *
 * Portable: no Node module, so that Cloudflare's runtime runs it as Node does.
 *
 * Answers:
 * - 403 when the request's `Origin` is not one of the receiver's own (a page of another site
 *   posting); a request without `Origin` (curl, a script) is taken;
 * - 415 when the body is not application/x-www-form-urlencoded, or declares a charset other
 *   than UTF-8;
 * - 413 when the body is over `maxBodyBytes`, by its Content-Length or once that many bytes came;
 * - 400 when the body is not UTF-8, raw or percent-encoded, or the enquiry has problems: an HTML
 *   page listing each, in the site's shell, or `{ "message", "problems": [{ "name", "message" }] }`
 *   when the request asks for JSON (`Accept`, as the enhancer's fetch does);
 * - 303 to /contact/thanks/ once the record is stored, or with nothing stored when the honeypot
 *   is filled;
 * - 500 when the record cannot be stored (the visitor is told it was not sent).
 * Nothing sent is ever echoed back: the pages and the JSON hold only our own messages.
 *
 * @typedef {import('./rules.js').EnquiryField} EnquiryField
 * @typedef {import('./rules.js').EnquiryProblem} EnquiryProblem
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} EnquiryAnswer
 * @typedef {object} EnquiryForm  what a receiver needs of the form (src/enquiry/fields.js)
 * @property {EnquiryField[]} fields
 * @property {string} honeypot       the honeypot field's name
 * @property {number} maxBodyBytes   the largest body read, in bytes (the largest valid enquiry)
 * @property {string} [shell]        a page of the site (404.html) whose <title> and <main> the
 *                                   error pages replace, for the site's header, footer and styles
 */
import { escapeUTF8 as escapeHtml } from 'entities';
import { validateEnquiry } from './rules.js';
import { inShell } from '../page-shell.js';
import { CONTACT_URL, THANKS_URL } from '../contact.js';
import { FORM_TOKEN_FIELD, MIN_FILL_MS, TOKEN_LIFETIME_MS, checkToken } from './form-token.js';

/** Our own words for each refusal (never input). */
export const ENQUIRY_MESSAGES = {
  foreignOrigin:
    'This server takes enquiries only from its own pages. Send the enquiry from the form at /contact/ on this server.',
  contentType: 'Send the enquiry as application/x-www-form-urlencoded in UTF-8, as the enquiry form does.',
  notUtf8: 'The enquiry is not valid UTF-8 text. Send it from the enquiry form.',
  problems: 'There is a problem with your enquiry.',
  notStored: 'Your enquiry could not be stored. Nothing was sent: try again in a moment.',
  /** @param {number} maxBodyBytes @param {EnquiryField[]} fields */
  tooLarge: (maxBodyBytes, fields) =>
    `The enquiry is too long: it may be at most ${maxBodyBytes} bytes. Shorten your answers to their limits (${fields
      .filter((f) => f.maxLength !== undefined)
      .map((f) => `${f.label}: ${f.maxLength} characters`)
      .join(', ')}), then send it again.`,
};

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
 * Whether a request with this `Accept` asks for a JSON answer (the enhancer's fetch sends
 * `Accept: application/json`).
 * @param {string | null | undefined} accept
 */
export const wantsJson = (accept) => /application\/json/i.test(accept ?? '') && !/text\/html/i.test(accept ?? '');

/**
 * A refusal, as a page of the site or as JSON.
 * @param {number} status
 * @param {string} message  our own words, never input
 * @param {{ accept?: string | null, shell?: string, problems?: EnquiryProblem[] }} [options]
 * @returns {EnquiryAnswer}
 */
export function refusal(status, message, { accept, shell, problems } = {}) {
  if (wantsJson(accept))
    return {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      body: JSON.stringify({ message, ...(problems ? { problems } : {}) }),
    };
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    body: problemPage(problems ?? [{ name: '', message }], shell),
  };
}

/** The 303 to the thank-you page. @returns {EnquiryAnswer} */
export const sent = () => ({ status: 303, headers: { Location: THANKS_URL, 'Cache-Control': 'no-store' }, body: '' });

/**
 * The refusal a request earns before its body is read (403, 415, 413 by its Content-Length), or
 * null when its body should be read.
 * @param {EnquiryForm} form
 * @param {{ origin?: string | null, origins: string[] | null, contentType?: string | null,
 *   contentLength?: string | null, accept?: string | null }} head  `origins`: the receiver's own
 *   origins, or null to take any
 * @returns {EnquiryAnswer | null}
 */
export function refuseHead(form, head) {
  const options = { accept: head.accept, shell: form.shell };
  if (head.origins && head.origin != null && !head.origins.includes(head.origin))
    return refusal(403, ENQUIRY_MESSAGES.foreignOrigin, options);
  const [type, ...parameters] = String(head.contentType ?? '').split(';');
  const charset = parameters
    .map((p) => /^\s*charset\s*=\s*"?([^";\s]*)"?\s*$/i.exec(p)?.[1])
    .find((c) => c !== undefined);
  if (
    type.trim().toLowerCase() !== 'application/x-www-form-urlencoded' ||
    (charset !== undefined && !/^utf-?8$/i.test(charset))
  )
    return refusal(415, ENQUIRY_MESSAGES.contentType, options);
  if (Number(head.contentLength ?? 0) > form.maxBodyBytes) return tooLarge(form, head.accept);
  return null;
}

/**
 * The 413 for a body over `form.maxBodyBytes`.
 * @param {EnquiryForm} form
 * @param {string | null | undefined} accept
 */
export const tooLarge = (form, accept) =>
  refusal(413, ENQUIRY_MESSAGES.tooLarge(form.maxBodyBytes, form.fields), { accept, shell: form.shell });

/**
 * Reads a whole body: the enquiry's values to store, a refusal (400), or `spam` (the honeypot
 * filled: answer as sent, store nothing).
 * @param {EnquiryForm} form
 * @param {Uint8Array} bytes  at most `form.maxBodyBytes`
 * @param {string | null | undefined} accept
 * @returns {{ values: Record<string, string>, token: string | undefined } | { refusal: EnquiryAnswer } | { spam: true }}
 *   `token`: the posted timing token (src/enquiry/form-token.js), for the receiver to check
 */
export function readEnquiry(form, bytes, accept) {
  const options = { accept, shell: form.shell };
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refusal: refusal(400, ENQUIRY_MESSAGES.notUtf8, options) };
  }
  const params = parseFormBody(text);
  if (!params) return { refusal: refusal(400, ENQUIRY_MESSAGES.notUtf8, options) };
  if ((params.get(form.honeypot) ?? '') !== '') return { spam: true };
  /** @type {Record<string, string>} */
  const input = {};
  for (const field of form.fields) {
    const value = params.get(field.name);
    if (value !== undefined) input[field.name] = value;
  }
  const { values, problems } = validateEnquiry(form.fields, input);
  if (problems.length) return { refusal: refusal(400, ENQUIRY_MESSAGES.problems, { ...options, problems }) };
  return { values, token: params.get(FORM_TOKEN_FIELD) };
}

/**
 * The most enquiries stored from one address in `windowMs` (ms): beyond, 429 until the window
 * moves on. Five in ten minutes is more than a person sends; a robot's flood stops there.
 */
export const RATE_LIMIT = { enquiries: 5, windowMs: 10 * 60 * 1000 };

/**
 * Why a post that passed the field rules was not stored, each logged by its receiver as
 * `[enquiries] Refused: <reason>` (docs/deploy.md "Spam").
 * @typedef {import('./form-token.js').TokenFault | 'replayed' | 'rate-limited'} SpamReason
 */

/** What each refusal tells the person, in our words; the page then offers to send it again. */
export const SPAM_MESSAGES = /** @type {Record<SpamReason, string>} */ ({
  missing:
    'Your enquiry came without the check our form adds when it opens, so it was held back. If you sent it, send it again with the button below.',
  forged:
    'Your enquiry came with a check our form did not make, so it was held back. If you sent it, send it again with the button below.',
  'too-fast': `Your enquiry arrived within ${MIN_FILL_MS / 1000} seconds of the form opening, faster than a person fills it in, so it was held back. If you sent it, send it again with the button below.`,
  expired: `The form was opened more than ${TOKEN_LIFETIME_MS / 3600000} hours before your enquiry was sent. Send it again with the button below.`,
  replayed: 'The form you sent this from has already sent an enquiry. To send this one as well, use the button below.',
  'rate-limited': `We have taken ${RATE_LIMIT.enquiries} enquiries from your network in the last ${RATE_LIMIT.windowMs / 60000} minutes, the most we take. Wait ${RATE_LIMIT.windowMs / 60000} minutes, then send it again with the button below.`,
});

/**
 * The refusal of a post held back as spam (400, or 429 with Retry-After when rate-limited): the
 * message, what the person typed, and a button that sends it again with a new token, so that a
 * person who was refused loses nothing, with or without JavaScript. As JSON (the enhancer):
 * `{ message, reason }`; the enhancer keeps the form as typed and its draft.
 * @param {SpamReason} reason
 * @param {{ fields: EnquiryField[], values: Record<string, string>, token: string | null,
 *   accept?: string | null, shell?: string }} options  `token`: a new token for the button's form
 *   (null where the receiver has no secret)
 * @returns {EnquiryAnswer}
 */
export function spamRefusal(reason, { fields, values, token, accept, shell }) {
  const status = reason === 'rate-limited' ? 429 : 400;
  const message = SPAM_MESSAGES[reason];
  /** @type {Record<string, string>} */
  const extra = reason === 'rate-limited' ? { 'Retry-After': String(RATE_LIMIT.windowMs / 1000) } : {};
  if (wantsJson(accept))
    return {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
      body: JSON.stringify({ message, reason }),
    };
  const kept = fields.filter((f) => (values[f.name] ?? '') !== '');
  const hidden = [
    ...kept.map((f) => `<input type="hidden" name="${escapeHtml(f.name)}" value="${escapeHtml(values[f.name])}">`),
    ...(token ? [`<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(token)}">`] : []),
  ].join('\n');
  const typed = kept
    .filter((f) => f.type !== 'checkbox')
    // A choice by its label, as the form shows it ("Product information or a quote").
    .map((f) => {
      const shown = f.options?.find((o) => o.value === values[f.name])?.label ?? values[f.name];
      return `<dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(shown)}</dd>`;
    })
    .join('\n');
  const main = `
<div class="page-hero page-hero--compact grid-band"><div class="container"><h1 class="page-hero__title">Your enquiry was not sent yet</h1></div></div>
<div class="container page-body"><div class="prose">
<p>${escapeHtml(message)}</p>
<form method="post" action="${CONTACT_URL}" accept-charset="utf-8">
${hidden}
<h2>What you typed</h2>
<dl>
${typed}
</dl>
<p><button type="submit" class="button">Send my enquiry</button></p>
</form>
<p><a href="${CONTACT_URL}">Open the enquiry form</a></p>
</div></div>
`;
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
    body: inShell(shell, 'Your enquiry was not sent yet', main),
  };
}

/**
 * Why a post that passed the field rules is held back as spam, or null to store it: its timing
 * token (missing, forged, too fast, expired), its token's nonce already used, or its address
 * over RATE_LIMIT. The receiver keeps what the last two need (its store, or its memory).
 * @param {{ secret: string, token: string | undefined, now: number,
 *   nonceUsed: (nonce: string) => Promise<boolean> | boolean,
 *   storedSince: (since: number) => Promise<number> | number }} check  `storedSince`: how many
 *   enquiries this post's address has had stored since that time (ms since 1970)
 * @returns {Promise<{ reason: SpamReason } | { nonce: string }>} the reason, or the nonce to store
 */
export async function holdBack({ secret, token, now, nonceUsed, storedSince }) {
  const checked = await checkToken(secret, token, now);
  if ('fault' in checked) return { reason: checked.fault };
  if (await nonceUsed(checked.nonce)) return { reason: 'replayed' };
  if ((await storedSince(now - RATE_LIMIT.windowMs)) >= RATE_LIMIT.enquiries) return { reason: 'rate-limited' };
  return { nonce: checked.nonce };
}

/**
 * How a new enquiry's notification is retried: attempts in all, and the wait before each retry (ms);
 * each attempt waits at most 4 s for an answer, so all of it ends within the 30 s Cloudflare keeps a
 * Function running after its answer (`waitUntil`).
 */
export const NOTIFY_RETRY = { attempts: 4, delaysMs: [1000, 3000, 8000] };

/**
 * Forwards a stored enquiry to `url` (ENQUIRY_WEBHOOK: a CRM's form handler, or a service that
 * mails it on), as JSON `{ id, receivedAt, fields }` with the enquiry's id as `Idempotency-Key`,
 * retried (NOTIFY_RETRY) until the receiver answers 2xx. The enquiry is already stored, once,
 * whatever happens here: a retry sends the same notification again, never a second enquiry, and
 * the key lets the receiver drop a copy it already has.
 * @param {string} url
 * @param {{ id: string, receivedAt: string, fields: Record<string, string> }} record
 * @param {{ log: (line: string) => void, error: (line: string) => void }} logger
 * @param {{ delaysMs?: number[] }} [options]  the waits between attempts (tests shorten them)
 * @returns {Promise<boolean>} whether it was delivered
 */
export async function notify(url, record, logger, { delaysMs = NOTIFY_RETRY.delaysMs } = {}) {
  const body = JSON.stringify({ id: record.id, receivedAt: record.receivedAt, fields: record.fields });
  for (let attempt = 0; attempt <= delaysMs.length; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt - 1]));
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': record.id },
        body,
        signal: AbortSignal.timeout(4_000),
      });
      if (answer.ok) {
        logger.log(`[enquiries] Notified ${new URL(url).origin} of enquiry ${record.id}.`);
        return true;
      }
      logger.error(
        `[enquiries] Notifying of enquiry ${record.id}: answered ${answer.status} (attempt ${attempt + 1}).`,
      );
    } catch (error) {
      logger.error(
        `[enquiries] Notifying of enquiry ${record.id}: ${error instanceof Error ? error.message : String(error)} (attempt ${attempt + 1}).`,
      );
    }
  }
  logger.error(`[enquiries] Gave up notifying of enquiry ${record.id}; it is stored: see npm run enquiries.`);
  return false;
}
