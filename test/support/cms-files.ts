/**
 * How Sveltia CMS 0.221 writes a content file when it saves an entry: the form every content file
 * is kept in, so that a save changes only the field the author edited (docs/architecture.md#the-cms).
 * test/unit/cms.test.ts holds every file the CMS edits to it.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { cmsConfig } from '../../src/eleventy/cms/cms-config.js';
import { PROJECT_ROOT } from '../../src/content/read.js';

type CmsField = Record<string, unknown> & { name?: string; fields?: CmsField[] };
type Format = 'yaml' | 'frontmatter';
type Collection = {
  name: string;
  folder?: string;
  path?: string;
  format: Format;
  fields?: CmsField[];
  files?: { file: string; format: Format; fields: CmsField[] }[];
};

/** A value's keys in the order of its CMS fields (Sveltia's order), then any others; lists item by item. */
function inFieldOrder(value: unknown, fields: CmsField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => inFieldOrder(item, fields));
  if (!value || typeof value !== 'object' || !fields) return value;
  const record = value as Record<string, unknown>;
  const names = fields.map((f) => f.name as string);
  const keys = [...names.filter((n) => n in record), ...Object.keys(record).filter((k) => !names.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, inFieldOrder(record[k], fields.find((f) => f.name === k)?.fields)]));
}

/**
 * A content file as the CMS writes it when it saves the entry.
 * @param text  the file as it is
 * @param entry  its collection's format and fields
 * @throws {Error} when a Markdown file has no front matter
 */
export function cmsFileText(text: string, { format, fields }: { format: Format; fields: CmsField[] }): string {
  const options = {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  } as const;
  const dump = (data: unknown) => YAML.stringify(inFieldOrder(data, fields), options).trim();
  if (format === 'yaml') return `${dump(YAML.parse(text))}\n`;
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error('A Markdown content file begins with front matter between "---" lines.');
  const body = match[2].replace(/^\n/, '').replace(/\n$/, '');
  return `---\n${dump(YAML.parse(match[1]))}\n---\n${body ? `\n${body}\n` : ''}`;
}

/** A folder collection's entry files, from the project root: `<folder>/<name>.<ext>`, or with `path: '{{slug}}/index'`, `<folder>/<name>/index.<ext>`. */
function entryFiles(root: string, c: Collection): string[] {
  const extension = c.format === 'yaml' ? '.yaml' : '.md';
  const names = readdirSync(path.join(root, c.folder!)).filter(
    (name) => !name.startsWith('_') && !name.startsWith('.'),
  );
  if (c.path === '{{slug}}/index')
    return names
      .filter((name) => existsSync(path.join(root, c.folder!, name, `index${extension}`)))
      .map((name) => `${c.folder}/${name}/index${extension}`);
  return names.filter((name) => name.endsWith(extension)).map((name) => `${c.folder}/${name}`);
}

/** Every file the CMS edits, from the project root, with its collection, format and fields. */
export function cmsFiles(
  root = PROJECT_ROOT,
): { file: string; collection: string; format: Format; fields: CmsField[] }[] {
  const { collections } = cmsConfig({ root }) as unknown as { collections: Collection[] };
  return collections.flatMap((c) =>
    c.files
      ? c.files.map((f) => ({ file: f.file, collection: c.name, format: f.format, fields: f.fields }))
      : entryFiles(root, c).map((file) => ({ file, collection: c.name, format: c.format, fields: c.fields! })),
  );
}
