/**
 * The gallery's pages (docs/requirements.md#page-switcher) on a build with GALLERY=1
 * (`npm run build:gallery`, then `npm run test:gallery`): each has the page switcher, its styles
 * and no search body; each component's page shows every example of its examples file and its
 * params. vitest.config.ts collects this file on a gallery build only (docs/testing.md "Build
 * modes"); gallery-pages.test.ts checks what holds on every build.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { builtPages, readPage } from '../support/built-site.js';
import { collectContentGaps } from '../../src/eleventy/cms/content-gaps.js';
import { componentsWithPages, galleryPages as galleryPageNames } from '../../src/eleventy/gallery/gallery.js';
import { galleryPage, loadComponents } from '../../src/eleventy/gallery/examples.js';
import { paramRows } from '../../src/eleventy/gallery/params.js';
import { EXAMPLES, exampleNamed } from '../support/examples.js';

/** The gallery page names (global data `galleryPages`). */
const galleryPages = galleryPageNames();
const COMPONENTS = loadComponents();
/** The components with a gallery page (the page switcher's contract alone has none). */
const WITH_PAGES = componentsWithPages(COMPONENTS);
const pages = builtPages();

describe('a build with GALLERY=1', () => {
  it.each(galleryPages)(
    '/frontend/%s/ has one <h1>, the page switcher listing every page with spaces for hyphens, itself current, and is not indexed',
    (name) => {
      const doc = parse(readPage(pages.find((p) => p.url === `/frontend/${name}/`)!));
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      const switcher = doc.querySelector('#gallery-tools [data-enhancer="page-switcher"]');
      expect(switcher).not.toBeNull();
      const links = switcher!.querySelectorAll('a');
      expect(links.map((a) => a.text)).toEqual(galleryPages.map((n) => n.replace(/-/g, ' ')));
      expect(links.map((a) => a.getAttribute('href'))).toEqual(galleryPages.map((n) => `/frontend/${n}/`));
      expect(switcher!.querySelectorAll('[aria-current="page"]').map((a) => a.getAttribute('href'))).toEqual([
        `/frontend/${name}/`,
      ]);
      expect(doc.querySelector('[data-pagefind-body]')).toBeNull();
      expect(
        doc
          .querySelectorAll('link[rel="stylesheet"]')
          .some((l) => /\/assets\/style-gallery-[\w-]+\.css$/.test(l.getAttribute('href') ?? '')),
      ).toBe(true);
    },
  );

  it('shows the states worth seeing: carousels of 1, 3 and 12 slides in each variant, a decimal counter, section navs of 2 and 12 anchors, images with and without a caption', () => {
    const doc = (name: string) => parse(readPage(pages.find((p) => p.url === `/frontend/${name}/`)!));
    const carousel = doc('carousel');
    for (const variant of ['card', 'wide', 'testimonial']) {
      const counts = carousel
        .querySelectorAll(`.carousel--${variant}`)
        .map((c) => c.querySelectorAll('[aria-roledescription="slide"]').length);
      expect(counts, variant).toEqual([1, 3, 12]);
    }
    expect(
      doc('counter')
        .querySelectorAll('[data-enhancer="counter"]')
        .map((c) => c.getAttribute('data-to')),
    ).toContain('7.5');
    expect(doc('page-layout').querySelectorAll('.section-nav__list a')).toHaveLength(2);
    expect(doc('section-nav').querySelectorAll('.section-nav__list a')).toHaveLength(12);
    const modals = doc('image-modal').querySelectorAll('[data-enhancer="image-modal"]');
    expect(modals.map((m) => m.querySelector('figcaption') !== null)).toEqual(expect.arrayContaining([true, false]));
  });

  // docs/architecture.md#examples-and-params: the examples files are the gallery's single source. The section navigation's page
  // is a whole content page built from one example (its anchors and Back to list).
  it.each(WITH_PAGES.filter((c) => c !== 'section-nav'))(
    'the gallery page of %s shows every example of its examples file, under its name',
    (component) => {
      const doc = parse(readPage(pages.find((p) => p.url === `/frontend/${galleryPage(component)}/`)!));
      const titles = doc.querySelectorAll('main h2').map((h) => h.text.trim());
      expect(titles).toEqual(expect.arrayContaining(EXAMPLES[component].map((e) => e.name)));
    },
  );

  // Each component's page shows its contract, the JSON Schema under params: in its examples file, as
  // a table per macro (caption, column headers, a row header per prop) in the site's table wrapper.
  it.each(Object.entries(COMPONENTS).filter(([c]) => WITH_PAGES.includes(c)))(
    'the gallery page of %s shows its params as an accessible table per macro',
    (component, { params }) => {
      const doc = parse(readPage(pages.find((p) => p.url === `/frontend/${galleryPage(component)}/`)!));
      const section = doc.querySelector('main .gallery__params')!;
      expect(section, component).not.toBeNull();
      expect(section.querySelector('h2')!.text.trim()).toBe('Params');
      const tables = section.querySelectorAll('table');
      expect(tables.map((t) => t.querySelector('caption')!.text.trim())).toEqual(
        Object.keys(params).map((macro) => `Params of ${macro}()`),
      );
      tables.forEach((table, i) => {
        const list = Object.values(params)[i];
        expect(table.parentNode?.classList.contains('table-wrap')).toBe(true);
        expect(table.querySelectorAll('thead th').map((th) => [th.text, th.getAttribute('scope')])).toEqual(
          ['Name', 'Value', 'Description'].map((h) => [h, 'col']),
        );
        expect(
          table
            .querySelectorAll('tbody tr')
            .map((tr) => [
              tr.querySelector('th[scope="row"]')!.text,
              ...tr.querySelectorAll('td').map((td) => td.text),
            ]),
        ).toEqual(
          paramRows(list.schema).map((p) => [p.required ? `${p.name} required` : p.name, p.type, p.description]),
        );
      });
    },
  );

  it('the section navigation’s page has the anchors and Back to list of its example', () => {
    const props = exampleNamed('section-nav', 'Twelve anchors, Back to list').props as {
      listUrl: string;
      anchors: { id: string; title: string }[];
    };
    const nav = parse(readPage(pages.find((p) => p.url === '/frontend/section-nav/')!)).querySelector(
      'main .section-nav',
    )!;
    expect(nav.querySelectorAll('.section-nav__list a').map((a) => [a.getAttribute('href'), a.text])).toEqual(
      props.anchors.map((a) => [`#${a.id}`, a.title]),
    );
    expect(nav.querySelector('.section-nav__back')!.getAttribute('href')).toBe(props.listUrl);
  });

  it('publishes the content-gaps list as a page (docs/authoring.md#content-gaps-and-build-modes)', async () => {
    const gaps = readPage(pages.find((p) => p.url === '/frontend/content-gaps/')!);
    expect(parse(gaps).querySelectorAll('.content-gaps__list li')).toHaveLength((await collectContentGaps()).length);
    expect(gaps).toContain('src/content/company.yaml');
    expect(gaps).toContain('pages/technology/index.md');
    expect(gaps).toContain('factsToSupply[0]');
  });
});

describe('feature stylesheets on the gallery build, which shows every component (src/eleventy/pages/stylesheets.js)', () => {
  it('every feature stylesheet is linked by some page, or imported by one that is: none styles only classes a script adds, which no markup holds', async () => {
    const { FEATURE_STYLESHEETS, featuresImportedBy } = await import('../../src/eleventy/pages/stylesheets.js');
    const linked = new Set(
      pages.flatMap((p) =>
        parse(readPage(p))
          .querySelectorAll('link[rel="stylesheet"]')
          .map((l) => /\/assets\/style-([\w-]+)-[\w-]{8}\.css$/.exec(l.getAttribute('href') ?? '')?.[1]),
      ),
    );
    const stem = (source: string) => source.replace(/^.*\/|\.css$/g, '');
    const reached = new Set([
      ...linked,
      ...FEATURE_STYLESHEETS.filter((source: string) => linked.has(stem(source)))
        .flatMap(featuresImportedBy)
        .map(stem),
    ]);
    expect(FEATURE_STYLESHEETS.map(stem).filter((name: string) => !reached.has(name))).toEqual([]);
  });
});
