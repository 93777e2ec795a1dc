/**
 * The CMS's fields come from the content schemas (src/eleventy/cms/cms-config.js), and its editor
 * components give back the page text they read (src/admin/editor-components.js).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import {
  BODY_FIELD,
  IMAGE_TYPES,
  imageTypePattern,
  MAX_PICTURE_PX,
  MAX_UPLOAD_BYTES,
  cmsConfig,
} from '../../src/eleventy/cms/cms-config.js';
import { cmsFileText, cmsFiles } from '../support/cms-files.js';
import matter from 'gray-matter';
import { CONTENT_TYPES, contentFiles, loadSchema } from '../../src/eleventy/content/content-schema.js';
import { resolveRef } from '../../src/eleventy/content/json-schema.js';
import {
  editorComponents,
  entryListComponent,
  illustrationComponent,
  illustrationWithDrawings,
  keyFiguresComponent,
  sectionComponent,
  specTableComponent,
} from '../../src/admin/editor-components.js';
import { drawingNames } from '../../src/eleventy/cms/cms-config.js';
import { previewTemplates } from '../../src/eleventy/cms/cms.js';

type Field = {
  name: string;
  label?: string;
  hint?: string;
  widget: string;
  required?: boolean;
  pattern?: [string, string];
  maxlength?: number;
  accept?: string;
  options?: unknown[];
  multiple?: boolean;
  fields?: Field[];
  field?: Field;
};
type Schema = Record<string, any>;
type Collection = {
  name: string;
  folder?: string;
  create?: boolean;
  fields?: Field[];
  files?: { name: string; file: string; fields: Field[] }[];
};

const config = cmsConfig() as {
  collections: Collection[];
  backend: Record<string, string>;
  media_folder: string;
  public_folder: string;
};
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
/** Each collection's content type. */
const TYPE_OF: Record<string, string> = {
  news: 'news',
  pages: 'page',
  home: 'home',
  products: 'product',
  documents: 'document',
  company: 'company',
  privacy: 'privacy',
  site: 'site',
};

/**
 * Where the fields and the schema's properties differ, as "path: what": a property without a field,
 * a field without a property, or a field whose required flag, pattern or allowed values differ.
 */
function drift(root: Schema, schema: Schema, fields: Field[], at: string): string[] {
  const props = schema.properties ?? {};
  const problems: string[] = [];
  for (const key of Object.keys(props))
    if (!fields.some((f) => f.name === key)) problems.push(`${at}.${key}: a schema property with no CMS field`);
  for (const field of fields) {
    const raw = props[field.name];
    if (!raw) {
      problems.push(`${at}.${field.name}: a CMS field with no schema property`);
      continue;
    }
    const prop = resolveRef(root, raw)!;
    const required = (schema.required ?? []).includes(field.name);
    if ((field.required !== false) !== required)
      problems.push(`${at}.${field.name}: required ${required} in the schema, ${field.required !== false} in the CMS`);
    // An image field holds a provisional address until the entry is saved: it checks the pattern's file types alone.
    const pattern = field.widget === 'image' && prop.pattern ? imageTypePattern(prop.pattern) : prop.pattern;
    if (field.widget === 'image' && field.accept !== IMAGE_TYPES)
      problems.push(`${at}.${field.name}: an image field that takes other than ${IMAGE_TYPES}`);
    if (prop.pattern && field.pattern?.[0] !== pattern)
      problems.push(`${at}.${field.name}: pattern ${prop.pattern} in the schema, ${field.pattern?.[0]} in the CMS`);
    if (prop.maxLength && field.maxlength !== prop.maxLength)
      problems.push(`${at}.${field.name}: maxLength ${prop.maxLength} in the schema, ${field.maxlength} in the CMS`);
    if (prop.enum && JSON.stringify(field.options) !== JSON.stringify(prop.enum))
      problems.push(`${at}.${field.name}: other allowed values`);
    if (prop.type === 'object') problems.push(...drift(root, prop, field.fields ?? [], `${at}.${field.name}`));
    if (prop.type === 'array') {
      const items = resolveRef(root, prop.items)!;
      if (items.type === 'object') problems.push(...drift(root, items, field.fields ?? [], `${at}.${field.name}[]`));
      else if (field.widget === 'select' && field.multiple) {
        // A list picked from fixed options (a document's products): each option must be a value the schema allows.
        const options = (field.options ?? []) as { value: string }[];
        if (!options.length || (items.pattern && options.some((o) => !new RegExp(items.pattern).test(o.value))))
          problems.push(`${at}.${field.name}[]: an option the schema refuses`);
      } else if (!field.field || (items.pattern && field.field.pattern?.[0] !== items.pattern))
        problems.push(`${at}.${field.name}[]: the list's item differs from the schema's`);
    }
  }
  return problems;
}

/** The page and article bodies of the project. */
const bodies = contentFiles()
  .filter((f) => f.format === 'markdown')
  .map((f) => ({ file: f.file, body: matter(readFileSync(f.file, 'utf8')).content }));

describe('the CMS configuration', () => {
  it('has the collections News, Pages, Home page, Products, Documents, Company, Privacy and Site settings', () => {
    expect(config.collections.map((c) => c.name)).toEqual([
      'news',
      'pages',
      'home',
      'products',
      'documents',
      'company',
      'privacy',
      'site',
    ]);
    expect(collection('news')).toMatchObject({
      folder: 'pages/company/news/articles',
      create: true,
      slug: '{{slug}}',
      identifier_field: 'title',
    });
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

  it("offers a page's hero drawing and card icon as a list of the site's drawings, each a name the schema accepts", () => {
    const page = collection('pages').files![0].fields;
    const drawing = page.find((f) => f.name === 'illustration')!.fields!.find((f) => f.name === 'name')!;
    const icon = page.find((f) => f.name === 'icon')!;
    for (const field of [drawing, icon]) {
      expect(field.widget).toBe('select');
      expect(field.options).toContain('chip');
      expect((field.options as string[]).every((o) => new RegExp(field.pattern![0]).test(o))).toBe(true);
    }
  });

  it('the drift check catches a property without a field and a field without a property', () => {
    const schema = loadSchema('product');
    const fields = collection('products').fields!;
    expect(
      drift(
        schema,
        schema,
        fields.filter((f) => f.name !== 'category'),
        'product',
      ),
    ).toEqual(['product.category: a schema property with no CMS field']);
    expect(drift(schema, schema, [...fields, { name: 'price', widget: 'string' }], 'product')).toEqual([
      'product.price: a CMS field with no schema property',
    ]);
  });

  it('lists every content page in Pages (edit only) and shows the sample flag as a labelled checkbox', () => {
    const pages = collection('pages').files!.map((f) => f.file);
    expect(pages.sort()).toEqual(
      contentFiles()
        .filter((f) => f.type === 'page')
        .map((f) => f.file)
        .sort(),
    );
    expect(collection('pages').create).toBeUndefined();
    const specs = collection('products').fields!.find((f) => f.name === 'specifications')!;
    expect(specs.fields!.find((f) => f.name === 'sample')).toMatchObject({
      widget: 'boolean',
      label: 'Sample: hidden in production',
      required: false,
    });
    const news = collection('news').fields!;
    expect(news.find((f) => f.name === 'image')).toMatchObject({ widget: 'object', required: false });
    expect(news.find((f) => f.name === 'image')!.fields!.map((f) => [f.name, f.widget, f.required])).toEqual([
      ['src', 'image', undefined],
      ['alt', 'string', undefined],
    ]);
  });

  it('takes a date as ISO text, YYYY-MM-DD, with the pattern enforced: no date box the browser’s locale could read as MM/DD or DD/MM', () => {
    const date = collection('news').fields!.find((f) => f.name === 'date')!;
    expect(date).toMatchObject({ widget: 'string', label: 'Date' });
    const [pattern, message] = date.pattern!;
    expect(message).toBe('Write YYYY-MM-DD (year, month, day) for a day the calendar has, such as 2026-11-25');
    for (const typed of ['2026-11-25', '2026-02-05', '2028-02-29', '2000-02-29'])
      expect(new RegExp(pattern).test(typed), typed).toBe(true);
    for (const typed of [
      '25/11/2026',
      '11/25/2026',
      '2026-25-11',
      '2026-11-5',
      '5 February 2026',
      '2026-02-30',
      '2026-04-31',
      '2027-02-29',
      '2100-02-29',
    ])
      expect(new RegExp(pattern).test(typed), typed).toBe(false);
    // Every day from 1900 to 2100, and only those: a day the calendar does not have is refused in the field, not moved to the next month.
    const day = new Date(Date.UTC(1900, 0, 1));
    const days = new Set<string>();
    for (; day.getUTCFullYear() <= 2100; day.setUTCDate(day.getUTCDate() + 1)) days.add(day.toISOString().slice(0, 10));
    for (let y = 1900; y <= 2100; y++)
      for (let m = 1; m <= 12; m++)
        for (let d = 1; d <= 31; d++) {
          const typed = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          if (new RegExp(pattern).test(typed) !== days.has(typed))
            expect.fail(`${typed}: the pattern ${days.has(typed) ? 'refuses' : 'accepts'} it`);
        }
  });

  it('shows a page’s optional flags as Yes/No lists left empty by default, so a save writes no flag the author did not set', () => {
    const fields = collection('pages').files![0].fields;
    for (const name of ['outsideNavigation', 'searchable', 'childCards']) {
      const field = fields.find((f) => f.name === name)!;
      expect(field, name).toMatchObject({
        widget: 'select',
        required: false,
        options: [
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ],
      });
      expect(field, name).not.toHaveProperty('default');
    }
    // Empty means the build's default: in the search, in the navigation, no sub-page cards.
    expect(fields.find((f) => f.name === 'searchable')!.hint).toMatch(/Empty: Yes\.$/);
    expect(fields.find((f) => f.name === 'outsideNavigation')!.hint).toMatch(/Empty: No\.$/);
    // A Sample box, which every entry of its file carries, stays a switch.
    const company = collection('company').files![0].fields;
    expect(company.find((f) => f.name === 'awards')!.fields!.find((f) => f.name === 'sample')).toMatchObject({
      widget: 'boolean',
    });
  });

  it('limits titles to 90 characters, descriptions to 200 and a new article’s file name to its title’s length', () => {
    for (const c of ['news', 'pages']) {
      const fields = c === 'news' ? collection(c).fields! : collection(c).files![0].fields;
      expect(
        fields.find((f) => f.name === 'title'),
        c,
      ).toMatchObject({ maxlength: 90 });
      expect(
        fields.find((f) => f.name === 'description'),
        c,
      ).toMatchObject({ maxlength: 200 });
    }
    expect((config as unknown as { slug: { maxlength: number } }).slug.maxlength).toBe(90);
  });

  it('takes JPEG, PNG and WebP in an image field, stores a picture at most 2,400 px on its longest side, as WebP, and refuses one still over 2 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(2_000_000);
    expect((config as unknown as { media_libraries: unknown }).media_libraries).toEqual({
      // "Lab bench photo.jpg" is stored as lab-bench-photo.webp: a name with nothing to encode in an address.
      default: {
        config: {
          max_file_size: MAX_UPLOAD_BYTES,
          slugify_filename: true,
          transformations: {
            raster_image: { format: 'webp', quality: 85, width: MAX_PICTURE_PX, height: MAX_PICTURE_PX },
          },
        },
      },
    });
    expect(MAX_PICTURE_PX).toBe(2400);
    const src = collection('news')
      .fields!.find((f) => f.name === 'image')!
      .fields!.find((f) => f.name === 'src')!;
    expect(src).toMatchObject({ widget: 'image', accept: 'image/jpeg,image/png,image/webp' });
    // The field checks the file type of the build's pattern, not its folder: an upload has a provisional address until saved.
    expect(src.pattern).toEqual([
      '\\.(jpe?g|png|webp)$',
      'Write an uploaded JPEG, PNG or WebP picture, such as /images/media/lab.jpg',
    ]);
    for (const [value, ok] of [
      ['/images/media/lab.jpg', true],
      ['/images/media/lab.webp', true],
      ['/images/media/notes.txt', false],
      ['/images/media/terms.pdf', false],
    ] as const) {
      expect(new RegExp(src.pattern![0]).test(value), value).toBe(ok);
    }
  });

  it('refuses in the Text field a section whose anchor is not lower-case words joined by hyphens, naming the Anchor field', () => {
    const [pattern, message] = BODY_FIELD.pattern;
    expect(message).toMatch(/^Write each section's Anchor as lower-case words joined by hyphens/);
    const ok = new RegExp(pattern);
    expect(ok.test('Text.\n\n{% section "how-to-visit", "How to visit" %}\nBook a visit.\n{% endsection %}\n')).toBe(
      true,
    );
    expect(ok.test('Text without sections.')).toBe(true);
    for (const anchor of ['How to visit', 'how to visit', 'How-to-visit', '']) {
      expect(
        ok.test(`Text.\n\n{% section "${anchor}", "How to visit" %}\nBook a visit.\n{% endsection %}\n`),
        anchor,
      ).toBe(false);
    }
    for (const { file, body } of bodies) expect(ok.test(body), file).toBe(true);
  });
});

describe('the previews', () => {
  it('gives each collection and page the preview of what it is, found by a name no other collection or file has', () => {
    const templates = previewTemplates(config as never);
    // Pages named like a collection (Products, Company, Privacy) show as pages, not as the collection's data.
    expect([templates['page-products'], templates['page-company'], templates['page-privacy']]).toEqual([
      'page',
      'page',
      'page',
    ]);
    expect([templates.home, templates.products, templates.company, templates.news, templates.documents]).toEqual([
      'home',
      'product',
      'fields',
      'article',
      'document',
    ]);
    expect(() =>
      previewTemplates({
        collections: [
          { name: 'products', folder: 'x' },
          { name: 'pages', files: [{ name: 'products' }] },
        ],
      }),
    ).toThrow('The CMS would show the file "products" of pages with the preview of the collection "products"');
  });
});

describe('the content files', () => {
  it('are each written as the CMS writes them, so that a save changes only what the author changed', () => {
    const files = cmsFiles();
    expect(new Set(files.map((f) => f.collection))).toEqual(
      new Set(['news', 'pages', 'home', 'products', 'documents', 'company', 'privacy', 'site']),
    );
    expect(files.filter((f) => f.collection === 'products').length).toBe(readdirSync('src/content/products').length);
    for (const entry of files) {
      const text = readFileSync(entry.file, 'utf8');
      expect(
        cmsFileText(text, entry) === text,
        `${entry.file} is not as the CMS writes it (cmsFileText in test/support/cms-files.ts): save it once in the CMS, or write it in that form`,
      ).toBe(true);
    }
  });

  it('a file written otherwise differs: double quotes, keys out of field order, no blank line after the front matter', () => {
    const [page] = cmsFiles().filter((f) => f.collection === 'pages');
    expect(cmsFileText('---\ndescription: "A page."\ntitle: Page\nintro: "Intro: text."\n---\nBody.\n', page)).toBe(
      "---\ntitle: Page\ndescription: A page.\nintro: 'Intro: text.'\n---\n\nBody.\n",
    );
  });
});

describe('editor components', () => {
  it.each(editorComponents.map((c) => [c.id, c]))(
    '%s: every occurrence in every page and article reads into fields and writes back byte for byte',
    (_id, component) => {
      const global = new RegExp(component.pattern.source, 'gm');
      let count = 0;
      for (const { file, body } of bodies) {
        for (const match of body.matchAll(global)) {
          count++;
          expect(component.toBlock(component.fromBlock(match)), file).toBe(match[0]);
        }
      }
      expect(count).toBeGreaterThan(0);
    },
  );

  it('an unchanged body is rebuilt byte for byte from its blocks and the text between them', () => {
    for (const { file, body } of bodies) {
      let out = body;
      for (const component of editorComponents) {
        out = out.replace(new RegExp(component.pattern.source, 'gm'), (...args) =>
          component.toBlock(component.fromBlock(args as unknown as RegExpMatchArray)),
        );
      }
      expect(out === body, file).toBe(true);
    }
  });

  it("a section's text neither begins nor ends with a blank line, as the rich text editor writes it back: otherwise the page's first save in the CMS changes lines its author did not touch", () => {
    const sections = new RegExp(sectionComponent.pattern.source, 'gm');
    let count = 0;
    for (const { file, body } of bodies) {
      for (const match of body.matchAll(sections)) {
        count++;
        const { id, body: text } = sectionComponent.fromBlock(match);
        expect(/^\s*\n|\n\s*$/.test(text), `${file}, section "${id}": remove the blank line at its start or end`).toBe(
          false,
        );
      }
    }
    expect(count).toBeGreaterThan(0);
  });

  it('every {% section %} and {% illustration %} of the pages is a block (none left as raw Nunjucks)', () => {
    for (const { file, body } of bodies) {
      const sections = body.match(/\{% section /g)?.length ?? 0;
      expect(body.match(new RegExp(sectionComponent.pattern.source, 'gm'))?.length ?? 0, file).toBe(sections);
      const illustrations = body.match(/\{% illustration /g)?.length ?? 0;
      expect(body.match(new RegExp(illustrationComponent.pattern.source, 'gm'))?.length ?? 0, file).toBe(illustrations);
    }
  });

  it("no page or article shows its author template code: with every block taken out, no {{ }}, {% %} or {# #} is left, in a section's text either", () => {
    let blocks = 0;
    for (const { file, body } of bodies) {
      let rest = body;
      // Inner blocks first: a section's text holds the others.
      for (const component of [...editorComponents].reverse()) {
        rest = rest.replace(new RegExp(component.pattern.source, 'gm'), () => {
          blocks++;
          return '';
        });
      }
      expect(rest.match(/\{\{|\{%|\{#/g) ?? [], `${file}: template code outside the blocks`).toEqual([]);
    }
    expect(blocks).toBeGreaterThan(150);
  });

  it('reads the blocks inside sections into fields: a key figure counted by the site, a specification table, a company list', () => {
    const figures =
      '{{ keyFigures([{ to: counts.products, label: "Instruments and sensors" }, { to: 7.5, prefix: "about ", suffix: " mm", label: "Chip size, square" }]) }}';
    expect(keyFiguresComponent.fromBlock(figures.match(keyFiguresComponent.pattern)!)).toEqual({
      figures: [
        { count: 'products', label: 'Instruments and sensors' },
        { number: '7.5', prefix: 'about ', suffix: ' mm', label: 'Chip size, square' },
      ],
    });
    // A figure the author left without a number is written so that the build's check of the counter's props names it.
    expect(keyFiguresComponent.toBlock({ figures: [{ label: 'New' }] })).toBe(
      '{{ keyFigures([{ to: "", label: "New" }]) }}',
    );
    const table = specTableComponent.toBlock({ product: 'ohg-4', caption: 'OHG-4 "key" specifications' });
    expect(table).toBe(
      '{{ specTable({ specifications: products["ohg-4"].specifications, caption: "OHG-4 \\"key\\" specifications", product: "ohg-4", showSamples: build.preview }) }}',
    );
    expect(specTableComponent.fromBlock(table.match(specTableComponent.pattern)!)).toEqual({
      product: 'ohg-4',
      caption: 'OHG-4 "key" specifications',
    });
    // One product named twice: a block naming two is no table the CMS reads.
    expect(
      '{{ specTable({ specifications: products["ohg-4"].specifications, caption: "x", product: "ovg-4", showSamples: build.preview }) }}',
    ).not.toMatch(specTableComponent.pattern);
    expect(entryListComponent.toBlock({ list: 'awards' })).toBe('{{ entryList("awards") }}');
  });

  it("offers the illustration block's Drawing as a list of the site's drawings, reading and writing the block as before", () => {
    const drawings = drawingNames();
    expect(drawings).toContain('chip');
    const picked = illustrationWithDrawings(drawings);
    expect(picked.fields.find((f) => f.name === 'name')).toMatchObject({ widget: 'select', options: drawings });
    expect(picked.pattern).toBe(illustrationComponent.pattern);
    expect(picked.toBlock({ name: 'chip', alt: 'The chip', caption: '' })).toBe(
      '{% illustration "chip", "The chip" %}',
    );
  });

  it('writes an edited section and illustration as the shortcodes expect', () => {
    expect(sectionComponent.toBlock({ id: 'how-it-works', title: 'How "it" works', body: 'One.\n\nTwo.' })).toBe(
      '{% section "how-it-works", "How \\"it\\" works" %}\nOne.\n\nTwo.\n{% endsection %}',
    );
    const match = '{% section "how-it-works", "How \\"it\\" works" %}\nOne.\n{% endsection %}'.match(
      sectionComponent.pattern,
    )!;
    expect(sectionComponent.fromBlock(match)).toEqual({ id: 'how-it-works', title: 'How "it" works', body: 'One.' });
    expect(illustrationComponent.toBlock({ name: 'chip', alt: 'The chip', caption: '' })).toBe(
      '{% illustration "chip", "The chip" %}',
    );
    expect(illustrationComponent.toBlock({ name: 'chip', alt: '', caption: 'Figure 1' })).toBe(
      '{% illustration "chip", "", "Figure 1" %}',
    );
  });
});

describe('the Documents collection', () => {
  const documents = () =>
    collection('documents') as unknown as {
      fields: Record<string, unknown>[];
      folder: string;
      create: boolean;
      media_folder: string;
    };

  it('creates each entry in a folder of its own in src/content/documents/ with the PDF uploaded beside it, PDFs only, at most 20 MB, stored under a lower-case name', () => {
    // A folder per entry: the CMS deletes an entry's folder with it, and no other document's PDF.
    expect(documents()).toMatchObject({
      folder: 'src/content/documents',
      path: '{{slug}}/index',
      create: true,
      media_folder: '',
    });
    // slugify_filename: "DS-0042 Field Calibration.pdf" is stored as ds-0042-field-calibration.pdf,
    // the form the field's pattern (and the build) asks for, instead of being refused on save.
    expect(documents().fields.find((f) => f.name === 'file')).toMatchObject({
      widget: 'file',
      accept: 'application/pdf',
      media_library: { config: { max_file_size: 20_000_000, slugify_filename: true } },
    });
  });

  it('takes the date as YYYY-MM-DD text, as every date of the CMS, not a date picker in the browser’s locale', () => {
    expect(documents().fields.find((f) => f.name === 'date')).toMatchObject({
      widget: 'string',
      pattern: [expect.stringContaining('\\d{4}-'), expect.stringContaining('YYYY-MM-DD')],
    });
  });

  it('picks products, applications and markets from the pages the build accepts', () => {
    const products = documents().fields.find((f) => f.name === 'products') as {
      widget: string;
      multiple: boolean;
      options: { value: string }[];
    };
    expect(products).toMatchObject({ widget: 'select', multiple: true });
    expect(products.options.map((o) => o.value)).toContain('ovg-4');
    expect(products.options.map((o) => o.value)).not.toContain('ovg-5');
    const markets = documents().fields.find((f) => f.name === 'markets') as {
      options: { label: string; value: string }[];
    };
    expect(markets.options).toContainEqual({ label: 'Defense', value: 'defense' });
  });
});
