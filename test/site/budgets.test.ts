/**
 * Byte budgets of DESIGN.md §3 (deterministic, so asserted; timings are only reported by
 * `npm run bench`):
 * - before any interaction, a page whose only widgets are the header's loads only the entry,
 *   ≤ 1.5 KB gzip;
 * - JS on the heaviest page after every widget on it is used ≤ 22 KB gzip;
 * - CSS per page ≤ 15 KB gzip; HTML + blocking CSS of the home page ≤ 14 KB gzip.
 */
import { describe, expect, it } from 'vitest';
import { pageWeights } from '../../scripts/page-weights.js';

const KB = 1024;
const weights = pageWeights();
/** The header's widgets load on interaction, never at page load (DESIGN.md §2). */
const HEADER_WIDGETS = ['mobile-nav', 'search-overlay'];
const headerOnly = weights.filter((w) => w.chunks.every((c) => HEADER_WIDGETS.includes(c)));
const entry = weights.find((w) => w.url === '/404.html')!.js;

describe('byte budgets (DESIGN.md §3)', () => {
  it('the 404 page has no widget but the header, so the entry-only budget is really exercised', () => {
    expect(headerOnly.map((w) => w.url)).toContain('/404.html');
  });

  it.each(headerOnly.map((w) => [w.url, w] as const))('%s (header widgets only) loads just the entry before any interaction, ≤ 1.5 KB gzip', (_url, w) => {
    expect(w.js.gzip).toBeGreaterThan(0);
    expect(w.js).toEqual(entry);
    expect(w.js.gzip).toBeLessThanOrEqual(1.5 * KB);
  });

  it('the heaviest page loads at most 22 KB gzip of JS once every widget on it is used', () => {
    const heaviest = Math.max(...weights.map((w) => w.jsAll.gzip));
    expect(heaviest).toBeLessThanOrEqual(22 * KB);
  });

  it.each(weights.map((w) => [w.url, w] as const))('%s loads at most 15 KB gzip of CSS', (_url, w) => {
    expect(w.css.gzip).toBeGreaterThan(0);
    expect(w.css.gzip).toBeLessThanOrEqual(15 * KB);
  });

  it('the home page HTML plus its blocking CSS is at most 14 KB gzip', () => {
    const home = weights.find((w) => w.url === '/')!;
    expect(home.html.gzip + home.css.gzip).toBeLessThanOrEqual(14 * KB);
  });
});
