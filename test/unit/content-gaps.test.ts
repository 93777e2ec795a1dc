import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  collectContentGaps,
  findGapComments,
  findSamples,
  formatContentGaps,
  isSampleEntry,
  publishedEntries,
  strictError,
} from '../../src/eleventy/cms/content-gaps.js';
import { AuthorError } from '../../src/eleventy/content/author-error.js';
import { buildMode } from '../../src/eleventy/build-mode.js';
import { renderMacro } from '../support/nunjucks.js';
import products from '../../src/_data/products.js';
import { contentFiles, readContentData } from '../../src/eleventy/content/content-schema.js';
import { loadDocuments, publishedDocuments } from '../../src/eleventy/documents/documents.js';

describe('content gaps: sample entries', () => {
  it('finds every sample entry with its path and text', () => {
    const data = {
      awards: [{ sample: true, text: 'Sample — award' }, { name: 'Real' }],
      nested: { x: { sample: true, text: 'Sample — x' } },
    };
    expect(findSamples(data, 'company')).toEqual([
      { path: 'company.awards[0]', text: 'Sample — award' },
      { path: 'company.nested.x', text: 'Sample — x' },
    ]);
  });

  it('lists exactly what production hides, from the same entries: the gap list and the pages ask one rule', () => {
    const distributors = [
      { name: 'Real GmbH', region: 'Germany', text: 'Supplies the OVG-4.' },
      // The Sample box unticked, the region still the sample's: hidden, so still a gap.
      { name: 'Acme', region: 'Sample — region covered', text: 'Supplies the OHG-4.', sample: false },
      { name: 'Sample — distributor name', text: 'x', sample: true },
      'Sample — a text on its own',
    ];
    const hidden = distributors.filter((d) => !publishedEntries(distributors, false).includes(d));
    const gaps = findSamples({ distributors }, 'company').map((g) => g.path);
    expect(gaps).toEqual(hidden.map((d) => `company.distributors[${distributors.indexOf(d)}]`));
    expect(gaps).toEqual(['company.distributors[1]', 'company.distributors[2]', 'company.distributors[3]']);
  });

  it('takes a specification table by its Sample box alone: its note is shown only beside a sample table, and its rows are entries of their own', () => {
    const table = {
      sample: false,
      text: 'Sample — datasheet figures to be supplied.',
      rows: [
        { label: 'Flow', value: '50 ml/min' },
        { label: 'Ovens', value: 'Sample — to be confirmed' },
      ],
    };
    expect(isSampleEntry(table)).toBe(false);
    expect(isSampleEntry({ ...table, sample: true })).toBe(true);
    expect(findSamples({ specifications: table }, 'products.x').map((g) => g.path)).toEqual([
      'products.x.specifications.rows[1]',
    ]);
  });

  it("on the project's own content, every list item production hides is a gap, and every gap in a list is hidden", async () => {
    const gaps = new Set((await collectContentGaps()).map((g) => g.where));
    const lists: { path: string; items: unknown[] }[] = [];
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) {
        lists.push({ path: at, items: value });
        value.forEach((v, i) => walk(v, `${at}[${i}]`));
      } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
    };
    for (const f of contentFiles().filter((c) => c.format === 'yaml')) walk(readContentData(f), f.dataPath);
    let hiddenCount = 0;
    for (const { path: at, items } of lists) {
      const kept = publishedEntries(items, false);
      items.forEach((item, i) => {
        const where = `${at}[${i}]`;
        // Inside a listed sample (the rows of a sample specification) the sample itself is the gap.
        if ([...gaps].some((g) => where.startsWith(`${g}.`) || where.startsWith(`${g}[`))) return;
        const hidden = !kept.includes(item);
        if (hidden) hiddenCount++;
        expect(
          gaps.has(where),
          `${where}: ${hidden ? 'hidden by production but not listed as a gap' : 'shown by production but listed as a gap'}`,
        ).toBe(hidden);
      });
    }
    expect(hiddenCount).toBeGreaterThanOrEqual(7); // the awards, distributors and testimonials of company.yaml
    // Documents: those production leaves out are the documents listed as gaps.
    const { documents } = await loadDocuments();
    const live = new Set(publishedDocuments(documents, false).map((d) => d.slug));
    expect(
      documents
        .filter((d) => !live.has(d.slug))
        .map((d) => `documents.${d.slug}`)
        .sort(),
    ).toEqual([...gaps].filter((g) => g.startsWith('documents.')).sort());
  });

  it('labels every sample product figure "Sample —" so no visitor mistakes it for a datasheet value', () => {
    for (const gap of findSamples(products, 'products')) {
      expect(gap.text.startsWith('Sample —'), gap.path).toBe(true);
    }
  });
});

describe('build modes (docs/authoring.md#content-gaps-and-build-modes)', () => {
  it('production by default; preview with PREVIEW=1, GALLERY=1 (the gallery) or Eleventy serve mode (npm run dev); PREVIEW=0 forces production', () => {
    expect(buildMode({})).toEqual({ mode: 'production', preview: false, contentStrict: false });
    expect(buildMode({ PREVIEW: '1' }).preview).toBe(true);
    expect(buildMode({ GALLERY: '1' }).preview).toBe(true);
    expect(buildMode({ ELEVENTY_RUN_MODE: 'serve' }).mode).toBe('preview');
    expect(buildMode({ GALLERY: '1', PREVIEW: '0' }).preview).toBe(false);
    expect(buildMode({ CONTENT_STRICT: '1' }).contentStrict).toBe(true);
  });

  it('publishedEntries keeps every entry in preview and drops the samples (sample: true, or a text beginning "Sample —") in production', () => {
    const entries = [
      { name: 'Real' },
      { sample: true, name: 'x' },
      { label: 'Flow', value: 'Sample — to be confirmed' },
    ];
    expect(publishedEntries(entries, true)).toEqual(entries);
    expect(publishedEntries(entries, false)).toEqual([{ name: 'Real' }]);
    expect(publishedEntries(undefined, false)).toEqual([]);
  });

  it('refuses a content-gap comment with an author error naming the file, the line and the field to use instead', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gap-comments-'));
    try {
      mkdirSync(path.join(root, 'pages'));
      writeFileSync(
        path.join(root, 'pages/x.md'),
        'a\n\n<!-- Content gap: the address,\n  to be supplied. -->\n<!-- other -->',
      );
      writeFileSync(path.join(root, 'pages/y.njk'), '<!--content gap -->\n<!-- Content gap: never closed');
      writeFileSync(path.join(root, 'pages/z.md'), '<!-- other --> Content gaps are fields.');
      const [error, ...more] = findGapComments({ root });
      expect(error).toBeInstanceOf(AuthorError);
      expect([error.file, error.line, error.field]).toEqual(['pages/x.md', 3, 'factsToSupply']);
      expect(error.message).toMatch(/^pages\/x\.md \(line 3\): a "Content gap" comment hides a gap/);
      expect(error.message).toContain('Move its words to an item of "Facts to supply"');
      // Any spelling, and a comment left open, are refused too; pages/z.md has none.
      expect(more.map((e) => [e.file, e.line])).toEqual([
        ['pages/y.njk', 1],
        ['pages/y.njk', 2],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('no page of the project has a content-gap comment', () => {
    expect(findGapComments().map((e) => e.message)).toEqual([]);
  });

  it('collects every gap from a field: the data samples (sample documents among them), then the pages\u2019 facts to supply, each with its file', async () => {
    const gaps = await collectContentGaps();
    expect(gaps.filter((g) => g.file.startsWith('src/content/products/'))).toHaveLength(
      findSamples(products, 'products').length,
    );
    const fields = gaps.filter((g) =>
      g.file.startsWith('src/content/')
        ? /^(company|privacy|products|site|documents)\./.test(g.where)
        : /^factsToSupply\[\d+\]$/.test(g.where),
    );
    expect(fields).toEqual(gaps);
    expect(gaps.filter((g) => g.file === 'pages/technology/index.md').map((g) => g.where)).toEqual([
      'factsToSupply[0]',
      'factsToSupply[1]',
    ]);
    expect(formatContentGaps(gaps).split('\n')).toHaveLength(gaps.length + 1);
  });

  /** A scratch project: the content of this one, and one page whose front matter lists `facts`. */
  const withPage = async (check: (write: (facts: string[]) => void, root: string) => Promise<void>) => {
    const root = mkdtempSync(path.join(tmpdir(), 'content-gaps-'));
    try {
      cpSync('src/content', path.join(root, 'src/content'), { recursive: true });
      mkdirSync(path.join(root, 'pages/a'), { recursive: true });
      const write = (facts: string[]) =>
        writeFileSync(
          path.join(root, 'pages/a/index.md'),
          `---\ntitle: A\ndescription: D\nintro: I\n${facts.length ? `factsToSupply:\n${facts.map((f) => `  - ${f}\n`).join('')}` : ''}---\nText.\n<!-- Content gap: a comment -->\n`,
        );
      await check(write, root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };

  it('a page\u2019s facts to supply are its gaps, one an item, named by the field, and a page without them has none', () =>
    withPage(async (write, root) => {
      write(['The address.', 'The phone number.']);
      expect((await collectContentGaps({ root })).filter((g) => g.file === 'pages/a/index.md')).toEqual([
        { file: 'pages/a/index.md', where: 'factsToSupply[0]', text: 'The address.' },
        { file: 'pages/a/index.md', where: 'factsToSupply[1]', text: 'The phone number.' },
      ]);
      write([]);
      expect((await collectContentGaps({ root })).filter((g) => g.file === 'pages/a/index.md')).toEqual([]);
    }));

  it('lists no comment as a gap, and one fewer gap once an item of "Facts to supply" is written into its page', () =>
    withPage(async (write, root) => {
      write(['The address.', 'The phone number.']);
      const before = await collectContentGaps({ root });
      expect(before.filter((g) => g.file === 'pages/a/index.md').map((g) => g.text)).toEqual([
        'The address.',
        'The phone number.',
      ]);
      expect(findGapComments({ root }).map((e) => [e.file, e.line])).toEqual([['pages/a/index.md', 10]]);
      write(['The phone number.']);
      expect((await collectContentGaps({ root })).length).toBe(before.length - 1);
    }));

  it('the strict error names each gap file and the fix', () => {
    const error = strictError([
      { file: 'src/content/company.yaml', where: 'company.awards[0]', text: 'Sample — x' },
      { file: 'pages/a.md', where: 'factsToSupply[0]', text: 'y' },
      { file: 'pages/a.md', where: 'factsToSupply[1]', text: 'z' },
    ]);
    expect(error.message).toContain('CONTENT_STRICT=1: 3 content gaps remain');
    // Each line stands alone (the CMS shows the lines without the heading): what is wrong and the fix.
    expect(error.message).toContain(
      `  - src/content/company.yaml: content gaps remain (company.awards[0]). Replace each sample entry with the company's own fact (or remove it) and clear its "sample: true"; write each fact to supply into its page and remove the item.`,
    );
    expect(error.message).toContain(
      '  - pages/a.md: content gaps remain (factsToSupply[0], factsToSupply[1]). Replace',
    );
  });
});

describe('specTable in each build mode', () => {
  const specifications = {
    sample: true,
    text: 'Sample — figures to come.',
    rows: [
      { label: 'Technology', value: 'FAIMS' },
      { label: 'Flow', value: 'Sample — to be confirmed' },
    ],
  };

  it('production: the confirmed rows, then "Full specifications on request" linking to the form for this product; no sample text', () => {
    const doc = parse(
      renderMacro('spec-table.njk', 'specTable', {
        specifications,
        caption: 'Key specifications',
        product: 'lonestar',
      }),
    );
    expect(doc.querySelectorAll('th').map((th) => th.text)).toEqual(['Technology']);
    const link = doc.querySelectorAll('tr').at(-1)!.querySelector('a')!;
    expect([link.text, link.getAttribute('href')]).toEqual([
      'Full specifications on request',
      '/contact/?topic=datasheet-quote&product=lonestar',
    ]);
    expect(doc.toString()).not.toContain('Sample —');
  });

  it('a table with sample entries and no product is an author error naming the prop; an unknown product too', () => {
    expect(() => renderMacro('spec-table.njk', 'specTable', { specifications, caption: 'Key specifications' })).toThrow(
      /the prop "product" is missing\. Pass the product's slug as "product"/,
    );
    expect(() =>
      renderMacro('spec-table.njk', 'specTable', { specifications, caption: 'Key specifications', product: 'ovg-5' }),
    ).toThrow(/"ovg-5" is not a product slug/);
  });

  it('preview: every row and the note that marks the samples, and the same request', () => {
    const doc = parse(
      renderMacro('spec-table.njk', 'specTable', {
        specifications,
        caption: 'Key specifications',
        product: 'lonestar',
        showSamples: true,
      }),
    );
    expect(doc.querySelectorAll('th').map((th) => th.text)).toEqual(['Technology', 'Flow']);
    expect(doc.querySelector('.sample-note')?.text).toBe('Sample — figures to come.');
    expect(doc.querySelector('a')?.text).toBe('Full specifications on request');
  });
});
