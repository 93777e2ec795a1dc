// @ts-check
/**
 * The page shortcodes as editor components of the CMS's Markdown editor (Sveltia CMS, Decap's
 * `CMS.registerEditorComponent` format): an author edits a section's id, title and text, or an
 * illustration's drawing, alt text and caption, in fields instead of raw Nunjucks. The shortcodes
 * themselves are src/eleventy/shortcodes.js.
 *
 * `toBlock(fromBlock(match))` gives back the text it was read from, byte for byte, so a body the
 * author did not change is saved unchanged (test/unit/cms.test.ts checks every page and article).
 * Served as /admin/editor-components.js and imported by /admin/cms-setup.js; plain JavaScript that
 * runs unchanged in the browser and in Node.
 *
 * @typedef {{ name: string, label: string, widget: string, required?: boolean, hint?: string, pattern?: [string, string], options?: string[] }} ComponentField
 * @typedef {object} EditorComponent
 * @property {string} id
 * @property {string} label
 * @property {ComponentField[]} fields
 * @property {RegExp} pattern   matches one whole shortcode (or section) in the body
 * @property {(match: RegExpMatchArray) => Record<string, string>} fromBlock
 * @property {(data: Record<string, string>) => string} toBlock
 * @property {(data: Record<string, string>) => string} toPreview
 */

/** Escapes text for HTML. @param {unknown} value */
export const escapeHtml = (value) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A Nunjucks string literal's text, as written between double quotes (`\"` and `\\` escaped). */
const STRING = '"((?:[^"\\\\\\n]|\\\\.)*)"';
/** @param {string} text  a literal's inside @returns {string} the value */
const unquote = (text) => text.replace(/\\(.)/g, '$1');
/** @param {unknown} value @returns {string} the literal's inside */
const quote = (value) => String(value ?? '').replace(/[\\"]/g, '\\$&');

/** A section id: lower-case words joined by hyphens (src/eleventy/shortcodes.js). */
const SECTION_ID = '[a-z][a-z0-9-]*';

/**
 * `{% section "id", "Title" %}` … `{% endsection %}`: a titled page section, one of the anchors the section
 * navigation collects (docs/requirements.md#section-nav-item). Its text is Markdown, edited as text so that it is saved as written.
 * @type {EditorComponent}
 */
export const sectionComponent = {
  id: 'section',
  label: 'Section',
  fields: [
    { name: 'id', label: 'Anchor', widget: 'string', hint: 'Lower-case words joined by hyphens; the address of the section (#anchor) and of its place in the section navigation.', pattern: [`^${SECTION_ID}$`, 'Lower-case words joined by hyphens, such as how-it-works'] },
    { name: 'title', label: 'Heading', widget: 'string', hint: 'The section heading, also its label in the section navigation.' },
    { name: 'body', label: 'Text', widget: 'text', hint: 'The section text in Markdown: a blank line between paragraphs, "- " before each list item, [link text](/page/) for a link.' },
  ],
  pattern: new RegExp(`^\\{% section "(${SECTION_ID})", ${STRING} %\\}\\n([\\s\\S]*?)\\n\\{% endsection %\\}$`, 'm'),
  fromBlock: (match) => ({ id: match[1], title: unquote(match[2]), body: match[3] }),
  toBlock: ({ id, title, body }) => `{% section "${id ?? ''}", "${quote(title)}" %}\n${body ?? ''}\n{% endsection %}`,
  toPreview: ({ id, title, body }) =>
    `<section class="page-section" aria-labelledby="${escapeHtml(id)}-title"><h2 class="page-section__title" id="${escapeHtml(id)}-title">${escapeHtml(title)}</h2>${String(body ?? '')
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
    { name: 'name', label: 'Drawing', widget: 'string', hint: 'A file name without ".svg" from public/images/illustrations/, such as chip.', pattern: ['^[a-z0-9-]+$', 'A drawing\'s file name without ".svg", such as chip'] },
    { name: 'alt', label: 'Alternative text', widget: 'string', hint: 'What the drawing shows, for people who cannot see it; empty for a decorative drawing.', required: false },
    { name: 'caption', label: 'Caption', widget: 'string', hint: 'A caption under the drawing (optional).', required: false },
  ],
  pattern: new RegExp(`^\\{% illustration ${STRING}, ${STRING}(?:, ${STRING})? %\\}$`, 'm'),
  fromBlock: (match) => ({ name: unquote(match[1]), alt: unquote(match[2]), ...(match[3] === undefined ? {} : { caption: unquote(match[3]) }) }),
  toBlock: ({ name, alt, caption }) => `{% illustration "${quote(name)}", "${quote(alt)}"${caption ? `, "${quote(caption)}"` : ''} %}`,
  toPreview: ({ name, alt, caption }) => {
    const img = `<img src="/images/illustrations/${encodeURIComponent(String(name ?? ''))}.svg" alt="${escapeHtml(alt)}">`;
    return caption ? `<figure>${img}<figcaption>${escapeHtml(caption)}</figcaption></figure>` : img;
  },
};

/** Every editor component, in the order of the editor's "+" menu. */
export const editorComponents = [sectionComponent, illustrationComponent];

/**
 * The illustration component with its Drawing picked from a list of the site's drawings, instead
 * of a file name typed by hand (the list is the build's, /admin/drawings.json).
 * @param {string[]} drawings  file names without ".svg", such as "chip"
 * @returns {EditorComponent}
 */
export function illustrationWithDrawings(drawings) {
  return {
    ...illustrationComponent,
    fields: illustrationComponent.fields.map((field) => (field.name === 'name' ? { ...field, widget: 'select', options: drawings, hint: 'One of the site\'s drawings, such as chip.' } : field)),
  };
}
