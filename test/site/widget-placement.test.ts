/**
 * Each widget is used on real pages: the animated counter and the image modal placed on
 * /markets/industrial/, /company/ and /products/ with true content (not on the home page: its three
 * carousels use up its JS budget, docs/architecture.md#budgets; see pages/index.njk).
 * - Counters counted from our data (products in src/content/products/, applications and markets in
 *   src/_data/navigation.js) must equal that data, so they stay true when it changes.
 * - Counters quoting a fact (chip size, pipeline and taste thresholds, residue limit) must say the
 *   same number and unit as the page's own text (the facts of docs/requirements.md#content-facts), not a new figure.
 * - Each placed modal enlarges one of our SVG illustrations, with alt text, a caption, the
 *   SVG's real size, and an 'Expand' link to the full image that exists in the build.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, HTMLElement } from 'node-html-parser';
import { builtPages, readPage, SITE_DIR } from '../support/built-site.js';
import { svgSize } from '../../src/eleventy/pages/shortcodes.js';
import products from '../../src/_data/products.js';
import navigation from '../../src/_data/navigation.js';

const pages = builtPages();
const dom = (url: string): HTMLElement => {
  const page = pages.find((p) => p.url === url);
  if (!page) throw new Error(`${url} was not built`);
  return parse(readPage(page));
};
const childCount = (url: string): number => {
  const item = navigation.find((i) => i.url === url);
  if (!item) throw new Error(`${url} is not a top-level navigation entry`);
  return item.children.length;
};

const PRODUCTS = Object.keys(products).length;
const APPLICATIONS = childCount('/applications/');
const MARKETS = childCount('/markets/');

interface Figure {
  /** What a screen reader reads: prefix + value + suffix. */
  text: string;
  label: string;
}

/** The counters each page shows, in order (the numbers come from the data or the page's facts). */
const COUNTERS: Record<string, Figure[]> = {
  '/markets/industrial/': [
    { text: 'around 4 ppmv', label: 'Typical pipeline limit for hydrogen sulfide' },
    { text: 'about 4 ng/L', label: 'Geosmin: where people taste it' },
    { text: 'about 15 ng/L', label: 'MIB: where people taste it' },
    { text: 'around 10 ppm', label: 'Typical residue limit between batches' },
  ],
  '/company/': [
    { text: String(PRODUCTS), label: 'Instruments and sensors' },
    { text: String(APPLICATIONS), label: 'Applications' },
    { text: String(MARKETS), label: 'Markets, one through our sister company' },
  ],
  // The chip's size is a figure of /technology/, its one page (docs/authoring.md, "Say it once").
  '/products/': [{ text: String(PRODUCTS), label: 'Instruments and sensors' }],
};

/** The illustration each page lets the visitor enlarge. */
const MODALS: Record<string, { image: string; caption: RegExp }> = {
  '/markets/industrial/': {
    image: 'product-lonestar',
    caption: /^Lonestar in laboratory mode shows the positive- and negative-ion spectra side by side\./,
  },
  '/company/': { image: 'chip', caption: /^The sensor chip, about 7\.5 mm square\./ },
  '/products/': { image: 'product-gen-sys', caption: /^Gen-SYS: vapour, humidity and flow in one test set-up\./ },
};

describe('the data the counters count', () => {
  it('has products, applications and markets to count (the expectations below are not vacuous)', () => {
    expect(PRODUCTS).toBeGreaterThan(1);
    expect(APPLICATIONS).toBeGreaterThan(1);
    expect(MARKETS).toBeGreaterThan(1);
  });
});

describe.each(Object.keys(COUNTERS))('counters on %s', (url) => {
  const doc = dom(url);
  const main = doc.querySelector('#main')!;
  const counters = main.querySelectorAll('.counter');
  /** The text a sighted visitor sees: the visual number without its invisible width sizer. */
  const visible = (c: HTMLElement) =>
    c
      .querySelector('.counter__visual')!
      .childNodes.map((n) =>
        n instanceof HTMLElement && n.classList.contains('counter__number')
          ? n.querySelector('.counter__current')!.text
          : n.text,
      )
      .join('');

  it('shows the expected figures, in order, in the main content, as a key-figures list', () => {
    expect(
      counters.map((c) => ({
        text: c.querySelector('.visually-hidden')!.text,
        label: c.querySelector('.counter__label')?.text,
      })),
    ).toEqual(COUNTERS[url]);
    for (const c of counters) {
      expect(c.parentNode?.tagName).toBe('LI');
      expect(c.parentNode?.parentNode?.classList.contains('key-figures')).toBe(true);
    }
  });

  it('each counter is wired to the enhancer with its target, and shows the final value without JS', () => {
    for (const c of counters) {
      const figure = c.querySelector('.counter__figure')!;
      const to = figure.getAttribute('data-to')!;
      expect(figure.getAttribute('data-enhancer')).toBe('counter');
      expect(figure.getAttribute('data-enhancer-on')).toBe('visible');
      expect(to).toMatch(/^\d+(\.\d+)?$/);
      expect(c.querySelector('.counter__current')!.text).toBe(to);
      expect(c.querySelector('.counter__sizer')!.text).toBe(to);
      // What sighted and screen-reader visitors get is the same text.
      expect(visible(c)).toBe(c.querySelector('.visually-hidden')!.text);
      expect(c.querySelector('.visually-hidden')!.text).toContain(to);
    }
  });

  it('a figure with a unit is a fact the site states in words (same number, same unit) on this page or on /technology/', () => {
    // Prose only: the key-figures lists themselves do not count as a source.
    const prose = [url, '/technology/']
      .map((u) => {
        const copy = dom(u);
        for (const list of copy.querySelectorAll('.key-figures')) list.remove();
        return copy
          .querySelector('#main')!
          .querySelectorAll('p, li, td')
          .map((e) => e.text)
          .join(' ');
      })
      .join(' ')
      .replace(/\s+/g, ' ');
    let withUnit = 0;
    for (const c of counters) {
      const last = c.querySelector('.counter__visual')!.childNodes.at(-1)!;
      if (last.nodeType !== 3) continue; // no suffix: a count, checked against the data below
      withUnit++;
      const to = c.querySelector('.counter__figure')!.getAttribute('data-to')!;
      expect(prose, `${to}${last.text}`).toContain(`${to}${last.text}`);
    }
    expect(withUnit).toBe(COUNTERS[url].filter((f) => /[a-z]$/i.test(f.text)).length);
  });
});

describe('counts come from the data', () => {
  const targets = (url: string, label: string) =>
    dom(url)
      .querySelectorAll('#main .counter')
      .filter((c) => c.querySelector('.counter__label')?.text === label)
      .map((c) => Number(c.querySelector('.counter__figure')!.getAttribute('data-to')));

  it.each(['/company/', '/products/'])(
    '%s: the count of instruments and sensors equals the products in src/content/products/',
    (url) => {
      expect(targets(url, 'Instruments and sensors')).toEqual([Object.keys(products).length]);
    },
  );

  it('/company/: the application and market counts equal the navigation children', () => {
    expect(targets('/company/', 'Applications')).toEqual([
      navigation.find((i) => i.url === '/applications/')!.children.length,
    ]);
    expect(targets('/company/', 'Markets, one through our sister company')).toEqual([
      navigation.find((i) => i.url === '/markets/')!.children.length,
    ]);
  });

  it('the home page has no counter or image modal (its carousels use up its JS budget)', () => {
    expect(dom('/').querySelectorAll('[data-enhancer="counter"], [data-enhancer="image-modal"]')).toHaveLength(0);
  });
});

describe.each(Object.keys(MODALS))('image modal on %s', (url) => {
  const { image, caption } = MODALS[url];
  const src = `/images/illustrations/${image}.svg`;
  const figures = dom(url).querySelectorAll('#main .image-modal');

  it(`enlarges ${image}.svg, with alt text, its caption and its real size`, () => {
    expect(figures).toHaveLength(1);
    const figure = figures[0];
    expect(figure.tagName).toBe('FIGURE');
    expect(figure.getAttribute('data-enhancer')).toBe('image-modal');
    expect(figure.getAttribute('data-full')).toBe(src);
    const img = figure.querySelector('img.image-modal__image')!;
    expect(img.getAttribute('src')).toBe(src);
    expect(img.getAttribute('alt')!.length).toBeGreaterThan(40);
    const size = svgSize(readFileSync(path.join('public/images/illustrations', `${image}.svg`), 'utf8'))!;
    expect({ width: Number(img.getAttribute('width')), height: Number(img.getAttribute('height')) }).toEqual(size);
    expect(figure.querySelector('figcaption.image-modal__caption')!.text).toMatch(caption);
  });

  it("without JS, 'Expand' is a link to the full image, which is in the build", () => {
    const expand = figures[0].querySelector('a.image-modal__expand')!;
    expect(expand.text).toBe('Expand image');
    expect(expand.getAttribute('href')).toBe(src);
    expect(existsSync(path.join(SITE_DIR, src))).toBe(true);
  });
});
