/**
 * Byte budgets of DESIGN.md §3 that apply to the no-JS site (deterministic, so asserted):
 * CSS per page ≤ 15 KB gzip; HTML + blocking CSS of the home page ≤ 14 KB gzip (first round trip).
 */
import { describe, expect, it } from 'vitest';
import { pageWeights } from '../../scripts/page-weights.js';

const KB = 1024;
const weights = pageWeights();

describe('byte budgets (DESIGN.md §3)', () => {
  it.each(weights.map((w) => [w.url, w] as const))('%s loads at most 15 KB gzip of CSS', (_url, w) => {
    expect(w.css.gzip).toBeGreaterThan(0);
    expect(w.css.gzip).toBeLessThanOrEqual(15 * KB);
  });

  it('the home page HTML plus its blocking CSS is at most 14 KB gzip', () => {
    const home = weights.find((w) => w.url === '/')!;
    expect(home.html.gzip + home.css.gzip).toBeLessThanOrEqual(14 * KB);
  });
});
