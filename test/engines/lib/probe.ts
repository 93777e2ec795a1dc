/**
 * The error probe: a small proxy in front of `scripts/serve.js` that puts one same-origin script,
 * `/__engine-probe.js`, first in every HTML page's `<head>`. That script records every uncaught
 * error, unhandled rejection, Content-Security-Policy violation and console error, with its text,
 * into `window.__engineErrors` before any of the site's scripts runs. Without JavaScript it does not
 * run (the suite checks that it did not: proof that the page really ran without).
 *
 * Why a proxy: WebKitGTK's WebDriver has no console or error API, and a script run through WebDriver's
 * execute runs after the load, too late for an error thrown while the page starts. A test build
 * would test other bytes than `_site/`. The proxy changes nothing but that one tag: the answers'
 * status and headers (the CSP included) pass through, and the probe is allowed by the site's own
 * `script-src 'self'`, so a violation it records is one the site's own pages cause.
 */
import http from 'node:http';

/** The probe's path on the proxy's origin. */
export const PROBE_PATH = '/__engine-probe.js';

/**
 * What the probe records, each entry naming its kind ("error", "unhandled rejection", "CSP
 * violation", "console error"), with its text: a `console.error` call is recorded with its
 * arguments written out (an Error as its name and message), which neither WebKit's WebDriver nor
 * Firefox's BiDi console event gives (Firefox's reads "JSHandle@error").
 *
 * What a page records while it is being left (from its `beforeunload` on: a first click on a link)
 * would be lost with the page, so it is also kept in sessionStorage and the next page of the same
 * origin starts its list with it, marked "while leaving <path>".
 */
export const PROBE_SCRIPT = `(() => {
  const KEY = '__engineErrorsWhileLeaving';
  const list = (window.__engineErrors = []);
  window.__engineProbe = true;
  try {
    list.push(...JSON.parse(sessionStorage.getItem(KEY) || '[]'));
    sessionStorage.removeItem(KEY);
  } catch {}
  let leaving = null;
  addEventListener('beforeunload', () => (leaving = []));
  addEventListener('pageshow', (e) => e.persisted && (leaving = null));
  const add = (text) => {
    list.push(text);
    if (!leaving) return;
    leaving.push('while leaving ' + location.pathname + ': ' + text);
    try {
      sessionStorage.setItem(KEY, JSON.stringify(leaving));
    } catch {}
  };
  const describe = (v) => (v instanceof Error ? v.name + ': ' + v.message : typeof v === 'string' ? v : String(v));
  // Not in the capture phase: a failed image or script request is not an uncaught error (it does not bubble).
  addEventListener('error', (e) => add('error: ' + ((e.error && e.error.stack) || e.message) + ' at ' + e.filename + ':' + e.lineno));
  addEventListener('unhandledrejection', (e) => add('unhandled rejection: ' + String((e.reason && e.reason.stack) || e.reason)));
  addEventListener('securitypolicyviolation', (e) => add('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' in ' + e.sourceFile + ':' + e.lineNumber));
  const error = console.error;
  console.error = function (...args) {
    add('console error: ' + args.map(describe).join(' '));
    return error.apply(this, args);
  };
})();
`;

/**
 * Starts the proxy on 127.0.0.1:`port`, forwarding every request to `target` (an origin such as
 * `http://127.0.0.1:4773`) and adding the probe's tag to the HTML answers.
 * @returns a function that closes it
 */
export function startProbeProxy(port: number, target: string): Promise<() => Promise<void>> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(PROBE_SCRIPT);
      return;
    }
    const headers = { ...req.headers, host: upstream.host };
    // Uncompressed answers, so that the HTML can be read and changed.
    delete headers['accept-encoding'];
    // The server's own origin, as when the browser talks to it directly.
    if (headers.origin) headers.origin = upstream.origin;
    const forward = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const tag = `<script src="${PROBE_PATH}"></script>`;
          const body = Buffer.from(
            /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (h) => h + tag) : tag + html,
            'utf8',
          );
          const out = { ...answer.headers, 'content-length': String(body.length) };
          delete out['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(req.method === 'HEAD' ? undefined : body);
        });
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`The engine suite's proxy could not reach ${target}: ${error.message}`);
    });
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve(
        () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      ),
    );
  });
}
