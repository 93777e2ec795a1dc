// @ts-check
/**
 * The local server's last line of defence: wraps the composed request handler so that an error
 * nothing else handled, thrown or rejected by a handler, or emitted as an `error` event by the
 * request, the response or a stream piped into it, answers 500 with the site's error page and
 * logs one line, and the server goes on serving. (A request's own `error` event means the visitor's
 * connection failed: the answer is dropped, without a 500 or a log line.)
 *
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(req: Request, res: Response) => unknown} Handler  may return a promise
 * @typedef {object} AnswerErrorsOptions
 * @property {string} [pageShell]  the built site's 404 page (HTML), for the 500 page's header and footer
 * @property {(line: string) => void} [log]  where the one line goes (default console.error)
 * @property {(req: Request) => Map<string, string>} [headers]  the headers every answer carries
 *   (the security headers of `_headers`), set again on the 500 in case the handler removed them
 */
import { serverErrorPage } from '../../src/page-shell.js';

/**
 * Wraps the server's composed handler so that no request can stop the server (docs/deploy.md
 * "Check locally what the hosts serve"): an error thrown, a promise rejected or a response stream
 * failing answers 500 with the site's error page (page-shell.js) and one log line, if nothing was
 * sent yet; the server goes on.
 * @param {Handler} handler  the composed handler
 * @param {AnswerErrorsOptions} [options]
 * @returns {(req: Request, res: Response) => void} the handler to give `http.createServer`; it
 *   never throws
 */
export function answerErrors(handler, options = {}) {
  const log = options.log ?? ((line) => console.error(line));
  const page = serverErrorPage(options.pageShell);
  return (req, res) => {
    let failed = false;
    const fail = (/** @type {unknown} */ error) => {
      if (failed) return;
      failed = true;
      const reason = error instanceof Error ? error.message : String(error);
      log(`[serve] 500 ${req.method} ${JSON.stringify(req.url).slice(1, -1).slice(0, 200)}: ${reason.split('\n')[0]}`);
      if (res.headersSent || res.destroyed) {
        // Part of the answer is out: all that can be done is to cut it short.
        res.destroy();
        return;
      }
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      for (const [name, value] of options.headers?.(req) ?? []) res.setHeader(name, value);
      res.writeHead(500, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'close',
      });
      res.end(req.method === 'HEAD' ? undefined : page);
      req.resume();
    };
    // The request fails only when the visitor's connection does: there is no one to answer.
    req.on('error', () => res.destroy());
    res.on('error', fail);
    // A stream piped into the response: its error is the answer's failure.
    res.on('pipe', (/** @type {NodeJS.ReadableStream} */ source) => source.on('error', fail));
    try {
      const result = handler(req, res);
      if (result && typeof (/** @type {Promise<unknown>} */ (result).then) === 'function')
        /** @type {Promise<unknown>} */ (result).then(undefined, fail);
    } catch (error) {
      fail(error);
    }
  };
}
