/**
 * The rights of the person who wrote, on the local receiver's file (scripts/enquiries.js;
 * docs/deploy.md "Consent and the rights of the person who wrote"): deleting every enquiry from
 * one address, or every one past the retention period, keeps every other line as it was; without
 * a retention period, `--expire` stops and says where to set one. The same commands on D1 run in
 * the host suite (test/hosts/enquiries.test.ts); a statement a local D1 refuses as busy is run again.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  D1_BUSY_WAITS_MS,
  deleteEnquiries,
  fromEmail,
  retentionCutoff,
  retryWhenBusy,
} from '../../scripts/enquiries.js';
import { scratchDir } from '../support/scratch.js';

const record = (id: string, receivedAt: string, email: string) =>
  JSON.stringify({
    id,
    receivedAt,
    fields: { name: `Sender ${id}`, email },
    consent: { privacyVersion: 'abc', agreedAt: receivedAt },
  });

describe('deleting enquiries', () => {
  it('deletes every enquiry from one address, in any case, and keeps the others and a torn line as they were', () => {
    const file = path.join(scratchDir('rights-'), 'enquiries.jsonl');
    const lines = [
      record('1', '2026-01-01T00:00:00.000Z', 'ann@example.com'),
      record('2', '2026-02-01T00:00:00.000Z', 'bob@example.com'),
      '{"id":"torn',
      record('3', '2026-03-01T00:00:00.000Z', ' ANN@Example.com '),
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
    expect(deleteEnquiries(file, (r) => fromEmail(r, 'Ann@example.com'))).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(`${lines[1]}\n${lines[2]}\n`);
  });

  it('finds the enquiries past a retention period in calendar months', () => {
    expect(retentionCutoff(12, new Date('2026-11-28T10:00:00Z')).toISOString()).toBe('2025-11-28T10:00:00.000Z');
    expect(retentionCutoff(6, new Date('2026-08-31T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('refuses --expire while no retention period is set, saying where to set it, and deletes nothing', () => {
    const file = path.join(scratchDir('rights-'), 'enquiries.jsonl');
    const text = `${record('1', '2020-01-01T00:00:00.000Z', 'ann@example.com')}\n`;
    writeFileSync(file, text);
    const run = spawnSync(process.execPath, ['scripts/enquiries.js', '--expire'], {
      encoding: 'utf8',
      env: { ...process.env, ENQUIRIES_FILE: file },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No retention period is set: fill "Retention period (months)" in the CMS (Privacy)');
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});

describe('a statement a local D1 database refuses as busy', () => {
  /** A failed `wrangler d1 execute`, as execFileSync throws it. */
  const failed = (output: { stdout?: string; stderr?: string }) =>
    Object.assign(new Error('Command failed: wrangler d1 execute'), { stdout: '', stderr: '', ...output });
  /** Wrangler's answer on stdout, when another process holds the database. */
  const BUSY = { stdout: '{\n  "error": {\n    "text": "database is locked: SQLITE_BUSY"\n  }\n}\n' };
  /** workerd's, on stderr, seen when the local runtime was writing. */
  const BUSY_WORKERD = {
    stderr:
      'e = workerd/util/sqlite.c++:914: failed: SQLite failed; dbErrorMessage(prepareResult, db) = database is locked: SQLITE_BUSY',
  };

  it('is run again after each wait, saying so, until the database answers', () => {
    const waited: number[] = [];
    const said: string[] = [];
    let attempts = 0;
    const out = retryWhenBusy(
      () => {
        attempts++;
        if (attempts === 1) throw failed(BUSY);
        if (attempts === 2) throw failed(BUSY_WORKERD);
        return '[{"results":[]}]';
      },
      { sleep: (ms) => waited.push(ms), log: (line) => said.push(line) },
    );
    expect(out).toBe('[{"results":[]}]');
    expect(waited).toEqual(D1_BUSY_WAITS_MS.slice(0, 2));
    expect(said).toEqual([
      'The local D1 database is busy (another process, such as the local runtime, is writing to it): trying again in 250 ms.',
      'The local D1 database is busy (another process, such as the local runtime, is writing to it): trying again in 500 ms.',
    ]);
  });

  it('fails with the database’s own error once every wait is spent', () => {
    const waited: number[] = [];
    expect(() =>
      retryWhenBusy(
        () => {
          throw failed(BUSY);
        },
        { sleep: (ms) => waited.push(ms), log: () => {} },
      ),
    ).toThrow('Command failed');
    expect(waited).toEqual(D1_BUSY_WAITS_MS);
  });

  it('fails at once for any other error', () => {
    const waited: number[] = [];
    expect(() =>
      retryWhenBusy(
        () => {
          throw failed({ stdout: '{"error": {"text": "no such table: enquiries"}}' });
        },
        { sleep: (ms) => waited.push(ms), log: () => {} },
      ),
    ).toThrow('Command failed');
    expect(waited).toEqual([]);
  });
});
