// @ts-check
/**
 * The request target of an HTTP/1.1 request (RFC 9112 §3.2), read without `new URL()`, which
 * throws on targets such as `//a:99999/` (a valid origin-form path whose first segment is empty)
 * and would take `//host` for an authority. The origin-form (`/path?query`) and the absolute-form
 * (`http://host/path?query`, whose authority is ignored: this server has one site) are accepted.
 */

import path from 'node:path';

/** What a visitor is told when the path is not valid percent-encoding: what to change. */
export const BAD_PERCENT_ENCODING =
  'Bad request: the path is not valid percent-encoding. Each "%" must be "%" followed by two hexadecimal digits (write a literal % as %25), and the bytes they encode must be UTF-8, as in /caf%C3%A9/ for /café/.';

/**
 * Characters no path may hold: the C0 and C1 controls, DEL, and the line and paragraph separators.
 * Decoded from `%0A` and the like, they would make a path that matches no `_headers` rule.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** A decoded path written as a target again: each segment percent-encoded. @param {string} pathname */
const encodePath = (pathname) => pathname.split('/').map(encodeURIComponent).join('/');

/**
 * Reads a request target as the local server receives it, without `new URL()` (which throws on
 * targets such as `//a:99999/` or `//[`): an origin-form path (`/a/b?q`), or an absolute-form URL
 * (`http://host/a/`), whose path is used; the path is percent-decoded as UTF-8, once, then
 * normalised once (`.` and `..` segments resolved, `//` made `/`): the headers an answer carries and
 * the file it serves are both found from that one path. A target whose path is not already in that
 * form (`//admin/`, `/products/..%2fadmin/`) gets a `location` to redirect to. Never throws.
 * @param {string | undefined} target  `req.url`, as the client sent it
 * @returns {{ pathname: string, search: string, location?: string } | { problem: string }} the decoded,
 *   normalised path and the query string ("" or "?…", not decoded), with `location` (the normalised
 *   target, encoded) when the request's path differed from it; or what is wrong with the target, in
 *   words that say what to change
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
  if (CONTROL_CHARACTERS.test(pathname))
    return {
      problem:
        'Bad request: the path holds a control character or a line break (such as %0A, %0D or %E2%80%A8). Remove it.',
    };
  const normalised = path.posix.normalize(pathname);
  if (normalised !== pathname) return { pathname: normalised, search, location: encodePath(normalised) + search };
  return { pathname, search };
}
