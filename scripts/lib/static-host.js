// @ts-check
/**
 * A static host as Netlify and Cloudflare Pages serve the built site (issue 13 "Deploy": what the
 * browser tests see is what a visitor gets), as one Node request handler:
 * - `_redirects`: `from to [status]` a line (301 when no status is given, as Netlify; our generated
 *   file always names it). Paths match case-sensitively; `*` in a source is a splat (`:splat` in
 *   the target) and `:name` a placeholder for one segment. As on Cloudflare, a redirect applies
 *   even where a file exists (the build forbids a source that is a page, so Netlify's "a file
 *   shadows the rule" gives the same answer). The query string is passed on when the target has none.
 * - `_headers`: a path pattern on a line of its own, then indented `Name: value` lines; every
 *   block whose pattern matches adds its headers, on files, redirects and the 404 alike. The same
 *   header from two blocks: the later block's value replaces the earlier one, as Netlify applies
 *   them (so /admin/* can have a Content-Security-Policy of its own after /*).
 * - files by sirv, `/path/` → `/path/index.html`, `/path` → `/path.html`; an unknown path answers
 *   404 with the site's `404.html`. `_headers` and `_redirects` themselves are not served.
 *
 * @typedef {{ pattern: RegExp, source: string, headers: [string, string][] }} HeaderRule
 * @typedef {{ pattern: RegExp, source: string, to: string, status: number, names: string[] }} RedirectRule
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} Handler
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';

/** Files of the host's configuration, never served. */
const CONFIG_FILES = new Set(['/_headers', '/_redirects']);

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
 * Parses a `_headers` file.
 * @param {string} text
 * @returns {HeaderRule[]} in file order
 * @throws {Error} on a header line before any path, or a line that is neither (naming the line)
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ ...pathPattern(line.trim()), source: line.trim(), headers: [] });
      return;
    }
    const colon = line.indexOf(':');
    if (rules.length === 0 || colon < 0) throw new Error(`_headers line ${i + 1}: expected "  Name: value" under a path, got ${JSON.stringify(line)}.`);
    rules[rules.length - 1].headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/**
 * Parses a `_redirects` file.
 * @param {string} text
 * @returns {RedirectRule[]} in file order (the first match wins)
 * @throws {Error} on a line without a source and a target (naming the line)
 */
export function parseRedirects(text) {
  /** @type {RedirectRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const [source, to, code] = trimmed.split(/\s+/);
    if (!to) throw new Error(`_redirects line ${i + 1}: expected "from to [status]", got ${JSON.stringify(line)}.`);
    const status = code ? Number.parseInt(code, 10) : 301;
    rules.push({ ...pathPattern(source), source, to, status });
  });
  return rules;
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
 * The request handler of a static host serving `root`.
 * @param {string} root  the built site's folder (must hold 404.html)
 * @param {{ dev?: boolean }} [options]  dev: look each file up when it is asked for, so a rebuild's
 *   new files are served (`npm run cms`); otherwise the files are listed once, at start-up
 * @returns {Handler}
 * @throws {Error} when `_headers` or `_redirects` cannot be parsed
 */
export function createStaticHost(root, { dev = false } = {}) {
  const read = (/** @type {string} */ name) => (existsSync(path.join(root, name)) ? readFileSync(path.join(root, name), 'utf8') : '');
  const headerRules = parseHeaders(read('_headers'));
  const redirectRules = parseRedirects(read('_redirects'));
  const notFound = readFileSync(path.join(root, '404.html'));
  const files = sirv(root, { etag: true, gzip: false, brotli: false, extensions: ['html'], dev });

  return (req, res) => {
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request: the path is not valid percent-encoding.');
      return;
    }
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);

    const redirect = redirectFor(redirectRules, pathname, url.search);
    if (redirect && redirect.status >= 300 && redirect.status < 400) {
      res.writeHead(redirect.status, { Location: redirect.location, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Moved to ${redirect.location}`);
      return;
    }
    const answerNotFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : notFound);
    };
    if (CONFIG_FILES.has(pathname)) return answerNotFound();
    files(req, res, answerNotFound);
  };
}
