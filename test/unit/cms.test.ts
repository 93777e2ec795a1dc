/**
 * The CMS's fields come from the content schemas (src/eleventy/cms-config.js), and its editor
 * components give back the page text they read (src/admin/editor-components.js).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BODY_FIELD, cmsConfig } from '../../src/eleventy/cms-config.js';
import { CONTENT_TYPES, contentFiles, loadSchema, resolveRef, splitFrontMatter } from '../../src/eleventy/content-schema.js';
import { editorComponents, illustrationComponent, sectionComponent } from '../../src/admin/editor-components.js';

type Field = { name: string; label?: string; hint?: string; widget: string; required?: boolean; pattern?: [string, string]; options?: unknown[]; multiple?: boolean; fields?: Field[]; field?: Field };
type Schema = Record<string, any>;
type Collection = { name: string; folder?: string; create?: boolean; fields?: Field[]; files?: { name: string; file: string; fields: Field[] }[] };

const config = cmsConfig() as { collections: Collection[]; backend: Record<string, string>; media_folder: string; public_folder: string };
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
/** Each collection's content type. */
const TYPE_OF: Record<string, string> = { news: 'news', pages: 'page', products: 'product', documents: 'document', company: 'company', privacy: 'privacy', site: 'site' };

/**
 * Where the fields and the schema's properties differ, as "path: what": a property without a field,
 * a field without a property, or a field whose required flag, pattern or allowed values differ.
 */
function drift(root: Schema, schema: Schema, fields: Field[], at: string): string[] {
  const props = schema.properties ?? {};
  const problems: string[] = [];
  for (const key of Object.keys(props)) if (!fields.some((f) => f.name === key)) problems.push(`${at}.${key}: a schema property with no CMS field`);
  for (const field of fields) {
    const raw = props[field.name];
    if (!raw) {
      problems.push(`${at}.${field.name}: a CMS field with no schema property`);
      continue;
    }
    const prop = resolveRef(root, raw)!;
    const required = (schema.required ?? []).includes(field.name);
    if ((field.required !== false) !== required) problems.push(`${at}.${field.name}: required ${required} in the schema, ${field.required !== false} in the CMS`);
    if (prop.pattern && field.pattern?.[0] !== prop.pattern) problems.push(`${at}.${field.name}: pattern ${prop.pattern} in the schema, ${field.pattern?.[0]} in the CMS`);
    if (prop.enum && JSON.stringify(field.options) !== JSON.stringify(prop.enum)) problems.push(`${at}.${field.name}: other allowed values`);
    if (prop.type === 'object') problems.push(...drift(root, prop, field.fields ?? [], `${at}.${field.name}`));
    if (prop.type === 'array') {
      const items = resolveRef(root, prop.items)!;
      if (items.type === 'object') problems.push(...drift(root, items, field.fields ?? [], `${at}.${field.name}[]`));
      else if (field.widget === 'select' && field.multiple) {
        // A list picked from fixed options (a document's products): each option must be a value the schema allows.
        const options = (field.options ?? []) as { value: string }[];
        if (!options.length || (items.pattern && options.some((o) => !new RegExp(items.pattern).test(o.value)))) problems.push(`${at}.${field.name}[]: an option the schema refuses`);
      } else if (!field.field || (items.pattern && field.field.pattern?.[0] !== items.pattern)) problems.push(`${at}.${field.name}[]: the list's item differs from the schema's`);
    }
  }
  return problems;
}

describe('the CMS configuration', () => {
  it('has the collections News, Pages, Products, Documents, Company, Privacy and Site settings', () => {
    expect(config.collections.map((c) => c.name)).toEqual(['news', 'pages', 'products', 'documents', 'company', 'privacy', 'site']);
    expect(collection('news')).toMatchObject({ folder: 'pages/company/news/articles', create: true, slug: '{{slug}}', identifier_field: 'title' });
    expect(collection('products')).toMatchObject({ folder: 'src/content/products', create: false });
    expect(config.backend).toEqual({ name: 'github', repo: 'owlstone/website', branch: 'main' });
  });

  it('has a field for every schema property and a property for every field, with the same required flags and patterns (no second field list)', () => {
    const problems: string[] = [];
    for (const c of config.collections) {
      const schema = loadSchema(TYPE_OF[c.name] as (typeof CONTENT_TYPES)[number]);
      const markdown = c.name === 'news' || c.name === 'pages';
      for (const { fields, name } of c.files ?? [{ fields: c.fields!, name: c.name }]) {
        const own = markdown ? fields.filter((f) => f !== fields.at(-1)) : fields;
        if (markdown) expect(fields.at(-1), name).toEqual(BODY_FIELD);
        problems.push(...drift(schema, schema, own, `${c.name}/${name}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('the drift check catches a property without a field and a field without a property', () => {
    const schema = loadSchema('product');
    const fields = collection('products').fields!;
    expect(drift(schema, schema, fields.filter((f) => f.name !== 'category'), 'product')).toEqual(['product.category: a schema property with no CMS field']);
    expect(drift(schema, schema, [...fields, { name: 'price', widget: 'string' }], 'product')).toEqual(['product.price: a CMS field with no schema property']);
  });

  it('lists every content page in Pages (edit only) and shows the sample flag as a labelled checkbox', () => {
    const pages = collection('pages').files!.map((f) => f.file);
    expect(pages.sort()).toEqual(contentFiles().filter((f) => f.type === 'page').map((f) => f.file).sort());
    expect(collection('pages').create).toBeUndefined();
    const specs = collection('products').fields!.find((f) => f.name === 'specifications')!;
    expect(specs.fields!.find((f) => f.name === 'sample')).toMatchObject({ widget: 'boolean', label: 'Sample: hidden in production', required: false });
    const news = collection('news').fields!;
    expect(news.find((f) => f.name === 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(news.find((f) => f.name === 'image')).toMatchObject({ widget: 'object', required: false });
    expect(news.find((f) => f.name === 'image')!.fields!.map((f) => [f.name, f.widget, f.required])).toEqual([
      ['src', 'image', undefined],
      ['alt', 'string', undefined],
    ]);
  });
});

/** The page and article bodies of the project. */
const bodies = contentFiles()
  .filter((f) => f.format === 'markdown')
  .map((f) => ({ file: f.file, body: splitFrontMatter(readFileSync(f.file, 'utf8'))!.body }));

describe('editor components', () => {
  it.each(editorComponents.map((c) => [c.id, c]))('%s: every occurrence in every page and article reads into fields and writes back byte for byte', (_id, component) => {
    const global = new RegExp(component.pattern.source, 'gm');
    let count = 0;
    for (const { file, body } of bodies) {
      for (const match of body.matchAll(global)) {
        count++;
        expect(component.toBlock(component.fromBlock(match)), file).toBe(match[0]);
      }
    }
    expect(count).toBeGreaterThan(0);
  });

  it('an unchanged body is rebuilt byte for byte from its blocks and the text between them', () => {
    for (const { file, body } of bodies) {
      let out = body;
      for (const component of editorComponents) {
        out = out.replace(new RegExp(component.pattern.source, 'gm'), (...args) => component.toBlock(component.fromBlock(args as unknown as RegExpMatchArray)));
      }
      expect(out === body, file).toBe(true);
    }
  });

  it('every {% section %} and {% illustration %} of the pages is a block (none left as raw Nunjucks)', () => {
    for (const { file, body } of bodies) {
      const sections = body.match(/\{% section /g)?.length ?? 0;
      expect(body.match(new RegExp(sectionComponent.pattern.source, 'gm'))?.length ?? 0, file).toBe(sections);
      const illustrations = body.match(/\{% illustration /g)?.length ?? 0;
      expect(body.match(new RegExp(illustrationComponent.pattern.source, 'gm'))?.length ?? 0, file).toBe(illustrations);
    }
  });

  it('writes an edited section and illustration as the shortcodes expect', () => {
    expect(sectionComponent.toBlock({ id: 'how-it-works', title: 'How "it" works', body: 'One.\n\nTwo.' })).toBe('{% section "how-it-works", "How \\"it\\" works" %}\nOne.\n\nTwo.\n{% endsection %}');
    const match = '{% section "how-it-works", "How \\"it\\" works" %}\nOne.\n{% endsection %}'.match(sectionComponent.pattern)!;
    expect(sectionComponent.fromBlock(match)).toEqual({ id: 'how-it-works', title: 'How "it" works', body: 'One.' });
    expect(illustrationComponent.toBlock({ name: 'chip', alt: 'The chip', caption: '' })).toBe('{% illustration "chip", "The chip" %}');
    expect(illustrationComponent.toBlock({ name: 'chip', alt: '', caption: 'Figure 1' })).toBe('{% illustration "chip", "", "Figure 1" %}');
  });
});

describe('the Documents collection', () => {
  const documents = () => collection('documents') as unknown as { fields: Record<string, unknown>[]; folder: string; create: boolean; media_folder: string };

  it('creates entries in src/content/documents/ with the PDF uploaded beside them, PDFs only, at most 20 MB', () => {
    expect(documents()).toMatchObject({ folder: 'src/content/documents', create: true, media_folder: '' });
    expect(documents().fields.find((f) => f.name === 'file')).toMatchObject({ widget: 'file', accept: 'application/pdf', media_library: { config: { max_file_size: 20_000_000 } } });
  });

  it('picks products, applications and markets from the pages the build accepts', () => {
    const products = documents().fields.find((f) => f.name === 'products') as { widget: string; multiple: boolean; options: { value: string }[] };
    expect(products).toMatchObject({ widget: 'select', multiple: true });
    expect(products.options.map((o) => o.value)).toContain('ovg-4');
    expect(products.options.map((o) => o.value)).not.toContain('ovg-5');
    const markets = documents().fields.find((f) => f.name === 'markets') as { options: { label: string; value: string }[] };
    expect(markets.options).toContainEqual({ label: 'Defense', value: 'defense' });
  });
});
