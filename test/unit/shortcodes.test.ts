import { describe, expect, it } from 'vitest';
import { illustration, section, svgSize } from '../../src/eleventy/pages/shortcodes.js';

describe('section shortcode', () => {
  it('renders a titled section whose anchor the section nav collects', () => {
    const html = section('Body text', 'principle', 'How FAIMS works');
    expect(html).toContain('<a class="section-anchor" id="principle" title="How FAIMS works"></a>');
    expect(html).toContain('<h2 class="page-section__title" id="principle-title">How FAIMS works</h2>');
    expect(html).toContain('aria-labelledby="principle-title"');
  });

  it('escapes the title', () => {
    expect(section('', 'dp', 'Distribution & "Partnership"')).toContain(
      'title="Distribution &amp; &quot;Partnership&quot;"',
    );
  });

  it('fails naming the page when the id or the title is wrong', () => {
    expect(() => section('', 'Bad Id', 'T', 'pages/x.md')).toThrow(
      'pages/x.md: {% section %} needs an id of lowercase words joined by hyphens as its first argument, got "Bad Id".',
    );
    expect(() => section('', 'ok', '', 'pages/x.md')).toThrow(
      'pages/x.md: {% section "ok" %} needs a title as its second argument.',
    );
  });
});

describe('illustration shortcode', () => {
  it('reads the size from the viewBox so the image reserves its space', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360">')).toEqual({
      width: 480,
      height: 360,
    });
    expect(svgSize('<svg width="10">')).toBeNull();
  });

  it('renders an <img> with width, height and alt, in a figure when captioned', () => {
    const img = illustration('chip', 'The chip');
    expect(img).toMatch(
      /^<img class="illustration" src="\/images\/illustrations\/chip.svg" alt="The chip" width="\d+" height="\d+"/,
    );
    expect(illustration('chip', '', 'Caption')).toMatch(
      /^<figure class="figure"><img .* alt="" .*<figcaption>Caption<\/figcaption><\/figure>$/,
    );
  });

  it('lazy-loads a drawing in the prose; the page hero\u2019s loads at once with high priority (it is often the largest paint)', () => {
    expect(illustration('chip', 'The chip')).toContain(' loading="lazy" ');
    const hero = illustration('chip', 'The chip', undefined, 'pages/x.md', { hero: true });
    expect(hero).not.toContain('loading=');
    expect(hero).toContain(' fetchpriority="high" ');
  });

  it('fails naming the page and the missing file', () => {
    expect(() => illustration('no-such-drawing', 'x', undefined, 'pages/x.md')).toThrow(
      'pages/x.md: illustration "no-such-drawing" not found. Add public/images/illustrations/no-such-drawing.svg or fix the name.',
    );
  });
});
