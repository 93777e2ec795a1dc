/**
 * Every page arrives in the first round trip (docs/architecture.md#budgets): its HTML plus the
 * stylesheets a screen waits for before the first paint (the core stylesheet and the feature
 * stylesheets its markup uses, src/eleventy/pages/stylesheets.js; not the print styles), gzip, fit
 * the ten TCP segments of 1,460 B that a server sends before the browser's first acknowledgement.
 * Runs on any build: the production build (`npm run test:site`) and the preview, with its sample
 * entries (`npm run test:gallery`); `npm run bench -- --documents 300` holds a 300-document library
 * to it. The gallery's own pages (/frontend/, every example of a component on one page) are a
 * tool for the people who build the site, not pages a visitor is sent to, and are left out.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP_BYTES, pageWeights } from '../../scripts/page-weights.js';
/** The gallery's pages (src/eleventy/gallery/gallery.js): a tool, outside the site's budgets. */
const GALLERY_PAGES = '/frontend/';
const weights = pageWeights().filter((w) => !w.url.startsWith(GALLERY_PAGES));

describe('the first round trip (docs/architecture.md#budgets)', () => {
  it('reads the pages of the build', () => {
    expect(weights.length).toBeGreaterThan(30);
  });

  it.each(weights.map((w) => [w.url, w] as const))(
    '%s: HTML plus render-blocking CSS is at most 14,600 B gzip',
    (_url, w) => {
      expect(w.html.gzip + w.css.gzip, `HTML ${w.html.gzip} B + CSS ${w.css.gzip} B`).toBeLessThanOrEqual(
        FIRST_ROUND_TRIP_BYTES,
      );
    },
  );
});
