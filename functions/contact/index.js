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
 * @typedef {{ prepare: (sql: string) => { bind: (...values: unknown[]) => { run: () => Promise<unknown> } } }} D1Database
 * @typedef {{ ENQUIRIES: D1Database, ASSETS: { fetch: (request: Request | string) => Promise<Response> } }} Env
 */
import { ENQUIRY_MESSAGES, readEnquiry, refusal, refuseHead, sent, tooLarge } from '../../src/enquiry/receive.js';
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

/** @param {{ request: Request, env: Env }} context */
export async function onRequestPost({ request, env }) {
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
  const id = crypto.randomUUID();
  try {
    await env.ENQUIRIES.prepare('INSERT INTO enquiries (id, received_at, email, fields) VALUES (?1, ?2, ?3, ?4)')
      .bind(id, new Date().toISOString(), read.values.email ?? '', JSON.stringify(read.values))
      .run();
  } catch (error) {
    console.error(`[enquiries] Could not store an enquiry: ${error instanceof Error ? error.message : String(error)}`);
    return respond(refusal(500, ENQUIRY_MESSAGES.notStored, { accept, shell: form.shell }), page.headers);
  }
  console.log(`[enquiries] Stored enquiry ${id} in D1.`);
  return respond(sent(), page.headers);
}
