// @ts-check
/**
 * The front of `npm run cms` (scripts/cms.js, docs/cms.md "When a save breaks the build"): the
 * server the author opens, passing every request on to the local static host (scripts/serve.js,
 * on a port of its own) and its answer back unchanged, but while the last build has failed: then
 * each page of the site (a GET answered with HTML, outside /admin/) carries a banner at its top
 * with the build's author errors (file, field and fix) above the last good build's page, and is
 * never cached, so that a reload after the next good build shows the page without it. The banner's
 * style is a file this server answers at BANNER_CSS_URL: the site's Content-Security-Policy allows
 * no inline style.
 *
 * The CMS at /admin/ reads the builds' verdicts from BUILD_STATUS_URL (src/admin/build-status.js
 * shows them beside the entry): whether a build is running, and the last one's problems, each
 * with where the CMS edits it.
 *
 * @typedef {import('./cms-build.js').BuildProblem & { where?: import('../../src/eleventy/cms/cms-config.js').CmsLocation | null }} BuildProblem
 * @typedef {{ problems: BuildProblem[], message: string }} BuildFailure  the last build's verdict
 *   when it failed (see scripts/lib/cms-build.js)
 * @typedef {{ building: boolean, failure: BuildFailure | null, builtAt: string | null, logFile: string }} BuildStatus
 *   the answer of BUILD_STATUS_URL; builtAt: when the last good build was served (ISO 8601)
 */
import http from 'node:http';
import { BUILD_STATUS_URL } from '../../src/admin/build-status.js';

/** Where the CMS reads the builds' verdicts (JSON, BuildStatus): only `npm run cms` answers it. */
export { BUILD_STATUS_URL };

/** Where the banner's stylesheet is answered: a path no page of the site has. */
export const BANNER_CSS_URL = '/_cms-build/banner.css';

/** The banner's style: the site's tokens where it defines them, plain values otherwise. */
const BANNER_CSS = `.cms-build-error{box-sizing:border-box;margin:0;padding:16px 24px;border-bottom:4px solid #a4262c;background:#fdf3f4;color:#1b1b1b;font:16px/1.5 system-ui,sans-serif}
.cms-build-error__title{margin:0 0 8px;font-size:1.125rem;font-weight:700;color:#a4262c}
.cms-build-error__list{margin:0 0 8px;padding-left:1.25em}
.cms-build-error__list li{margin:4px 0}
.cms-build-error__field{font-weight:700}
.cms-build-error code{font-family:ui-monospace,monospace;font-size:.9em;overflow-wrap:anywhere}
.cms-build-error__next{margin:0}
`;

/** Escapes text for HTML. @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The banner of a failed build: a heading, each author error (its file in code, then its field
 * when the error names one, then what is wrong and the fix), and what to do next. A failure with
 * no author error shows its first line and the log file to read.
 * @param {BuildFailure} failure
 * @param {string} logFile  the build's full output, for a failure that is no author's
 * @returns {string} HTML
 */
export function bannerHtml(failure, logFile) {
  const items = failure.problems.length
    ? failure.problems.map((p) => {
        const at = p.file && p.message.startsWith(`${p.file}`) ? p.file.length : -1;
        const text =
          at > 0 ? `<code>${escapeHtml(p.file ?? '')}</code>${escapeHtml(p.message.slice(at))}` : escapeHtml(p.message);
        return `<li>${p.field ? `<span class="cms-build-error__field">Field “${escapeHtml(p.field)}”:</span> ` : ''}${text}</li>`;
      })
    : [`<li>${escapeHtml(failure.message)} (the build's full output is in <code>${escapeHtml(logFile)}</code>).</li>`];
  return `<div class="cms-build-error" role="alert" data-pagefind-ignore><link rel="stylesheet" href="${BANNER_CSS_URL}">
<p class="cms-build-error__title">Your last save was not built: the site below is the last good build.</p>
<ul class="cms-build-error__list">${items.join('')}</ul>
<p class="cms-build-error__next">Fix it in the CMS and save again: this notice goes once the site builds.</p>
</div>`;
}

/**
 * `html` with `banner` right after its `<body …>` tag (or first, when it has none).
 * @param {string} html
 * @param {string} banner
 * @returns {string}
 */
export function withBanner(html, banner) {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return banner + html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + banner + html.slice(at);
}

/** Headers of one hop, not passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/**
 * The front server.
 * @param {object} options
 * @param {number} options.upstreamPort  the local static host's port (on 127.0.0.1)
 * @param {() => BuildFailure | null} options.failure  the last build's failure, or null when it succeeded
 * @param {string} options.logFile  where the build's full output is (named in the banner)
 * @param {() => boolean} [options.building]  whether a build is running now
 * @param {() => string | null} [options.builtAt]  when the last good build was served (ISO 8601)
 * @returns {import('node:http').Server} not yet listening
 */
export function createFront({ upstreamPort, failure, logFile, building = () => false, builtAt = () => null }) {
  return http.createServer((req, res) => {
    const failed = failure();
    const url = req.url ?? '/';
    if (url === BUILD_STATUS_URL) {
      /** @type {BuildStatus} */
      const status = { building: building(), failure: failed, builtAt: builtAt(), logFile };
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(status));
      req.resume();
      return;
    }
    if (url === BANNER_CSS_URL) {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : BANNER_CSS);
      req.resume();
      return;
    }
    const marks = failed !== null && req.method === 'GET' && !url.startsWith('/admin');
    const headers = { ...req.headers };
    // The page must come whole, not as "304 Not Modified" of the copy without the banner.
    if (marks) {
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
      delete headers.range;
      delete headers['accept-encoding'];
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: url, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!marks || !type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
          answer.pipe(res);
          return;
        }
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const html = withBanner(Buffer.concat(chunks).toString('utf8'), bannerHtml(failed, logFile));
          const out = { ...answer.headers };
          for (const name of [...HOP_BY_HOP, 'content-length', 'etag', 'last-modified', 'accept-ranges'])
            delete out[name];
          out['cache-control'] = 'no-store';
          out['content-length'] = String(Buffer.byteLength(html));
          res.writeHead(answer.statusCode ?? 200, out);
          res.end(html);
        });
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`The local site server did not answer (${error.message}): restart npm run cms.`);
    });
    req.pipe(upstream);
  });
}
