/**
 * The build-time check of enhancer roots (src/eleventy/bundle/enhancer-check.js, run by the page transform
 * in its one parse): an unknown enhancer name or load condition fails the build naming the file and
 * the fix (the entry chunk no longer checks them).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { enhancerRootErrors, LOAD_CONDITIONS, registeredNames } from '../../src/eleventy/bundle/enhancer-check.js';
import { enhancerModules } from '../../src/eleventy/bundle/enhancer-modules.js';

/** The build's enhancer-root check of a page given as HTML. */
const rootErrors = (html: string, file: string) => enhancerRootErrors(parse(html), file);

describe('data-enhancer-on check', () => {
  it('accepts every condition of the loader', () => {
    const html = LOAD_CONDITIONS.map((c) => `<div data-enhancer="counter" data-enhancer-on="${c}"></div>`).join('');
    expect(rootErrors(html, 'pages/a.md')).toEqual([]);
  });

  it('names the file, the widget, the wrong value and the fix', () => {
    expect(rootErrors('<div data-enhancer="counter" data-enhancer-on="soon"></div>', 'pages/b.md')).toEqual([
      `pages/b.md: [data-enhancer="counter"] has data-enhancer-on="soon". Use one of ${LOAD_CONDITIONS.join(', ')}.`,
    ]);
  });

  it('refuses an enhancer name that has no module, naming the fix', () => {
    expect(enhancerModules().get('section-nav')).toBe('components/section-nav/section-nav.tsx');
    expect(registeredNames('enhancers/gallery.ts')).toEqual(new Set(['page-switcher']));
    expect(
      rootErrors('<div data-enhancer="page-switcher"></div><div data-enhancer="carousel"></div>', 'pages/c.md'),
    ).toEqual([]);
    expect(rootErrors('<div data-enhancer="section-navv"></div>', 'pages/c.md')).toEqual([
      'pages/c.md: [data-enhancer="section-navv"] has no module in components/. Add components/section-navv/section-navv.tsx (its default export enhances the root), or correct the name.',
    ]);
  });
});
