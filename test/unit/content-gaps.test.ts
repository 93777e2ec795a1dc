import { describe, expect, it } from 'vitest';
import { findSamples } from '../../src/eleventy/content-gaps.js';
import products from '../../src/_data/products.js';

describe('content gaps (CONTENT.md sample entries)', () => {
  it('finds every sample entry with its path and text', () => {
    const data = { awards: [{ sample: true, text: 'Sample — award' }, { name: 'Real' }], nested: { x: { sample: true, text: 'Sample — x' } } };
    expect(findSamples(data, 'company')).toEqual([
      { path: 'company.awards[0]', text: 'Sample — award' },
      { path: 'company.nested.x', text: 'Sample — x' },
    ]);
  });

  it('labels every sample product figure "Sample —" so no visitor mistakes it for a datasheet value', () => {
    for (const gap of findSamples(products, 'products')) {
      expect(gap.text.startsWith('Sample —'), gap.path).toBe(true);
    }
  });
});
