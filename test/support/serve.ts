/**
 * `node scripts/serve.js` as `npm start` runs it, for tests over real HTTP on 127.0.0.1: a tiny
 * built site of the test's own, a free port, and raw requests through `net` sockets (so a request
 * target or a header that `http.request` and `fetch` would refuse or rewrite reaches the server as
 * written). Every wait is for an answer, a closed socket or a line of output, never for a time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A free port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A page of the tiny site: the site's shell (header, <main>, footer) around `main`. */
export const sitePage = (title: string, main: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${title} | Owlstone</title></head><body><header>Owlstone</header><main id="main">${main}</main><footer>Footer</footer></body></html>`;

/**
 * Writes a tiny built site into `dir`: what serve.js needs (index.html, 404.html), the contact and
 * thank-you pages, and any `extra` files (site-relative path → content).
 */
export function writeSite(dir: string, extra: Record<string, string | Buffer> = {}): void {
  const files: Record<string, string | Buffer> = {
    'index.html': sitePage('Home', 'Home'),
    '404.html': sitePage('Page not found', 'Not found'),
    'contact/index.html': sitePage('Contact', 'Contact'),
    'contact/thanks/index.html': sitePage('Thank you', 'Thank you'),
    ...extra,
  };
  for (const [rel, content] of Object.entries(files)) {
    const full = path.join(dir, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

export interface Server {
  port: number;
  child: ChildProcess;
  /** Everything it has printed (stdout and stderr). */
  output: () => string;
  /** Whether the process is still running. */
  alive: () => boolean;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts `node scripts/serve.js` on a free port serving `site`, and resolves once it prints its URL. */
export async function startServer(site: string, enquiriesFile: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.js', '--port', String(port)], {
    env: { ...process.env, SITE_DIR: site, ENQUIRIES_FILE: enquiriesFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = () => (out.includes(`http://localhost:${port}/`) ? resolve() : undefined);
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`serve.js exited (${code}): ${out}`)));
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    port,
    child,
    output: () => out,
    alive,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (!alive()) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

export interface RawAnswer {
  /** The status code, or 0 when the connection closed without an answer. */
  status: number;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends one request exactly as written (`Connection: close` is added) and reads the whole answer
 * until the server closes the connection (the body, if any, must be as long as Content-Length says). `head`: the answer has no body whatever its headers say.
 * @param target  the request target, sent as is ("//a:99999/", "http://x:99999/contact/")
 * @param headers  header lines; Host is added unless given
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body: Buffer | string = '',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const data = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const lines = [`${method} ${target} HTTP/1.1`];
    const all: Record<string, string> = { Host: `127.0.0.1:${port}`, ...headers, Connection: 'close' };
    if (data.length && !Object.keys(all).some((k) => /^(content-length|transfer-encoding)$/i.test(k)))
      all['Content-Length'] = String(data.length);
    for (const [name, value] of Object.entries(all)) lines.push(`${name}: ${value}`);
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while the body is still being written (a 413 reads no further).
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks), method === 'HEAD')));
    // Written without ending the socket: a half-closed connection is one the server may drop
    // unanswered. `Connection: close` makes the server close it once it has answered.
    socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), data]));
  });
}

/** Parses a raw HTTP/1.1 answer (the first one, for a connection that carried one request). */
function parseAnswer(raw: Buffer, head: boolean): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: Buffer.alloc(0) };
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  let body = raw.subarray(end + 4);
  if (head) body = Buffer.alloc(0);
  else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status: Number(statusLine.split(' ')[1]) || 0, headers, body };
}

/** The body of a chunked transfer coding. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** What a process holds, read from /proc (Linux). */
export interface ProcessUse {
  /** Open file descriptors: the entries of /proc/<pid>/fd. */
  descriptors: number;
  /** Resident memory, in KiB: VmRSS of /proc/<pid>/status. */
  rssKiB: number;
}

/** The descriptors and memory process `pid` holds now. */
export function processUse(pid: number): ProcessUse {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!rss) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return { descriptors: readdirSync(`/proc/${pid}/fd`).length, rssKiB: Number(rss[1]) };
}

/**
 * Sends `requests` (each a whole raw request) on one connection back to back, without waiting for
 * answers (HTTP/1.1 pipelining), then `tail` (bytes that may break the connection, such as a
 * malformed request). `end`: "read" waits for the server to close the connection, reading what it
 * sends; "reset" resets the connection (RST) at once, before the answers are read.
 * @returns the bytes received before the connection closed
 */
export function pipelined(
  port: number,
  requests: string[],
  tail = '',
  end: 'read' | 'reset' = 'read',
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.on('connect', () => {
      socket.write(requests.join('') + tail, () => {
        if (end === 'reset') socket.resetAndDestroy();
      });
    });
  });
}

/** A GET request as written on the wire, keeping the connection open. */
export const rawGet = (port: number, target: string) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;

/**
 * Sends a request that declares a body of `declared` bytes and writes it in 1 MiB pieces for as
 * long as the server keeps the connection open (waiting for each piece to be taken).
 * @returns how many body bytes the connection took before it closed, and the answer
 */
export function pushBody(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  declared: number,
): Promise<{ written: number; answer: RawAnswer }> {
  return new Promise((resolve, reject) => {
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Content-Length: ${declared}`,
      ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`),
    ];
    const socket = net.connect(port, '127.0.0.1');
    const piece = Buffer.alloc(1024 * 1024, 0x61);
    const chunks: Buffer[] = [];
    let written = 0;
    let closed = false;
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      closed = true;
      resolve({ written, answer: parseAnswer(Buffer.concat(chunks), false) });
    });
    const next = () => {
      while (!closed && written < declared) {
        const part = piece.subarray(0, Math.min(piece.length, declared - written));
        written += part.length;
        if (!socket.write(part)) {
          socket.once('drain', next);
          return;
        }
      }
      // All of it was taken: the server read the whole body.
      if (!closed) socket.end();
    };
    socket.on('connect', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      next();
    });
  });
}
