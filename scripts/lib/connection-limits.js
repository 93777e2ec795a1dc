// @ts-check
/**
 * What bounds the local server's connections, so that no client can wear it down (docs/deploy.md
 * "Check locally what the hosts serve"): a cap on open connections and Node's own request
 * timeouts (`limitServer`), and answers that refuse a body close the connection after reading at
 * most REFUSED_BODY_BYTES of it (`refuseBody`).
 */

/**
 * The most connections served at once; Node closes any beyond it on arrival (`server.maxConnections`).
 * Each connection holds at most one open file (static-host.js opens a file only for the answer
 * being sent), so the server stays well under the usual limit of 1,024 descriptors. A browser
 * opens at most 6 connections to one host.
 */
export const MAX_CONNECTIONS = 256;

/**
 * The most bytes of a body read before an answer that refuses it (400, 403, 405, 308, 413, 415)
 * closes the connection: enough for the answer to reach a client still sending a small body,
 * far less than anyone could use to keep the server busy.
 */
export const REFUSED_BODY_BYTES = 64 * 1024;

/** How long a client may take to send a request's headers, in ms (Node's `headersTimeout`). */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * How long a connection may make no progress at all, in ms (Node's `server.timeout`): it neither
 * sends nor reads (a client that sends nothing, or pipelines requests and never reads the
 * answers, so that the answers can no longer be written). It is closed then. A slow download
 * makes progress and is never cut.
 */
export const STALLED_TIMEOUT_MS = 5_000;
/**
 * How often Node checks the request timeouts, in ms (its `connectionsCheckingInterval`, 30 s by
 * default, which let a wave of silent connections stay ~45 s): pass it to `http.createServer`.
 */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
/** How long a client may take to send a whole request, in ms (Node's `requestTimeout`). */
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Sets the connection cap and the timeouts on `server` (made with CONNECTIONS_CHECKING_INTERVAL_MS).
 * @param {import('node:http').Server} server
 * @returns {import('node:http').Server} the same server
 */
export function limitServer(server) {
  server.maxConnections = MAX_CONNECTIONS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.timeout = STALLED_TIMEOUT_MS;
  return server;
}

/**
 * How long a connection whose answer refused its body stays open after the answer, at most, in
 * ms, so that the client reads the answer before the connection is reset (`refuseBody`).
 */
export const LINGER_MS = 2_000;

/**
 * For an answer that refuses the request's body: `Connection: close` on the answer, and at most
 * REFUSED_BODY_BYTES of the body read (Node would otherwise read and discard a body of any length
 * to keep the connection alive); past them the request is paused, which stops reading the
 * connection. Call it before answering.
 *
 * Node destroys a `Connection: close` connection as soon as the answer is written; with body
 * bytes still unread, the kernel then resets it, and the client drops the answer unread. So the
 * connection closes as a lingering close does (Apache's): our side is closed once the answer is
 * written, and the connection destroyed when the client closes its side, or after LINGER_MS.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseBody(req, res) {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  const socket = req.socket;
  let read = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    read += chunk.length;
    if (read > REFUSED_BODY_BYTES) req.pause();
  });
  req.resume();
  // Node calls destroySoon once the answer is written (its own for a `Connection: close` answer).
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    // Nothing left unread: close as Node does.
    if (req.complete) return destroySoon();
    socket.end();
    const timer = setTimeout(destroySoon, LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', destroySoon);
    req.once('end', destroySoon);
  };
}
