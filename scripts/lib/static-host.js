// @ts-check
/**
 * A static host as Netlify and Cloudflare Pages serve the built site (what the browser tests see
 * is what a visitor gets), for `scripts/serve.js`:
 * - `_redirects` and `_headers` are read with Netlify's own parsers (@netlify/redirect-parser,
 *   @netlify/headers-parser); the matching is ours: paths match case-sensitively, `*` in a source
 *   is a splat (`:splat` in the target) and `:name` a placeholder for one segment. As on
 *   Cloudflare, a redirect applies even where a file exists (the build forbids a source that is a
 *   page, so Netlify's "a file shadows the rule" gives the same answer). The query string is
 *   passed on when the target has none. Every `_headers` block whose pattern matches adds its
 *   headers; the same header from two blocks takes the later block's value, as netlify-cli's
 *   headersForPath applies them (so /admin/* has the CMS's Content-Security-Policy, not the
 *   site's as well).
 * - Every answer carries the `_headers` headers of its path (`answerHeaders`), but Cache-Control,
 *   which goes only on a file that exists (200, 206, and 304 which must repeat it, RFC 9110
 *   §15.4.5): a 404 of a missing `/assets/x.js` is never cached for a year.
 * - A folder that a `_headers` rule names (`/admin/*`), asked for without its slash, in any case
 *   (`/admin`, `/Admin`), is redirected to it (308 to `/admin/`): Netlify gives such a path the
 *   folder's headers (its matcher for `/admin/*` is `^/admin/?(.*)/?$`, case-insensitive), which
 *   the page in the folder needs (the CMS's own policy), and no page is served under another
 *   folder's headers.
 * - Files by `send`: `/path/` → `/path/index.html`; `/path` → the file or `/path.html`; a page's
 *   other addresses, `/path` and `/path/index.html`, redirect (308) to `/path/`, as Cloudflare
 *   Pages answers them; the path is decoded once (request-target.js), never again by `send`; a
 *   symbolic link that leads out of the site's folder is not followed (404); ETag and
 *   Last-Modified with conditional requests (412 when a precondition fails); one byte range per
 *   request, RFC 9110 §14 (`validRange`): `bytes=-10` is the last 10 bytes, `bytes=0-0` one byte,
 *   an unsatisfiable range 416 with a Content-Range of "bytes", an asterisk and the size, an
 *   invalid or multiple range ignored (200 with the whole file). 412 and 416 are pages of the site
 *   (src/page-shell.js). An unknown path answers 404 with the site's `404.html`.
 *   `_headers`, `_redirects` and dotfiles are never served, under any spelling of their path.
 * - A file is opened only when its answer is the connection's turn (a pipelined request waits for
 *   the ones before it), and closed when the connection closes, whatever is still queued on it:
 *   at most one open file per connection.
 * - GET and HEAD only: other methods are for `scripts/serve.js` to answer (405 with Allow).
 *
 * @typedef {{ pattern: RegExp, source: string, headers: [string, string][] }} HeaderRule
 * @typedef {{ pattern: RegExp, source: string, to: string, status: number, names: string[] }} RedirectRule
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{ pathname: string, search: string }} Target  the decoded path and the raw query
 * @typedef {object} StaticHost
 * @property {HeaderRule[]} headerRules
 * @property {RedirectRule[]} redirectRules
 * @property {(pathname: string) => Map<string, string>} answerHeadersFor  the `_headers` headers of
 *   `pathname` but Cache-Control (lower-case name → value): what every answer carries, a file's or not
 * @property {(res: Response, pathname: string) => void} answerHeaders  sets `answerHeadersFor(pathname)`
 *   on `res` (for every answer, the enquiry receiver's included)
 * @property {(req: Request, res: Response, target: Target) => Promise<void>} serve  answers a GET or
 *   HEAD; resolves once answered, rejects on an unexpected error (a read that fails mid-file)
 * @property {(req: Request, res: Response) => void} notFound  answers 404 with the 404 page
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import send from 'send';
import { errorPage } from '../../src/page-shell.js';

/** Site-relative files of the host's configuration, never served. */
const CONFIG_FILES = new Set(['_headers', '_redirects']);

/**
 * A path pattern of `_headers` / `_redirects` as a RegExp: `*` matches anything (named "splat"),
 * `:name` one path segment.
 * @param {string} source  e.g. "/assets/*", "/news/:year/*"
 * @returns {{ pattern: RegExp, names: string[] }}
 */
export function pathPattern(source) {
  /** @type {string[]} */
  const names = [];
  const body = source
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (/^:[A-Za-z]\w*$/.test(part)) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${body}$`), names };
}

/**
 * Whether `relative` (a path relative to the site's folder, in the platform's separators) names a
 * file the host never serves: outside the folder, the hosts' configuration, or a dotfile (but
 * `.well-known`).
 * @param {string} relative
 */
function hidden(relative) {
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return true;
  if (CONFIG_FILES.has(relative.split(path.sep).join('/'))) return true;
  return relative.split(path.sep).some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/**
 * A file's path as `send` takes it: a URL path, which `send` percent-decodes. Each segment is
 * encoded, so its decoding gives back this very file (`test%41.txt` stays `test%41.txt`, never
 * `testA.txt`).
 * @param {string} file  an absolute path
 */
const sendPath = (file) => file.split(path.sep).map(encodeURIComponent).join('/');

/**
 * Runs `cleanup` when `socket` closes, or now if it is closed: one `close` listener per socket,
 * however many answers are queued on it.
 * @type {(socket: import('node:net').Socket, cleanup: () => void) => () => void} returns a
 *   function that forgets `cleanup`
 */
const onSocketClose = (() => {
  /** @type {WeakMap<import('node:net').Socket, Set<() => void>>} */
  const pending = new WeakMap();
  return (socket, cleanup) => {
    if (socket.destroyed) {
      cleanup();
      return () => {};
    }
    let set = pending.get(socket);
    if (!set) {
      const cleanups = new Set();
      set = cleanups;
      pending.set(socket, cleanups);
      socket.once('close', () => {
        for (const run of cleanups) run();
        cleanups.clear();
      });
    }
    const cleanups = set;
    cleanups.add(cleanup);
    return () => cleanups.delete(cleanup);
  };
})();

/**
 * The errors of a Netlify parser as one Error naming the file (their messages name the line).
 * @param {string} file
 * @param {unknown[]} errors
 */
function configError(file, errors) {
  return new Error(`${file}: ${errors.map((e) => (e instanceof Error ? e.message : String(e))).join('\n')}`);
}

/**
 * Reads a `_headers` file (none: no rules).
 * @param {string} file
 * @returns {Promise<HeaderRule[]>} in file order
 * @throws {Error} naming the file and line of a header before any path, or a header without a value
 */
export async function readHeaders(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: true });
  if (errors.length) throw configError(file, errors);
  return headers.map((h) => ({ ...pathPattern(h.for), source: h.for, headers: Object.entries(h.values) }));
}

/**
 * Reads a `_redirects` file (none: no rules).
 * @param {string} file
 * @returns {Promise<RedirectRule[]>} in file order (the first match wins); 301 when a rule names no status
 * @throws {Error} naming the file and line of a rule without a target or with an invalid status
 */
export async function readRedirects(file) {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
  if (errors.length) throw configError(file, errors);
  // The parser's result, as its documentation gives it (its types say unknown).
  const parsed = /** @type {{ from: string, to: string, status?: number }[]} */ (redirects);
  return parsed.map((r) => ({ ...pathPattern(r.from), source: r.from, to: String(r.to), status: r.status ?? 301 }));
}

/**
 * The headers every matching rule of `_headers` gives `pathname`.
 * @param {HeaderRule[]} rules
 * @param {string} pathname  decoded request path
 * @returns {Map<string, string>} lower-case name → value
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, string>} */
  const out = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      out.set(name.toLowerCase(), value);
    }
  }
  return out;
}

/**
 * The redirect for `pathname`, if a rule matches.
 * @param {RedirectRule[]} rules
 * @param {string} pathname
 * @param {string} search  the request's query string ("" or "?a=b")
 * @returns {{ status: number, location: string } | null}
 */
export function redirectFor(rules, pathname, search) {
  for (const rule of rules) {
    const m = rule.pattern.exec(pathname);
    if (!m) continue;
    let location = rule.to;
    rule.names.forEach((name, i) => {
      location = location.replaceAll(`:${name}`, m[i + 1]);
    });
    if (search && !location.includes('?')) location += search;
    return { status: rule.status, location };
  }
  return null;
}

/**
 * A Range header as this host serves it (RFC 9110 §14.1.1): one valid byte range, normalised; or
 * null when the header is to be ignored (another unit, invalid syntax such as `bytes=5-2` whose
 * last position is before its first, or several ranges, which a server may serve whole).
 * A suffix longer than the file is the whole file (§14.1.3: "the entire representation is used").
 * @param {string | undefined} header
 * @param {number} size  the file's size, in bytes
 * @returns {string | null} e.g. "bytes=-10", "bytes=0-0"
 */
export function validRange(header, size) {
  const set = /^bytes=(.*)$/i.exec(header ?? '')?.[1];
  if (set === undefined) return null;
  const specs = set.split(/[ \t]*,[ \t]*/);
  if (specs.length !== 1) return null;
  const m = /^(?:(\d+)-(\d*)|-(\d+))$/.exec(specs[0]);
  if (!m) return null;
  if (m[2] && BigInt(m[2]) < BigInt(m[1])) return null;
  if (m[3] && size > 0 && BigInt(m[3]) >= BigInt(size)) return 'bytes=0-';
  return `bytes=${specs[0]}`;
}

/**
 * Makes the static host of `root`, reading its `_headers`, `_redirects` and `404.html` once.
 * @param {string} root  the built site's folder (must hold 404.html)
 * @param {{ fillPage?: (html: string) => Promise<string | null> }} [options]  `fillPage`: gives an
 *   HTML page a new text each time it is served (the enquiry form's timing token,
 *   src/enquiry/form-token.js), or null to serve the file as it is; a filled page is sent whole,
 *   never cached (no-store), without ETag or ranges
 * @returns {Promise<StaticHost>}
 * @throws {Error} when `_headers` or `_redirects` cannot be parsed (naming the file and line)
 */
export async function createStaticHost(root, options = {}) {
  const rootDir = path.resolve(root);
  const [headerRules, redirectRules] = await Promise.all([
    readHeaders(path.join(rootDir, '_headers')),
    readRedirects(path.join(rootDir, '_redirects')),
  ]);
  const notFoundPage = readFileSync(path.join(rootDir, '404.html'));
  const shell = notFoundPage.toString('utf8');

  /** @type {StaticHost['answerHeadersFor']} */
  const answerHeadersFor = (pathname) => {
    const headers = headersFor(headerRules, pathname);
    headers.delete('cache-control');
    return headers;
  };
  /** @type {StaticHost['answerHeaders']} */
  const answerHeaders = (res, pathname) => {
    for (const [name, value] of answerHeadersFor(pathname)) res.setHeader(name, value);
  };

  /** @type {StaticHost['notFound']} */
  const notFound = (req, res) => {
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Length': notFoundPage.length,
    });
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  };

  /**
   * The file that answers `pathname`, or null; `direct` when it is the file or `/path.html`, not
   * the folder's index.html.
   * @param {string} pathname  decoded
   */
  const fileFor = (pathname) => {
    const base = pathname.replace(/\/+$/, '');
    const candidates = pathname.endsWith('/') ? [`${base}/index.html`] : [base, `${base}.html`, `${base}/index.html`];
    // The root's real folder, read for each request: `npm run cms` serves a symbolic link that it
    // points at each new build (docs/cms.md), and a request is answered from one build, whole.
    const realRoot = realpathSync(rootDir);
    for (const candidate of candidates) {
      const file = path.join(realRoot, candidate);
      if (hidden(path.relative(realRoot, file))) continue;
      try {
        const stats = statSync(file, { throwIfNoEntry: false });
        if (!stats?.isFile()) continue;
        // Where it really is, through any symbolic link: inside the site, and no hidden file there.
        const real = realpathSync(file);
        if (hidden(path.relative(realRoot, real))) continue;
        return { file: real, size: stats.size, direct: candidate === base || candidate === `${base}.html` };
      } catch {
        // A name too long, or a path through a file: not a file of the site.
      }
    }
    return null;
  };

  /**
   * The folders a `_headers` rule names (`/admin/*` → `/admin/`) that hold a page.
   * @type {string[]}
   */
  const ruleFolders = headerRules
    .map((rule) => rule.source)
    .filter((source) => /^\/.+\/\*$/.test(source) && fileFor(source.slice(0, -1)))
    .map((source) => source.slice(0, -1));

  /**
   * The redirect for `pathname`: `_redirects`, or a rule folder without its slash.
   * @param {string} pathname
   * @param {string} search
   */
  const redirectOf = (pathname, search) => {
    const redirect = redirectFor(redirectRules, pathname, search);
    if (redirect && redirect.status >= 300 && redirect.status < 400) return redirect;
    const folder = ruleFolders.find((f) => f.slice(0, -1).toLowerCase() === pathname.toLowerCase());
    if (folder) return { status: 308, location: folder + search };
    // A page has one address, its folder's, as Cloudflare Pages answers (checked in its own
    // runtime by test/hosts): `/path` and `/path/index.html` redirect (308) to `/path/`.
    if (pathname.endsWith('/index.html') && fileFor(pathname))
      return { status: 308, location: pathname.slice(0, -'index.html'.length) + search };
    if (!pathname.endsWith('/') && fileFor(pathname)?.direct === false)
      return { status: 308, location: `${pathname}/${search}` };
    return null;
  };

  /**
   * Waits until `res` is the answer its connection is sending (a pipelined request's answer waits
   * for the ones before it); false when the connection closed first.
   * @param {Request} req
   * @param {Response} res
   * @returns {Promise<boolean>}
   */
  const turnOf = (req, res) =>
    new Promise((resolve) => {
      if (res.socket) return resolve(true);
      const forget = onSocketClose(req.socket, () => resolve(false));
      res.once('socket', () => {
        forget();
        resolve(true);
      });
    });

  /**
   * Sends `file` with `send`, once it is the connection's turn.
   * @param {Request} req
   * @param {Response} res
   * @param {string} file  its real path
   * @param {string} cacheControl
   * @returns {Promise<void>}
   */
  const sendFile = async (req, res, file, cacheControl) => {
    if (!(await turnOf(req, res))) return;
    await new Promise((resolve, reject) => {
      const stream = send(req, sendPath(file), {
        etag: true,
        lastModified: true,
        cacheControl: false,
        acceptRanges: true,
        dotfiles: 'allow',
        index: false,
      });
      stream.on('headers', () => res.setHeader('Cache-Control', cacheControl));
      // `send` closes its file when the answer finishes; this closes it also when the connection
      // closes first.
      stream.on('stream', (/** @type {import('node:fs').ReadStream} */ opened) => {
        const forget = onSocketClose(req.socket, () => {
          opened.destroy();
          resolve(undefined);
        });
        opened.once('close', forget);
      });
      stream.on('error', (/** @type {Error & { status?: number, headers?: Record<string, string> }} */ error) => {
        const status = error.status ?? 500;
        if (status >= 500 || res.headersSent) {
          reject(error);
          return;
        }
        if (status === 404) {
          notFound(req, res);
        } else {
          // 412 (a precondition failed) or 416 (no byte of the range is in the file).
          const [heading, text] =
            status === 416
              ? [
                  'Range not satisfiable',
                  `Range Not Satisfiable: the file has ${error.headers?.['Content-Range']?.split('/')[1] ?? 'fewer'} bytes. Ask for a range inside it, or for the whole file.`,
                ]
              : [
                  'Precondition failed',
                  'Precondition Failed: the file has changed since your copy. Ask for it again without If-Match or If-Unmodified-Since.',
                ];
          res.removeHeader('Content-Length');
          res.writeHead(status, {
            ...error.headers,
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
          });
          res.end(req.method === 'HEAD' ? undefined : errorPage(shell, heading, text));
        }
        resolve(undefined);
      });
      stream.on('end', () => resolve(undefined));
      res.on('close', () => resolve(undefined));
      stream.pipe(res);
    });
  };

  /** @type {StaticHost['serve']} */
  const serve = async (req, res, { pathname, search }) => {
    const redirect = redirectOf(pathname, search);
    if (redirect) {
      res.writeHead(redirect.status, {
        Location: redirect.location,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : `Moved to ${redirect.location}`);
      return;
    }
    const found = fileFor(pathname);
    if (!found) {
      notFound(req, res);
      return;
    }
    if (options.fillPage && found.file.endsWith('.html')) {
      const filled = await options.fillPage(await readFile(found.file, 'utf8'));
      if (filled !== null) {
        if (!(await turnOf(req, res))) return;
        const body = Buffer.from(filled, 'utf8');
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': body.length,
          'Cache-Control': 'no-store',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    const range = validRange(req.headers.range, found.size);
    if (range) req.headers.range = range;
    else delete req.headers.range;
    await sendFile(req, res, found.file, headersFor(headerRules, pathname).get('cache-control') ?? 'no-cache');
  };

  return { headerRules, redirectRules, answerHeadersFor, answerHeaders, serve, notFound };
}
