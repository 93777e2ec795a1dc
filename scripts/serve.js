// @ts-check
/**
 * Serves the built site (`_site/`) on localhost and prints its URL: a thin composition of request
 * handlers, each in its own module.
 * Usage: node scripts/serve.js [--port 8080]   (or PORT=8080; SITE_DIR=dir serves another build).
 * Run it after the build: the host reads the files' list and the two configuration files once, at
 * start-up.
 * - scripts/lib/request-target.js: the request target, read without `new URL()` (a malformed one
 *   answers 400 saying what to change);
 * - scripts/lib/static-host.js: the built files as the static hosts serve them: `_headers` (on
 *   every answer, the receiver's included), `_redirects`, ranges, the 404 page;
 * - scripts/lib/enquiry-receiver.js: the `local` enquiry receiver, POST /contact/, storing into
 *   $ENQUIRIES_FILE (default .data/enquiries.jsonl); a POST to /contact or /contact/index.html is
 *   redirected there (308, which keeps the method and the body);
 * - methods: GET and HEAD serve files, POST only where the receiver listens; any other answers 405
 *   with Allow;
 * - scripts/lib/connection-limits.js: at most MAX_CONNECTIONS connections, Node's request
 *   timeouts, and every answer that refuses a body (400, 405, 308 here) closes the connection
 *   after reading at most REFUSED_BODY_BYTES of it;
 * - scripts/lib/answer-errors.js: an error nothing else handled answers 500 with the site's error
 *   page and one log line, and the server goes on.
 * Every error answer is a page of the site (src/page-shell.js `errorPage`).
 */
import http from 'node:http';
import path from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import enquiry from '../src/enquiry/fields.js';
import { answerErrors } from './lib/answer-errors.js';
import { CONNECTIONS_CHECKING_INTERVAL_MS, limitServer, refuseBody } from './lib/connection-limits.js';
import { createEnquiryReceiver } from './lib/enquiry-receiver.js';
import { parseRequestTarget } from './lib/request-target.js';
import { createStaticHost } from './lib/static-host.js';
import { fillTokens } from '../src/enquiry/form-token.js';
import { errorPage } from '../src/page-shell.js';
import { SITE_DIR } from '../src/folders.js';

const root = SITE_DIR;
if (!existsSync(`${root}/index.html`)) {
  console.error(`No built site in ${root}/. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}
const flag = process.argv.indexOf('--port');
const port = Number(flag > -1 ? process.argv[flag + 1] : process.env.PORT || 8080);
const enquiriesFile = process.env.ENQUIRIES_FILE || '.data/enquiries.jsonl';
const pageShell = readFileSync(`${root}/404.html`, 'utf8');
const enquiries = createEnquiryReceiver({
  file: enquiriesFile,
  fields: enquiry.fields,
  honeypot: enquiry.honeypot.name,
  maxBodyBytes: enquiry.maxBodyBytes,
  pageShell,
  // The pages of this server, and of the front that passes requests on to it (`npm run cms` sets
  // PUBLIC_PORT): a browser sends one of these as the Origin of the form's POST.
  origins: [...new Set([port, Number(process.env.PUBLIC_PORT || port)])].flatMap((p) => [
    `http://localhost:${p}`,
    `http://127.0.0.1:${p}`,
  ]),
  secret: process.env.ENQUIRY_SECRET || undefined,
  webhook: process.env.ENQUIRY_WEBHOOK || undefined,
  // ENQUIRY_WEBHOOK_RETRY_MS=100,100: shorter waits between retries, for the tests of retries.
  notifyOptions: process.env.ENQUIRY_WEBHOOK_RETRY_MS
    ? { delaysMs: process.env.ENQUIRY_WEBHOOK_RETRY_MS.split(',').map(Number) }
    : undefined,
  // Read at each enquiry: `npm run cms` serves each new build from the same folder.
  privacyVersion: () => {
    try {
      return JSON.parse(readFileSync(path.join(root, 'contact/enquiry-form.json'), 'utf8')).privacyVersion ?? null;
    } catch {
      return null;
    }
  },
});
// With ENQUIRY_SECRET, a page with the enquiry form gets a new timing token each time it is served.
const host = await createStaticHost(root, {
  fillPage: process.env.ENQUIRY_SECRET ? (html) => fillTokens(html, String(process.env.ENQUIRY_SECRET)) : undefined,
});

/**
 * The receiver's path a POST to `pathname` was meant for: `/contact` and `/contact/index.html`
 * name the page of `/contact/`.
 * @param {string} pathname
 * @returns {string | undefined}
 */
const receiverPathFor = (pathname) =>
  enquiries.paths.find((p) => pathname === p.slice(0, -1) || pathname === `${p}index.html`);

/**
 * A redirect of ours, with a short plain-text body.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} location
 * @param {string} [text]  the body
 */
function redirect(res, status, location, text = `Send the enquiry to ${location}`) {
  res.writeHead(status, {
    Location: location,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/**
 * An error answer of ours, as a page of the site (never an echo of the request).
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} heading  the page's title
 * @param {string} text  what to change
 * @param {Record<string, string>} [headers]
 */
function answerError(res, status, heading, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : errorPage(pageShell, heading, text));
}

/**
 * The path whose `_headers` an answer carries: the request's, or `/` for a target that cannot be read.
 * @param {ReturnType<typeof parseRequestTarget>} target
 */
const headersPathOf = (target) => ('problem' in target ? '/' : target.pathname);

/** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void> | void} */
const handle = (req, res) => {
  const target = parseRequestTarget(req.url);
  host.answerHeaders(res, headersPathOf(target));
  if ('problem' in target) {
    refuseBody(req, res);
    return answerError(res, 400, 'Bad request', target.problem);
  }
  // One spelling per path: `//admin/` or `/products/..%2fadmin/` is sent to `/admin/`, whose headers
  // the answer already carries; a 308 keeps a form's POST and what was typed in it.
  if (target.location) {
    refuseBody(req, res);
    const get = req.method === 'GET' || req.method === 'HEAD';
    return redirect(res, get ? 301 : 308, target.location, `This address is written ${target.location}`);
  }
  const { pathname, search } = target;
  const receives = enquiries.paths.includes(pathname);
  if (req.method === 'POST' && receives)
    return enquiries(req, res, () =>
      answerError(res, 500, 'Something went wrong', 'The enquiry receiver did not answer.'),
    );
  if (req.method === 'GET' || req.method === 'HEAD') return host.serve(req, res, target);
  refuseBody(req, res);
  const receiverPath = req.method === 'POST' ? receiverPathFor(pathname) : undefined;
  if (receiverPath) return redirect(res, 308, receiverPath + search);
  const allow = receives ? 'GET, HEAD, POST' : 'GET, HEAD';
  return answerError(res, 405, 'Method not allowed', `Method Not Allowed: this path answers ${allow}.`, {
    Allow: allow,
  });
};

const server = limitServer(
  http.createServer(
    { connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS },
    answerErrors(handle, {
      pageShell,
      headers: (req) => host.answerHeadersFor(headersPathOf(parseRequestTarget(req.url))),
    }),
  ),
);
/**
 * An answer written straight to a socket, for the requests Node answers before any handler (a
 * request it cannot parse, headers too large, a tunnel): the site's page, the security headers of
 * `_headers` for `/`, and the connection closed.
 * @param {import('node:stream').Duplex} socket
 * @param {string} statusLine  `405 Method Not Allowed`
 * @param {string} heading
 * @param {string} text  what to change
 * @param {Record<string, string>} [headers]
 */
function answerSocket(socket, statusLine, heading, text, headers = {}) {
  socket.on('error', () => socket.destroy());
  const page = Buffer.from(errorPage(pageShell, heading, text));
  const all = {
    ...Object.fromEntries(host.answerHeadersFor('/')),
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(page.length),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const head = Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${statusLine}\r\n${head}\r\n`, 'latin1'), page]));
}

// CONNECT asks for a tunnel, which Node hands to this event rather than to the handler.
server.on('connect', (/** @type {unknown} */ _req, /** @type {import('node:stream').Duplex} */ socket) =>
  answerSocket(
    socket,
    '405 Method Not Allowed',
    'Method not allowed',
    'Method Not Allowed: this server answers GET, HEAD and POST, never CONNECT.',
    { Allow: 'GET, HEAD' },
  ),
);
// A request Node cannot read: answered in the site's shell with its headers, not Node's bare line.
server.on(
  'clientError',
  (/** @type {NodeJS.ErrnoException} */ error, /** @type {import('node:net').Socket} */ socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === 'HPE_HEADER_OVERFLOW')
      return answerSocket(
        socket,
        '431 Request Header Fields Too Large',
        'Request headers too large',
        'Request Header Fields Too Large: send the request with fewer or shorter headers (cookies included).',
      );
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      return answerSocket(
        socket,
        '408 Request Timeout',
        'Request timeout',
        'Request Timeout: the request took too long to arrive. Send it again.',
      );
    return answerSocket(
      socket,
      '400 Bad Request',
      'Bad request',
      'Bad Request: the request is not valid HTTP/1.1. Send it again from a browser, or check how it is written.',
    );
  },
);
// An Expect header other than 100-continue: refused in the site's shell, as every error answer.
server.on('checkExpectation', (req, res) => {
  host.answerHeaders(res, '/');
  refuseBody(req, res);
  answerError(res, 417, 'Expectation failed', 'Expectation Failed: send the request without its Expect header.');
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root}/ at http://localhost:${port}/  (Ctrl+C to stop)`);
  console.log(`Enquiries sent to this server are stored in ${enquiriesFile} ("npm run enquiries" lists them).`);
});
