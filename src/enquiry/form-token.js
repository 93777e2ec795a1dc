// @ts-check
/**
 * The enquiry form's timing token (docs/deploy.md "Spam"): a hidden field that the receiver fills
 * when it serves a page with the form, holding the time it was served, a random nonce and an
 * HMAC-SHA-256 of both under a secret from the environment (`ENQUIRY_SECRET`). A post is taken
 * only with a token of ours that is at least `MIN_FILL_MS` and at most `TOKEN_LIFETIME_MS` old,
 * and whose nonce has not sent an enquiry before: robots that post at once, forge a token or
 * replay one are refused, with or without JavaScript in the visitor's browser.
 *
 * Portable (WebCrypto only): the local receiver (Node) and the Cloudflare Function run it alike.
 */

/** The hidden field's name. */
export const FORM_TOKEN_FIELD = 'form-token';

/** The placeholder the build writes, which the receiver fills when it serves the page. */
export const FORM_TOKEN_PLACEHOLDER = `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="">`;

/** The least time from the page being served to its enquiry arriving, in ms: faster is a robot. */
export const MIN_FILL_MS = 3000;

/** The longest a served form stays valid, in ms (24 hours). */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {'missing' | 'forged' | 'too-fast' | 'expired'} TokenFault
 */

const encoder = new TextEncoder();

/** base64url of `bytes`. @param {ArrayBuffer | Uint8Array} bytes */
function base64url(bytes) {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** @param {string} secret */
const keyOf = (secret) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** @param {string} secret @param {string} payload */
async function signature(secret, payload) {
  return base64url(await crypto.subtle.sign('HMAC', await keyOf(secret), encoder.encode(payload)));
}

/**
 * A new token: `<served at, ms since 1970>.<nonce>.<signature>`.
 * @param {string} secret
 * @param {number} [now]  ms since 1970
 * @returns {Promise<string>}
 */
export async function issueToken(secret, now = Date.now()) {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(12)));
  const payload = `${now}.${nonce}`;
  return `${payload}.${await signature(secret, payload)}`;
}

/**
 * Checks a posted token.
 * @param {string} secret
 * @param {string | undefined} token
 * @param {number} [now]  ms since 1970
 * @returns {Promise<{ nonce: string } | { fault: TokenFault }>} the nonce, to refuse its replay,
 *   or what is wrong
 */
export async function checkToken(secret, token, now = Date.now()) {
  if (!token) return { fault: 'missing' };
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { fault: 'forged' };
  const [, servedAt, nonce, signed] = match;
  // Compared in constant time by WebCrypto's verify, on the signature's bytes.
  const bytes = Uint8Array.from(atob(signed.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));
  const genuine = await crypto.subtle.verify(
    'HMAC',
    await keyOf(secret),
    bytes,
    encoder.encode(`${servedAt}.${nonce}`),
  );
  if (!genuine) return { fault: 'forged' };
  const age = now - Number(servedAt);
  if (age < MIN_FILL_MS) return { fault: 'too-fast' };
  if (age > TOKEN_LIFETIME_MS) return { fault: 'expired' };
  return { nonce };
}

/**
 * `html` with every empty token placeholder filled with a new token (a page with the form), or
 * null when it has none (the page is served as it is).
 * @param {string} html
 * @param {string} secret
 * @param {number} [now]
 * @returns {Promise<string | null>}
 */
export async function fillTokens(html, secret, now = Date.now()) {
  if (!html.includes(FORM_TOKEN_PLACEHOLDER)) return null;
  const token = await issueToken(secret, now);
  return html.replaceAll(FORM_TOKEN_PLACEHOLDER, `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${token}">`);
}
