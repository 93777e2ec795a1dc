/**
 * Author mistakes fail the real build with the file and the fix (issue #3). Eleventy runs on a
 * fixture folder holding a page without a title and a page outside the navigation.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('author errors', () => {
  it('stop the build and name the file and the fix', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'author-errors-'));
    const run = spawnSync(
      process.execPath,
      ['node_modules/@11ty/eleventy/cmd.cjs', '--input=test/fixtures/author-errors/pages', `--output=${out}`, '--quiet'],
      { encoding: 'utf8', env: { ...process.env, SKIP_VITE: '1' }, timeout: 60000 },
    );
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toContain(
      './test/fixtures/author-errors/pages/products/ovg-4/index.md: the page has no title. Add "title: …" to its front matter.',
    );
    expect(output).toContain(
      './test/fixtures/author-errors/pages/stray.md: the page (/stray/) is not in the navigation. Add it to src/_data/navigation.js, or set "outsideNavigation: true" in its front matter.',
    );
    expect(output).toContain(
      'src/_data/navigation.js: the entry "/technology/" has no page. Create pages/technology/index.md (or a file with that permalink), or fix the url.',
    );
  });
});

describe('CONTENT_STRICT=1 (issue 13 "Build modes")', () => {
  it('stops the build while any content gap remains, naming each gap’s file', async () => {
    const { collectContentGaps } = await import('../../src/eleventy/content-gaps.js');
    const gaps = await collectContentGaps();
    expect(gaps.length).toBeGreaterThan(0);
    const out = mkdtempSync(path.join(tmpdir(), 'content-strict-'));
    const run = spawnSync(process.execPath, ['node_modules/@11ty/eleventy/cmd.cjs', `--output=${out}`, '--quiet'], {
      encoding: 'utf8',
      env: { ...process.env, SKIP_VITE: '1', CONTENT_STRICT: '1', FRONTEND: '', PREVIEW: '' },
      timeout: 120000,
    });
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toContain(`CONTENT_STRICT=1: ${gaps.length} content gaps remain.`);
    for (const file of new Set(gaps.map((g) => g.file))) expect(output, file).toContain(`  - ${file}: `);
  });
});
