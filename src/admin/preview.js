// @ts-check
/**
 * The CMS's preview of an entry (docs/cms.md "The preview"): a page or a news article as the site
 * shows it, in the site's own markup and classes (layouts/page.njk, layouts/article.njk, the
 * `{% section %}` and `{% illustration %}` shortcodes of src/eleventy/pages/shortcodes.js), which the
 * site's stylesheet (registered by ./cms-setup.js) styles: the hero with its kicker, title and
 * introduction; an article's date and picture; the body's sections with their headings, and their
 * Markdown rendered. What only the build can make (a list the site fills in, a component a macro
 * draws: `{{ … }}`, `{% for %}`) shows as a labelled placeholder, and no Nunjucks code is shown.
 * The home page shows its bands as pages/index.njk lays them out, a product as its specification table, a document as the library lists it; the other data (company, privacy, site settings)
 * field by field. Every entry has a template: with a template for some entries only, Sveltia
 * 0.221 left the preview of the others blank.
 *
 * Sveltia CMS renders a preview template (`CMS.registerPreviewTemplate`) as a React component with
 * the Decap props (`entry`, an Immutable.js map, and `getAsset`); `h` is its React.createElement.
 * Plain JavaScript that runs unchanged in the browser and in Node (test/unit/cms-preview.test.ts).
 */
import {
  GENERATED_CLASS,
  editorComponents,
  escapeHtml,
  figureHtml,
  generatedPlaceholder,
  illustrationComponent,
  sectionComponent,
} from './editor-components.js';

/** The class of a placeholder for what the build makes. */
export { GENERATED_CLASS };

/** @param {string} what */
const placeholder = (what) => `\n\n${generatedPlaceholder(what)}\n\n`;

/**
 * The Nunjucks of a body that is no section or illustration, made harmless: a loop is one
 * placeholder (the site fills it in when it is built), an output (`{{ … }}`) on a line of its own
 * is another, inline it is "…"; statements (`{% from %}`, `{% set %}`, `{% if %}` …) and comments
 * go (both branches of an `if` stay).
 * @param {string} text
 * @returns {string} Markdown and HTML, without `{%`, `{{` or `{#`
 */
export function withoutNunjucks(text) {
  return text
    .replace(/\{#[\s\S]*?#\}/g, '')
    .replace(/\{%-?\s*for\b[\s\S]*?\{%-?\s*endfor\s*-?%\}/g, () =>
      placeholder('A list the site fills in when it is built.'),
    )
    .replace(/^[ \t]*\{\{[\s\S]*?\}\}[ \t]*$/gm, () => placeholder('Made by the site when it is built.'))
    .replace(/\{\{[\s\S]*?\}\}/g, '…')
    .replace(/\{%[\s\S]*?%\}/g, '');
}

/**
 * The `{% illustration %}` shortcode's markup (src/eleventy/pages/shortcodes.js), without the size the
 * build reads from the drawing.
 * @param {Record<string, string>} data  name, alt, caption
 */
const illustrationHtml = ({ name, alt, caption }) => {
  const img = `<img class="illustration" src="/images/illustrations/${encodeURIComponent(String(name ?? ''))}.svg" alt="${escapeHtml(alt)}" decoding="async">`;
  return caption ? figureHtml(img, caption) : img;
};

/**
 * A page's body as the page shows it: sections in the `{% section %}` shortcode's markup, with
 * their Markdown and blocks rendered; illustrations as images; every other block (key figures,
 * pictures, tables, lists) as its component's `toPreview`; the rest as Markdown (see withoutNunjucks).
 * @param {string} body  the Markdown body, with its shortcodes
 * @param {(markdown: string) => string} markdown  Markdown to HTML (in the CMS, Sveltia's `marked`)
 * @returns {string} HTML, not sanitised (the caller sanitises)
 */
export function bodyHtml(body, markdown) {
  const text = String(body ?? '');
  /** The first block at or after `from`, of any component. @param {number} from */
  const nextBlock = (from) => {
    /** @type {{ component: import('./editor-components.js').EditorComponent, match: RegExpExecArray } | undefined} */
    let first;
    for (const component of editorComponents) {
      const pattern = new RegExp(component.pattern.source, 'gm');
      pattern.lastIndex = from;
      const match = pattern.exec(text);
      if (match && (!first || match.index < first.match.index)) first = { component, match };
    }
    return first;
  };
  let html = '';
  let last = 0;
  for (let block = nextBlock(0); block; block = nextBlock(last)) {
    const { component, match } = block;
    html += markdown(withoutNunjucks(text.slice(last, match.index)));
    last = match.index + match[0].length;
    const data = component.fromBlock(match);
    if (component === sectionComponent) {
      const { id, title } = data;
      html += `<section class="page-section" aria-labelledby="${escapeHtml(id)}-title">
<a class="section-anchor" id="${escapeHtml(id)}" title="${escapeHtml(title)}"></a>
<h2 class="page-section__title" id="${escapeHtml(id)}-title">${escapeHtml(title)}</h2>
${bodyHtml(data.body, markdown)}
</section>`;
    } else if (component === illustrationComponent) {
      html += illustrationHtml(data);
    } else {
      html += component.toPreview(data);
    }
  }
  return html + markdown(withoutNunjucks(text.slice(last)));
}

/**
 * A date as the site writes it ("5 February 2026"), or the text as given when it is no date.
 * @param {unknown} value  a Date or `YYYY-MM-DD`
 */
export function readableDay(value) {
  const date = value instanceof Date ? value : new Date(`${String(value ?? '')}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return String(value ?? '');
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/**
 * The whole entry as the page shows it, in the layouts' markup.
 * @param {{ title?: string, kicker?: string, intro?: string, date?: unknown, image?: { src?: string, alt?: string }, body?: string }} data
 * @param {{ markdown: (text: string) => string, assetUrl?: (path: string) => string, article?: boolean }} options
 *   `assetUrl`: the address of an uploaded picture (a new upload is a blob: address until saved);
 *   `article`: a news article (the date and picture above the text)
 * @returns {string} HTML, not sanitised
 */
export function entryHtml(data, { markdown, assetUrl = (p) => p, article = false }) {
  const hero = `<div class="page-hero grid-band"><div class="container page-hero__inner"><div class="page-hero__text">${
    data.kicker ? `<p class="kicker">${escapeHtml(data.kicker)}</p>` : ''
  }<h1 class="page-hero__title">${escapeHtml(data.title)}</h1><p class="page-hero__intro">${escapeHtml(data.intro)}</p></div></div></div>`;
  const top = article
    ? `<p class="article-date">Published <time>${escapeHtml(readableDay(data.date))}</time></p>${
        data.image?.src
          ? `<figure class="article-image"><img src="${escapeHtml(assetUrl(data.image.src))}" alt="${escapeHtml(data.image.alt)}"></figure>`
          : ''
      }`
    : '';
  return `${hero}<div class="container page-body"><div class="prose">${top}${bodyHtml(data.body ?? '', markdown)}</div></div>`;
}

/**
 * A product as its page's specification table shows it (components/spec-table/spec-table.njk, as a
 * preview build shows a sample: its rows and its note), under a hero with its category and name.
 * @param {{ name?: string, category?: string, specifications?: { sample?: boolean, text?: string, rows?: { label?: string, value?: string }[] } }} data
 * @returns {string} HTML
 */
export function productHtml(data) {
  const spec = data.specifications ?? {};
  const rows = (spec.rows ?? [])
    .map((row) => `<tr><th scope="row">${escapeHtml(row?.label)}</th><td>${escapeHtml(row?.value)}</td></tr>`)
    .join('');
  const request = spec.sample
    ? '<tr class="spec-table__request"><td colspan="2">Full specifications on request</td></tr>'
    : '';
  return `<div class="page-hero grid-band"><div class="container page-hero__inner"><div class="page-hero__text"><p class="kicker">${escapeHtml(data.category)}</p><h1 class="page-hero__title">${escapeHtml(data.name)}</h1></div></div></div><div class="container page-body"><div class="prose"><div class="table-wrap"><table class="spec-table"><caption>Specifications</caption><tbody>${rows}${request}</tbody></table></div>${
    spec.sample && spec.text ? `<p class="sample-note">${escapeHtml(spec.text)}</p>` : ''
  }</div></div>`;
}

/**
 * A document as its entry in the library reads (components/document-list/document-list.njk): its type
 * and title in the page's hero, then its summary and facts: number and revision, the date and the
 * language in words, its PDF, and the pages that list it. In the site's prose styles, which every
 * build has (the library's own stylesheet is only built once a document is published). The
 * thumbnail and the PDF's size and pages are read from the PDF when the site is built, so the
 * preview names the file instead.
 * @param {{ title?: string, type?: string, number?: string, revision?: string, date?: unknown, language?: string, summary?: string, file?: string, sample?: boolean, products?: string[], applications?: string[], markets?: string[] }} data
 * @returns {string} HTML
 */
export function documentHtml(data) {
  let language = String(data.language ?? '');
  try {
    language = new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
  } catch {
    // Not a language tag (yet): shown as typed, and the field says what it needs.
  }
  const pages = [...(data.products ?? []), ...(data.applications ?? []), ...(data.markets ?? [])];
  const facts = [
    ['Number and revision', `${data.number ?? ''}, ${data.revision ?? ''}`],
    ['Date', readableDay(data.date)],
    ['Language', language],
    ['PDF', data.file || 'none chosen yet'],
    ['Listed on', pages.length ? `${pages.join(', ')}, and the library` : 'the library'],
  ];
  const hero = `<div class="page-hero grid-band"><div class="container page-hero__inner"><div class="page-hero__text"><p class="kicker">${escapeHtml(data.type)}${data.sample ? ' · Sample' : ''}</p><h1 class="page-hero__title">${escapeHtml(data.title)}</h1><p class="page-hero__intro">${escapeHtml(data.summary)}</p></div></div></div>`;
  return `${hero}<div class="container page-body"><div class="prose"><dl>${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl></div></div>`;
}

/**
 * The home page as pages/index.njk lays it out, in its markup and classes (src/styles/home.css): the
 * hero with its kicker, heading and introduction; the markets band; the technology band with its
 * steps; the company band. The cards and carousels the site fills in from its pages (markets,
 * products, applications, testimonials) show as placeholders.
 * @param {{ hero?: { kicker?: string, title?: string, intro?: string }, markets?: { title?: string, text?: string }, technology?: { title?: string, text?: string, steps?: { action?: string, text?: string }[] }, company?: { title?: string, text?: string } }} data  src/content/home.yaml
 * @returns {string} HTML
 */
export function homeHtml(data) {
  const { hero = {}, markets = {}, technology = {}, company = {} } = data;
  const steps = (technology.steps ?? [])
    .map((step) => `<li><strong>${escapeHtml(step?.action)}</strong> ${escapeHtml(step?.text)}</li>`)
    .join('');
  const band = (/** @type {string} */ modifier, /** @type {string} */ inner) =>
    `<section class="home-band${modifier}"><div class="container">${inner}</div></section>`;
  return `<section class="home-hero grid-band"><div class="container home-hero__inner"><div class="home-hero__text"><p class="kicker">${escapeHtml(
    hero.kicker,
  )}</p><h1 class="home-hero__title">${escapeHtml(hero.title)}</h1><p class="home-hero__intro">${escapeHtml(hero.intro)}</p></div></div></section>${band(
    '',
    `<div class="home-band__head"><h2>${escapeHtml(markets.title)}</h2><p>${escapeHtml(markets.text)}</p></div>${generatedPlaceholder(
      'The markets’ cards, which the site fills in when it is built.',
    )}`,
  )}${band(
    ' home-band--surface',
    `<h2>${escapeHtml(technology.title)}</h2><p>${escapeHtml(technology.text)}</p><ol class="steps">${steps}</ol>`,
  )}${band(
    '',
    generatedPlaceholder(
      'The products’, applications’ and customers’ carousels, which the site fills in when it is built.',
    ),
  )}${band(' home-band--dark', `<h2>${escapeHtml(company.title)}</h2><p>${escapeHtml(company.text)}</p>`)}`;
}

/** A field's key in words: `childCardsTitle` → "Child cards title". @param {string} key */
const words = (key) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_m, c) => ` ${c.toLowerCase()}`);

/**
 * Data with no page of its own (company facts, the privacy notice's facts, site settings), field by
 * field in the site's prose styles: a heading a field, a list for a list, a table for a list of
 * entries.
 * @param {unknown} value
 * @param {number} [level]  the heading level of the fields (2 at the top)
 * @returns {string} HTML
 */
export function fieldsHtml(value, level = 2) {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object'))
      return `<ul>${value.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    const keys = [...new Set(value.flatMap((item) => (item && typeof item === 'object' ? Object.keys(item) : [])))];
    const cell = (/** @type {unknown} */ v) =>
      v !== null && typeof v === 'object' ? fieldsHtml(v, level + 1) : escapeHtml(v);
    return `<div class="table-wrap"><table><thead><tr>${keys.map((k) => `<th scope="col">${escapeHtml(words(k))}</th>`).join('')}</tr></thead><tbody>${value
      .map(
        (item) =>
          `<tr>${keys.map((k) => `<td>${cell(/** @type {Record<string, unknown>} */ (item)?.[k])}</td>`).join('')}</tr>`,
      )
      .join('')}</tbody></table></div>`;
  }
  if (typeof value === 'object') {
    const tag = `h${Math.min(level, 6)}`;
    return Object.entries(/** @type {Record<string, unknown>} */ (value))
      .map(([key, v]) => `<${tag}>${escapeHtml(words(key))}</${tag}>${fieldsHtml(v, level + 1)}`)
      .join('');
  }
  return `<p>${escapeHtml(value)}</p>`;
}

/**
 * The preview template for Sveltia: a React component (made with Sveltia's `h`) that renders
 * entryHtml, sanitised.
 * @param {object} deps
 * @param {(type: string, props: object) => unknown} deps.h  React.createElement (Sveltia's `window.h`)
 * @param {(text: string) => string} deps.markdown  Markdown to HTML
 * @param {(html: string) => string} deps.sanitize  HTML sanitiser (Sveltia's DOMPurify)
 * @param {'page' | 'article' | 'home' | 'product' | 'document' | 'fields'} deps.kind  what the entry is (src/eleventy/cms/cms.js previewTemplates)
 * @returns {(props: { entry: { toJS(): { data: object } }, getAsset?: (path: string) => unknown }) => unknown}
 */
export function previewTemplate({ h, markdown, sanitize, kind }) {
  return ({ entry, getAsset }) => {
    const data = /** @type {any} */ (entry.toJS().data ?? {});
    const assetUrl = (/** @type {string} */ p) => {
      const asset = /** @type {{ url?: string } | string | undefined} */ (getAsset?.(p));
      return typeof asset === 'string' ? asset : (asset?.url ?? p);
    };
    const html =
      kind === 'product'
        ? productHtml(data)
        : kind === 'home'
          ? homeHtml(data)
          : kind === 'document'
            ? documentHtml(data)
            : kind === 'fields'
              ? `<div class="container page-body"><div class="prose">${fieldsHtml(data)}</div></div>`
              : entryHtml(data, { markdown, assetUrl, article: kind === 'article' });
    return h('div', { className: 'site-main', dangerouslySetInnerHTML: { __html: sanitize(html) } });
  };
}
