// @vitest-environment happy-dom
/**
 * Page switcher (docs/requirements.md#page-switcher, docs/requirements.md#page-selector): the real macro
 * rendered, then the enhancer attached, with a stubbed `location` (host and port of a dev server).
 * Also the build-time rules of the gallery pages (src/eleventy/gallery/gallery.js).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import enhance, { currentPage, pageLabel, pageUrl } from './page-switcher';
import { galleryPages as galleryPageNames } from '../../src/eleventy/gallery/gallery.js';

/** The gallery page names (global data `galleryPages`). */
const galleryPages = galleryPageNames();
import { componentsWithPages, galleryEntries } from '../../src/eleventy/gallery/gallery.js';
import { galleryEnabled } from '../../src/eleventy/build-mode.js';
import { renderMacro } from '../../test/support/nunjucks.js';

const PAGES = ['carousel', 'image-modal', 'flexible-image', 'section-nav'];
let cleanup: () => void = () => undefined;

/** A location on a dev server at localhost:8961, whose assign() records where it was sent. */
function stubLocation(pathname: string) {
  const location = {
    protocol: 'http:',
    host: 'localhost:8961',
    hostname: 'localhost',
    port: '8961',
    pathname,
    assign: vi.fn(),
  };
  vi.stubGlobal('location', location);
  return location;
}

function mount(current: string) {
  document.body.innerHTML = `<div id="app"><main>${renderMacro('page-switcher.njk', 'pageSwitcher', { pages: PAGES, current })}</main></div>`;
  return document.querySelector<HTMLElement>('[data-enhancer="page-switcher"]')!;
}

afterEach(async () => {
  await act(() => cleanup());
  cleanup = () => undefined;
  vi.unstubAllGlobals();
});

describe('pure functions', () => {
  it('labels a name with every hyphen replaced by a space', () => {
    expect(pageLabel('image-modal')).toBe('image modal');
    expect(pageLabel('a-b-c-d')).toBe('a b c d');
    expect(pageLabel('carousel')).toBe('carousel');
  });

  it('takes the current selection from the second-last path segment', () => {
    expect(currentPage('/frontend/carousel/')).toBe('carousel');
    expect(currentPage('/frontend/image-modal/index.html')).toBe('image-modal');
    // Literally the second-last segment: without the trailing slash that is "frontend".
    expect(currentPage('/frontend/carousel')).toBe('frontend');
    expect(currentPage('/')).toBe('');
    expect(currentPage('')).toBe('');
  });

  it('builds /frontend/{page}/ on the same host and port', () => {
    expect(pageUrl('counter', { protocol: 'http:', host: 'localhost:8961' })).toBe(
      'http://localhost:8961/frontend/counter/',
    );
    expect(pageUrl('image-modal', { protocol: 'https:', host: 'dev.example.org' })).toBe(
      'https://dev.example.org/frontend/image-modal/',
    );
  });
});

describe('macro (no JS)', () => {
  it('lists every page as a link to /frontend/{page}/, labelled with spaces, the current one aria-current="page"', () => {
    const root = mount('image-modal');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['carousel', 'image modal', 'flexible image', 'section nav']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(PAGES.map((p) => `/frontend/${p}/`));
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual([
      'image modal',
    ]);
    expect(root.tagName).toBe('NAV');
    expect(document.getElementById(root.getAttribute('aria-labelledby')!)?.textContent).toBe('Gallery pages');
  });

  it('fails the render, naming the prop, without pages or the current page', () => {
    // Its contract: page-switcher.examples.yaml, params alone (the one checker, src/eleventy/gallery/params.js).
    expect(() => renderMacro('page-switcher.njk', 'pageSwitcher', { current: 'counter' })).toThrow(
      /pageSwitcher\(\): the prop "pages" is missing/,
    );
    expect(() => renderMacro('page-switcher.njk', 'pageSwitcher', { pages: PAGES })).toThrow(
      /pageSwitcher\(\): the prop "current" is missing/,
    );
  });
});

describe('enhanced (JS)', () => {
  it('replaces the links with a labelled native select of the same pages, the current one selected', async () => {
    stubLocation('/frontend/flexible-image/');
    const root = mount('flexible-image');
    await act(() => {
      cleanup = enhance(root, {});
    });
    expect(root.querySelector('.page-switcher__list')).toBeNull();
    const select = root.querySelector('select')!;
    expect(document.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Gallery page');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'carousel',
      'image modal',
      'flexible image',
      'section nav',
    ]);
    expect([...select.options].map((o) => o.value)).toEqual(PAGES);
    expect(select.value).toBe('flexible-image');
  });

  it('navigates to /frontend/{page}/ on the same host and port when another page is chosen', async () => {
    const location = stubLocation('/frontend/carousel/');
    const root = mount('carousel');
    await act(() => {
      cleanup = enhance(root, {});
    });
    const select = root.querySelector('select')!;
    select.value = 'section-nav';
    await act(() => {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(location.assign).toHaveBeenCalledWith('http://localhost:8961/frontend/section-nav/');
  });

  it('puts the list of links back on clean-up', async () => {
    stubLocation('/frontend/carousel/');
    const root = mount('carousel');
    await act(() => {
      cleanup = enhance(root, {});
    });
    await act(() => cleanup());
    cleanup = () => undefined;
    expect(root.querySelector('select')).toBeNull();
    expect(root.querySelectorAll('.page-switcher__list a')).toHaveLength(PAGES.length);
  });

  it('throws an ElementError naming the macro when the list is missing', () => {
    document.body.innerHTML = '<nav data-enhancer="page-switcher"></nav>';
    expect(() => enhance(document.querySelector('nav')!, {})).toThrow(/page-switcher: no \.page-switcher__list/);
  });
});

describe('gallery pages at build time (src/eleventy/gallery/gallery.js)', () => {
  it('are built with GALLERY=1 and under `npm run dev` (serve mode) only', () => {
    expect(galleryEnabled({})).toBe(false);
    expect(galleryEnabled({ GALLERY: '0' })).toBe(false);
    expect(galleryEnabled({ GALLERY: '1' })).toBe(true);
    expect(galleryEnabled({ ELEVENTY_RUN_MODE: 'serve' })).toBe(true);
    expect(galleryEnabled({ ELEVENTY_RUN_MODE: 'build' })).toBe(false);
  });

  it('are derived: a generated page per component with examples, a whole page per folder; the build stops, naming the file and the fix, on a component without page front matter', () => {
    expect(galleryPages, 'the page switcher\u2019s contract alone (params:) makes no page').not.toContain(
      'page-switcher',
    );
    const gallery = { title: 'Counter', description: 'A page.', intro: 'The counter.' };
    const example = { name: 'One', macro: 'x', props: {} };
    const components = {
      counter: { examples: [example], params: {}, gallery },
      'section-nav': { examples: [example], params: {} },
      search: { examples: [example], params: {} },
      'page-switcher': { examples: [], params: {} },
    };
    expect(componentsWithPages(components)).toEqual(['counter', 'section-nav', 'search']);
    expect(galleryPageNames(components, ['page-layout', 'section-nav'])).toEqual([
      'counter',
      'page-layout',
      'search-form',
      'section-nav',
    ]);
    const { entries, errors } = galleryEntries(components, ['section-nav', 'Tabs']);
    expect(entries).toEqual([{ component: 'counter', page: 'counter', ...gallery }]);
    expect(errors).toEqual([
      'pages/gallery/Tabs/: "Tabs" is not a lower-case, hyphenated name. Rename the folder (e.g. "image-modal").',
      'components/search/search.examples.yaml: its gallery page has no title. Add "gallery:" with title, description and intro (the page\'s front matter), or give it a whole page of its own in pages/gallery/search-form/index.njk.',
    ]);
  });

  it('the global list names lower-case hyphenated pages, each once', () => {
    expect(new Set(galleryPages).size).toBe(galleryPages.length);
    for (const name of galleryPages) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
