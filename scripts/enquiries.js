// @ts-check
/**
 * The enquiries our receivers have stored, and the rights of the people who wrote
 * (docs/deploy.md "Consent and the rights of the person who wrote").
 *
 * Usage:
 *   npm run enquiries                              every enquiry, newest first
 *   npm run enquiries -- --email <address>         the enquiries from one email address
 *   npm run enquiries -- --delete-email <address>  delete every enquiry from it
 *   npm run enquiries -- --expire                  delete those older than the retention period
 *                                                  (src/content/privacy.yaml `retentionMonths`)
 * The local receiver's file ($ENQUIRIES_FILE, default .data/enquiries.jsonl), or with `--d1` the
 * Cloudflare Function's D1 database through `wrangler d1 execute` (`--remote` for the deployed
 * one; `--persist-to <dir>` for a local one kept elsewhere).
 *
 * A line that is not a whole JSON record is reported by its line number and skipped (and kept by
 * a deletion). What a visitor typed is printed with its control characters escaped
 * (escapeControls), so no enquiry can move the cursor, clear or recolour the reader's terminal,
 * or forge a line that looks like ours.
 */
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  writeFileSync,
  fsyncSync,
  appendFileSync,
} from 'node:fs';
import path from 'node:path';
import enquiry from '../src/enquiry/fields.js';

/**
 * @typedef {{ id: string, receivedAt: string, fields: Record<string, string>,
 *   consent?: { privacyVersion: string | null, agreedAt: string } }} StoredEnquiry
 */

/** Whether `record` was sent from `email` (compared without regard to case or surrounding space). */
export const fromEmail = (/** @type {StoredEnquiry} */ record, /** @type {string} */ email) =>
  String(record.fields.email ?? '')
    .trim()
    .toLowerCase() === email.trim().toLowerCase();

/**
 * The instant before which an enquiry is past the retention period.
 * @param {number} months  the retention period
 * @param {Date} [now]
 * @returns {Date}
 */
export function retentionCutoff(months, now = new Date()) {
  const cutoff = new Date(now);
  // The same day of the month, or the month's last day when it has fewer (31 August − 6: 28 February).
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

/**
 * Deletes from the JSON-lines `file` every record for which `doomed` is true, keeping every other
 * line as it was (a line that is not a record too). The file is replaced whole (written beside
 * it, flushed, renamed over it), and lines a running receiver appended meanwhile are carried over,
 * so no enquiry that should stay is lost.
 * @param {string} file
 * @param {(record: StoredEnquiry) => boolean} doomed
 * @returns {number} how many were deleted
 */
export function deleteEnquiries(file, doomed) {
  const handle = openSync(file, 'r');
  try {
    const text = readFileSync(handle, 'utf8');
    const read = Buffer.byteLength(text);
    let deleted = 0;
    const keep = (/** @type {string} */ chunk) =>
      chunk
        .split('\n')
        .filter((line) => {
          if (line.trim() === '') return false;
          try {
            if (doomed(JSON.parse(line))) {
              deleted += 1;
              return false;
            }
          } catch {
            // Not a record: kept as it is.
          }
          return true;
        })
        .map((line) => `${line}\n`)
        .join('');
    const next = path.join(path.dirname(file), `.${path.basename(file)}.next`);
    writeFileSync(next, keep(text));
    const written = openSync(next, 'r+');
    fsyncSync(written);
    closeSync(written);
    renameSync(next, file);
    // A line appended to the old file while this ran: onto the new one.
    const size = fstatSync(handle).size;
    if (size > read) {
      const rest = Buffer.alloc(size - read);
      readSync(handle, rest, 0, rest.length, read);
      appendFileSync(file, keep(rest.toString('utf8')));
    }
    return deleted;
  } finally {
    closeSync(handle);
  }
}

/**
 * Parses a JSON-lines file's text.
 * @param {string} text
 * @returns {{ enquiries: StoredEnquiry[], bad: number[] }} enquiries newest first; bad: 1-based
 *   numbers of the lines that are not a record
 */
export function readEnquiries(text) {
  /** @type {StoredEnquiry[]} */
  const enquiries = [];
  /** @type {number[]} */
  const bad = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const record = JSON.parse(line);
      if (typeof record?.receivedAt !== 'string' || typeof record?.fields !== 'object') throw new Error('not a record');
      enquiries.push(record);
    } catch {
      bad.push(i + 1);
    }
  });
  enquiries.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
  return { enquiries, bad };
}

/**
 * `text` with the characters a terminal acts on written as escapes: C0 controls but the line break
 * (`keepLineBreaks`), DEL and C1 controls as `\x1b`, every bidirectional control (the marks LRM,
 * RLM and ALM, the embeddings, overrides and isolates) and the Unicode line and paragraph
 * separators U+2028 and U+2029 as `\u202e`.
 * @param {string} text
 * @param {boolean} [keepLineBreaks]  keep "\n" as it is (a message's lines)
 * @returns {string}
 */
export function escapeControls(text, keepLineBreaks = false) {
  // Control characters are what this escapes.
  /* eslint-disable no-control-regex */
  const pattern = keepLineBreaks
    ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\p{Bidi_Control}\u2028\u2029]/gu
    : /[\u0000-\u001f\u007f-\u009f\p{Bidi_Control}\u2028\u2029]/gu;
  /* eslint-enable no-control-regex */
  return text.replace(pattern, (c) => {
    const code = /** @type {number} */ (c.codePointAt(0));
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * One enquiry as text: each field's label and value, options by their labels, control characters
 * escaped (a textarea's line breaks kept, indented under its label).
 * @param {StoredEnquiry} record
 * @returns {string}
 */
export function formatEnquiry(record) {
  const lines = [`${escapeControls(String(record.receivedAt))}  ${escapeControls(String(record.id))}`];
  for (const field of enquiry.fields) {
    const value = record.fields[field.name];
    if (!value) continue;
    const shown =
      field.options?.find((o) => o.value === value)?.label ?? escapeControls(String(value), field.type === 'textarea');
    lines.push(`  ${field.label}: ${shown.replace(/\n/g, '\n    ')}`);
  }
  if (record.consent)
    lines.push(
      `  Agreed to: the privacy notice ${escapeControls(String(record.consent.privacyVersion ?? '(version not recorded)'))}, ${escapeControls(String(record.consent.agreedAt))}`,
    );
  return lines.join('\n');
}

/** The D1 database of wrangler.toml. */
const D1_DATABASE = 'owlstone-enquiries';

/**
 * How long to wait before each new attempt at a statement a local D1 database refused as busy, ms.
 * The local runtime (`wrangler pages dev`) holds the database's SQLite file while it writes, and
 * SQLite then refuses another process's statement at once ("database is locked"); a refused
 * statement changed nothing, so it is run again. About 8 s in all.
 */
export const D1_BUSY_WAITS_MS = [250, 500, 1000, 2000, 4000];

/**
 * Whether a failed `wrangler d1 execute` was refused because the database was busy: wrangler says
 * so in its JSON on stdout ({"error": {"text": "database is locked: SQLITE_BUSY"}}), or workerd on
 * stderr.
 * @param {unknown} error  as execFileSync throws it
 */
const isBusy = (error) => {
  const { stdout, stderr, message } = /** @type {{ stdout?: unknown, stderr?: unknown, message?: unknown }} */ (
    error ?? {}
  );
  return /SQLITE_BUSY|database is locked/.test(`${stdout ?? ''}\n${stderr ?? ''}\n${message ?? ''}`);
};

/** Blocks the process for `ms` milliseconds (the command runs its statements one after another). @param {number} ms */
const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `run` and, while it fails because a local D1 database is busy (SQLITE_BUSY), runs it again
 * after each of `waitsMs` in turn, saying so on `log`.
 * @template T
 * @param {() => T} run  one attempt; throws the failed command's error
 * @param {{ waitsMs?: number[], sleep?: (ms: number) => void, log?: (line: string) => void }} [options]
 * @returns {T} what the first attempt that succeeds returns
 * @throws the error of an attempt that failed for another reason, or of the last attempt
 */
export function retryWhenBusy(run, { waitsMs = D1_BUSY_WAITS_MS, sleep = sleepSync, log = console.error } = {}) {
  for (let attempt = 0; ; attempt++) {
    try {
      return run();
    } catch (error) {
      if (!isBusy(error) || attempt >= waitsMs.length) throw error;
      log(
        `The local D1 database is busy (another process, such as the local runtime, is writing to it): trying again in ${waitsMs[attempt]} ms.`,
      );
      sleep(waitsMs[attempt]);
    }
  }
}

/**
 * Runs one SQL statement on the D1 database with `wrangler d1 execute`; on a local database a
 * statement refused as busy is run again (retryWhenBusy).
 * @param {string} sql  values inlined with sqlString
 * @param {string[]} where  `--remote`, or `--local` with `--persist-to <dir>`
 * @returns {{ results: Record<string, unknown>[] }} the rows it returned (a DELETE's by RETURNING)
 */
function d1(sql, where) {
  const execute = () =>
    execFileSync(
      process.execPath,
      [
        path.resolve('node_modules/wrangler/bin/wrangler.js'),
        'd1',
        'execute',
        D1_DATABASE,
        ...where,
        '--json',
        '--command',
        sql,
      ],
      { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
  const out = where.includes('--remote') ? execute() : retryWhenBusy(execute);
  return JSON.parse(out)[0];
}

/** `text` as an SQL string literal. @param {string} text */
const sqlString = (text) => `'${text.replace(/'/g, "''")}'`;

/**
 * The value of `--name value` in `argv`.
 * @param {string[]} argv
 * @param {string} name
 */
const option = (argv, name) => {
  const i = argv.indexOf(name);
  return i > -1 ? argv[i + 1] : undefined;
};

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const argv = process.argv.slice(2);
  const email = option(argv, '--email');
  const deleteEmail = option(argv, '--delete-email');
  const expire = argv.includes('--expire');
  /** @type {Date | null} */
  let cutoff = null;
  if (expire) {
    const { readContent } = await import('../src/content/read.js');
    const months = /** @type {{ retentionMonths?: number }} */ (readContent('privacy')).retentionMonths;
    if (!months) {
      console.error(
        'No retention period is set: fill "Retention period (months)" in the CMS (Privacy), or retentionMonths in src/content/privacy.yaml, then run it again.',
      );
      process.exit(1);
    }
    cutoff = retentionCutoff(months);
  }
  if (argv.includes('--d1')) {
    const persistTo = option(argv, '--persist-to');
    const where = argv.includes('--remote')
      ? ['--remote']
      : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
    if (deleteEmail) {
      const { results } = d1(
        `DELETE FROM enquiries WHERE lower(email) = lower(${sqlString(deleteEmail.trim())}) RETURNING id`,
        where,
      );
      console.log(`Deleted ${results.length} enquiries from ${deleteEmail} in D1.`);
    } else if (cutoff) {
      const { results } = d1(
        `DELETE FROM enquiries WHERE received_at < ${sqlString(cutoff.toISOString())} RETURNING id`,
        where,
      );
      console.log(`Deleted ${results.length} enquiries received before ${cutoff.toISOString()} in D1.`);
    } else {
      const filter = email ? ` WHERE lower(email) = lower(${sqlString(email.trim())})` : '';
      const { results } = d1(
        `SELECT id, received_at, fields, privacy_version, consented_at FROM enquiries${filter} ORDER BY received_at DESC`,
        where,
      );
      console.log(`${results.length} ${results.length === 1 ? 'enquiry' : 'enquiries'} in D1, newest first:\n`);
      for (const row of results)
        console.log(
          `${formatEnquiry({
            id: String(row.id),
            receivedAt: String(row.received_at),
            fields: JSON.parse(String(row.fields)),
            consent: {
              privacyVersion: row.privacy_version ? String(row.privacy_version) : null,
              agreedAt: String(row.consented_at),
            },
          })}\n`,
        );
    }
  } else {
    const file = process.env.ENQUIRIES_FILE || '.data/enquiries.jsonl';
    if (!existsSync(file)) {
      console.log(
        `No enquiries yet: ${file} does not exist. Send one from /contact/ on "npm start" or "npm run serve".`,
      );
    } else if (deleteEmail) {
      console.log(
        `Deleted ${deleteEnquiries(file, (r) => fromEmail(r, deleteEmail))} enquiries from ${deleteEmail} in ${file}.`,
      );
    } else if (cutoff) {
      const before = /** @type {Date} */ (cutoff).toISOString();
      console.log(
        `Deleted ${deleteEnquiries(file, (r) => String(r.receivedAt) < before)} enquiries received before ${before} in ${file}.`,
      );
    } else {
      const { enquiries: all, bad } = readEnquiries(readFileSync(file, 'utf8'));
      const enquiries = email ? all.filter((r) => fromEmail(r, email)) : all;
      console.log(
        `${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'} in ${file}${email ? ` from ${email}` : ''}, newest first:\n`,
      );
      for (const record of enquiries) console.log(`${formatEnquiry(record)}\n`);
      if (bad.length) console.error(`Skipped line(s) ${bad.join(', ')}: not a whole JSON record.`);
    }
  }
}
