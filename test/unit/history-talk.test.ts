/**
 * Comments, test titles and docs speak of the code (docs/architecture.md#conventions-for-contributors): the behaviour,
 * the reason, a heading in docs/ or an upstream issue by URL, never the project's own tracker, sessions or
 * helpers, which a maintainer reading the code does not have. The history belongs in commit
 * messages. This reads every tracked source, test and documentation file.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Words that point at the project's history instead of the code. */
const HISTORY_TALK = [
  /\b(issues?|deviations?|helpers?|sessions?|stops?)\s+#?\d+/i,
  /\bSHARED-DECISIONS\b/,
  /\bthe issue(?:'s)? (?:note|lists|says|asks|reproduction)\b/i,
  /\b(?:helper|session) \d+'s\b/i,
];
/** An upstream issue cited by its address is what the convention asks for. */
const UPSTREAM_REFERENCE = /https?:\/\/\S+/;
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|njk|md|ya?ml|json|css|toml|html|sh)$|^\.ci\/run$/;

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json'));

describe('tracked files speak of the code, not of its history', () => {
  it('finds the files to read', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no comment, test title or doc names an issue, deviation, helper or session of this project', () => {
    const found: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const text = line.replace(UPSTREAM_REFERENCE, '');
          if (HISTORY_TALK.some((pattern) => pattern.test(text))) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found, 'say why in the code\'s own terms (behaviour, a heading in docs/, budget, an upstream issue by URL)').toEqual([]);
  });
});
