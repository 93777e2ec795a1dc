/**
 * The section navigation's no-JS form (SPEC §2, §3): the anchors are collected at build time and
 * the real macro renders them as links, with "Back to list" only when a list url exists.
 */
import { describe, expect, it, beforeEach } from 'vitest';
import { Window } from 'happy-dom';
import { sectionAnchors } from '../../src/eleventy/section-nav.js';
import { section } from '../../src/eleventy/shortcodes.js';
import { renderMacro } from '../support/nunjucks.js';

describe('sectionAnchors', () => {
  it('collects elements with an id and a non-empty title, in document order', () => {
    const html = `
      <a id="one" title="First"></a>
      <a id="no-title"></a>
      <a id="blank" title="  "></a>
      <span title="No id"></span>
      <section id="two" title="Second"></section>`;
    expect(sectionAnchors(html)).toEqual([
      { id: 'one', title: 'First' },
      { id: 'two', title: 'Second' },
    ]);
  });

  it('finds the anchors written by the section shortcode', () => {
    const html = section('Body', 'principle', 'How FAIMS works') + section('More', 'chip', 'Why a chip');
    expect(sectionAnchors(html).map((a) => a.id)).toEqual(['principle', 'chip']);
  });
});

describe('sectionNav macro', () => {
  let document: Document;
  beforeEach(() => {
    document = new Window().document as unknown as Document;
  });

  it('renders one link per anchor, a back-to-top link, and no "Back to list" without a list url', () => {
    document.body.innerHTML = renderMacro('section-nav.njk', 'sectionNav', {
      anchors: [
        { id: 'principle', title: 'How FAIMS works' },
        { id: 'chip', title: 'Why a chip' },
      ],
    });
    const links = [...document.querySelectorAll('.section-nav__list a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#principle', 'How FAIMS works'],
      ['#chip', 'Why a chip'],
    ]);
    expect(document.querySelector('.section-nav')?.getAttribute('aria-label')).toBe('On this page');
    expect(document.body.textContent).not.toContain('Back to list');
    expect(document.querySelector('.section-nav__top')?.getAttribute('href')).toBe('#top');
  });

  it('shows "Back to list" linking to the list url', () => {
    document.body.innerHTML = renderMacro('section-nav.njk', 'sectionNav', {
      anchors: [{ id: 'a', title: 'A' }],
      listUrl: '/products/',
    });
    const back = document.querySelector('.section-nav__back');
    expect(back?.textContent).toBe('Back to list');
    expect(back?.getAttribute('href')).toBe('/products/');
  });

  it('renders nothing when the page has no anchors', () => {
    expect(renderMacro('section-nav.njk', 'sectionNav', { anchors: [] }).trim()).toBe('');
  });
});
