// @ts-check
/**
 * The built pages' own checks, after every build: each page has its own title, description and one
 * main heading (headProblems); and the site's own links (docs/authoring.md#links-and-anchors): each page's
 * links to pages of the site must lead to a page the build wrote (or to an old address that
 * `_redirects` sends on), each `#anchor` to an element of that page, and no page may give two
 * elements one id (two sections with one Anchor). A problem stops the build, naming the page's file,
 * the line of its source where the link is written, the link, and the fix in the CMS's terms.
 *
 * A kept link checker (linkinator, hyperlink) crawls a served folder after the whole build; this one
 * reads Eleventy's own results before the output is published, so a broken link stops the build
 * that would publish it, and it knows which file and field wrote each page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { AuthorError, throwAuthorErrors } from '../content/author-error.js';
import { NEWS_DIR } from '../content/content-schema.js';

/** An address with a file type (`.pdf`, `.xml`, `.webp` …) that is no page: the test suite checks those files. */
const FILE_ADDRESS = /\.[a-z0-9]+$/i;

/**
 * @typedef {{ url: string | false, inputPath: string, outputPath: string | false, content: string }} BuildResult
 *   one written template, as Eleventy's `eleventy.after` event gives it
 * @typedef {{ r: BuildResult, doc: import('node-html-parser').HTMLElement, ids: string[] }} BuiltPage
 *   a built HTML page, parsed
 */

/**
 * Where the CMS shows a page's text, for the fix: `Page "Company", field "Text"`.
 * @param {string} inputPath  e.g. "./pages/company/index.md"
 * @param {import('node-html-parser').HTMLElement} doc  the built page, for its title
 */
function cmsField(inputPath, doc) {
  const title = doc.querySelector('h1')?.text.trim();
  const kind = inputPath.includes(`${NEWS_DIR}/`) ? 'News article' : 'Page';
  return inputPath.endsWith('.md') ? ` In the CMS: ${kind}${title ? ` "${title}"` : ''}, field "Text"` : '';
}

/**
 * The line of `source` (1-based) where `text` first appears, or undefined.
 * @param {string} source
 * @param {string} text
 */
function lineOf(source, text) {
  const at = source.indexOf(text);
  return at < 0 ? undefined : source.slice(0, at).split('\n').length;
}

/**
 * Every HTML page the build wrote, parsed once, with the ids of its elements in document order.
 * @param {BuildResult[]} results  Eleventy's results of one build
 * @returns {BuiltPage[]}
 */
export function builtPages(results) {
  return results
    .filter((r) => typeof r.url === 'string' && (r.url.endsWith('/') || r.url.endsWith('.html')))
    .map((r) => {
      const doc = parse(r.content);
      return { r, doc, ids: doc.querySelectorAll('[id]').map((e) => e.id) };
    });
}

/**
 * Every page's own head and heading (docs/requirements.md#page-titles): each built page, Markdown or
 * Nunjucks, must have a title before " | <site name>" in its `<title>`, a description in its
 * `<meta name="description">`, and exactly one `<h1>` with words in it. Without them a page is
 * published as "<title> | Owlstone</title>" with an empty description, which search results show.
 * @param {BuiltPage[]} built  from builtPages
 * @returns {AuthorError[]} one per missing part: the page's file, the front matter field and the fix
 */
export function headProblems(built) {
  /** @type {AuthorError[]} */
  const problems = [];
  for (const { r, doc } of built) {
    const file = r.inputPath.replace(/^\.\//, '');
    const inCms = r.inputPath.endsWith('.md') ? ' (in the CMS: Title)' : '';
    const title = doc.querySelector('title')?.text.trim() ?? '';
    if (title === '' || title.startsWith('|')) {
      problems.push(
        new AuthorError({
          file,
          field: 'title',
          problem: `the page (${r.url}) has no title, so its browser tab and search result would read "${title}"`,
          fix: `Write the page's title in its front matter${inCms}, such as "title: Technology"`,
        }),
      );
    }
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
    if (description === '') {
      problems.push(
        new AuthorError({
          file,
          field: 'description',
          problem: `the page (${r.url}) has no description, so search results and link previews would show none`,
          fix: `Write one sentence about the page as "description:" in its front matter${inCms.replace('Title', 'Description')}`,
        }),
      );
    }
    const headings = doc.querySelectorAll('h1').filter((h) => h.text.trim() !== '');
    if (headings.length !== 1) {
      problems.push(
        new AuthorError({
          file,
          field: 'title',
          problem: `the page (${r.url}) has ${headings.length} main headings (<h1> with words), where it needs exactly one`,
          fix:
            headings.length === 0
              ? `Write the page's title in its front matter${inCms}: the layout makes it the page's heading`
              : 'Use "## " (a section heading) for the headings inside the text, and keep "# " for none',
        }),
      );
    }
  }
  return problems;
}

/**
 * Every broken internal link and every repeated id of the built pages.
 * @param {BuildResult[]} results  Eleventy's results of one build
 * @param {BuiltPage[]} [built]  the pages, parsed (builtPages)
 * @returns {AuthorError[]} one per problem: the page's file (and the line of its source), the link or
 *   the id, and the fix
 */
export function linkProblems(results, built = builtPages(results)) {
  // The pages a link may lead to: those, and every old address `_redirects` sends on (301) to one
  // (address → the ids of its elements; none for a redirect).
  /** @type {Map<string, Set<string>>} */
  const pages = new Map(built.map(({ r, ids }) => [/** @type {string} */ (r.url), new Set(ids)]));
  for (const line of results.find((r) => r.url === '/_redirects')?.content.split('\n') ?? []) {
    const [from] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && !pages.has(from)) pages.set(from, new Set());
  }
  /** @type {AuthorError[]} */
  const problems = [];
  for (const { r, doc, ids } of built) {
    const file = r.inputPath.replace(/^\.\//, '');
    // The page's source and its place in the CMS, read only for a page with a problem.
    /** @type {{ source: string, inCms: string } | undefined} */
    let known;
    const about = () =>
      (known ??= {
        source: existsSync(r.inputPath) ? readFileSync(r.inputPath, 'utf8') : '',
        inCms: cmsField(r.inputPath, doc),
      });
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    const repeated = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
    for (const id of repeated) {
      // A section's heading id is its anchor's with "-title": the anchor alone is the author's to change.
      if (repeated.some((other) => id.startsWith(`${other}-`))) continue;
      const { source, inCms } = about();
      const at = source.lastIndexOf(`"${id}"`);
      problems.push(
        new AuthorError({
          file,
          line: at < 0 ? undefined : source.slice(0, at).split('\n').length,
          field: 'body',
          problem: `${counts.get(id)} elements of the page have the id "${id}" (two sections with the Anchor ${id}?), so a link to #${id} cannot tell them apart`,
          fix: `Give each section an Anchor of its own.${inCms}`,
        }),
      );
    }
    const seen = new Set();
    for (const a of doc.querySelectorAll('a[href]')) {
      const href = /** @type {string} */ (a.getAttribute('href'));
      if (seen.has(href) || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue;
      seen.add(href);
      const target = new URL(href, `https://site.invalid${r.url}`);
      if (FILE_ADDRESS.test(target.pathname) && !target.pathname.endsWith('.html')) continue;
      const targetIds = pages.get(decodeURI(target.pathname)) ?? pages.get(`${decodeURI(target.pathname)}/`);
      const anchor = decodeURIComponent(target.hash.slice(1));
      if (targetIds && (!anchor || !targetIds.size || targetIds.has(anchor))) continue;
      const { source, inCms } = about();
      const line = lineOf(source, href);
      if (!targetIds) {
        problems.push(
          new AuthorError({
            file,
            line,
            field: 'body',
            problem: `the link to "${href}" leads to no page of the site`,
            fix: `Correct the address (a page's address ends in "/", such as /products/ovg-4/), or remove the link.${inCms}`,
          }),
        );
      } else {
        problems.push(
          new AuthorError({
            file,
            line,
            field: 'body',
            problem: `the link to "${href}" leads to no section: ${target.pathname} has no anchor "${anchor}"`,
            fix: `Use the Anchor of one of that page's sections, or link to the page alone.${inCms}`,
          }),
        );
      }
    }
  }
  return problems;
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function linkCheckPlugin(eleventyConfig) {
  eleventyConfig.on('eleventy.after', (/** @type {any} */ event) => {
    const results = /** @type {BuildResult[]} */ (event.results);
    const built = builtPages(results);
    throwAuthorErrors(headProblems(built), 'Pages without their own title, description or one main heading');
    throwAuthorErrors(linkProblems(results, built), 'Links and anchors that lead nowhere');
  });
}
