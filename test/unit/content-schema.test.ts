/**
 * Content as data under one schema per content type (docs/requirements.md#content-as-data-and-the-cms): every content file of the
 * project is valid against its schema, and a file that is not gives the author's error: the file,
 * the field, what is wrong and the fix.
 */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTENT_TYPES,
  checkContent,
  contentErrors,
  contentFiles,
  loadSchema,
} from '../../src/eleventy/content/content-schema.js';
import { fieldName, resolveRef } from '../../src/eleventy/content/json-schema.js';
import { PROJECT_ROOT } from '../../src/content/read.js';
import { TOPICS } from '../../src/enquiry/fields.js';
import { TYPES_FILE, schemaTypes } from '../../scripts/schema-types.js';
import { scratchDir } from '../support/scratch.js';

/** A scratch project holding the schemas and the given content files (path → text). */
function scratchProject(files: Record<string, string>): string {
  const root = scratchDir('content-schema-');
  cpSync(path.join(PROJECT_ROOT, 'src/content'), path.join(root, 'src/content'), { recursive: true });
  mkdirSync(path.join(root, 'pages/company/news/articles'), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('src/_data/ reads and derives (docs/requirements.md#content-as-data-and-the-cms)', () => {
  it('imports nothing from src/eleventy/, and holds no author content of its own: the products, company and privacy facts and the site settings are read from src/content/', () => {
    const dir = path.join(PROJECT_ROOT, 'src/_data');
    for (const name of readdirSync(dir)) {
      const source = readFileSync(path.join(dir, name), 'utf8');
      expect(source, name).not.toMatch(/from ['"][^'"]*eleventy\//);
      if (['products.js', 'company.js', 'privacy.js'].includes(name))
        expect(source, name).toMatch(/read(Content|ContentFolder)\('/);
    }
  });
});

describe('content schemas', () => {
  it('every content file of the project is valid against its schema', () => {
    expect(checkContent().map((e) => e.message)).toEqual([]);
  });

  it('lists every content type: the products, company, privacy and site settings, the pages and the news articles', () => {
    const types = new Set(contentFiles().map((f) => f.type));
    expect([...types].sort()).toEqual([...CONTENT_TYPES].sort());
    expect(
      contentFiles()
        .filter((f) => f.type === 'product')
        .map((f) => f.file),
    ).toContain('src/content/products/ovg-4.yaml');
    expect(contentFiles().some((f) => f.file.startsWith('pages/gallery/'))).toBe(false);
  });

  it('every property of every schema has a title and a description (the CMS shows them as label and hint)', () => {
    const missing: string[] = [];
    const walk = (root: Record<string, any>, schema: Record<string, any>, at: string) => {
      for (const [key, raw] of Object.entries<Record<string, any>>(schema.properties ?? {})) {
        const prop = resolveRef(root, raw)!;
        if (!prop.title || !prop.description) missing.push(`${at}.${key}`);
        if (prop.properties) walk(root, prop, `${at}.${key}`);
        if (prop.items?.properties) walk(root, prop.items, `${at}.${key}[]`);
      }
    };
    for (const type of CONTENT_TYPES) walk(loadSchema(type), loadSchema(type), type);
    expect(missing).toEqual([]);
  });

  it("allows as a page's enquiry topic exactly the topics of the enquiry form", () => {
    expect(loadSchema('page').properties.heroAction.properties.topic.enum).toEqual(TOPICS.map((t) => t.value));
  });

  it('the content types of src/content/types.d.ts are the ones the schemas give (run node scripts/schema-types.js after editing a schema)', () => {
    expect(readFileSync(path.join(PROJECT_ROOT, TYPES_FILE), 'utf8')).toBe(schemaTypes());
  });

  it("accepts the front matter the build's own errors ask for: a Markdown page outside the navigation, a page left out of search", () => {
    const page = { title: 'T', description: 'D', intro: 'I' };
    expect(contentErrors('page', { ...page, outsideNavigation: true }, 'pages/landing/index.md')).toEqual([]);
    expect(contentErrors('page', { ...page, searchable: false }, 'pages/landing/index.md')).toEqual([]);
  });

  it('names a field as the author reads it', () => {
    expect(fieldName('/specifications/rows/2/value')).toBe('specifications.rows[2].value');
    expect(fieldName('/awards/0', 'name')).toBe('awards[0].name');
  });

  it('a product row without a value: the file, the field, the fix, and where the CMS shows it', () => {
    const errors = contentErrors(
      'product',
      { name: 'X', category: 'Y', specifications: { text: 'T', rows: [{ label: 'Flow' }] } },
      'src/content/products/x.yaml',
    );
    expect(errors.map((e) => [e.field, e.message])).toEqual([
      [
        'specifications.rows[0].value',
        'src/content/products/x.yaml: the field "value" of row 1 of "specifications" is missing. Add "value: …", a string that is not empty: the figure with its unit, such as 50–500 ml/min. In the CMS: Product "X", field "Value".',
      ],
    ]);
  });

  it('a title longer than the CMS takes: its length, the limit and the fix', () => {
    const errors = contentErrors(
      'page',
      { title: 'A'.repeat(300), description: 'D', intro: 'I' },
      'pages/resources/index.md',
    );
    expect(errors.map((e) => [e.field, e.message])).toEqual([
      [
        'title',
        'pages/resources/index.md: the field "title" must be a string of at most 90 characters, got a string of 300 characters. Write a string of at most 90 characters: the page\'s heading, also its name in the browser tab and in search results. In the CMS: Page "' +
          'A'.repeat(59) +
          '…", field "Title".',
      ],
    ]);
  });

  it('a news date that is not YYYY-MM-DD, a misspelt field and a sample flag that is not true or false', () => {
    const base = { title: 'T', description: 'D', intro: 'I' };
    expect(
      contentErrors('news', { ...base, date: '22/11/2026' }, 'pages/company/news/articles/a.md').map((e) => e.message),
    ).toEqual([
      'pages/company/news/articles/a.md: the field "date" must be YYYY-MM-DD (year, month, day) for a day the calendar has, such as 2026-11-25, got the string "22/11/2026". Write YYYY-MM-DD (year, month, day) for a day the calendar has, such as 2026-11-25: the day the article is published, written YYYY-MM-DD (year, month, day), such as 2026-11-25 for 25 November 2026. In the CMS: News article "T", field "Date".',
    ]);
    expect(
      contentErrors('news', { ...base, date: new Date('2026-11-22'), tilte: 'x' }, 'a.md').map((e) => e.field),
    ).toEqual(['tilte']);
    expect(contentErrors('news', { ...base, date: '2026-02-30' }, 'a.md').map((e) => e.message)[0]).toContain(
      'got the string "2026-02-30"',
    );
    expect(
      contentErrors(
        'privacy',
        { controller: { sample: 'yes', text: 'x' }, retention: { text: 'y' } },
        'src/content/privacy.yaml',
      ).map((e) => e.message),
    ).toEqual([
      'src/content/privacy.yaml: the field "controller.sample" must be true or false, got the string "yes". Write true or false: ticked while this entry is a placeholder. The live site leaves it out; untick it once the company\'s own facts are in. In the CMS: Privacy, field "Sample: hidden in production".',
    ]);
  });

  it('checks the files of a project: a broken YAML file names its line, a broken front matter its file', () => {
    const root = scratchProject({
      'src/content/company.yaml': 'awards:\n  - name: A\n    text: "unclosed\n',
      'pages/company/news/articles/bad.md': '---\ntitle: Only a title\ndate: 2026-11-22\n---\nBody.\n',
    });
    // Listed with the other files' problems, in the author-error shape, rather than stopping the check.
    expect(
      checkContent(root)
        .filter((e) => e.file === 'src/content/company.yaml')
        .map((e) => e.message),
    ).toEqual([expect.stringMatching(/^src\/content\/company\.yaml \(line \d+\): the YAML cannot be read/)]);
    // A date is read as the text written, so a day the calendar does not have is refused, not moved to March.
    writeFileSync(
      path.join(root, 'pages/company/news/articles/feb.md'),
      '---\ntitle: T\ndescription: D\nintro: I\ndate: 2026-02-30\n---\nBody.\n',
    );
    writeFileSync(path.join(root, 'src/content/company.yaml'), 'awards: []\ndistributors: []\ntestimonials: []\n');
    expect(
      checkContent(root)
        .filter((e) => e.file.endsWith('feb.md'))
        .map((e) => e.message),
    ).toEqual([
      expect.stringMatching(
        /^pages\/company\/news\/articles\/feb\.md: the field "date" must be YYYY-MM-DD \(year, month, day\) for a day the calendar has, such as 2026-11-25, got the string "2026-02-30"\./,
      ),
    ]);
    rmSync(path.join(root, 'pages/company/news/articles/feb.md'));
    writeFileSync(path.join(root, 'src/content/company.yaml'), 'awards: []\ndistributors: []\ntestimonials: []\n');
    expect(checkContent(root).map((e) => e.message)).toEqual([
      'pages/company/news/articles/bad.md: the field "description" is missing. Add "description: …", a string of at most 200 characters: one sentence for search results and link previews. In the CMS: News article "Only a title", field "Description".',
      'pages/company/news/articles/bad.md: the field "intro" is missing. Add "intro: …", a string that is not empty: the lead paragraph under the heading. In the CMS: News article "Only a title", field "Introduction".',
    ]);
  });
});
