// @ts-check
/**
 * What the CMS at /admin/ adds to Sveltia CMS (loaded before this module by /admin/index.html, as
 * the global `CMS`): the page shortcodes as editor components (./editor-components.js), the
 * site's own CSS in the preview pane, and the preview of pages and news articles as the site shows
 * them (./preview.js),, under `npm run cms` the verdict of the build after each save (./build-status.js), and a way from one entry to another through the collection's list (./entry-navigation.js). The site's stylesheets carry a content hash in their names, so they are read
 * from the list the build writes (/admin/preview-styles.json), or else from the home page's `<link rel="stylesheet">` elements. The preview templates are registered
 * under the names PREVIEW_TEMPLATES_URL lists (the build writes it from the CMS configuration):
 * Sveltia finds a file collection's template by the file's name.
 */
import { editorComponents, illustrationWithDrawings } from './editor-components.js';
import { previewTemplate } from './preview.js';
import { watchBuildStatus } from './build-status.js';
import { checkPickedPdfs } from './pdf-check.js';
import { openEntriesFromTheirList } from './entry-navigation.js';

/** @type {any} */
const sveltia = window;
/** @type {any} */
const CMS = sveltia.CMS;
/** Which preview each collection or file gets: `{ [name]: 'page' | 'article' | 'product' | 'document' | 'fields' }` (src/eleventy/cms/cms.js). */
const PREVIEW_TEMPLATES_URL = '/admin/preview-templates.json';
/** Where the build lists the site's stylesheets (src/eleventy/bundle/vite.js, PREVIEW_STYLES_FILE). */
const PREVIEW_STYLES_URL = '/admin/preview-styles.json';

// A document's PDF is checked by its bytes when it is picked (./pdf-check.js), and under `npm run
// cms` each save's build verdict is shown (./build-status.js): both start before any fetch below.
checkPickedPdfs();
void watchBuildStatus();
// Going from one entry straight to another goes through the collection's list (./entry-navigation.js).
openEntriesFromTheirList();

/** The site's drawings, for the illustration block's Drawing list (src/eleventy/cms/cms.js). */
const DRAWINGS_URL = '/admin/drawings.json';
/** @type {string[] | null} */
let drawings = null;
try {
  drawings = await (await fetch(DRAWINGS_URL, { credentials: 'same-origin' })).json();
} catch (error) {
  // Without the list the Drawing is typed, and the build checks the name.
  console.warn('The list of drawings could not be read:', error);
}
for (const component of editorComponents)
  CMS.registerEditorComponent(
    component.id === 'illustration' && drawings ? illustrationWithDrawings(drawings) : component,
  );

/**
 * Every stylesheet a page of the site may link, core first, in the cascade's order: the build lists
 * them in PREVIEW_STYLES_URL (a page links only those its markup uses); a site served without that
 * list (the development server) gives the home page's.
 * @returns {Promise<string[]>} site-relative addresses
 */
async function siteStylesheets() {
  const listed = await fetch(PREVIEW_STYLES_URL, { credentials: 'same-origin' });
  if (listed.ok) return listed.json();
  const home = await fetch('/', { credentials: 'same-origin' });
  const doc = new DOMParser().parseFromString(await home.text(), 'text/html');
  return [...doc.querySelectorAll('link[rel="stylesheet"][href]:not([media="print"])')].map(
    (link) => /** @type {string} */ (link.getAttribute('href')),
  );
}

try {
  /** @type {Record<string, 'page' | 'article' | 'product' | 'document' | 'fields'>} */
  const templates = await (await fetch(PREVIEW_TEMPLATES_URL, { credentials: 'same-origin' })).json();
  /** @param {string} text */
  const markdown = (text) => sveltia.marked.parse(text);
  /** @param {string} html */
  const sanitize = (html) => sveltia.DOMPurify.sanitize(html);
  for (const [name, kind] of Object.entries(templates)) {
    CMS.registerPreviewTemplate(name, previewTemplate({ h: sveltia.h, markdown, sanitize, kind }));
  }
} catch (error) {
  // Without the templates the preview lists the entry's fields, as Sveltia does by default.
  console.warn('The preview templates could not be registered:', error);
}

try {
  for (const href of await siteStylesheets()) CMS.registerPreviewStyle(new URL(href, location.origin).href);
} catch (error) {
  // Without the site's CSS the preview still shows the content, unstyled.
  console.warn('The site CSS for the preview could not be read:', error);
}
