import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** The folders made by `scratchDir` in this test file, removed after its last test. */
const made = new Set<string>();
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
});

/**
 * A new empty folder under the OS's temporary folder, for a test's scratch project or build output.
 * It is removed, with what the test wrote in it, after the test file's last test, so that a run of
 * the suite leaves nothing behind (a built scratch site is about 200 KB, and `npm test` makes dozens).
 * @param prefix  the folder name's start, e.g. "content-schema-" (the rest is random)
 * @returns the folder's absolute path
 */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.add(dir);
  return dir;
}
