/**
 * Every page arrives in the first round trip (docs/architecture.md#budgets): its HTML plus the
 * stylesheets a screen waits for before the first paint (the core stylesheet and the feature
 * stylesheets its markup uses, src/eleventy/pages/stylesheets.js; not the print styles), gzip, fit
 * the ten TCP segments of 1,460 B that a server sends before the browser's first acknowledgement.
 * Runs on the production build (`npm run test:site`). The preview build, whose pages also show the
 * sample entries, is over the budget on its home page (docs/architecture.md#budgets says by how much).
 */
import { describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP_BYTES, pageWeights } from '../../scripts/page-weights.js';
const weights = pageWeights();

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
