/**
 * The two receivers of the enquiry form that the host suite posts to (docs/deploy.md "Where
 * enquiries go"), each started on the production build with a store of its own: the local
 * receiver behind `npm run serve` (a JSON-lines file) and the Cloudflare Pages Function in
 * `wrangler pages dev` (a local D1 database, migrated as a deploy is). Shared by
 * enquiries.test.ts and enquiries-in-browsers.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SITE_DIR } from '../support/built-site.js';
import { startHost, type Host } from '../support/hosts.js';

const WRANGLER = path.resolve('node_modules/wrangler/bin/wrangler.js');
export const FORM = 'application/x-www-form-urlencoded';
/** A valid enquiry, with a name beyond Latin-1 and an emoji. */
export const VALID = {
  name: 'Zoë 李 🧪',
  email: 'zoe@example.com',
  topic: 'datasheet-quote',
  product: 'ovg-4',
  message: 'Please send the OVG-4 datasheet.',
  consent: 'yes',
};
export const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** A receiver, and what it has stored (each enquiry's answers, oldest first). */
export interface Receiver {
  host: Host;
  stored: () => Record<string, string>[];
  /** Each stored enquiry's consent: the privacy notice's version and when it was agreed to. */
  consents: () => { privacyVersion: string | null; agreedAt: string }[];
  /** `node scripts/enquiries.js` with `args`, on this receiver's store; its output. */
  enquiries: (...args: string[]) => string;
  stop: () => Promise<void>;
}

/** The spam checks' secret in the receivers that hold them (ENQUIRY_SECRET). */
export const SECRET = 'a test secret, not a deployed one';

/** The local receiver, storing in a JSON-lines file of its own. */
export async function localReceiver(env: Record<string, string> = {}): Promise<Receiver> {
  const dir = mkdtempSync(path.join(tmpdir(), 'enquiries-local-'));
  const file = path.join(dir, 'enquiries.jsonl');
  const host = await startHost('local', SITE_DIR, { env: { ENQUIRIES_FILE: file, ...env } });
  const records = () =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { consent: { privacyVersion: string | null; agreedAt: string } })
      : [];
  return {
    host,
    consents: () => records().map((record) => record.consent),
    enquiries: (...args) =>
      execFileSync(process.execPath, ['scripts/enquiries.js', ...args], {
        encoding: 'utf8',
        env: { ...process.env, ENQUIRIES_FILE: file },
      }),
    stored: () =>
      existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => (JSON.parse(line) as { fields: Record<string, string> }).fields)
        : [],
    stop: async () => {
      await host.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Pages Function in wrangler pages dev, its D1 database migrated first, as a deploy does. */
export async function cloudflareReceiver(env: Record<string, string> = {}): Promise<Receiver> {
  const state = mkdtempSync(path.join(tmpdir(), 'enquiries-d1-'));
  execFileSync(
    process.execPath,
    [WRANGLER, 'd1', 'migrations', 'apply', 'owlstone-enquiries', '--local', '--persist-to', state],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, stdio: 'pipe' },
  );
  const host = await startHost('cloudflare', SITE_DIR, { cwd: process.cwd(), persistTo: state, env });
  const folder = path.join(state, 'v3/d1/miniflare-D1DatabaseObject');
  const rows = () => {
    const file = readdirSync(folder).find((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
    // The runtime may be writing as the test reads: wait for its lock (SQLite's busy timeout, ms)
    // rather than fail with "database is locked", as one run did.
    const db = new DatabaseSync(path.join(folder, file!), { readOnly: true, timeout: 10_000 });
    try {
      return db.prepare('SELECT * FROM enquiries ORDER BY received_at, rowid').all();
    } finally {
      db.close();
    }
  };
  return {
    host,
    stored: () => rows().map((row) => JSON.parse(String(row.fields)) as Record<string, string>),
    consents: () =>
      rows().map((row) => ({
        privacyVersion: row.privacy_version === null ? null : String(row.privacy_version),
        agreedAt: String(row.consented_at),
      })),
    enquiries: (...args) =>
      execFileSync(process.execPath, ['scripts/enquiries.js', '--d1', '--persist-to', state, ...args], {
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      }),
    stop: async () => {
      await host.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}
