// @ts-check
/**
 * Enquiries on Cloudflare Pages (`ENQUIRY_PROVIDER=cloudflare`; docs/deploy.md "Enquiries on
 * Cloudflare"): a Pages Function that takes the enquiry form's POST to /contact/ and stores each
 * enquiry as a row of the D1 database bound as `ENQUIRIES` (migrations/). Its answers are the
 * local receiver's (src/enquiry/receive.js): 403, 415, 413, 400, and 303 to /contact/thanks/ once
 * the row is committed. GET and HEAD go on to the static page.
 *
 * The field list comes from the built site (/contact/enquiry-form.json, pages/contact/enquiry-form.njk),
 * the error pages' shell from its 404 page, both through the site's own assets. Cloudflare does
 * not apply `_headers` to a Function's answers, so each answer takes the headers the host gives
 * the contact page.
 *
 * With `ENQUIRY_SECRET` (a Pages secret), the spam checks hold: the contact page is served with a
 * new timing token each time (GET, never cached), and a post is held back when its token is
 * missing, forged, too fast, expired or used before, or when its address has had RATE_LIMIT
 * enquiries stored (src/enquiry/receive.js holdBack). Without it, none hold, and each post says so
 * in the log.
 *
 * @typedef {{ first: <T>() => Promise<T | null>, run: () => Promise<unknown> }} D1Statement
 * @typedef {{ prepare: (sql: string) => { bind: (...values: unknown[]) => D1Statement } }} D1Database
 * @typedef {{ ENQUIRIES: D1Database, ASSETS: { fetch: (request: Request | string) => Promise<Response> },
 *   ENQUIRY_SECRET?: string, ENQUIRY_WEBHOOK?: string, ENQUIRY_WEBHOOK_RETRY_MS?: string }} Env
 */
import {
  ENQUIRY_MESSAGES,
  RATE_LIMIT,
  holdBack,
  notify,
  readEnquiry,
  refusal,
  refuseHead,
  sent,
  spamRefusal,
  tooLarge,
} from '../../src/enquiry/receive.js';
import { fillTokens, issueToken } from '../../src/enquiry/form-token.js';
import { CONTACT_URL } from '../../src/contact.js';

/** The site's assets this Function reads. */
const FORM_URL = '/contact/enquiry-form.json';
const SHELL_URL = '/404';

/**
 * The answer as a Response, with the security headers the host gives the contact page.
 * @param {import('../../src/enquiry/receive.js').EnquiryAnswer} answer
 * @param {Headers} pageHeaders
 */
function respond(answer, pageHeaders) {
  const headers = new Headers();
  for (const [name, value] of pageHeaders) {
    if (!/^(content-(type|length|encoding|range)|cache-control|etag|last-modified|access-control-)/i.test(name))
      headers.set(name, value);
  }
  for (const [name, value] of Object.entries(answer.headers)) headers.set(name, value);
  return new Response(answer.body || null, { status: answer.status, headers });
}

/**
 * Reads at most `limit` bytes of `body`.
 * @param {ReadableStream<Uint8Array> | null} body
 * @param {number} limit  bytes
 * @returns {Promise<Uint8Array | null>} the bytes, or null once more than `limit` came
 */
async function readAtMost(body, limit) {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The contact page, with a new timing token in its form when the secret is set.
 * @param {{ request: Request, env: Env, next: () => Promise<Response> }} context
 */
export async function onRequestGet({ request, env, next }) {
  const page = await next();
  const url = new URL(request.url);
  if (!env.ENQUIRY_SECRET || url.pathname !== CONTACT_URL || page.status !== 200) return page;
  const filled = await fillTokens(await page.text(), env.ENQUIRY_SECRET);
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', 'no-store');
  headers.delete('ETag');
  return new Response(filled, { status: 200, headers });
}

/**
 * The sender's address as an HMAC under the secret: counted for the rate limit, never stored as it is.
 * @param {string} secret
 * @param {string} address
 */
async function addressKey(secret, address) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`address:${address}`)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * @param {{ request: Request, env: Env, waitUntil: (promise: Promise<unknown>) => void }} context
 */
export async function onRequestPost({ request, env, waitUntil }) {
  const url = new URL(request.url);
  const [formAnswer, shellAnswer, page] = await Promise.all([
    env.ASSETS.fetch(new URL(FORM_URL, url).href),
    env.ASSETS.fetch(new URL(SHELL_URL, url).href),
    env.ASSETS.fetch(new URL(CONTACT_URL, url).href),
  ]);
  // `/contact` and `/contact/index.html`: to the form's own address, keeping the method and body.
  if (url.pathname !== CONTACT_URL) {
    await request.body?.cancel();
    return respond({ status: 308, headers: { Location: CONTACT_URL + url.search }, body: '' }, page.headers);
  }
  const form = { ...(await formAnswer.json()), shell: await shellAnswer.text() };
  const accept = request.headers.get('accept');
  const refused = refuseHead(form, {
    origin: request.headers.get('origin'),
    origins: [url.origin],
    contentType: request.headers.get('content-type'),
    contentLength: request.headers.get('content-length'),
    accept,
  });
  if (refused) return respond(refused, page.headers);
  const bytes = await readAtMost(request.body, form.maxBodyBytes);
  if (!bytes) return respond(tooLarge(form, accept), page.headers);
  const read = readEnquiry(form, bytes, accept);
  if ('refusal' in read) return respond(read.refusal, page.headers);
  if ('spam' in read) {
    console.log(`[enquiries] The honeypot field "${form.honeypot}" was filled: answered as sent, nothing stored.`);
    return respond(sent(), page.headers);
  }
  const now = Date.now();
  /** @type {string | null} */
  let nonce = null;
  /** @type {string | null} */
  let address = null;
  if (env.ENQUIRY_SECRET) {
    const secret = env.ENQUIRY_SECRET;
    address = await addressKey(secret, request.headers.get('CF-Connecting-IP') ?? '');
    const held = await holdBack({
      secret,
      token: read.token,
      now,
      nonceUsed: async (n) =>
        (await env.ENQUIRIES.prepare('SELECT 1 AS used FROM enquiries WHERE token_nonce = ?1').bind(n).first()) !==
        null,
      storedSince: async (since) =>
        (
          await env.ENQUIRIES.prepare(
            'SELECT COUNT(*) AS stored FROM enquiries WHERE address = ?1 AND received_at > ?2',
          )
            .bind(address, new Date(since).toISOString())
            .first()
        )?.stored ?? 0,
    });
    if ('reason' in held) {
      console.log(`[enquiries] Refused: ${held.reason}; nothing stored.`);
      const token = await issueToken(secret);
      return respond(
        spamRefusal(held.reason, { fields: form.fields, values: read.values, token, accept, shell: form.shell }),
        page.headers,
      );
    }
    nonce = held.nonce;
  } else {
    console.warn('[enquiries] ENQUIRY_SECRET is not set: stored without the spam checks (docs/deploy.md "Spam").');
  }
  const id = crypto.randomUUID();
  /** @type {import('../../src/enquiry/receive.js').SpamReason | null} */
  let late = null;
  try {
    // One statement, so posts that arrive together cannot all pass the rate limit's count; a
    // token's nonce is unique, so a replay arriving meanwhile fails here.
    const result = /** @type {{ meta?: { changes?: number } }} */ (
      await env.ENQUIRIES.prepare(
        `INSERT INTO enquiries (id, received_at, email, fields, token_nonce, address, privacy_version, consented_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?9, ?2
         WHERE ?6 IS NULL OR (SELECT COUNT(*) FROM enquiries WHERE address = ?6 AND received_at > ?7) < ?8`,
      )
        .bind(
          id,
          new Date(now).toISOString(),
          read.values.email ?? '',
          JSON.stringify(read.values),
          nonce,
          address,
          new Date(now - RATE_LIMIT.windowMs).toISOString(),
          RATE_LIMIT.enquiries,
          // The sender ticked the consent box (a required field) under the notice published now.
          form.privacyVersion ?? null,
        )
        .run()
    );
    if (result.meta?.changes === 0) late = 'rate-limited';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/UNIQUE/i.test(message)) late = 'replayed';
    else {
      console.error(`[enquiries] Could not store an enquiry: ${message}`);
      return respond(refusal(500, ENQUIRY_MESSAGES.notStored, { accept, shell: form.shell }), page.headers);
    }
  }
  if (late && env.ENQUIRY_SECRET) {
    console.log(`[enquiries] Refused: ${late}; nothing stored.`);
    const token = await issueToken(env.ENQUIRY_SECRET);
    return respond(
      spamRefusal(late, { fields: form.fields, values: read.values, token, accept, shell: form.shell }),
      page.headers,
    );
  }
  console.log(`[enquiries] Stored enquiry ${id} in D1.`);
  // After the answer, for as long as the retries take (Cloudflare keeps the Function alive for it).
  if (env.ENQUIRY_WEBHOOK)
    waitUntil(
      notify(env.ENQUIRY_WEBHOOK, { id, receivedAt: new Date(now).toISOString(), fields: read.values }, console, {
        delaysMs: env.ENQUIRY_WEBHOOK_RETRY_MS?.split(',').map(Number),
      }),
    );
  return respond(sent(), page.headers);
}
