/**
 * Where the browser tests' server stores enquiries (issue 12): playwright.config.ts starts
 * `scripts/serve.js` with ENQUIRIES_FILE set to this path, and the specs read it. One file per
 * TEST_PORT, so two test runs side by side do not share it; tests find their own line by a token.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEST_ENQUIRIES_FILE = process.env.TEST_ENQUIRIES_FILE || path.join(os.tmpdir(), `owlstone-enquiries-${process.env.TEST_PORT || 4173}.jsonl`);

export interface StoredEnquiry {
  id: string;
  receivedAt: string;
  fields: Record<string, string>;
}

/** The stored lines that contain `token`, each as its raw line (bytes as UTF-8 text) and parsed. */
export function storedWith(token: string): { line: string; record: StoredEnquiry }[] {
  if (!existsSync(TEST_ENQUIRIES_FILE)) return [];
  return readFileSync(TEST_ENQUIRIES_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.includes(token))
    .map((line) => ({ line, record: JSON.parse(line) as StoredEnquiry }));
}
