/**
 * Renders the real Nunjucks macros of components/ with the same filters Eleventy
 * registers (docs/testing.md#rules-for-tests: component tests render the real macro).
 */
import nunjucks from 'nunjucks';
import navigationPlugin from '../../src/eleventy/pages/navigation.js';
import shortcodesPlugin from '../../src/eleventy/pages/shortcodes.js';
import imagesPlugin from '../../src/eleventy/images/images.js';
import carouselPlugin from '../../components/carousel/carousel.model.js';
import enquiryPlugin from '../../src/eleventy/enquiry.js';
import contentGapsPlugin from '../../src/eleventy/cms/content-gaps.js';
import examplesPlugin from '../../src/eleventy/gallery/examples.js';
import documentsPlugin from '../../src/eleventy/documents/documents.js';

type Filter = (...args: never[]) => unknown;

/** Where templates are looked up, as Eleventy does: its includes folder, then the project root (for `components/<name>/<name>.njk`). */
export const TEMPLATE_PATHS = ['layouts', '.'];

function createEnvironment(): nunjucks.Environment {
  const env = new nunjucks.Environment(new nunjucks.FileSystemLoader(TEMPLATE_PATHS), { autoescape: true });
  // A stand-in for Eleventy's config that records what the plugins register.
  const config = {
    addFilter: (name: string, fn: Filter) => env.addFilter(name, fn as (...args: unknown[]) => unknown),
    addGlobalData: () => undefined,
    // images.js prepares its images on `eleventy.before` (not run here: a test that renders
    // flexibleImage calls prepareImages() itself).
    on: () => undefined,
    addWatchTarget: () => undefined,
    // Shortcodes are for pages, not macros.
    addShortcode: () => undefined,
    addPairedShortcode: () => undefined,
  };
  for (const plugin of [
    navigationPlugin,
    shortcodesPlugin,
    carouselPlugin,
    imagesPlugin,
    enquiryPlugin,
    contentGapsPlugin,
    examplesPlugin,
    documentsPlugin,
  ]) {
    plugin(config as unknown as Parameters<typeof plugin>[0]);
  }
  return env;
}

const env = createEnvironment();

/**
 * @param file   a component's macro file, e.g. "section-nav.njk" (components/section-nav/section-nav.njk)
 * @param macro  the macro's name
 * @param props  its props object
 * @returns the rendered HTML
 */
export function renderMacro(file: string, macro: string, props: Record<string, unknown>): string {
  return env.renderString(
    `{% from "components/${file.replace(/\.njk$/, '')}/${file}" import ${macro} %}{{ ${macro}(props) }}`,
    { props },
  );
}

/**
 * Renders a template of layouts/ (a partial, e.g. "partials/document-library.njk") with the
 * filters Eleventy registers and `context` as its data.
 * @param file  its path under layouts/
 * @param context  the data it reads (what Eleventy's data cascade would give it)
 * @returns the rendered HTML
 */
export function renderTemplate(file: string, context: Record<string, unknown>): string {
  return env.render(file, context);
}
