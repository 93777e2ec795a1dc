// @ts-check
/**
 * The CMS's preview of a page or a news article (docs/cms.md "The preview"): the entry as the site
 * shows it, in the site's own markup and classes (layouts/page.njk, layouts/article.njk, the
 * `{% section %}` and `{% illustration %}` shortcodes of src/eleventy/shortcodes.js), which the
 * site's stylesheet (registered by ./cms-setup.js) styles: the hero with its kicker, title and
 * introduction; an article's date and picture; the body's sections with their headings, and their
 * Markdown rendered. What only the build can make (a list the site fills in, a component a macro
 * draws: `{{ … }}`, `{% for %}`) shows as a labelled placeholder, and no Nunjucks code is shown.
 *
 * Sveltia CMS renders a preview template (`CMS.registerPreviewTemplate`) as a React component with
 * the Decap props (`entry`, an Immutable.js map, and `getAsset`); `h` is its React.createElement.
 * Plain JavaScript that runs unchanged in the browser and in Node (test/unit/cms-preview.test.ts).
 */
import { illustrationComponent, sectionComponent } from './editor-components.js';

/** Escapes text for HTML. @param {unknown} value */
const escapeHtml = (value) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** The class of a placeholder for what the build makes. */
export const GENERATED_CLASS = 'cms-preview-generated';

/** @param {string} what */
const placeholder = (what) => `\n\n<p class="${GENERATED_CLASS}"><em>${escapeHtml(what)}</em></p>\n\n`;

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
    .replace(/\{%-?\s*for\b[\s\S]*?\{%-?\s*endfor\s*-?%\}/g, () => placeholder('A list the site fills in when it is built.'))
    .replace(/^[ \t]*\{\{[\s\S]*?\}\}[ \t]*$/gm, () => placeholder('Made by the site when it is built.'))
    .replace(/\{\{[\s\S]*?\}\}/g, '…')
    .replace(/\{%[\s\S]*?%\}/g, '');
}

/**
 * The `{% illustration %}` shortcode's markup (src/eleventy/shortcodes.js), without the size the
 * build reads from the drawing.
 * @param {Record<string, string>} data  name, alt, caption
 */
const illustrationHtml = ({ name, alt, caption }) => {
  const img = `<img class="illustration" src="/images/illustrations/${encodeURIComponent(String(name ?? ''))}.svg" alt="${escapeHtml(alt)}" decoding="async">`;
  return caption ? `<figure class="figure">${img}<figcaption>${escapeHtml(caption)}</figcaption></figure>` : img;
};

/**
 * A page's body as the page shows it: sections in the `{% section %}` shortcode's markup, with
 * their Markdown rendered; illustrations as images; the rest as Markdown (see withoutNunjucks).
 * @param {string} body  the Markdown body, with its shortcodes
 * @param {(markdown: string) => string} markdown  Markdown to HTML (in the CMS, Sveltia's `marked`)
 * @returns {string} HTML, not sanitised (the caller sanitises)
 */
export function bodyHtml(body, markdown) {
  const blocks = new RegExp(`${sectionComponent.pattern.source}|${illustrationComponent.pattern.source}`, 'gm');
  const sectionGroups = 3;
  let html = '';
  let last = 0;
  for (const match of String(body ?? '').matchAll(blocks)) {
    html += markdown(withoutNunjucks(String(body).slice(last, match.index)));
    last = (match.index ?? 0) + match[0].length;
    if (match[1] !== undefined) {
      const { id, title, body: text } = sectionComponent.fromBlock(/** @type {RegExpMatchArray} */ (match.slice(0, 1 + sectionGroups)));
      html += `<section class="page-section" aria-labelledby="${escapeHtml(id)}-title">
<a class="section-anchor" id="${escapeHtml(id)}" title="${escapeHtml(title)}"></a>
<h2 class="page-section__title" id="${escapeHtml(id)}-title">${escapeHtml(title)}</h2>
${bodyHtml(text, markdown)}
</section>`;
    } else {
      const groups = /** @type {RegExpMatchArray} */ ([match[0], ...match.slice(1 + sectionGroups)]);
      html += illustrationHtml(illustrationComponent.fromBlock(groups));
    }
  }
  return html + markdown(withoutNunjucks(String(body ?? '').slice(last)));
}

/**
 * A date as the site writes it ("5 February 2026"), or the text as given when it is no date.
 * @param {unknown} value  a Date or `YYYY-MM-DD`
 */
export function readableDay(value) {
  const date = value instanceof Date ? value : new Date(`${String(value ?? '')}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return String(value ?? '');
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
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
        data.image?.src ? `<figure class="article-image"><img src="${escapeHtml(assetUrl(data.image.src))}" alt="${escapeHtml(data.image.alt)}"></figure>` : ''
      }`
    : '';
  return `${hero}<div class="container page-body"><div class="prose">${top}${bodyHtml(data.body ?? '', markdown)}</div></div>`;
}

/**
 * The preview template for Sveltia: a React component (made with Sveltia's `h`) that renders
 * entryHtml, sanitised.
 * @param {object} deps
 * @param {(type: string, props: object) => unknown} deps.h  React.createElement (Sveltia's `window.h`)
 * @param {(text: string) => string} deps.markdown  Markdown to HTML
 * @param {(html: string) => string} deps.sanitize  HTML sanitiser (Sveltia's DOMPurify)
 * @param {boolean} deps.article  a news article
 * @returns {(props: { entry: { toJS(): { data: object } }, getAsset?: (path: string) => unknown }) => unknown}
 */
export function previewTemplate({ h, markdown, sanitize, article }) {
  return ({ entry, getAsset }) => {
    const data = /** @type {Parameters<typeof entryHtml>[0]} */ (entry.toJS().data ?? {});
    const assetUrl = (/** @type {string} */ p) => {
      const asset = /** @type {{ url?: string } | string | undefined} */ (getAsset?.(p));
      return typeof asset === 'string' ? asset : (asset?.url ?? p);
    };
    return h('div', { className: 'site-main', dangerouslySetInnerHTML: { __html: sanitize(entryHtml(data, { markdown, assetUrl, article })) } });
  };
}
