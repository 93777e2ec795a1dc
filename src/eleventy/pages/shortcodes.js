// @ts-check
/**
 * Authoring shortcodes: `{% section "id", "Title" %}…{% endsection %}`, and `{% illustration "name", "Alt",
 * "Caption" %}` / `{% heroIllustration "name", "Alt" %}`, one of our SVG drawings (docs/authoring.md#add-a-page);
 * the filter `sectionAnchors`, which collects the sections' anchors.
 * @typedef {{ id: string, title: string }} SectionNavItem
 */
import { slugify } from '../content/slug.js';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { escapeUTF8 as escapeHtml } from 'entities';
import { parse } from 'node-html-parser';
import { AuthorError } from '../content/author-error.js';

const ILLUSTRATIONS_DIR = 'public/images/illustrations';
const ID_PATTERN = /^[a-z][a-z0-9-]*$/;

/**
 * Renders a titled section with the anchor the section navigation collects (docs/requirements.md#navigation-item).
 * The blank lines around `content` let Markdown inside it render.
 * @param {string} content  the section body (Markdown or HTML)
 * @param {string} id       anchor id, lowercase words joined by hyphens
 * @param {string} title    section heading, also the section nav label
 * @param {string} [inputPath]  the page file, named in errors
 * @throws {AuthorError} when the id or title is missing or malformed
 */
export function section(content, id, title, inputPath = 'a page') {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    // The site's slug rule, starting with a letter as an anchor must.
    const suggestion = slugify(String(id ?? '')).replace(/^[^a-z]+/, '') || 'how-it-works';
    const problem = `{% section %} needs an id of lowercase words joined by hyphens as its first argument, got ${JSON.stringify(id)}`;
    const fix = `In the CMS, write the section's Anchor as lower-case words joined by hyphens, such as "${suggestion}"`;
    throw new AuthorError({ file: inputPath, field: 'Anchor', problem, fix });
  }
  if (typeof title !== 'string' || title.trim() === '') {
    throw new AuthorError({ file: inputPath, problem: `{% section "${id}" %} needs a title as its second argument` });
  }
  const t = escapeHtml(title.trim());
  return `<section class="page-section" aria-labelledby="${id}-title">
<a class="section-anchor" id="${id}" title="${t}"></a>
<h2 class="page-section__title" id="${id}-title">${t}</h2>

${content.trim()}

</section>`;
}

/**
 * The anchors of a page's content with both an `id` and a non-empty `title`, from which the layout
 * renders the section navigation's no-JS list of links (docs/requirements.md#sticky-section-navigation).
 * @param {string} html  rendered page content
 * @returns {SectionNavItem[]} in document order (docs/requirements.md#section-nav-item)
 */
export function sectionAnchors(html) {
  if (!html) return [];
  return parse(html)
    .querySelectorAll('[id][title]')
    .map((el) => ({ id: el.getAttribute('id') ?? '', title: (el.getAttribute('title') ?? '').trim() }))
    .filter((a) => a.id !== '' && a.title !== '');
}

/**
 * Reads the intrinsic size of an SVG from its viewBox.
 * @param {string} svg  SVG source
 * @returns {{ width: number, height: number } | null}
 */
export function svgSize(svg) {
  const m = /viewBox\s*=\s*"\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  return m ? { width: Math.round(Number(m[1])), height: Math.round(Number(m[2])) } : null;
}

/**
 * Renders one of our SVG illustrations as an <img> sized by its viewBox (in a <figure> with a caption),
 * lazy-loaded; the page hero's, often the largest contentful paint, loads at once with high priority.
 * @param {string} name     file name without extension, in public/images/illustrations/
 * @param {string} alt      text alternative; "" for a decorative drawing
 * @param {string} [caption]
 * @param {string} [inputPath]
 * @param {{ hero?: boolean }} [options]  `hero`: the page hero's drawing (default false)
 * @throws {AuthorError} when the file is missing, has no viewBox, or alt is not a string
 */
export function illustration(name, alt, caption, inputPath = 'a page', { hero = false } = {}) {
  const file = path.join(ILLUSTRATIONS_DIR, `${name}.svg`);
  if (!existsSync(file)) {
    throw new AuthorError({
      file: inputPath,
      problem: `illustration "${name}" not found`,
      fix: `Add ${file} or fix the name`,
    });
  }
  if (typeof alt !== 'string') {
    throw new AuthorError({
      file: inputPath,
      problem: `illustration "${name}" needs alt text as its second argument ("" if it is decorative)`,
    });
  }
  const size = svgSize(readFileSync(file, 'utf8'));
  if (!size) throw new AuthorError({ file, problem: 'the SVG needs a viewBox so its size is known at build time' });
  const img = `<img class="illustration" src="/images/illustrations/${name}.svg" alt="${escapeHtml(alt)}" width="${size.width}" height="${size.height}" ${hero ? 'fetchpriority="high"' : 'loading="lazy"'} decoding="async">`;
  return caption
    ? `<figure class="figure">${img}<figcaption>${escapeHtml(String(caption))}</figcaption></figure>`
    : img;
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function shortcodesPlugin(eleventyConfig) {
  eleventyConfig.addFilter('sectionAnchors', sectionAnchors);
  eleventyConfig.addPairedShortcode(
    'section',
    function (/** @type {string} */ content, /** @type {string} */ id, /** @type {string} */ title) {
      // A page whose data names an `onlySection` shows that section alone (the later pages of the news list).
      const only = /** @type {{ ctx?: { onlySection?: string } }} */ (this).ctx?.onlySection;
      if (only && id !== only) return '';
      return section(content, id, title, this.page.inputPath);
    },
  );
  eleventyConfig.addShortcode(
    'illustration',
    function (/** @type {string} */ name, /** @type {string} */ alt, /** @type {string} */ caption) {
      return illustration(name, alt, caption, this.page.inputPath);
    },
  );
  eleventyConfig.addShortcode(
    'heroIllustration',
    function (/** @type {string} */ name, /** @type {string} */ alt, /** @type {string | undefined} */ caption) {
      return illustration(name, alt, caption, this.page.inputPath, { hero: true });
    },
  );
}
