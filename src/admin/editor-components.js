// @ts-check
/**
 * The page shortcodes as editor components of the CMS's Markdown editor (Sveltia CMS, Decap's
 * `CMS.registerEditorComponent` format): an author edits a section's id, title and text, or an
 * illustration's drawing, alt text and caption, in fields instead of raw Nunjucks. The shortcodes
 * themselves are src/eleventy/pages/shortcodes.js.
 *
 * `toBlock(fromBlock(match))` gives back the text it was read from, byte for byte, so a body the
 * author did not change is saved unchanged (test/unit/cms.test.ts checks every page and article).
 * Served as /admin/editor-components.js and imported by /admin/cms-setup.js; plain JavaScript that
 * runs unchanged in the browser and in Node.
 *
 * @typedef {{ name: string, label: string, widget: string, required?: boolean, hint?: string, pattern?: [string, string], options?: (string | { label: string, value: string })[], fields?: ComponentField[], allow_nested_components?: boolean | 'exclude_self', label_singular?: string, summary?: string }} ComponentField
 * @typedef {object} EditorComponent
 * @property {string} id
 * @property {string} label
 * @property {ComponentField[]} fields
 * @property {RegExp} pattern   matches one whole shortcode (or section) in the body
 * @property {(match: RegExpMatchArray) => Record<string, any>} fromBlock
 * @property {(data: Record<string, any>) => string} toBlock
 * @property {(data: Record<string, any>) => string} toPreview
 */

/** Escapes text for HTML. @param {unknown} value */
export const escapeHtml = (value) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** The class of a preview's placeholder for what the site makes when it is built (a list, a table of facts). */
export const GENERATED_CLASS = 'cms-preview-generated';

/** A preview's placeholder: what the site will put there, in italics. @param {string} what */
export const generatedPlaceholder = (what) => `<p class="${GENERATED_CLASS}"><em>${escapeHtml(what)}</em></p>`;

/** A preview's figure: `inner` (HTML), and under it the caption when there is one. @param {string} inner @param {unknown} caption */
export const figureHtml = (inner, caption) =>
  `<figure class="figure">${inner}${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''}</figure>`;

/** A Nunjucks string literal's text, as written between double quotes (`\"` and `\\` escaped). */
const STRING = '"((?:[^"\\\\\\n]|\\\\.)*)"';
/** @param {string} text  a literal's inside @returns {string} the value */
const unquote = (text) => text.replace(/\\(.)/g, '$1');
/** @param {unknown} value @returns {string} the literal's inside */
const quote = (value) => String(value ?? '').replace(/[\\"]/g, '\\$&');

/** A section id: lower-case words joined by hyphens (src/eleventy/pages/shortcodes.js). */
const SECTION_ID = '[a-z][a-z0-9-]*';

/**
 * `{% section "id", "Title" %}` … `{% endsection %}`: a titled page section, one of the anchors the section
 * navigation collects (docs/requirements.md#section-nav-item). Its text is Markdown with the other blocks
 * inside it, edited in the CMS's rich text editor.
 * @type {EditorComponent}
 */
export const sectionComponent = {
  id: 'section',
  label: 'Section',
  fields: [
    {
      name: 'id',
      label: 'Anchor',
      widget: 'string',
      hint: 'Lower-case words joined by hyphens; the address of the section (#anchor) and of its place in the section navigation.',
      pattern: [`^${SECTION_ID}$`, 'Lower-case words joined by hyphens, such as how-it-works'],
    },
    {
      name: 'title',
      label: 'Heading',
      widget: 'string',
      hint: 'The section heading, also its label in the section navigation.',
    },
    // Markdown with the other blocks inside it (key figures, pictures, tables, lists), never a section in a section.
    {
      name: 'body',
      label: 'Text',
      widget: 'markdown',
      allow_nested_components: 'exclude_self',
      hint: 'The section text. Key figures, pictures, specification tables and lists go in with the "Insert" button.',
    },
  ],
  pattern: new RegExp(`^\\{% section "(${SECTION_ID})", ${STRING} %\\}\\n([\\s\\S]*?)\\n\\{% endsection %\\}$`, 'm'),
  fromBlock: (match) => ({ id: match[1], title: unquote(match[2]), body: match[3] }),
  toBlock: ({ id, title, body }) => `{% section "${id ?? ''}", "${quote(title)}" %}\n${body ?? ''}\n{% endsection %}`,
  toPreview: ({ id, title, body }) =>
    `<section class="page-section" aria-labelledby="${escapeHtml(id)}-title"><h2 class="page-section__title" id="${escapeHtml(id)}-title">${escapeHtml(title)}</h2>${String(
      body ?? '',
    )
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</section>`,
};

/**
 * `{% illustration "name", "Alt text"[, "Caption"] %}`: one of our SVG drawings from
 * public/images/illustrations/.
 * @type {EditorComponent}
 */
export const illustrationComponent = {
  id: 'illustration',
  label: 'Illustration',
  fields: [
    {
      name: 'name',
      label: 'Drawing',
      widget: 'string',
      hint: 'A file name without ".svg" from public/images/illustrations/, such as chip.',
      pattern: ['^[a-z0-9-]+$', 'A drawing\'s file name without ".svg", such as chip'],
    },
    {
      name: 'alt',
      label: 'Alternative text',
      widget: 'string',
      hint: 'What the drawing shows, for people who cannot see it; empty for a decorative drawing.',
      required: false,
    },
    {
      name: 'caption',
      label: 'Caption',
      widget: 'string',
      hint: 'A caption under the drawing (optional).',
      required: false,
    },
  ],
  pattern: new RegExp(`^\\{% illustration ${STRING}, ${STRING}(?:, ${STRING})? %\\}$`, 'm'),
  fromBlock: (match) => ({
    name: unquote(match[1]),
    alt: unquote(match[2]),
    ...(match[3] === undefined ? {} : { caption: unquote(match[3]) }),
  }),
  toBlock: ({ name, alt, caption }) =>
    `{% illustration "${quote(name)}", "${quote(alt)}"${caption ? `, "${quote(caption)}"` : ''} %}`,
  toPreview: ({ name, alt, caption }) => {
    const img = `<img src="/images/illustrations/${encodeURIComponent(String(name ?? ''))}.svg" alt="${escapeHtml(alt)}">`;
    return caption ? `<figure>${img}<figcaption>${escapeHtml(caption)}</figcaption></figure>` : img;
  },
};

/** `, key: "text"` when the block has that prop. @param {string} key @param {unknown} value */
const optionalString = (key, value) => (value ? `, ${key}: "${quote(value)}"` : '');
/** A value read from an optional group: the text, or undefined. @param {string | undefined} text */
const maybe = (text) => (text === undefined ? undefined : unquote(text));
/** Drops the props a block does not have, so that fields left empty stay out of the block. @param {Record<string, unknown>} data */
const defined = (data) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

/** The figures the site counts (src/_data/counts.js), as a Key figure's "Counted by the site" offers them. */
export const COUNTS = [
  { label: 'Instruments and sensors (the products)', value: 'products' },
  { label: 'Applications', value: 'applications' },
  { label: 'Markets', value: 'markets' },
];

/** One figure of `keyFigures([…])`: its number or count, prefix, suffix and label (counter.examples.yaml). */
const FIGURE = (capture = true) => {
  const g = capture ? '' : '?:';
  const s = capture ? STRING : STRING.replace('(', '(?:');
  return `\\{ to: (${g}(${g}\\d+(?:\\.\\d+)?)|counts\\.(${g}products|applications|markets))(?:, prefix: ${s})?(?:, suffix: ${s})?, label: ${s} \\}`;
};

/**
 * `{{ keyFigures([{ to: 4, prefix: "around ", suffix: " ppmv", label: "…" }, …]) }}`: a row of
 * animated numbers (docs/requirements.md#counter), each a number written here or one the site
 * counts (`counts.products` …); layouts/partials/page-blocks.njk.
 * @type {EditorComponent}
 */
export const keyFiguresComponent = {
  id: 'keyFigures',
  label: 'Key figures',
  fields: [
    {
      name: 'figures',
      label: 'Figures',
      label_singular: 'Figure',
      widget: 'list',
      summary: '{{fields.prefix}}{{fields.number}}{{fields.suffix}} {{fields.label}}',
      fields: [
        {
          name: 'number',
          label: 'Number',
          widget: 'string',
          required: false,
          hint: 'The figure, such as 7.5 (its decimal places are kept while it counts). Leave it empty to show a count the site makes, below.',
          pattern: ['^\\d+(\\.\\d+)?$', 'A number, such as 4 or 7.5, with a full stop for the decimals'],
        },
        {
          name: 'count',
          label: 'Counted by the site',
          widget: 'select',
          required: false,
          options: COUNTS,
          hint: 'Instead of a number: a count that stays true when a product, an application or a market is added.',
        },
        {
          name: 'prefix',
          label: 'Before the number',
          widget: 'string',
          required: false,
          hint: 'Such as "about " (with its space).',
        },
        {
          name: 'suffix',
          label: 'After the number',
          widget: 'string',
          required: false,
          hint: 'Such as " mm" (with its space).',
        },
        { name: 'label', label: 'Label', widget: 'string', hint: 'What the figure is, shown under it.' },
      ],
    },
  ],
  pattern: new RegExp(`^\\{\\{ keyFigures\\(\\[(${FIGURE(false)}(?:, ${FIGURE(false)})*)\\]\\) \\}\\}$`, 'm'),
  fromBlock: (match) => ({
    figures: [...match[1].matchAll(new RegExp(FIGURE(), 'g'))].map((f) =>
      defined({ number: f[2], count: f[3], prefix: maybe(f[4]), suffix: maybe(f[5]), label: unquote(f[6]) }),
    ),
  }),
  toBlock: ({ figures }) =>
    `{{ keyFigures([${(Array.isArray(figures) ? figures : [])
      .map(
        (f) =>
          `{ to: ${f.count ? `counts.${f.count}` : f.number || '""'}${optionalString('prefix', f.prefix)}${optionalString('suffix', f.suffix)}, label: "${quote(f.label)}" }`,
      )
      .join(', ')}]) }}`,
  toPreview: ({ figures }) =>
    `<ul class="key-figures">${(Array.isArray(figures) ? figures : [])
      .map(
        (f) =>
          `<li><span class="counter"><span class="counter__figure">${escapeHtml(f.prefix)}${escapeHtml(f.count ? `(${f.count})` : f.number)}${escapeHtml(f.suffix)}</span><span class="counter__label">${escapeHtml(f.label)}</span></span></li>`,
      )
      .join('')}</ul>`,
};

/**
 * `{{ imageModal({ image: "/images/…svg", alt: "…", caption: "…", width: 480, height: 360 }) }}`:
 * a picture the visitor can expand (docs/requirements.md#image-modal-and-expander).
 * @type {EditorComponent}
 */
export const imageModalComponent = {
  id: 'imageModal',
  label: 'Expandable picture',
  fields: [
    {
      name: 'image',
      label: 'Picture',
      widget: 'string',
      hint: "The picture's address on the site, such as /images/illustrations/chip.svg.",
      pattern: [
        '^/images/[a-z0-9/._-]+$',
        'An address on the site under /images/, such as /images/illustrations/chip.svg',
      ],
    },
    {
      name: 'alt',
      label: 'Alternative text',
      widget: 'string',
      hint: 'What the picture shows, for people who cannot see it.',
    },
    {
      name: 'caption',
      label: 'Caption',
      widget: 'string',
      required: false,
      hint: 'Shown under the picture and in the expanded view (optional).',
    },
    {
      name: 'width',
      label: 'Width (px)',
      widget: 'string',
      hint: "The picture's width as shown in the text, in pixels, such as 480.",
      pattern: ['^\\d+$', 'A whole number of pixels, such as 480'],
    },
    {
      name: 'height',
      label: 'Height (px)',
      widget: 'string',
      hint: 'Its height at that width, in pixels, such as 360.',
      pattern: ['^\\d+$', 'A whole number of pixels, such as 360'],
    },
  ],
  pattern: new RegExp(
    `^\\{\\{ imageModal\\(\\{ image: ${STRING}, alt: ${STRING}(?:, caption: ${STRING})?, width: (\\d+), height: (\\d+) \\}\\) \\}\\}$`,
    'm',
  ),
  fromBlock: (match) =>
    defined({
      image: unquote(match[1]),
      alt: unquote(match[2]),
      caption: maybe(match[3]),
      width: match[4],
      height: match[5],
    }),
  toBlock: ({ image, alt, caption, width, height }) =>
    `{{ imageModal({ image: "${quote(image)}", alt: "${quote(alt)}"${optionalString('caption', caption)}, width: ${width || '""'}, height: ${height || '""'} }) }}`,
  toPreview: ({ image, alt, caption }) =>
    figureHtml(`<img src="${escapeHtml(image)}" alt="${escapeHtml(alt)}">`, caption),
};

/**
 * `{{ flexibleImage({ image: "df-matrix", nativeWidth: 800, alt: "…", caption: "…" }) }}`: a
 * picture of src/_data/images.js at the size the visitor's screen needs (docs/requirements.md#flexible-image).
 * @type {EditorComponent}
 */
export const flexibleImageComponent = {
  id: 'flexibleImage',
  label: 'Responsive picture',
  fields: [
    {
      name: 'image',
      label: 'Picture',
      widget: 'string',
      hint: "The name of one of the site's responsive pictures, such as df-matrix or chip.",
      pattern: ['^[a-z0-9-]+$', "A picture's name: lower-case words joined by hyphens, such as df-matrix"],
    },
    {
      name: 'nativeWidth',
      label: 'Smallest width (px)',
      widget: 'string',
      required: false,
      hint: 'Never show it narrower than this many pixels (optional), such as 800.',
      pattern: ['^\\d+$', 'A whole number of pixels, such as 800'],
    },
    {
      name: 'alt',
      label: 'Alternative text',
      widget: 'string',
      hint: 'What the picture shows, for people who cannot see it.',
    },
    {
      name: 'caption',
      label: 'Caption',
      widget: 'string',
      required: false,
      hint: 'Shown under the picture (optional).',
    },
  ],
  pattern: new RegExp(
    `^\\{\\{ flexibleImage\\(\\{ image: ${STRING}(?:, nativeWidth: (\\d+))?, alt: ${STRING}(?:, caption: ${STRING})? \\}\\) \\}\\}$`,
    'm',
  ),
  fromBlock: (match) =>
    defined({ image: unquote(match[1]), nativeWidth: match[2], alt: unquote(match[3]), caption: maybe(match[4]) }),
  toBlock: ({ image, nativeWidth, alt, caption }) =>
    `{{ flexibleImage({ image: "${quote(image)}"${nativeWidth ? `, nativeWidth: ${nativeWidth}` : ''}, alt: "${quote(alt)}"${optionalString('caption', caption)} }) }}`,
  toPreview: ({ image, alt, caption }) =>
    figureHtml(`<p>The picture “${escapeHtml(image)}”: ${escapeHtml(alt)}</p>`, caption),
};

/** A product's name in src/content/products/ (its file's name), such as ohg-4. */
const PRODUCT = '([a-zA-Z0-9-]+)';

/**
 * `{{ specTable({ specifications: products["ohg-4"].specifications, caption: "…", product: "ohg-4", showSamples: build.preview }) }}`:
 * a product's specification table (docs/authoring.md#products), its rows from Products in the CMS.
 * @type {EditorComponent}
 */
export const specTableComponent = {
  id: 'specTable',
  label: 'Specification table',
  fields: [
    {
      name: 'product',
      label: 'Product',
      widget: 'string',
      hint: 'The product whose specifications (Products in the CMS) the table shows, by its file name, such as ohg-4.',
      pattern: ['^[a-zA-Z0-9-]+$', "A product's file name, such as ohg-4"],
    },
    {
      name: 'caption',
      label: 'Caption',
      widget: 'string',
      hint: 'The table\'s title, such as "OHG-4 key specifications".',
    },
  ],
  pattern: new RegExp(
    `^\\{\\{ specTable\\(\\{ specifications: products\\["${PRODUCT}"\\]\\.specifications, caption: ${STRING}, product: "\\1", showSamples: build\\.preview \\}\\) \\}\\}$`,
    'm',
  ),
  fromBlock: (match) => ({ product: match[1], caption: unquote(match[2]) }),
  toBlock: ({ product, caption }) =>
    `{{ specTable({ specifications: products["${product ?? ''}"].specifications, caption: "${quote(caption)}", product: "${product ?? ''}", showSamples: build.preview }) }}`,
  toPreview: ({ product, caption }) =>
    `<div class="table-wrap"><table class="spec-table"><caption>${escapeHtml(caption)}</caption></table></div>${generatedPlaceholder(`The specifications of ${product}, from Products: a table the site fills in when it is built.`)}`,
};

/** The lists of src/content/company.yaml an Entry list block can show. */
export const ENTRY_LISTS = [
  { label: 'Distributors (Company › Distributors)', value: 'distributors' },
  { label: 'Awards (Company › Awards)', value: 'awards' },
];

/**
 * `{{ entryList("distributors") }}`: the published distributors or awards of the Company entry,
 * each in a list item (layouts/partials/page-blocks.njk).
 * @type {EditorComponent}
 */
export const entryListComponent = {
  id: 'entryList',
  label: 'Company list',
  fields: [
    {
      name: 'list',
      label: 'List',
      widget: 'select',
      options: ENTRY_LISTS,
      hint: 'The entries are edited under Company; a sample shows only in previews.',
    },
  ],
  pattern: /^\{\{ entryList\("(distributors|awards)"\) \}\}$/m,
  fromBlock: (match) => ({ list: match[1] }),
  toBlock: ({ list }) => `{{ entryList("${list ?? ''}") }}`,
  toPreview: ({ list }) =>
    generatedPlaceholder(`The ${list} of Company, one a line: a list the site fills in when it is built.`),
};

/**
 * `{{ newsList() }}`: the news articles, newest first, twelve a page with links between the pages
 * (layouts/partials/page-blocks.njk; the News page).
 * @type {EditorComponent}
 */
export const newsListComponent = {
  id: 'newsList',
  label: 'News list',
  fields: [],
  pattern: /^\{\{ newsList\(\) \}\}$/m,
  fromBlock: () => ({}),
  toBlock: () => '{{ newsList() }}',
  toPreview: () => generatedPlaceholder('The news articles, newest first: a list the site fills in when it is built.'),
};

/**
 * `{{ shareLinks({ url: site.url + page.url, title: title }) }}`: links that share the page on
 * three social networks (docs/requirements.md#share-links).
 * @type {EditorComponent}
 */
export const shareLinksComponent = {
  id: 'shareLinks',
  label: 'Share links',
  fields: [],
  pattern: /^\{\{ shareLinks\(\{ url: site\.url \+ page\.url, title: title \}\) \}\}$/m,
  fromBlock: () => ({}),
  toBlock: () => '{{ shareLinks({ url: site.url + page.url, title: title }) }}',
  toPreview: () => generatedPlaceholder('Links that share the page: made by the site when it is built.'),
};

/** Every editor component, in the order of the editor's "Insert" menu. */
export const editorComponents = [
  sectionComponent,
  illustrationComponent,
  keyFiguresComponent,
  imageModalComponent,
  flexibleImageComponent,
  specTableComponent,
  entryListComponent,
  newsListComponent,
  shareLinksComponent,
];

/**
 * The illustration component with its Drawing picked from a list of the site's drawings, instead
 * of a file name typed by hand (the list is the build's, /admin/drawings.json).
 * @param {string[]} drawings  file names without ".svg", such as "chip"
 * @returns {EditorComponent}
 */
export function illustrationWithDrawings(drawings) {
  return {
    ...illustrationComponent,
    fields: illustrationComponent.fields.map((field) =>
      field.name === 'name'
        ? { ...field, widget: 'select', options: drawings, hint: "One of the site's drawings, such as chip." }
        : field,
    ),
  };
}
