// @vitest-environment happy-dom
/**
 * The build's verdict in the CMS (src/admin/build-status.js, scripts/lib/cms-front.js
 * BUILD_STATUS_URL, src/eleventy/cms/cms-config.js cmsLocation; docs/cms.md "When a save breaks the
 * build"): each problem names the entry and the field as the CMS does, links to the entry, and a
 * Nunjucks mistake names its line in the file.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { statusPanel, watchBuildStatus } from '../../src/admin/build-status.js';
import { cmsLocation } from '../../src/eleventy/cms/cms-config.js';
import { templateProblem, authorProblems } from '../../scripts/lib/cms-build.js';
import { AuthorError, AuthorErrorList } from '../../src/eleventy/content/author-error.js';

describe('where the CMS edits what a verdict names', () => {
  it("names the entry and the field by their labels, and the entry's address in the CMS", () => {
    expect(cmsLocation('./pages/company/index.md', 'redirectFrom')).toEqual({
      collection: 'Pages',
      entry: 'Company (/company/)',
      route: '#/collections/pages/entries/page-company',
      field: 'Old addresses',
    });
    expect(cmsLocation('pages/company/index.md', 'body')?.field).toBe('Text');
    expect(cmsLocation('src/content/documents/ds-0012-ovg-4-datasheet/index.yaml', 'file')).toMatchObject({
      collection: 'Documents',
      entry: 'OVG-4 Vapour Generator Datasheet',
      route: '#/collections/documents/entries/ds-0012-ovg-4-datasheet',
      field: 'PDF file',
    });
    expect(cmsLocation('src/content/company.yaml', 'distributors[0].region')).toMatchObject({
      collection: 'Company',
      field: 'Distributors › Region',
    });
    expect(cmsLocation('layouts/base.njk')).toBeNull();
  });

  it('keeps the file and field of each problem of a list, for the CMS to place it', () => {
    const list = new AuthorErrorList([
      new AuthorError({ file: 'pages/company/index.md', field: 'related', problem: 'p', fix: 'f' }),
      'a line without a file',
    ]);
    expect(authorProblems(list)).toEqual([
      { message: 'a line without a file' },
      { message: 'pages/company/index.md: p. f.', file: 'pages/company/index.md', field: 'related' },
    ]);
  });

  it('names the line of the file for a Nunjucks mistake, counting the front matter, and the fix', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'njk-'));
    const file = path.join(dir, 'page.md');
    writeFileSync(file, '---\ntitle: T\ndescription: D\n---\n\nIntro.\n{% sectoin "x" %}\n');
    const nunjucks = new Error(`(./${path.relative('.', file)}) [Line 3, Column 4]\n  unknown block tag: sectoin`);
    const problem = templateProblem(
      Object.assign(new Error('Having trouble rendering njk template'), { originalError: nunjucks }),
    );
    expect(problem).toMatchObject({ field: 'body', file: path.relative('.', file) });
    expect(problem?.message).toBe(
      `${path.relative('.', file)} (line 7): the page's text has template code the site cannot read (unknown block tag: sectoin). Correct or remove the {% … %} or {{ … }} on that line: a block of the "Insert" menu is written {% section "anchor", "Heading" %} … {% endsection %}.`,
    );
    expect(templateProblem(new Error('ENOSPC'))).toBeNull();
  });
});

describe('the panel in the CMS', () => {
  const problem = {
    message:
      'pages/company/index.md (line 31): the link to "/products/ovg-5/" leads to no page of the site. Correct the address. In the CMS: Page "Company", field "Text".',
    file: 'pages/company/index.md',
    field: 'body',
    where: {
      collection: 'Pages',
      entry: 'Company (/company/)',
      route: '#/collections/pages/entries/page-company',
      field: 'Text',
    },
  };
  const failed = {
    building: false,
    failure: { problems: [problem], message: 'x' },
    builtAt: null,
    logFile: '.cache/cms-build.log',
  };

  it('says why a save could not be published, with the entry, the field, the line, the fix and a link to the entry', () => {
    const view = statusPanel(failed, '#/collections/news', false)!;
    expect(view.role).toBe('alert');
    const doc = new DOMParser().parseFromString(view.html, 'text/html');
    expect(doc.querySelector('li')!.textContent).toBe(
      'Pages › Company (/company/), field “Text” Open it: At line 31 of the file: the link to "/products/ovg-5/" leads to no page of the site. Correct the address.',
    );
    expect(doc.querySelector('a')!.getAttribute('href')).toBe('#/collections/pages/entries/page-company');
  });

  it('marks the entry open in the editor instead of linking to it', () => {
    const view = statusPanel(failed, '#/collections/pages/entries/page-company', false)!;
    expect(view.html).toContain('<em>(open now)</em>');
    expect(view.html).not.toContain('<a ');
  });

  it('says a build is running, that it ended well, or nothing', () => {
    expect(statusPanel({ ...failed, failure: null, building: true }, '', false)).toMatchObject({
      role: 'status',
      tone: 'building',
    });
    expect(statusPanel({ ...failed, failure: null }, '', true)).toMatchObject({ role: 'status', tone: 'built' });
    expect(statusPanel({ ...failed, failure: null }, '', false)).toBeNull();
  });

  it('shows the verdict the local server gives, and nothing where the address is missing (the live CMS)', async () => {
    const json = (body: unknown) => async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    await watchBuildStatus({ document, fetchStatus: json(failed), setTimer: () => undefined });
    const panel = document.querySelector('aside.cms-build-status')!;
    expect(panel.getAttribute('role')).toBe('alert');
    expect(panel.textContent).toContain('Your last save could not be published');
    panel.remove();
    await watchBuildStatus({
      document,
      fetchStatus: async () => new Response('Not found', { status: 404 }),
      setTimer: () => undefined,
    });
    expect(document.querySelector('aside.cms-build-status')).toBeNull();
  });
});
