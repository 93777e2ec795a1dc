// @ts-check
/**
 * What the CMS at /admin/ adds to Sveltia CMS (loaded before this module by /admin/index.html, as
 * the global `CMS`): the page shortcodes as editor components (./editor-components.js), and the
 * site's own CSS in the preview pane. The site's stylesheets carry a content hash in their names,
 * so they are read from the home page's `<link rel="stylesheet">` elements.
 */
import { editorComponents } from './editor-components.js';

/** @type {any} */
const CMS = /** @type {any} */ (window).CMS;

for (const component of editorComponents) CMS.registerEditorComponent(component);

try {
  const home = await fetch('/', { credentials: 'same-origin' });
  const doc = new DOMParser().parseFromString(await home.text(), 'text/html');
  for (const link of doc.querySelectorAll('link[rel="stylesheet"][href]')) {
    CMS.registerPreviewStyle(new URL(/** @type {string} */ (link.getAttribute('href')), location.origin).href);
  }
} catch (error) {
  // Without the site's CSS the preview still shows the content, unstyled.
  console.warn('The site CSS for the preview could not be read:', error);
}
