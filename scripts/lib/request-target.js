// @ts-check
/**
 * The request target of an HTTP/1.1 request (RFC 9112 §3.2), read without `new URL()`, which
 * throws on targets such as `//a:99999/` (a valid origin-form path whose first segment is empty)
 * and would take `//host` for an authority. The origin-form (`/path?query`) and the absolute-form
 * (`http://host/path?query`, whose authority is ignored: this server has one site) are accepted.
 */

/** What a visitor is told when the path is not valid percent-encoding: what to change. */
export const BAD_PERCENT_ENCODING =
  'Bad request: the path is not valid percent-encoding. Each "%" must be "%" followed by two hexadecimal digits (write a literal % as %25), and the bytes they encode must be UTF-8, as in /caf%C3%A9/ for /café/.';

/**
 * Reads a request target as the local server receives it, without `new URL()` (which throws on
 * targets such as `//a:99999/` or `//[`): an origin-form path (`/a/b?q`), or an absolute-form URL
 * (`http://host/a/`), whose path is used; the path is percent-decoded as UTF-8. Never throws.
 * @param {string | undefined} target  `req.url`, as the client sent it
 * @returns {{ pathname: string, search: string } | { problem: string }} the decoded path and the
 *   query string ("" or "?…", not decoded); or what is wrong with the target, in words that say
 *   what to change
 */
export function parseRequestTarget(target) {
  let rest = target ?? '';
  const authority = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(rest);
  if (authority) rest = rest.slice(authority[0].length) || '/';
  if (!rest.startsWith('/'))
    return { problem: 'Bad request: the request target must be a path that starts with "/", such as /contact/.' };
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const query = rest.indexOf('?');
  const rawPath = query < 0 ? rest : rest.slice(0, query);
  const search = query < 0 ? '' : rest.slice(query);
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { problem: BAD_PERCENT_ENCODING };
  }
  if (pathname.includes('\0')) return { problem: 'Bad request: the path holds a NUL character (%00). Remove it.' };
  return { pathname, search };
}
