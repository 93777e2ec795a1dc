/**
 * Which stylesheets a page links (src/eleventy/pages/stylesheets.js, docs/architecture.md#budgets):
 * a feature's only where the markup uses a class that it styles and the core stylesheet does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  classesOf,
  featureStylesheetsFor,
  featuresImportedBy,
  FEATURE_STYLESHEETS,
  stylesheetHref,
} from '../../src/eleventy/pages/stylesheets.js';
import { checkAndRewritePage } from '../../src/eleventy/pages/transforms.js';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title><link rel="stylesheet" href="/assets/styles/main.css"></head><body>${body}</body></html>`;
const linked = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);

describe('feature stylesheets', () => {
  it('reads the classes a stylesheet styles, following its imports of local files and not its comments', () => {
    const carousel = classesOf('components/carousel/carousel.css');
    expect(carousel).toContain('carousel');
    expect(carousel).toContain('carousel__slide');
    // main.css is only @imports: its classes are those of the files it imports.
    const core = classesOf('src/styles/main.css');
    expect(core).toContain('site-header');
    expect(core).toContain('prose');
    expect(core).not.toContain('carousel');
  });

  it('links a feature only where its class is used: a carousel, a counter inside prose, a document list', () => {
    expect(featureStylesheetsFor(['prose', 'site-header', 'container'])).toEqual([]);
    expect(featureStylesheetsFor(['carousel', 'prose'])).toEqual(['/components/carousel/carousel.css']);
    expect(featureStylesheetsFor(['key-figures', 'prose'])).toEqual(['/components/counter/counter.css']);
    expect(featureStylesheetsFor(['document-list__item'])).toEqual(['/components/document-list/document-list.css']);
  });

  it('keeps the order of FEATURE_STYLESHEETS, so the cascade is the same on every page', () => {
    const all = FEATURE_STYLESHEETS.flatMap((source) => [...classesOf(source)]);
    const covered = FEATURE_STYLESHEETS.flatMap(featuresImportedBy);
    expect(featureStylesheetsFor(all)).toEqual(
      FEATURE_STYLESHEETS.filter((source) => !covered.includes(source)).map(stylesheetHref),
    );
  });

  it('the home page links its own stylesheet alone, which holds its scroll indicator, cards and carousels; another page links those on their own', () => {
    expect(featureStylesheetsFor(['home-hero__inner', 'scroll-indicator', 'card', 'carousel'])).toEqual([
      '/assets/styles/home.css',
    ]);
    expect(featureStylesheetsFor(['card', 'carousel'])).toEqual([
      '/assets/styles/cards.css',
      '/components/carousel/carousel.css',
    ]);
  });

  it('a feature imports only features that come before it in FEATURE_STYLESHEETS, in that order, so its page’s cascade is the same as with separate links', () => {
    for (const source of FEATURE_STYLESHEETS) {
      const imported = featuresImportedBy(source);
      const at = imported.map((file) => FEATURE_STYLESHEETS.indexOf(file));
      expect(at, source).toEqual([...at].sort((a, b) => a - b));
      expect(
        at.every((i) => i < FEATURE_STYLESHEETS.indexOf(source)),
        source,
      ).toBe(true);
    }
    expect(featuresImportedBy('src/styles/home.css')).toHaveLength(3);
  });

  it('every stylesheet of components/ and src/styles/ reaches a page: imported by main.css, a feature, or linked by the layout', () => {
    const main = readFileSync('src/styles/main.css', 'utf8');
    const layout = readFileSync('layouts/base.njk', 'utf8');
    const files = [
      ...readdirSync('components', { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.css'))
        .map((f) => `components/${f}`),
      ...readdirSync('src/styles').map((f) => `src/styles/${f}`),
    ];
    const unreached = files.filter(
      (file) =>
        file !== 'src/styles/main.css' &&
        !FEATURE_STYLESHEETS.includes(file) &&
        !main.includes(file.startsWith('src/styles/') ? `'./${file.slice(11)}'` : `'../../${file}'`) &&
        !layout.includes(stylesheetHref(file)),
    );
    expect(unreached).toEqual([]);
  });

  it('the build links them right after the core stylesheet, once each, and leaves a page without it alone', () => {
    const html = checkAndRewritePage(
      page('<div class="carousel"><p class="enquiry-form__field">a</p></div><div class="carousel"></div>'),
      'pages/t.md',
    );
    expect(linked(html)).toEqual([
      '/assets/styles/main.css',
      '/components/enquiry-form/enquiry-form.css',
      '/components/carousel/carousel.css',
    ]);
    const admin =
      '<!doctype html><html><head><title>CMS</title></head><body><div class="carousel"></div></body></html>';
    expect(linked(checkAndRewritePage(admin, 'admin'))).toEqual([]);
  });
});
