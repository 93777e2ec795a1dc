/**
 * Author mistakes fail the real build with the file and the fix (docs/architecture.md#code). Eleventy runs on fixture
 * folders: one whose navigation names pages it lacks, one with a page without a title, one with a
 * page outside the navigation.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { scratchDir } from '../support/scratch.js';

/** Runs Eleventy (no Vite) on a fixture folder; returns its exit status and output. */
function buildFixture(folder: string) {
  const out = scratchDir('author-errors-');
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/@11ty/eleventy/cmd.cjs',
      `--input=test/fixtures/author-errors/${folder}`,
      `--output=${out}`,
      '--quiet',
    ],
    { encoding: 'utf8', env: { ...process.env, SKIP_VITE: '1' }, timeout: 170000 },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('author errors', () => {
  // The content schemas run first (eleventy.before), then Eleventy builds the collections (the
  // site-wide check), then it runs the data schemas (the per-page rule); it stops at the first
  // failure: one fixture for each.
  it('stop the build and name the file and the fix: a navigation entry without a page', () => {
    const { status, output } = buildFixture('navigation');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/_data/navigation.js: the entry "/technology/" has no page. Create pages/technology/index.md (or a file with that permalink), or fix the url.',
    );
  });

  it('stop the build and name the file and the fix: a page without a title (its schema, before any page is written)', () => {
    const { status, output } = buildFixture('front-matter');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'test/fixtures/author-errors/front-matter/stray.md: the field "title" is missing. Add "title: …", a string of at most 90 characters: the page\'s heading, also its name in the browser tab and in search results. In the CMS: Page, field "Title".',
    );
  });

  it('stop the build and name the file and the fix: a page outside the navigation (eleventyDataSchema)', () => {
    const { status, output } = buildFixture('outside-navigation');
    expect(status).not.toBe(0);
    expect(output).toContain('Error in the data schema for: ./test/fixtures/author-errors/outside-navigation/stray.md');
    expect(output).toContain(
      './test/fixtures/author-errors/outside-navigation/stray.md: the page (/stray/) is not in the navigation. Add it to src/_data/navigation.js, or set "outsideNavigation: true" in its front matter.',
    );
  });
});

describe('CONTENT_STRICT=1 (docs/authoring.md#content-gaps-and-build-modes)', () => {
  it('stops the build while any content gap remains, naming each gap’s file', async () => {
    const { collectContentGaps } = await import('../../src/eleventy/cms/content-gaps.js');
    const gaps = await collectContentGaps();
    expect(gaps.length).toBeGreaterThan(0);
    const out = scratchDir('content-strict-');
    const run = spawnSync(process.execPath, ['node_modules/@11ty/eleventy/cmd.cjs', `--output=${out}`, '--quiet'], {
      encoding: 'utf8',
      env: { ...process.env, SKIP_VITE: '1', CONTENT_STRICT: '1', GALLERY: '', PREVIEW: '' },
      timeout: 170000,
    });
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toContain(`CONTENT_STRICT=1: ${gaps.length} content gaps remain.`);
    for (const file of new Set(gaps.map((g) => g.file))) expect(output, file).toContain(`  - ${file}: `);
  });
});

describe('content files against their schemas (src/content/schemas/)', () => {
  it('a product file with a misspelt field and a row without its value stops the real build, naming the file, the fields and the fixes', async () => {
    const { makeScratchSite, buildScratch } = await import('../../scripts/lib/scale.js');
    const { readFileSync, writeFileSync, rmSync } = await import('node:fs');
    const dir = makeScratchSite(0);
    try {
      const file = path.join(dir, 'src/content/products/ovg-4.yaml');
      const broken = readFileSync(file, 'utf8')
        .replace('category:', 'categroy:')
        .replace(/(\n {4}- label: Vapour sources)\n {6}value: [^\n]*/, '$1');
      writeFileSync(file, broken);
      let output = '';
      try {
        buildScratch(dir, { vite: false });
      } catch (error) {
        output = (error as Error).message;
      }
      expect(output).toContain('Content files that do not match their schema (src/content/schemas/) (3):');
      expect(output).toContain(
        '- src/content/products/ovg-4.yaml: the field "category" is missing. Add "category: …", a string that is not empty: what kind of product it is, such as Vapour generator (used in search results).',
      );
      expect(output).toContain(
        '- src/content/products/ovg-4.yaml: there is no field "categroy". Use one of name, category, specifications, or remove it.',
      );
      expect(output).toContain(
        '- src/content/products/ovg-4.yaml: the field "value" of row 1 of "specifications" is missing. Add "value: …", a string that is not empty: the figure with its unit, such as 50–500 ml/min.',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
