/**
 * The two runtimes that serve a built site in the host suite (test/hosts, docs/deploy.md "Check
 * in the hosts' own runtime"): Cloudflare's own, `workerd` through `wrangler pages dev`, which
 * applies `_headers`, `_redirects`, the 404 page and its trailing-slash rules as Cloudflare Pages
 * does, and our `node scripts/serve.js` (`npm run serve`), which the browser tests use. Each is
 * started on a free port of 127.0.0.1 and is ready once it answers; requests go through
 * `http.request`, so that the answer's headers are seen as sent, each occurrence apart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './serve.js';

export type Runtime = 'cloudflare' | 'local';

export interface Host {
  runtime: Runtime;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Everything the runtime has printed. */
  output: () => string;
  stop: () => Promise<void>;
  /** Kills the runtime and every process it started at once (SIGKILL to its process group), as a crash does. */
  kill9: () => Promise<void>;
}

/** The runtime's behaviour date for a folder without a wrangler.toml (workerd's own, pinned). */
const COMPATIBILITY_DATE = '2026-11-17';

/** The wrangler command line (its bin, run by this Node). */
const WRANGLER = path.resolve('node_modules/wrangler/bin/wrangler.js');

type HostOptions = { cwd?: string; env?: Record<string, string>; persistTo?: string; timeoutMs?: number };

/** How many times a runtime is started on new ports when another process took its port first. */
const PORT_ATTEMPTS = 3;

/**
 * Starts `runtime` serving the built site in `siteDir`, and resolves once it answers `/`.
 * For Cloudflare, `cwd` is the folder whose `functions/` holds the Pages Functions and `env` adds
 * bindings' variables (`--binding NAME=value`); its local state (D1) goes to `persistTo`.
 * A free port is free only until another process binds it: with runtimes starting side by side, one
 * exited with "Address already in use", so it is started again on new ports, up to PORT_ATTEMPTS.
 * @throws {Error} with the runtime's output when it exits or does not answer within `timeoutMs`.
 */
export async function startHost(runtime: Runtime, siteDir: string, options: HostOptions = {}): Promise<Host> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startHostOnce(runtime, siteDir, options);
    } catch (error) {
      if (attempt === PORT_ATTEMPTS || !/Address already in use|EADDRINUSE/.test((error as Error).message)) throw error;
    }
  }
}

async function startHostOnce(runtime: Runtime, siteDir: string, options: HostOptions): Promise<Host> {
  const port = await freePort();
  // Its debugger's port too: two runtimes at once would both take the default, 9229.
  const inspectorPort = await freePort();
  const ownState = options.persistTo ? null : mkdtempSync(path.join(tmpdir(), 'wrangler-state-'));
  const persistTo = options.persistTo ?? ownState!;
  const child: ChildProcess =
    runtime === 'cloudflare'
      ? spawn(
          process.execPath,
          [
            WRANGLER,
            'pages',
            'dev',
            path.resolve(siteDir),
            '--port',
            String(port),
            '--ip',
            '127.0.0.1',
            '--persist-to',
            persistTo,
            '--inspector-port',
            String(inspectorPort),
            '--compatibility-date',
            COMPATIBILITY_DATE,
            '--show-interactive-dev-session=false',
            ...Object.entries(options.env ?? {}).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
          ],
          {
            // Its own process group, so that kill9 reaches workerd too.
            detached: true,
            // No folder of ours unless asked: wrangler compiles the `functions/` it finds there.
            cwd: options.cwd ?? persistTo,
            env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
            // It stops when its standard input ends: keep it open.
            stdio: ['pipe', 'pipe', 'pipe'],
          },
        )
      : spawn(process.execPath, ['scripts/serve.js', '--port', String(port)], {
          env: { ...process.env, SITE_DIR: siteDir, ...options.env },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (ownState) rmSync(ownState, { recursive: true, force: true });
  };
  const kill9 = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${runtime} exited (${child.exitCode}) before answering:\n${output}`);
    }
    try {
      await request(base, '/');
      return { runtime, base, output: () => output, stop, kill9 };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${runtime} did not answer ${base}/ within ${options.timeoutMs ?? 120_000} ms:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export interface Answer {
  status: number;
  /** Each header's values, by lower-case name, one entry per occurrence as sent. */
  headers: Map<string, string[]>;
  body: Buffer;
}

/**
 * Sends one request with `target` as written (`//admin/`, `/%0a/..%2fadmin/` reach the runtime
 * unchanged), no redirect followed.
 * @throws {Error} when the connection fails
 */
export function request(
  base: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: target,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Map<string, string[]>();
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i].toLowerCase();
            headers.set(name, [...(headers.get(name) ?? []), res.rawHeaders[i + 1]]);
          }
          resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
